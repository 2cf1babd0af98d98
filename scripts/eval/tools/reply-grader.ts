// The Reply Grader's built-in writer on an expert-labelled corpus
// (tests/fixtures/generation/eval/reply-grader.json): each case is a post, a reply (optional
// earlier replies), the page language and the expert's label good | mediocre | bad.
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

const CORPUS = path.resolve(
  import.meta.dirname,
  '../../../tests/fixtures/generation/eval/reply-grader.json',
);

/** One piece of advice: its id when the writer names one, and its text. */
interface Advice {
  id: string | null;
  text: string;
}

/** The score's band as the page shows it (the current page: ≥ 80 ready, ≥ 60 almost there). */
function band(score: number): Label {
  if (score >= 80) return 'good';
  if (score >= 60) return 'mediocre';
  return 'bad';
}

/** The advice a result gives, whatever its shape. */
function adviceOf(result: Record<string, unknown>): Advice[] {
  if (Array.isArray(result.suggestions)) return result.suggestions as Advice[];
  return ((result.fixes as string[] | undefined) ?? []).map((text) => ({ id: null, text }));
}

const LENGTHEN_IDS = new Set(['say-more']);
const QUESTION_IDS = new Set(['ask-question']);
const SEVERE_IDS = new Set([
  'drop-link',
  'drop-promo',
  'replace-praise',
  'be-civil',
  'tie-to-post',
]);
const EMOJI = /\p{Extended_Pictographic}/gu;

const lengthens = (advice: Advice) =>
  (advice.id !== null && LENGTHEN_IDS.has(advice.id)) || /^Add \d+ characters/u.test(advice.text);
const asksForQuestion = (advice: Advice) =>
  (advice.id !== null && QUESTION_IDS.has(advice.id)) ||
  /\bask a (?:specific )?question\b/iu.test(advice.text);
/** A length target in the advice ("Add 120 characters", "to 300 characters") beyond X's limit. */
function targetBeyondX(advice: Advice, reply: string): boolean {
  const add = /^Add (\d+) characters/u.exec(advice.text);
  if (add && replyLength(reply) + Number(add[1]) > X_MAX_WEIGHTED_LENGTH) return true;
  return [...advice.text.matchAll(/(\d+)\s*(?:characters|caractères|caracteres|文字|حرف)/gu)].some(
    (m) =>
      Number(m[1]) > X_MAX_WEIGHTED_LENGTH && !advice.text.includes(String(replyLength(reply))),
  );
}

/** Why an advice contradicts the reply or the grade, or null. */
function contradiction(advice: Advice, item: Case, grade: Label): string | null {
  const reply = item.reply;
  if (asksForQuestion(advice) && /[?？¿؟]/u.test(reply)) return 'asks for a question it has';
  if (advice.id === 'drop-link' && findLinks(reply).length === 0) return 'no link to drop';
  if (advice.id === 'cut-hashtags' && findHashtags(reply).length === 0) return 'no hashtag';
  if (advice.id === 'cut-emoji' && (reply.match(EMOJI) ?? []).length < 2) return 'no emoji pile';
  if (advice.id === 'add-detail' && /\p{Nd}/u.test(reply) && grade !== 'bad')
    return 'asks for a detail next to a number';
  const shortens = advice.id === 'too-long' || /^Cut \d+ characters/u.test(advice.text);
  if (shortens && replyLength(reply) <= X_MAX_WEIGHTED_LENGTH) return 'cuts a postable reply';
  if (grade === 'good' && advice.id !== null && SEVERE_IDS.has(advice.id))
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
      { language: item.language } as never,
    ) as unknown as Record<string, unknown> & { score: number };
    const grade = band(result.score);
    const advice = adviceOf(result);
    const where = `${item.id} [${item.label} → ${grade} ${result.score}] ${item.reply.slice(0, 70)}`;

    if (grade === item.label) agree++;
    else misses.push(`label: ${where} (${item.reason})`);
    if (item.label === 'bad' && grade === 'good') badPassed++;
    if (item.label === 'good' && grade === 'bad') goodFailed++;

    const wrongLength = advice.find(
      (a) => (lengthens(a) && item.label !== 'bad') || targetBeyondX(a, item.reply),
    );
    if (wrongLength) {
      lengthWrong++;
      misses.push(`length advice: ${where}: ${wrongLength.text}`);
    }
    const reasons = advice
      .map((a) => [a, contradiction(a, item, grade)] as const)
      .filter(([, why]) => why !== null);
    if (grade === 'bad' && advice.length === 0)
      reasons.push([{ id: null, text: '' }, 'bad grade, no advice']);
    if (reasons.length) {
      contradicts++;
      misses.push(
        `contradiction: ${where}: ${reasons.map(([a, why]) => `${why} (${a.text})`).join('; ')}`,
      );
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
