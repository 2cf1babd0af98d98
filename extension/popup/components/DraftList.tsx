import { Anchor, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft, PopupCommand } from '../../../src/shared/extension/messages.ts';
import {
  X_MAX_WEIGHTED_LENGTH,
  isPostableOnX,
  replyLength,
} from '../../../src/shared/reply-rules/index.ts';
import { handle } from '../format.ts';

const EXCERPT = 220;

function excerpt(text: string): string {
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text;
}

/** One draft: the post, the reply to edit with X's count, Approve (with the text) and Discard. */
function DraftCard({ draft, run }: { draft: Draft; run(command: PopupCommand): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(draft.reply);
  const countId = useId();
  const length = replyLength(text);
  const empty = text.trim() === '';
  const postable = !empty && isPostableOnX(text);
  const author = handle(draft.post.author);

  return (
    <Paper withBorder p="sm" component="article" aria-label={t('drafts.replyLabel', { author })}>
      <Stack gap={6}>
        <Anchor href={draft.post.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
          {t('drafts.byAuthor', { author })}
        </Anchor>
        <Text
          size="sm"
          c="dimmed"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          lang={draft.post.language ?? undefined}
          dir="auto"
        >
          {excerpt(draft.post.text)}
        </Text>
        {draft.builtIn && (
          <Text size="xs" fw={500} data-testid="draft-built-in">
            {t('drafts.builtIn')}
          </Text>
        )}
        <Textarea
          label={t('drafts.replyLabel', { author })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rows={5}
          // The reply's own direction (an English reply in the Arabic popup reads left to right).
          dir="auto"
          aria-describedby={countId}
          error={
            empty
              ? t('drafts.emptyReply')
              : postable
                ? undefined
                : t('drafts.tooLong', { max: X_MAX_WEIGHTED_LENGTH })
          }
        />
        <Group justify="space-between" gap="xs">
          <Text
            size="xs"
            id={countId}
            c={postable ? 'dimmed' : 'red.8'}
            aria-label={t('drafts.countLabel', { count: length, max: X_MAX_WEIGHTED_LENGTH })}
            data-testid="draft-count"
            dir="ltr"
          >
            {length} / {X_MAX_WEIGHTED_LENGTH}
          </Text>
          <Group gap="xs">
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              onClick={() => run({ type: 'draft:discard', id: draft.id })}
            >
              {t('drafts.discard')}
            </Button>
            <Button
              size="compact-sm"
              disabled={!postable}
              onClick={() => run({ type: 'draft:approve', id: draft.id, text: text.trim() })}
            >
              {t('drafts.approve')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

export function DraftList({ drafts, run }: { drafts: Draft[]; run(command: PopupCommand): void }) {
  const { t } = useTranslation();
  if (!drafts.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('drafts.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {drafts.map((draft) => (
        <DraftCard key={draft.id} draft={draft} run={run} />
      ))}
    </Stack>
  );
}
