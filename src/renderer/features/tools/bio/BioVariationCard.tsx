import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BioResult } from '../../../../shared/generation/schemas.ts';
import { SaveToWorkspaceButton, type ItemMetadata } from '../../save-to-workspace/index.ts';
import classes from './BioGenerator.module.css';

/** How long the copy button says 'Copied'. */
export const COPIED_MS = 2_000;

type Bio = BioResult['bios'][number];

/**
 * One of the three variations: the bio, its style, its emojis and its length against the
 * platform's limit (`max`, in characters as the platform counts them), to copy or to keep in
 * the Workspace (with the `inputs` it was written from).
 */
export function BioVariationCard({
  bio,
  number,
  max,
  toolId,
  inputs,
}: {
  bio: Bio;
  number: number;
  max: number;
  toolId: string;
  inputs: ItemMetadata;
}) {
  const { t } = useTranslation('bioTool');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(bio.bio);
    } catch (error) {
      // A failed bio copy is only logged; the text stays selectable.
      console.error('Could not copy the bio to the clipboard', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  const used = bio.character_count;
  const share = Math.min(100, Math.round((used / max) * 100));
  const headingId = `bio-variation-${number}`;

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      aria-labelledby={headingId}
    >
      <Stack gap="sm" className={classes.cardBody}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            {t('results.variation', { number })}
          </Title>
          <Badge variant="light" tt="none">
            {t(`style.${bio.style}`)}
          </Badge>
        </Group>
        <Text className={classes.bio} dir="auto">
          {bio.bio}
        </Text>
        <Text size="sm" c="dimmed">
          {t('results.emojis', {
            list: bio.emojis_used.length > 0 ? bio.emojis_used.join(' ') : t('results.noEmojis'),
          })}
        </Text>
        <Stack gap={4} className={classes.length}>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('results.length')}
            </Text>
            <Text size="xs" fw={600} className={classes.count}>
              {t('results.characters', { used, max })}
            </Text>
          </Group>
          <Progress
            value={share}
            size="sm"
            color={share > 90 ? 'orange' : 'teal'}
            aria-label={t('results.charactersLabel', { used, max })}
          />
        </Stack>
        <Button
          variant={copied ? 'light' : 'default'}
          color={copied ? 'teal' : undefined}
          onClick={() => void copy()}
          aria-label={copied ? t('results.copied') : t('results.copyLabel', { number })}
          aria-live="polite"
          className={classes.copy}
        >
          {copied ? t('results.copied') : t('results.copy')}
        </Button>
        <SaveToWorkspaceButton
          toolName={toolId}
          contentType="bio"
          content={bio.bio}
          metadata={{ ...inputs, style: bio.style, characters: used, limit: max }}
          subject={t('results.variation', { number })}
          className={classes.copy}
        />
      </Stack>
    </Paper>
  );
}
