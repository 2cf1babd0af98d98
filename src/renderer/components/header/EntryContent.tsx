import { Badge, Text } from '@mantine/core';
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
          <Badge size="xs" variant="light" color={badgeColor[entry.badge]}>
            {t(`nav:badges.${entry.badge}`)}
          </Badge>
        )}
        <ToolCount count={entry.count} />
      </span>
      {entry.descriptionKey && (
        <Text component="span" size="xs" c="dimmed" className={classes.entryDescription}>
          {t(entry.descriptionKey)}
        </Text>
      )}
    </span>
  );
}

const badgeColor = { Popular: 'orange', AI: 'pilot', Business: 'teal' } as const;

/** A computed tool count; nothing for zero (a hub without tools yet shows no number). */
export function ToolCount({ count }: { count: number | undefined }) {
  const { t } = useTranslation('nav');
  if (!count) return null;
  const label = t('toolCount', { count });
  return (
    <Badge
      size="xs"
      variant="outline"
      color="gray"
      title={label}
      aria-label={label}
      className={classes.count}
    >
      {count}
    </Badge>
  );
}
