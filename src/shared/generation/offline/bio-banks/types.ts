/**
 * The shape of a bio phrase bank (one file per site language in this folder). Every string is
 * written by hand in that language: the offline bio writer only puts whole phrases side by side,
 * so a bank never needs grammar rules beyond the few flags below.
 */
import type { BioPlatform, BioStyle } from '../../schemas.ts';
import type { BioNiche } from '../bio-concepts.ts';

export interface BioBank {
  /** Joins the last two items of a list: ' & ', ' y ', ' et ', '・'. */
  and: string;
  /** Joins the other items of a list: ', ', '、', '، '. */
  comma: string;
  /**
   * The audience phrase goes before the role ('ママ向けのヨガ講師'), not after it ('Yoga teacher
   * for moms').
   */
  audienceFirst?: boolean;
  /** Words are written without spaces between them (ja, zh): the audience joins the role directly. */
  tight?: boolean;
  /**
   * A way to say the role that does not end on the role itself ('{r}として活動中'), for when
   * the plain role would end a part on words the description goes on after.
   */
  roleAs?: string;
  /**
   * Concept surfaces by concept id (bio-concepts.ts), in the form a bio uses them: topics in
   * lower case unless the language capitalises them (German nouns), roles as a person calls
   * themselves, audiences as a whole phrase with their preposition ('for moms', 'para mamás',
   * 'للأمهات'). A gendered role is 'masculine|feminine' or 'masculine|feminine|neutral'; the
   * neutral form (or else the masculine) is used when the input does not say. A concept
   * missing here is left out of the bio, never written in another language.
   */
  terms: Record<string, string>;
  /**
   * Taglines per niche: six, one per style in `BIO_STYLES` order (trendy, minimalist,
   * creative, professional, fun, inspirational), or three, one per tone (playful: trendy and
   * fun; clean: minimalist and professional; warm: creative and inspirational).
   */
  lines: Record<BioNiche, readonly string[]>;
  /** Per style, lines around the person's main topic `{t}` (as in `terms`). */
  offers: Record<BioStyle, readonly string[]>;
  /** A closing line per platform (no invented facts: no schedules, no figures). */
  cta: Record<BioPlatform, readonly string[]>;
}

/**
 * Reads a bank's terms written one per line as `concept-id=surface` (blank lines and lines
 * starting with `#` are skipped): compact, and easy to read beside the concept table.
 */
export function terms(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const at = trimmed.indexOf('=');
    if (at > 0) out[trimmed.slice(0, at).trim()] = trimmed.slice(at + 1).trim();
  }
  return out;
}

/**
 * Reads a bank's taglines written one niche per line as `niche: line | line | …` (six in
 * `BIO_STYLES` order, or three by tone; see `BioBank.lines`).
 */
export function lines(text: string): Record<BioNiche, readonly string[]> {
  const out: Partial<Record<BioNiche, readonly string[]>> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    const at = trimmed.indexOf(':');
    if (trimmed === '' || at <= 0) continue;
    out[trimmed.slice(0, at).trim() as BioNiche] = trimmed
      .slice(at + 1)
      .split('|')
      .map((l) => l.trim());
  }
  return out as Record<BioNiche, readonly string[]>;
}
