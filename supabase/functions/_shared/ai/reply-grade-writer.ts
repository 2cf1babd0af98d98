/**
 * Reply grading with a model. The grade keeps the offline grader's criteria and rules
 * (src/shared/generation/offline/reply-quality.ts); the model reads meaning where the text
 * heuristics cannot, and writes the rewrite:
 *
 * - `criteria`: the model scores relevance, specificity, value, hook and tone 0..10 by the same
 *   definitions; each final score is the model's, kept within `MODEL_REACH` (3) of the offline
 *   one, so a model can correct the heuristics (a synonym the keyword match missed) but not
 *   overturn them. Length is X's weighted count, from code only.
 * - `score`: the same weighting and the same caps as offline (self-promotion, spam, insults,
 *   links, hashtag piles, over 280…), over those criteria: what must not be posted as it is
 *   stays low whatever the model says.
 * - `suggestions`: the offline grader's, recomputed from the final criteria, in the page's
 *   language, so advice always matches the grade and never contradicts the reply.
 * - `houseStyle`: `checkReply`, as offline.
 * - `rewrite`: the model's, only when it is usable: postable on X (280 weighted at most), no
 *   link, hashtag or @mention, not the reply itself again, less than 70% like every earlier
 *   reply, and graded offline at least as well as the reply. Otherwise there is none.
 */
