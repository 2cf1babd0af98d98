import { codePointLength } from '../text-toolkit/index.ts';

/** The numbers behind the rules: reply length bounds and the duplicate threshold. */
export const REPLY_RULES = { minLength: 200, maxLength: 250, maxSimilarity: 0.7 } as const;

/**
 * Length as the rules count it: Unicode code points (an emoji is 1, never half a pair). X's own
 * count is weighted (URLs 23, CJK and emoji 2); see index.ts for why the rules do not use it.
 */
export function replyLength(text: string): number {
  return codePointLength(text);
}
