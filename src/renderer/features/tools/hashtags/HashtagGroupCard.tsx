import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HashtagResult } from '../../../../shared/generation/schemas.ts';
import classes from './HashtagGenerator.module.css';

type HashtagGroup = HashtagResult['groups'][number];

/**
 * One card of results: a group (category, reach, competition, engagement score, trending flag)
 * or, with `group` omitted, the model's extra suggestions.
 */
export function HashtagGroupCard({
  id,
  title,
  hashtags,
  group,
  note,
  onCopy,
}: {
  id: string;
  title: string;
  hashtags: readonly string[];
  group?: HashtagGroup;
  note?: string;
  onCopy: (tags: readonly string[]) => void;
}) {
  const { t } = useTranslation('hashtagTool');
  const headingId = `hashtag-group-${id}`;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      aria-labelledby={headingId}
      data-category={id}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          {group?.trending_status && (
            <Badge color="orange" variant="light" tt="none">
              {t('results.trendingNow')}
            </Badge>
          )}
        </Group>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {group && (
          <dl className={classes.stats}>
            <dt>{t('results.reach')}</dt>
            <dd>{t(`level.${group.reach_potential}`)}</dd>
            <dt>{t('results.competition')}</dt>
            <dd>{t(`level.${group.competition_level}`)}</dd>
            <dt>{t('results.engagement')}</dt>
            <dd>{group.engagement_score}</dd>
          </dl>
        )}
        <ul className={classes.tags} aria-label={t('results.tagsLabel', { group: title })}>
          {hashtags.map((tag) => (
            <li key={tag} className={classes.tag} dir="auto">
              {tag}
            </li>
          ))}
        </ul>
        <Button
          variant="default"
          size="xs"
          className={classes.copy}
          disabled={hashtags.length === 0}
          onClick={() => onCopy(hashtags)}
          aria-label={t('results.copyGroup', { group: title })}
        >
          {t('results.copy')}
        </Button>
      </Stack>
    </Paper>
  );
}
