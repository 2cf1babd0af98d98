/**
 * Reply grading with a model. The rules are code, so the grade stays code:
 *
 * - `checks` always come from `checkReply` (length, dashes, colons, semicolons, quotes,
 *   near-duplicates, on-topic): the same reply gets the same checks with or without a model.
 * - `score` is the offline score (the same formula over those checks), moved only where the
 *   model and the on-topic check disagree: the check is a word-overlap heuristic, the model
 *   reads meaning. Check passed but the model rates relevance ≤ 3/10: −10. Check failed but
 *   the model rates relevance ≥ 7/10: +10 (the check itself still shows as failed). The
 *   offline grader's promise holds either way: a reply passing every rule stays above 80, a
 *   failing one at or below 80. Every other case: the offline score unchanged.
 * - `fixes`: the model's (it is told which checks failed) when a rule fails and it gave some,
 *   else the offline fixes; empty when every rule passes, as the schema promises.
 * - `rewrite`: the model's only if it passes the length, dash, colon, semicolon and quote rules
 *   and is less than 70% similar to every previous reply; otherwise the offline rewrite.
 */
import { z } from 'zod';
import type {
  ReplyCheck,
  ReplyGradeInput,
  ReplyGradeOptions,
  ReplyGradeResult,
  ReplyRuleId,
} from '../../../../src/shared/generation/schemas.ts';
import {
  checkReply,
  REPLY_RULES,
  replySimilarity,
} from '../../../../src/shared/reply-rules/index.ts';
import type { ModelConfig } from './config.ts';
import {
  UNTRUSTED_DATA_RULE,
  cleanText,
  clip,
  dataBlock,
  unquote,
  type Generate,
} from './prompt-text.ts';

const ModelGrade = z.object({
  relevance: z
    .number()
    .describe(
      "How directly the reply engages with the post's subject: 0 unrelated, 10 squarely on it",
    ),
  fixes: z.array(z.string()).describe('Concrete fixes, most important first; empty if none needed'),
  rewrite: z.string().describe('The reply rewritten to follow every rule'),
});

export const RELEVANCE_PENALTY = 10;
export const RELEVANCE_BONUS = 10;
/** The offline grader's cap for a reply failing any rule (offline/reply-grade.ts). */
export const FAILING_CAP = 80;
const OFF_TOPIC_AT_MOST = 3;
const ON_TOPIC_AT_LEAST = 7;
const MAX_FIXES = 10;
const MAX_FIX_LENGTH = 400;
/** The result schema's limit; the length rule keeps rewrites far below it anyway. */
const MAX_REWRITE_LENGTH = 400;
/** The similarity rule is checked in code against all of them; the model sees a sample. */
const PREVIOUS_IN_PROMPT = 10;

/** The rules a rewrite must pass; on-topic is judged by the model, similarity below. */
const REWRITE_RULES: readonly ReplyRuleId[] = [
  'length',
  'no-dashes',
  'no-colons',
  'no-semicolons',
  'no-quotes',
];

const SYSTEM = [
  'You coach people who reply to posts on X (Twitter) to grow their audience.',
  'A good reply adds something specific to the post: an insight, an example, a question.',
  `Reply rules: between ${REPLY_RULES.minLength} and ${REPLY_RULES.maxLength} characters as X`,
  'counts them (a link counts 23, a Chinese, Japanese or Korean character or an emoji counts 2);',
  'no em or en dashes and no hyphen used as a dash (hyphenated words such as well-known are',
  'fine); no colon except in a time or ratio such as 10:30 or 3:1; no semicolons; no quotation',
  "marks (an apostrophe inside a word, as in don't, is fine); not a",
  "near copy of the person's earlier replies. Write fixes in English. Write the rewrite in the",
  'language of the reply, keeping its point and voice, as plain sentences without links.',
  UNTRUSTED_DATA_RULE,
].join(' ');

export async function gradeReplyWithModel(
  generate: Generate,
  config: ModelConfig,
  input: ReplyGradeInput,
  _options: ReplyGradeOptions,
  offline: ReplyGradeResult,
): Promise<ReplyGradeResult> {
  const context = { post: input.post, previousReplies: input.previousReplies };
  const checks = checkReply(input.reply, context);
  const failed = checks.filter((check) => !check.passed);
  const previous = input.previousReplies.slice(-PREVIOUS_IN_PROMPT);

  const answer = await generate(config, {
    system: SYSTEM,
    prompt: [
      'Grade this reply to the post, suggest fixes and rewrite it.',
      failed.length
        ? `Automatic checks that failed: ${failed.map(describeCheck).join('; ')}.`
        : 'Every automatic check passed.',
      dataBlock('post', input.post),
      dataBlock('reply', input.reply),
      ...(previous.length
        ? previous.map((reply, i) => dataBlock(`earlier reply ${i + 1}`, clip(reply, 300)))
        : []),
    ].join('\n'),
    schema: ModelGrade,
    name: 'reply_grade',
    description: 'Relevance, fixes and a rule-following rewrite of the reply',
    maxOutputTokens: 1000,
  });

  return {
    score: adjustScore(offline.score, checks, answer.relevance),
    checks,
    fixes: failed.length === 0 ? [] : pickFixes(answer.fixes, offline.fixes),
    rewrite: acceptRewrite(answer.rewrite, context) ?? offline.rewrite,
  };
}

function describeCheck(check: ReplyCheck): string {
  const params = Object.entries(check.params)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  return params ? `${check.rule} (${params})` : check.rule;
}

/** See the file comment: only a disagreement on topic moves the score, by a fixed step. */
export function adjustScore(
  base: number,
  checks: readonly ReplyCheck[],
  relevance: number,
): number {
  const onTopic = checks.find((check) => check.rule === 'on-topic')?.passed;
  const allPassed = checks.every((check) => check.passed);
  let score = base;
  if (Number.isFinite(relevance)) {
    if (onTopic === true && relevance <= OFF_TOPIC_AT_MOST) score -= RELEVANCE_PENALTY;
    if (onTopic === false && relevance >= ON_TOPIC_AT_LEAST) score += RELEVANCE_BONUS;
  }
  score = allPassed ? Math.max(score, FAILING_CAP + 1) : Math.min(score, FAILING_CAP);
  return Math.round(Math.min(100, Math.max(0, score)));
}

function pickFixes(fromModel: readonly string[], offline: string[]): string[] {
  const fixes: string[] = [];
  for (const raw of fromModel) {
    const fix = clip(cleanText(raw), MAX_FIX_LENGTH);
    if (fix && !fixes.includes(fix)) fixes.push(fix);
    if (fixes.length === MAX_FIXES) break;
  }
  return fixes.length ? fixes : offline;
}

/** The cleaned rewrite when it follows the rules (see the file comment), else null. */
export function acceptRewrite(
  raw: string,
  context: { post: string; previousReplies: string[] },
): string | null {
  const rewrite = unquote(cleanText(raw));
  if (!rewrite || rewrite.length > MAX_REWRITE_LENGTH) return null;
  const checks = checkReply(rewrite, context);
  const formatOk = REWRITE_RULES.every(
    (rule) => checks.find((check) => check.rule === rule)?.passed === true,
  );
  if (!formatOk) return null;
  const original = context.previousReplies.every(
    (previous) => replySimilarity(rewrite, previous) < REPLY_RULES.maxSimilarity,
  );
  return original ? rewrite : null;
}
