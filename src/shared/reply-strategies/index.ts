/**
 * The six reply strategies: the moves that people who grow on X by replying use again and again,
 * named so the extension can vary them and tell a model which one to write. Pure data and a pure
 * picker, no DOM or Node. Each strategy has an id (the only thing a UI shows or stores), an
 * English description and English guidance for the model's prompt; neither is shown to users,
 * so neither is translated. The reply is still written in the post's language and still follows
 * the reply rules (`../reply-rules/`).
 *
 * `pickStrategy` chooses one per reply: the persona's enabled strategies, never the one used
 * last, weighted towards what suits the post and away from what was used often lately, drawn
 * with an injected random function so a test (or a replay) gets the same answer every time.
 */

export const REPLY_STRATEGY_IDS = [
  'add-insight',
  'ask-question',
  'share-experience',
  'respectful-counterpoint',
  'add-example',
  'supportive-amplify',
] as const;
export type ReplyStrategyId = (typeof REPLY_STRATEGY_IDS)[number];

export interface ReplyStrategy {
  id: ReplyStrategyId;
  /** One line for a prompt or a log: what the reply does. */
  description: string;
  /** Instructions for the model writing a reply with this strategy. */
  guidance: string;
}

export const REPLY_STRATEGIES: Readonly<Record<ReplyStrategyId, ReplyStrategy>> = {
  'add-insight': {
    id: 'add-insight',
    description: 'Add one insight the post does not state: a consequence, a cause or a nuance.',
    guidance:
      'Build on the post with one idea it does not already say: why it works, what follows from ' +
      'it, or the condition under which it stops being true. Make it specific to this post, not ' +
      'a general truth. Do not restate the post or praise it first.',
  },
  'ask-question': {
    id: 'ask-question',
    description: 'Ask one specific, open question the author can answer from experience.',
    guidance:
      'Show in one short clause that you read the post, then ask a single open question about a ' +
      'detail in it that the author is well placed to answer (how, why, what changed). Avoid yes ' +
      'or no questions, several questions at once and questions the post already answers.',
  },
  'share-experience': {
    id: 'share-experience',
    description: 'Relate a short first-person experience that confirms or extends the post.',
    guidance:
      'Share one brief, concrete first-person experience that relates to the point of the post: ' +
      'what you tried, what happened, what you learned. Keep it plausible and modest; never ' +
      'invent impressive numbers or credentials, and tie it back to the post.',
  },
  'respectful-counterpoint': {
    id: 'respectful-counterpoint',
    description: 'Offer a polite, reasoned counterpoint or an exception to the post.',
    guidance:
      'Agree with what you honestly can, then offer one reasoned counterpoint, exception or ' +
      'trade off the post leaves out. Stay curious and civil, argue the idea and never the ' +
      'person, and avoid sarcasm. Skip this strategy for personal news, grief or celebrations.',
  },
  'add-example': {
    id: 'add-example',
    description: 'Add a concrete example, data point or named resource that supports the post.',
    guidance:
      'Make the post more useful with one concrete example, a number, a named tool, book or ' +
      'method, or a short how-to step. Name the resource in words; add a link only when links ' +
      'are allowed for this persona. Do not promote your own product.',
  },
  'supportive-amplify': {
    id: 'supportive-amplify',
    description: 'Support the author and amplify the point with a specific reason it matters.',
    guidance:
      'Be genuinely supportive: say which specific part stands out and why it matters to a ' +
      'particular group of readers. No generic praise such as great post, no flattery, and no ' +
      'request for anything in return.',
  },
};

/** What a persona says about strategies. Both fields are optional. */
export interface StrategyPersona {
  /** The strategies this persona may use (default: all six). An empty list means all six. */
  strategies?: readonly ReplyStrategyId[];
  /** Whether the persona may post links (only changes how much `add-example` is favoured). */
  allowLinks?: boolean;
}

/** How many of the most recent strategies count against a strategy's weight. */
export const STRATEGY_MEMORY = 6;

const QUESTION = /[?？¿؟]/u;
const NUMBER = /\p{Nd}/u;

