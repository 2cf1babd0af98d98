import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../../../shared/navigation.ts';
import classes from './Header.module.css';

/** One menu entry: label, optional badge and tool count, description underneath. */
export function EntryContent({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation();
  return (
    <span className={classes.entry}>
      <span className={classes.entryTitle}>
        <Text component="span" fw={600} size="sm">
          {t(entry.labelKey)}
        </Text>
        {entry.badge && (
          // 11 px text (Mantine's md badge; xs is 9 px), the light variant at 8-9:1 contrast.
          <Badge
            size="md"
            variant="light"
            color={badgeColor[entry.badge]}
            className={classes.badge}
          >
            {t(`nav:badges.${entry.badge}`)}
          </Badge>
        )}
        <ToolCount count={entry.count} />
      </span>
      {entry.descriptionKey && (
        <Text component="span" size="xs" className={classes.entryDescription}>
          {t(entry.descriptionKey)}
        </Text>
      )}
    </span>
  );
}

const badgeColor = { Popular: 'orange', AI: 'pilot', Business: 'teal' } as const;

/**
 * A computed tool count; nothing for zero (a hub without tools yet shows no number). The
 * number is shown whole (it never shrinks or truncates beside a long label); screen readers
 * hear "Tools: n" instead of a bare number.
 */
export function ToolCount({ count }: { count: number | undefined }) {
  const { t } = useTranslation('nav');
  if (!count) return null;
  const label = t('toolCount', { count });
  return (
    <span className={classes.count} title={label} data-testid="tool-count">
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