import { z } from 'zod';
import type {
  ReplyCriterion,
  ReplyCriterionId,
  ReplyGradeInput,
  ReplyGradeOptions,
  ReplyGradeResult,
} from '../../../../src/shared/generation/schemas.ts';
import { gradeReply, suggestFor } from '../../../../src/shared/generation/offline/reply-grade.ts';
import {
  analyzeReply,
  criteriaFromSignals,
  flagsOf,
  rescore,
  resemblanceFromCheck,
  scoreFromCriteria,
} from '../../../../src/shared/generation/offline/reply-quality.ts';
import {
  REPLY_RULES,
  X_MAX_WEIGHTED_LENGTH,
  checkReply,
  findHashtags,
  findLinks,
  isPostableOnX,
  replyLength,
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

const score10 = (what: string) => z.number().describe(`${what}, 0 to 10`);
const ModelGrade = z.object({
  relevance: score10('How directly the reply engages with what the post says'),
  specificity: score10('Concrete details: numbers, names, examples'),
  value: score10('What it adds that the post does not say: experience, a result, a nuance'),
  hook: score10('How much it gives the author a reason to answer'),
  tone: score10('Civil and human, neither salesy, sycophantic, hostile nor spammy'),
  rewrite: z.string().describe('The reply rewritten to do well on every criterion'),
});

/** The criteria the model judges; length is counted in code. */
export const MODEL_CRITERIA: readonly ReplyCriterionId[] = [
  'relevance',
  'specificity',
  'value',
  'hook',
  'tone',
];
/** How far a model's judgement may move a criterion from the offline score. */
export const MODEL_REACH = 3;
/** The similarity rule is checked in code against all of them; the model sees a sample. */
const PREVIOUS_IN_PROMPT = 10;
const MAX_REWRITE_LENGTH = 400;
/** A rewrite this similar to the reply is the reply again. */
const SAME_AS_REPLY = 0.95;

const SYSTEM = [
  'You coach people who reply to posts on X (Twitter) to grow their audience.',
  'Grade the reply on five criteria, each 0 to 10:',
  'relevance: it engages with what the post actually says;',
  'specificity: concrete details such as numbers, names, tools, places or examples;',
  'value: it adds something the post does not say (first-hand experience, a result, a nuance,',
  'a respectful counterpoint); praise, thanks, filler and restating the post add nothing;',
  'hook: it gives the author a reason to answer (a specific question, a counterpoint, a',
  'first-hand detail); "Thoughts?" or "Who else agrees?" are weak;',
  'tone: civil and human; sycophancy ("Great post! 🔥"), self-promotion ("check my profile",',
  '"DM me"), links to strangers, hashtag piles, shouting and insults score low.',
  'A short reply can be excellent: never reward length for its own sake.',
  'Then rewrite the reply so it does well on every criterion: in the language of the reply,',
  "keeping the writer's point, facts and voice; never invent numbers, names or experiences",
  'the writer did not give (ask a specific question instead); at most 280 characters as X',
  'counts them (a Chinese, Japanese or Korean character counts 2); no links, hashtags,',
  '@mentions or self-promotion.',
  UNTRUSTED_DATA_RULE,
].join(' ');

export async function gradeReplyWithModel(
  generate: Generate,
  config: ModelConfig,
  input: ReplyGradeInput,
  options: ReplyGradeOptions,
  offline: ReplyGradeResult,
): Promise<ReplyGradeResult> {
  const previous = input.previousReplies.slice(-PREVIOUS_IN_PROMPT);
  const answer = await generate(config, {
    system: SYSTEM,
    prompt: [
      'Grade this reply to the post and rewrite it.',
      dataBlock('post', input.post),
      dataBlock('reply', input.reply),
      ...previous.map((reply, i) => dataBlock(`earlier reply ${i + 1}`, clip(reply, 300))),
    ].join('\n'),
    schema: ModelGrade,
    name: 'reply_grade',
    description: 'Criterion scores and a rewrite of the reply',
    maxOutputTokens: 800,
  });

  const houseStyle = checkReply(input.reply, input);
  const signals = analyzeReply(
    input.post,
    input.reply.trim(),
    input.previousReplies,
    resemblanceFromCheck(houseStyle),
  );
  const flags = flagsOf(signals);
  const criteria = blendCriteria(criteriaFromSignals(signals, flags), answer);
  const rewrite = acceptRewrite(answer.rewrite, input, offline.score);
  return {
    score: scoreFromCriteria(criteria, flags, signals.hashtags.length),
    criteria,
    suggestions: suggestFor(input.reply.trim(), signals, flags, criteria, options.language),
    houseStyle,
    ...(rewrite ? { rewrite } : {}),
  };
}

/** Each judged criterion: the model's score, within MODEL_REACH of the offline one. */
export function blendCriteria(
  offline: readonly ReplyCriterion[],
  model: Partial<Record<ReplyCriterionId, number>>,
): ReplyCriterion[] {
  return offline.map((criterion) => {
    const judged = model[criterion.criterion];
    if (!MODEL_CRITERIA.includes(criterion.criterion) || !Number.isFinite(judged)) return criterion;
    const low = criterion.score - MODEL_REACH;
    const high = criterion.score + MODEL_REACH;
    return rescore(criterion, Math.min(high, Math.max(low, judged!)));
  });
}

/** The cleaned rewrite when it is usable (see the file comment), else null. */
export function acceptRewrite(
  raw: string,
  input: ReplyGradeInput,
  replyScore: number,
): string | null {
  const rewrite = unquote(cleanText(raw));
  if (!rewrite || rewrite.length > MAX_REWRITE_LENGTH) return null;
  if (replyLength(rewrite) > X_MAX_WEIGHTED_LENGTH || !isPostableOnX(rewrite)) return null;
  if (findLinks(rewrite).length > 0 || findHashtags(rewrite).length > 0) return null;
  if (/(?<![\p{L}\p{N}_])@[A-Za-z0-9_]{1,15}/u.test(rewrite)) return null;
  if (replySimilarity(rewrite, input.reply) >= SAME_AS_REPLY) return null;
  const copies = input.previousReplies.some(
    (earlier) => replySimilarity(rewrite, earlier) >= REPLY_RULES.maxSimilarity,
  );
  if (copies) return null;
  const graded = gradeReply({ ...input, reply: rewrite }, {});
  return graded.score >= replyScore ? rewrite : null;
}