/** Any of the words or phrases, as whole words in any script (JavaScript's \b is ASCII only). */
function anyWord(pattern: string, extra = ''): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])${extra}`, 'iu');
}

/** Posts asking for recommendations or help (English, Spanish, French, German, Portuguese). */
const ASKS_FOR_HELP = anyWord(
  'recommend\\p{L}*|suggest\\p{L}*|tips?|advice|any (?:tools?|books?|resources?)|how do (?:you|i)|' +
    'recomienda\\p{L}*|consejos?|conseils?|empfehl\\p{L}*|tipps?|dicas?',
);
/** Posts sharing news or a win. */
const ANNOUNCES = anyWord(
  'launch(?:ed|ing)?|shipped|released?|announc\\p{L}*|excited|proud|finally|milestone|hired|' +
    'lanzamos|lancé|lançamos|gestartet',
  '|🎉|🚀|🥳',
);
/** Posts making a strong, general claim. */
const CLAIMS = anyWord(
  'always|never|everyone|nobody|no one|the only|best|worst|unpopular opinion|hot take|dead|overrated',
);
/** Posts about loss or hardship: no counterpoint there. */
const SENSITIVE = anyWord(
  'passed away|funeral|grief|grieving|diagnos\\p{L}*|laid off|layoffs?|lost my',
  '|🙏|💔',
);

/**
 * How well each strategy suits a post, from a few surface signals (a question, a number, a
 * request for help, news, a strong claim, hardship). A heuristic: 1 is neutral, 0 rules out.
 */
export function strategyFit(post: string): Record<ReplyStrategyId, number> {
  const fit: Record<ReplyStrategyId, number> = {
    'add-insight': 1,
    'ask-question': 1,
    'share-experience': 1,
    'respectful-counterpoint': 1,
    'add-example': 1,
    'supportive-amplify': 1,
  };
  if (QUESTION.test(post)) {
    // The author asked: answer with substance rather than a question back.
    fit['ask-question'] *= 0.4;
    fit['add-insight'] *= 1.5;
    fit['share-experience'] *= 1.5;
  }
  if (NUMBER.test(post)) fit['ask-question'] *= 1.3;
  if (ASKS_FOR_HELP.test(post)) fit['add-example'] *= 2.5;
  if (ANNOUNCES.test(post)) {
    fit['supportive-amplify'] *= 2;
    fit['respectful-counterpoint'] *= 0.3;
  }
  if (CLAIMS.test(post)) fit['respectful-counterpoint'] *= 2;
  if (SENSITIVE.test(post)) {
    fit['respectful-counterpoint'] = 0;
    fit['supportive-amplify'] *= 2;
  }
  return fit;
}

/**
 * The strategy for the next reply to `post`.
 * - Candidates: the persona's strategies (all six when it names none), without the one used
 *   last (`recent` lists the strategies of the user's latest replies, oldest first, so its last
 *   item is the one to avoid), unless that would leave none.
 * - Weight: `strategyFit(post)`, divided by one plus the times the strategy appears among the
 *   last `STRATEGY_MEMORY` of `recent`; `add-example` weighs a little less when links are not
 *   allowed. When every candidate weighs 0, they weigh the same.
 * - Draw: one call of `random` (a number in [0, 1), like `Math.random`), so the same inputs and
 *   the same random value give the same strategy.
 */
export function pickStrategy(
  post: string,
  persona: StrategyPersona,
  recent: readonly ReplyStrategyId[],
  random: () => number,
): ReplyStrategyId {
  const enabled = REPLY_STRATEGY_IDS.filter(
    (id) => !persona.strategies?.length || persona.strategies.includes(id),
  );
  const last = recent.at(-1);
  const candidates = enabled.length > 1 ? enabled.filter((id) => id !== last) : enabled;
  const fit = strategyFit(post);
  const window = recent.slice(-STRATEGY_MEMORY);
  let weights = candidates.map((id) => {
    const uses = window.filter((used) => used === id).length;
    const linkFactor = id === 'add-example' && persona.allowLinks !== true ? 0.8 : 1;
    return (fit[id] * linkFactor) / (1 + uses);
  });
  if (weights.every((weight) => weight === 0)) weights = weights.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const draw = random();
  const unit = Number.isFinite(draw) ? Math.min(Math.max(draw, 0), 1 - Number.EPSILON) : 0;
  let target = unit * total;
  for (let i = 0; i < candidates.length; i++) {
    target -= weights[i]!;
    if (target < 0) return candidates[i]!;
  }
  // Rounding can leave a hair of `target`: the last candidate with any weight takes it.
  let index = candidates.length - 1;
  while (index > 0 && weights[index] === 0) index--;
  return candidates[index]!;
}

/** The prompt lines for a strategy: its description and its guidance. */
export function strategyPrompt(id: ReplyStrategyId): string {
  const strategy = REPLY_STRATEGIES[id];
  return `Reply strategy: ${strategy.id}. ${strategy.description}\n${strategy.guidance}`;
}

/** Whether a value is one of the six strategy ids (for stored settings). */
export function isReplyStrategyId(value: unknown): value is ReplyStrategyId {
  return (REPLY_STRATEGY_IDS as readonly unknown[]).includes(value);
}
