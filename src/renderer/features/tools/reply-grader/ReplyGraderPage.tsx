import { Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  replyGradeBand,
  type GenerateResponse,
  type ReplyGradeInput,
} from '../../../../shared/generation/schemas.ts';
import { SaveToWorkspaceButton, usePrepareSaveToWorkspace } from '../../save-to-workspace/index.ts';
import { EngineNote, useToolGeneration } from '../../tool-gate/index.ts';
import { ToolPage, ToolSubmit } from '../ToolPage.tsx';
import { gradeMarkdown } from './grade-markdown.ts';
import { ReplyGradeView } from './ReplyGradeView.tsx';
import {
  POST_MAX_CHARS,
  RECENT_REPLIES_MAX,
  RECENT_REPLY_MAX_CHARS,
  REPLY_MAX_CHARS,
  liveReplyState,
  parseRecentReplies,
  replyGradeInput,
  replyGradeOptions,
  validateReplyForm,
  type FieldErrors,
  type ReplyForm,
} from './reply-form.ts';
import classes from './reply-grader.module.css';

const TOOL_ID = 'reply-grader';

interface Grade {
  response: GenerateResponse<typeof TOOL_ID>;
  comparedWith: number;
  /** The post and reply as they were graded (the form may have changed since). */
  input: ReplyGradeInput;
}

/**
 * `/tools/reply-grader`: grades a reply by what works on X before it is posted, with
 * suggestions in the page's language and, apart, the autopilot's house style.
 */
export function ReplyGraderPage() {
  const { t } = useTranslation('replyGrader');
  return (
    <ToolPage toolId={TOOL_ID} title={t('title')} lead={t('lead')}>
      <ReplyGrader />
    </ToolPage>
  );
}

const STATUS_KEY = { over: 'form.tooLong', ok: 'form.lengthOk' } as const;

function ReplyGrader() {
  const { t, i18n } = useTranslation('replyGrader');
  const { generate, pending } = useToolGeneration(TOOL_ID);
  const [form, setForm] = useState<ReplyForm>({ post: '', reply: '', recent: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [grade, setGrade] = useState<Grade | null>(null);
  const replyField = useRef<HTMLTextAreaElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePrepareSaveToWorkspace();

  const live = useMemo(() => liveReplyState(form.reply), [form.reply]);
  const recentCount = useMemo(() => parseRecentReplies(form.recent).length, [form.recent]);

  const set = (field: keyof ReplyForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateReplyForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = replyGradeInput(form);
    const response = await generate(input, replyGradeOptions(i18n.language));
    if (!response) return; // the hook has already explained why
    setGrade({ response, comparedWith: input.previousReplies.length, input });
    requestAnimationFrame(() => resultsHeading.current?.focus());
  }

  function applyRewrite(rewrite: string) {
    set('reply')(rewrite);
    replyField.current?.focus();
    replyField.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }

  const recentError =
    errors.recent?.code === 'too-many'
      ? t('form.recentTooMany', { max: RECENT_REPLIES_MAX })
      : errors.recent?.code === 'too-long'
        ? t('form.recentTooLong', { line: errors.recent.line, max: RECENT_REPLY_MAX_CHARS })
        : undefined;

  return (
    <Stack gap="xl">
      <Card withBorder padding="lg" component="form" noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Textarea
            classNames={{ input: classes.typed }}
            label={t('form.postLabel')}
            placeholder={t('form.postPlaceholder')}
            value={form.post}
            onChange={(e) => set('post')(e.currentTarget.value)}
            error={errors.post && t('form.postError')}
            maxLength={POST_MAX_CHARS}
            autosize
            minRows={3}
            maxRows={10}
            required
          />
          <Textarea
            classNames={{ input: classes.typed }}
            ref={replyField}
            label={t('form.replyLabel')}
            placeholder={t('form.replyPlaceholder')}
            value={form.reply}
            onChange={(e) => set('reply')(e.currentTarget.value)}
            error={errors.reply && t('form.replyError')}
            maxLength={REPLY_MAX_CHARS}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <Text
                component="span"
                size="sm"
                className={classes.counter}
                data-status={live.status}
                data-testid="reply-counter"
              >
                {/* Figures read left to right in every language, also inside Arabic text. */}
                <bdi dir="ltr">{t('form.counter', { length: live.length, max: live.max })}</bdi>
                {live.status !== 'empty' && ` · ${t(STATUS_KEY[live.status])}`}
              </Text>
            }
            autosize
            minRows={4}
            maxRows={10}
            required
          />
          <Textarea
            classNames={{ input: classes.typed }}
            label={t('form.recentLabel')}
            placeholder={t('form.recentPlaceholder')}
            description={`${t('form.recentHint', { max: RECENT_REPLIES_MAX })} ${t(
              'form.recentCount',
              { lines: recentCount, max: RECENT_REPLIES_MAX },
            )}`}
            value={form.recent}
            onChange={(e) => set('recent')(e.currentTarget.value)}
            error={recentError}
            autosize
            minRows={3}
            maxRows={10}
          />
          <ToolSubmit toolId={TOOL_ID} label={t('form.submit')} pending={pending} />
        </Stack>
      </Card>

      {grade && (
        <Stack gap="md" component="section" aria-labelledby="reply-grade-heading">
          <Title order={2} size="h3" id="reply-grade-heading" ref={resultsHeading} tabIndex={-1}>
            {t('result.heading')}
          </Title>
          <ReplyGradeView
            result={grade.response.result}
            comparedWith={grade.comparedWith}
            onUseRewrite={applyRewrite}
          />
          <SaveGrade grade={grade} />
          <EngineNote engine={grade.response.engine} cached={grade.response.cached} />
        </Stack>
      )}
    </Stack>
  );
}

/** Keeps the reply and its grade in the Workspace as Markdown, with the figures as metadata. */
function SaveGrade({ grade }: { grade: Grade }) {
  const { t, i18n } = useTranslation('replyGrader');
  const { result, engine } = grade.response;
  const content = useMemo(
    () => gradeMarkdown(grade.input, result, (key, values) => t(key, values)),
    [grade.input, result, t],
  );
  return (
    <Group>
      <SaveToWorkspaceButton
        toolName={TOOL_ID}
        contentType="other"
        content={content}
        metadata={{
          language: i18n.language,
          score: result.score,
          band: replyGradeBand(result.score).band,
          criteria: Object.fromEntries(result.criteria.map((c) => [c.criterion, c.score])),
          suggestions: result.suggestions.map((s) => s.id),
          rewrite: result.rewrite !== undefined,
          engine: engine.kind,
        }}
      />
    </Group>
  );
}
