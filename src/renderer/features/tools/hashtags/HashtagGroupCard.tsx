import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './HashtagGenerator.module.css';

/**
 * One card of results: a group of tags (broad, targeted, niche, from the post) or the model's
 * extra suggestions, with a line saying what the group is. No figures: the product has no
 * popularity, reach or engagement data to show (docs/product-rules.md#honest-figures).
 */
export function HashtagGroupCard({
  id,
  title,
  note,
  hashtags,
  onCopy,
}: {
  id: string;
  title: string;
  note: string;
  hashtags: readonly string[];
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
        <Stack gap={2}>
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        </Stack>
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
