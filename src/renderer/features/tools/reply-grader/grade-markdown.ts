/**
 * A graded reply as the Workspace keeps it: readable Markdown in the page's language with the
 * post, the reply, its score, what works and what to improve, and the model's rewrite.
 */
import {
  REPLY_CRITERIA,
  replyGradeBand,
  type ReplyGradeInput,
  type ReplyGradeResult,
} from '../../../../shared/generation/schemas.ts';
import {
  markdownDocument,
  markdownList,
  markdownQuote,
  markdownSection,
} from '../../save-to-workspace/index.ts';
import { criterionMessage } from './reply-form.ts';

/** i18next's `t` for the `replyGrader` namespace. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function gradeMarkdown(
  input: Pick<ReplyGradeInput, 'post' | 'reply'>,
  result: ReplyGradeResult,
  t: Translate,
): string {
  const criteria = REPLY_CRITERIA.flatMap((id) => {
    const criterion = result.criteria.find((c) => c.criterion === id);
    if (!criterion) return [];
    const { key, values } = criterionMessage(criterion);
    const score = t('result.criterionScore', { score: criterion.score });
    return [`**${t(`criterion.${id}.name`)}:** ${score} · ${t(key, values)}`];
  });
  const suggestions = result.suggestions.map((s) => s.text);

  return markdownDocument([
    markdownSection(t('form.postLabel'), markdownQuote(input.post)),
    markdownSection(t('form.replyLabel'), markdownQuote(input.reply)),
    markdownSection(
      t('result.scoreTitle'),
      `${t('result.outOf100', { value: result.score })} · ${t(`band.${replyGradeBand(result.score).band}`)}`,
    ),
    markdownSection(t('result.criteriaTitle'), markdownList(criteria)),
    markdownSection(
      t('result.suggestionsTitle'),
      suggestions.length ? markdownList(suggestions, true) : t('result.noSuggestions'),
    ),
    result.rewrite ? markdownSection(t('result.rewriteTitle'), markdownQuote(result.rewrite)) : '',
  ]);
}
