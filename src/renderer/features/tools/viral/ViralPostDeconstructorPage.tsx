import { Card, Group, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VIRAL_PLATFORMS,
  viralBand,
  type GenerateResponse,
} from '../../../../shared/generation/schemas.ts';
import { isActiveLanguage } from '../../../../shared/languages.ts';
import { SaveToWorkspaceButton, usePrepareSaveToWorkspace } from '../../save-to-workspace/index.ts';
import { EngineNote, useToolGeneration } from '../../tool-gate/index.ts';
import { ToolPage, ToolSubmit } from '../ToolPage.tsx';
import { analysisMarkdown } from './analysis-markdown.ts';
import { FollowUpPanel } from './FollowUpPanel.tsx';
import { useRenderedAnalysis } from './use-rendered-analysis.ts';
import { ViralAnalysis } from './ViralAnalysis.tsx';
import classes from './viral.module.css';

const TOOL_ID = 'viral-post-deconstructor';
/** The server accepts up to this many characters (ViralInputSchema). */
export const VIRAL_CONTENT_MAX = 10_000;
type Platform = (typeof VIRAL_PLATFORMS)[number];

interface Analysis {
  response: GenerateResponse<typeof TOOL_ID>;
  /** The platform the post was analysed for (the form may have changed since). */
  platform: Platform;
  /** The post as it was analysed. */
  post: string;
}

/** `/viral-post-deconstructor`: why a post spread, and a template to reuse (VIR). */
export function ViralPostDeconstructorPage() {
  const { t } = useTranslation('viralTool');
  return (
    <ToolPage toolId={TOOL_ID} title={t('title')} lead={t('lead')}>
      <ViralDeconstructor />
    </ToolPage>
  );
}

/** The analysis is written in the page's language (a model writes in it; offline notes render in it). */
export function viralOptions(language: string): { language?: string } {
  return isActiveLanguage(language) ? { language } : {};
}

function ViralDeconstructor() {
  const { t, i18n } = useTranslation('viralTool');
  const { generate, pending } = useToolGeneration(TOOL_ID);
  const [content, setContent] = useState('');
  const [platform, setPlatform] = useState<Platform>('twitter');
  const [empty, setEmpty] = useState(false);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePrepareSaveToWorkspace();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) {
      setEmpty(true);
      return;
    }
    const response = await generate({ content, platform }, viralOptions(i18n.language));
    if (!response) return; // the hook has already explained why
    setAnalysis({ response, platform, post: content });
    requestAnimationFrame(() => resultsHeading.current?.focus());
  }

  return (
    <Stack gap="xl">
      <Card withBorder padding="lg" component="form" noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Textarea
            classNames={{ input: classes.typed }}
            label={t('form.contentLabel')}
            placeholder={t('form.contentPlaceholder')}
            description={t('form.contentHint', { max: VIRAL_CONTENT_MAX })}
            value={content}
            onChange={(e) => {
              setContent(e.currentTarget.value);
              if (empty) setEmpty(false);
            }}
            error={empty && t('form.errorEmpty')}
            maxLength={VIRAL_CONTENT_MAX}
            autosize
            minRows={6}
            maxRows={16}
            required
          />
          <NativeSelect
            label={t('form.platformLabel')}
            value={platform}
            onChange={(e) => setPlatform(e.currentTarget.value as Platform)}
            data={VIRAL_PLATFORMS.map((value) => ({ value, label: t(`platform.${value}`) }))}
          />
          <ToolSubmit toolId={TOOL_ID} label={t('form.submit')} pending={pending} />
        </Stack>
      </Card>

      {analysis && (
        <Stack gap="md" component="section" aria-labelledby="viral-analysis-heading">
          <Title order={2} size="h3" id="viral-analysis-heading" ref={resultsHeading} tabIndex={-1}>
            {t('result.heading')}
          </Title>
          <ViralAnalysis result={analysis.response.result} />
          <SaveAnalysis analysis={analysis} />
          <EngineNote engine={analysis.response.engine} cached={analysis.response.cached} />
          <FollowUpPanel result={analysis.response.result} platform={analysis.platform} />
        </Stack>
      )}
    </Stack>
  );
}

/** Keeps the analysis in the Workspace as Markdown, with the post and its figures. */
function SaveAnalysis({ analysis }: { analysis: Analysis }) {
  const { t, i18n } = useTranslation('viralTool');
  const { result, engine } = analysis.response;
  const text = useRenderedAnalysis(result);
  const content = useMemo(
    () => analysisMarkdown(result, text, analysis.post, (key, options) => t(key, options)),
    [result, text, analysis.post, t],
  );
  return (
    <Group>
      <SaveToWorkspaceButton
        toolName={TOOL_ID}
        contentType="other"
        content={content}
        metadata={{
          platform: analysis.platform,
          language: i18n.language,
          score: result.viralDnaScore,
          band: viralBand(result.viralDnaScore).band,
          hookType: result.hookAnalysis.type,
          primaryEmotion: result.emotionalTriggers.primary,
          engine: engine.kind,
        }}
      />
    </Group>
  );
}
