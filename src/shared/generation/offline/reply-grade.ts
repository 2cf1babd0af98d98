/**
 * The offline reply grader: how well a reply works on X, and what to do about it.
 *
 * - `score` and `criteria`: relevance, specificity, added value, hook, tone and length for X,
 *   read from the text (reply-quality.ts; docs/product-rules.md#reply-grader-score).
 * - `suggestions`: concrete ones, each from something the grader found, most important first,
 *   in the page's language (`options.language`, English by default; reply-advice.ts). Advice
 *   never contradicts the reply or the grade: no "add a question" to a reply that asks one, no
 *   "add a detail" next to a number or a name, no length advice unless the reply is over X's
 *   280 or a bare reaction, and no polishing of spam, insults or a copy (only the fix for it).
 * - `houseStyle`: the autopilot's house style (`checkReply`: 200 to 250 weighted characters, no
 *   dashes, colons, semicolons or quotes, not a near copy, on topic), an optional check shown
 *   apart; it does not move the score.
 * - No `rewrite`: only a model writes one (supabase/functions/_shared/ai/reply-grade-writer.ts).
 */
import { X_MAX_WEIGHTED_LENGTH, checkReply } from '../../reply-rules/index.ts';
import { graphemes } from '../../text-toolkit/index.ts';
import type {
  ReplyCriterion,
  ReplyCriterionId,
  ReplyGradeInput,
  ReplyGradeOptions,
  ReplyGradeResult,
  ReplySuggestion,
} from '../schemas.ts';
import { adviceText, type AdviceKey } from './reply-advice.ts';
import {
  analyzeReply,
  criteriaFromSignals,
  dodges,
  flagsOf,
  resemblanceFromCheck,
  scoreFromCriteria,
  type ReplyFlags,
  type ReplySignals,
} from './reply-quality.ts';

export { replyLanguage, type ReplyLanguage } from './reply-language.ts';

/** At most this many suggestions, the most important first. */
export const MAX_SUGGESTIONS = 5;
/** Words quoted in a suggestion are cut to this many characters. */
const QUOTE_MAX = 40;

export function gradeReply(input: ReplyGradeInput, options: ReplyGradeOptions): ReplyGradeResult {
  const reply = input.reply.trim();
  const houseStyle = checkReply(reply, {
    post: input.post,
    previousReplies: input.previousReplies,
  });
  const signals = analyzeReply(
    input.post,
    reply,
    input.previousReplies,
    resemblanceFromCheck(houseStyle),
  );
  const flags = flagsOf(signals);
  const criteria = criteriaFromSignals(signals, flags);
  return {
    score: scoreFromCriteria(criteria, flags, signals.hashtags.length),
    criteria,
    suggestions: suggestFor(reply, signals, flags, criteria, options.language),
    houseStyle,
  };
}

/** At most `max` characters, whole graphemes, with "…" when cut. */
function clip(text: string, max = QUOTE_MAX): string {
  const chars = graphemes(text.replace(/\s+/gu, ' ').trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The suggestions of the file comment. Fixes for what should not be posted come first; the
 * reply's weak criteria only get advice when nothing of that kind was found.
 */
export function suggestFor(
  reply: string,
  s: ReplySignals,
  flags: ReplyFlags,
  criteria: readonly ReplyCriterion[],
  language: string | undefined,
): ReplySuggestion[] {
  const score = (id: ReplyCriterionId) => criteria.find((c) => c.criterion === id)?.score ?? 10;
  const out: ReplySuggestion[] = [];
  const add = (id: ReplySuggestion['id'], key: AdviceKey = id, values = {}) => {
    if (!out.some((suggestion) => suggestion.id === id))
      out.push({ id, text: adviceText(language, key, values) });
  };
  const topic = s.postTopics[0];

  if (flags.overLimit)
    add('too-long', 'too-long', { cut: s.length - X_MAX_WEIGHTED_LENGTH, length: s.length });
  if (flags.promo || flags.spam)
    add('drop-promo', 'drop-promo', { found: clip(s.promo[0] ?? s.spam[0]!) });
  if (flags.link) add('drop-link');
  if (flags.hostile) add('be-civil', 'be-civil', { found: clip(s.hostile[0]!) });
  if (flags.shouting) add('no-shouting');
  if (flags.duplicate)
    add('rewrite-fresh', 'rewrite-fresh', {
      similarity: Math.floor(s.similarity * 100),
      number: s.similarIndex + 1,
    });
  if (flags.empty && !flags.promo && !flags.spam)
    add('replace-praise', 'replace-praise', { found: clip(s.plain || reply) });
  if (s.hashtags.length > 0) add('cut-hashtags', 'cut-hashtags', { count: s.hashtags.length });
  if (flags.emojiPile) add('cut-emoji', 'cut-emoji', { count: s.emoji.length });
  if (flags.mentionSpam) add('drop-mentions', 'drop-mentions', { count: s.mentions });

  const unfit =
    flags.promo ||
    flags.spam ||
    flags.hostile ||
    flags.duplicate ||
    flags.linkDrop ||
    flags.mentionSpam;
  if (!unfit && !flags.empty) {
    if (flags.offTopic || score('relevance') <= 2)
      add('tie-to-post', topic ? 'tie-to-post' : 'tie-to-post-plain', { topic: clip(topic ?? '') });
    if (dodges(s)) add('answer-question');
    if (flags.bare) add('say-more');
    else {
      const detail = s.numbers.length + s.names.length > 0;
      if (score('specificity') <= 4 && !detail) {
        if (s.vague) add('name-thing', 'name-thing', { found: clip(s.vague) });
        else add('add-detail');
      }
      if (score('value') <= 4) {
        if (!s.experience) add('add-experience');
        else if (flags.restates) add('add-new');
      } else if (flags.restates) add('add-new');
      if (s.question === 'generic' || s.question === 'bait') {
        add('sharpen-question', topic ? 'sharpen-question' : 'sharpen-question-plain', {
          topic: clip(topic ?? ''),
        });
      } else if (s.question === null && !/[?？¿؟]/u.test(reply) && score('hook') <= 4) {
        add('ask-question', topic ? 'ask-question' : 'ask-question-plain', {
          topic: clip(topic ?? ''),
        });
      }
    }
  }
  return out.slice(0, MAX_SUGGESTIONS);
}
