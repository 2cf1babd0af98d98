// The Reply Grader's built-in writer on an expert-labelled corpus
// (tests/fixtures/generation/eval/reply-grader.json, or the file named by
// REPLY_GRADER_EVAL_CORPUS, to score another labelled set): each case is a post, a reply
// (optional earlier replies), the page language and the expert's label good | mediocre | bad.
// The page language goes in as the `language` option, so suggestions are graded as the page
// shows them.
//
// Measures:
// - label-agreement: the grade's band (score → good / mediocre / bad) equals the label;
// - bad-passed (error): a bad reply scored in the good band;
// - good-failed (error): a good reply scored in the bad band;
// - length-advice-wrong (error): advice to lengthen a reply the expert did not label bad (a
//   good or natural length for X), or any length target beyond X's 280;
// - suggestion-contradicts (error): advice that contradicts the reply or the grade (add a
//   question to a reply that has one, drop a link that is not there, cut hashtags or emoji
//   that are not there, cut a reply X accepts, a severe fix on a reply graded good, nothing
//   to fix on a reply graded bad).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gradeReply } from '../../../src/shared/generation/offline/reply-grade.ts';
import {
  findHashtags,
  findLinks,
  replyLength,
  X_MAX_WEIGHTED_LENGTH,
} from '../../../src/shared/reply-rules/index.ts';
import {
  ReplyGradeOptionsSchema,
  replyGradeBand,
  type ReplyGradeResult,
} from '../../../src/shared/generation/schemas.ts';
import { rate, type EvalResult, type ToolEval } from '../types.ts';

type Label = 'good' | 'mediocre' | 'bad';

interface Case {
  id: string;
  language: string;
  post: string;
  reply: string;
  previousReplies?: string[];
  label: Label;
  reason: string;
}

const CORPUS =
  process.env.REPLY_GRADER_EVAL_CORPUS ??
  path.resolve(import.meta.dirname, '../../../tests/fixtures/generation/eval/reply-grader.json');

type Advice = ReplyGradeResult['suggestions'][number];

const band = (score: number): Label => replyGradeBand(score).band;

/** Advice asking for a longer reply. */
const LENGTHEN_IDS: ReadonlySet<string> = new Set(['say-more']);
/** Advice about length, whose figures are checked against X's 280. */
const LENGTH_IDS: ReadonlySet<string> = new Set(['say-more', 'too-long']);
/** Fixes for what must not be posted as it is: they contradict a good grade. */
const SEVERE_IDS: ReadonlySet<string> = new Set([
  'drop-link',
  'drop-promo',
  'drop-mentions',
  'replace-praise',
  'be-civil',
  'tie-to-post',
  'rewrite-fresh',
]);
const EMOJI = /\p{Extended_Pictographic}/gu;

/** The reply without its links (a link's digits are no detail). */
function withoutLinks(reply: string): string {
  let out = reply;
  for (const link of findLinks(reply)) out = out.replace(link.text, ' ');
  return out;
}

/** Length advice naming a length beyond X's limit (other than the reply's own length). */
function targetBeyondX(advice: Advice, reply: string): boolean {
  if (!LENGTH_IDS.has(advice.id)) return false;
  const own = replyLength(reply.trim());
  return (advice.text.match(/\d+/gu) ?? [])
    .map(Number)
    .some((n) => n > X_MAX_WEIGHTED_LENGTH && n !== own);
}

/** Why an advice contradicts the reply or the grade, or null. */
function contradiction(advice: Advice, item: Case, grade: Label): string | null {
  const reply = item.reply;
  if (advice.id === 'ask-question' && /[?？¿؟]/u.test(reply)) return 'asks for a question it has';
  if (advice.id === 'drop-link' && findLinks(reply).length === 0) return 'no link to drop';
  if (advice.id === 'cut-hashtags' && findHashtags(reply).length === 0) return 'no hashtag';
  if (advice.id === 'cut-emoji' && (reply.match(EMOJI) ?? []).length < 2) return 'no emoji pile';
  if (advice.id === 'add-detail' && /\p{Nd}/u.test(withoutLinks(reply)))
    return 'asks for a detail next to a number';
  if (advice.id === 'too-long' && replyLength(reply.trim()) <= X_MAX_WEIGHTED_LENGTH)
    return 'cuts a postable reply';
  if (grade === 'good' && SEVERE_IDS.has(advice.id))
    return `severe fix (${advice.id}) on a good grade`;
  return null;
}

function evaluate(): EvalResult {
  const cases = JSON.parse(readFileSync(CORPUS, 'utf8')) as Case[];
  let agree = 0;
  let badPassed = 0;
  let goodFailed = 0;
  let lengthWrong = 0;
  let contradicts = 0;
  const misses: string[] = [];
  const count = { good: 0, mediocre: 0, bad: 0 };

  for (const item of cases) {
    count[item.label]++;
    const result = gradeReply(
      { post: item.post, reply: item.reply, previousReplies: item.previousReplies ?? [] },
      ReplyGradeOptionsSchema.parse({ language: item.language }),
    );
    const grade = band(result.score);
    const advice = result.suggestions;
    const where = `${item.id} [${item.label} → ${grade} ${result.score}] ${item.reply.slice(0, 70)}`;

    if (grade === item.label) agree++;
    else misses.push(`label: ${where} (${item.reason})`);
    if (item.label === 'bad' && grade === 'good') badPassed++;
    if (item.label === 'good' && grade === 'bad') goodFailed++;

    const wrongLength = advice.find(
      (a) => (LENGTHEN_IDS.has(a.id) && item.label !== 'bad') || targetBeyondX(a, item.reply),
    );
    if (wrongLength) {
      lengthWrong++;
      misses.push(`length advice: ${where}: ${wrongLength.text}`);
    }
    const reasons: string[] = [];
    for (const a of advice) {
      const why = contradiction(a, item, grade);
      if (why) reasons.push(`${why} (${a.text})`);
    }
    if (grade === 'bad' && advice.length === 0) reasons.push('bad grade, no advice');
    if (reasons.length) {
      contradicts++;
      misses.push(`contradiction: ${where}: ${reasons.join('; ')}`);
    }
  }

  const n = cases.length;
  return {
    tool: 'reply-grader',
    title: 'Reply grader',
    cases: n,
    languages: [...new Set(cases.map((c) => c.language))].sort(),
    metrics: [
      {
        id: 'label-agreement',
        label: "grade band equals the expert's label",
        kind: 'agreement',
        value: rate(agree, n),
        n,
      },
      {
        id: 'bad-passed',
        label: 'bad reply graded good',
        kind: 'error',
        value: rate(badPassed, count.bad),
        n: count.bad,
      },
      {
        id: 'good-failed',
        label: 'good reply graded bad',
        kind: 'error',
        value: rate(goodFailed, count.good),
        n: count.good,
      },
      {
        id: 'length-advice-wrong',
        label: 'lengthen a reply fine for X, or a length beyond 280',
        kind: 'error',
        value: rate(lengthWrong, n),
        n,
      },
      {
        id: 'suggestion-contradicts',
        label: 'advice contradicting the reply or the grade',
        kind: 'error',
        value: rate(contradicts, n),
        n,
      },
    ],
    misses,
  };
}

export const evaluation: ToolEval = { tool: 'reply-grader', evaluate };
