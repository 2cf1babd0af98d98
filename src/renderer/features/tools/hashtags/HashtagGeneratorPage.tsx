import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HASHTAG_LIMITS,
  HASHTAG_PLATFORMS,
  HASHTAG_STRATEGIES,
  type GenerateResponse,
  type HashtagPlatform,
  type HashtagStrategy,
} from '../../../../shared/generation/schemas.ts';
import { toast } from '../../../components/toasts/toast-store.ts';
import {
  excerpt,
  SaveToWorkspaceButton,
  usePrepareSaveToWorkspace,
  type ItemMetadata,
} from '../../save-to-workspace/index.ts';
import { EngineNote, useToolGeneration } from '../../tool-gate/index.ts';
import { ToolPage, ToolSubmit } from '../ToolPage.tsx';
import { allHashtags, copyHashtags, hashtagText } from './copy-hashtags.ts';
import classes from './HashtagGenerator.module.css';
import { HashtagGroupCard } from './HashtagGroupCard.tsx';

const TOOL_ID = 'smart-hashtag-generator';
/** How much of the post a saved set keeps as its context. */
const SAVED_POST_CHARS = 500;

interface Generated {
  response: GenerateResponse<typeof TOOL_ID>;
  /** What the tags were chosen from, kept with a saved set. */
  inputs: ItemMetadata;
}

/** `/tools/smart-hashtag-generator`. Generation runs on the server. */
export function HashtagGeneratorPage() {
  const { t } = useTranslation('hashtagTool');
  return (
    <ToolPage toolId={TOOL_ID} title={t('title')} lead={t('lead')}>
      <HashtagGenerator />
    </ToolPage>
  );
}

function HashtagGenerator() {
  const { t } = useTranslation('hashtagTool');
  const { generate, pending } = useToolGeneration(TOOL_ID);
  const [content, setContent] = useState('');
  const [platform, setPlatform] = useState<HashtagPlatform>('instagram');
  const [strategy, setStrategy] = useState<HashtagStrategy>('balanced');
  const [generated, setGenerated] = useState<Generated | null>(null);
  const inFlight = useRef(false);
  usePrepareSaveToWorkspace();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) {
      toast({
        title: t('toast.contentRequiredTitle'),
        description: t('toast.contentRequiredText'),
        variant: 'destructive',
      });
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const post = content.trim();
      const next = await generate({ content: post }, { platform, strategy });
      // null: refused or failed; the hook has already explained why. Keep what is shown.
      if (next)
        setGenerated({
          response: next,
          inputs: { post: excerpt(post, SAVED_POST_CHARS) },
        });
    } finally {
      inFlight.current = false;
    }
  }

  const copy = (tags: readonly string[]) =>
    void copyHashtags(tags, {
      copied: t('toast.copiedTitle'),
      failedTitle: t('toast.copyFailedTitle'),
      failedText: t('toast.copyFailedText'),
    });

  const platformName = (p: HashtagPlatform) => t(`platform.${p}`);

  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <Stack gap="md">
            <Textarea
              label={t('form.contentLabel')}
              placeholder={t('form.contentPlaceholder')}
              value={content}
              onChange={(e) => setContent(e.currentTarget.value)}
              autosize
              minRows={4}
              maxRows={12}
              maxLength={5000}
            />
            <NativeSelect
              label={t('form.platformLabel')}
              description={t('form.platformHint', {
                platform: platformName(platform),
                limit: HASHTAG_LIMITS[platform],
              })}
              value={platform}
              onChange={(e) => setPlatform(e.currentTarget.value as HashtagPlatform)}
              data={HASHTAG_PLATFORMS.map((value) => ({
                value,
                label: t('form.platformOption', {
                  platform: platformName(value),
                  limit: HASHTAG_LIMITS[value],
                }),
              }))}
            />
            <Radio.Group<HashtagStrategy>
              label={t('form.strategyLabel')}
              value={strategy}
              onChange={setStrategy}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
                {HASHTAG_STRATEGIES.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={t(`strategy.${value}.label`)}
                    description={t(`strategy.${value}.hint`)}
                  />
                ))}
              </SimpleGrid>
            </Radio.Group>
            <ToolSubmit toolId={TOOL_ID} label={t('form.generate')} pending={pending} />
          </Stack>
        </form>
      </Paper>

      {generated && (
        <HashtagResults response={generated.response} inputs={generated.inputs} onCopy={copy} />
      )}
    </Stack>
  );
}

function HashtagResults({
  response,
  inputs,
  onCopy,
}: {
  response: GenerateResponse<typeof TOOL_ID>;
  inputs: ItemMetadata;
  onCopy: (tags: readonly string[]) => void;
}) {
  const { t } = useTranslation('hashtagTool');
  const { result } = response;
  const everyTag = allHashtags(result);
  const platform = t(`platform.${result.platform}`);
  const over = everyTag.length > result.limit;

  return (
    <Stack component="section" gap="md" aria-labelledby="hashtag-results-title">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} className={classes.summary}>
          <Title order={2} size="h3" id="hashtag-results-title">
            {t('results.title')}
          </Title>
          <Text size="sm" c={over ? 'orange.8' : 'dimmed'} role="status">
            {everyTag.length === 0
              ? t('results.empty')
              : t('results.total', { total: everyTag.length, limit: result.limit, platform })}
            {over && ` ${t('results.overLimit', { platform })}`}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button onClick={() => onCopy(everyTag)} disabled={everyTag.length === 0}>
            {t('results.copyAll')}
          </Button>
          {/* The set as it is pasted under a post (what 'Copy all' copies). */}
          <SaveToWorkspaceButton
            toolName={TOOL_ID}
            contentType="hashtag"
            content={hashtagText(everyTag)}
            metadata={{
              platform: result.platform,
              strategy: result.strategy,
              ...inputs,
              count: everyTag.length,
              limit: result.limit,
            }}
          />
        </Group>
      </Group>
      {everyTag.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('results.source')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {result.groups.map((group) => (
          <HashtagGroupCard
            key={group.category}
            id={group.category}
            title={t(`category.${group.category}`)}
            note={t(`groupHint.${group.category}`)}
            hashtags={group.hashtags}
            onCopy={onCopy}
          />
        ))}
        {result.suggested.length > 0 && (
          <HashtagGroupCard
            id="suggested"
            title={t('category.suggested')}
            note={t('results.suggestedNote')}
            hashtags={result.suggested}
            onCopy={onCopy}
          />
        )}
      </SimpleGrid>
      <EngineNote engine={response.engine} cached={response.cached} />
    </Stack>
  );
}
