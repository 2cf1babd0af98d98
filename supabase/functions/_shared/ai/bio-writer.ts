/**
 * Bios by a model. The offline result is the scaffold: its three styles are the slots the model
 * fills (one style for all three when the user chose one), and its bios replace any model bio
 * that still breaks a rule, so the result always has three valid, differently worded bios.
 *
 * The prompt carries the rules the offline writer follows (src/shared/generation/offline/
 * bio-check.ts): the requested language only, the platform's limit in characters as the
 * platforms count them, whole phrases, the description said again in new words rather than
 * pasted back. Every answer is checked against the same rules: a bio that is too long or ends
 * on a cut-off phrase is shortened at a phrase boundary (parts split at | · • or after a full
 * sentence) when what is left passes; the bios that still fail are asked for once more, with the
 * reasons; what fails again is the offline bio.
 */
import { z } from 'zod';
import {
  BIO_LIMITS,
  type BioInput,
  type BioOptions,
  type BioResult,
  type BioStyle,
} from '../../../../src/shared/generation/schemas.ts';
import { bioLength, bioProblems } from '../../../../src/shared/generation/offline/bio-check.ts';
import { DEFAULT_BIO_LANGUAGE } from '../../../../src/shared/generation/offline/bio.ts';
import { extractEmojis, hasEmoji } from '../../../../src/shared/generation/offline/text.ts';
import { findLanguage } from '../../../../src/shared/languages.ts';
import type { ModelConfig } from './config.ts';
import {
  UNTRUSTED_DATA_RULE,
  cleanText,
  dataBlock,
  unquote,
  type Generate,
} from './prompt-text.ts';

/** Loose on purpose: the rules are enforced below, bio by bio, not by failing the whole call. */
const ModelBios = z.object({
  bios: z
    .array(
      z.object({
        style: z.string().describe('The style this bio was written in, as given'),
        bio: z.string().describe('The bio text, ready to paste'),
      }),
    )
    .describe('One bio per requested style, in the requested order'),
});
type ModelBio = z.infer<typeof ModelBios>['bios'][number];

const STYLE_GUIDE: Record<BioStyle, string> = {
  trendy: 'current, punchy, social-native phrasing',
  minimalist: 'very short and clean, few words, no filler',
  creative: 'playful wordplay or an unexpected image',
  professional: 'credible and clear: what you do and for whom',
  fun: 'light, warm and humorous',
  inspirational: 'uplifting, mission-driven, forward-looking',
};

/** The longest bio asked of the model (YouTube allows 1000, but this is a bio, not an essay). */
const MODEL_MAX = 300;

const SYSTEM = [
  'You write social media profile bios for creators and businesses.',
  'Say what the person does in your own words: take their role, niche, place and keywords and',
  'rephrase them; a short role ("UX designer") or a place may appear as typed, their sentences',
  'may not. Every bio fits the niche and the requested style; no stock lines that would fit',
  'anyone. No hashtags, no surrounding quotes, no invented facts (follower counts, awards,',
  'employers, schedules) that the description does not give. Write only whole phrases: never',
  'end a bio or a part of it mid-phrase, on "and", "for", a comma or an ellipsis.',
  UNTRUSTED_DATA_RULE,
].join(' ');

/** A cut at a phrase boundary: the bio without its last part(s), while something is left. */
function shorterAtBoundaries(bio: string): string[] {
  const out: string[] = [];
  const parts = bio.split(/(\s*[|·•]\s*|(?<=[.!?。！？])\s+)/u);
  // parts alternates text and separator: drop the last text part each time.
  for (let end = parts.length - 2; end > 0; end -= 2) {
    const shorter = parts.slice(0, end).join('').trim();
    if (shorter !== '') out.push(shorter);
  }
  return out;
}

interface Slot {
  style: BioStyle;
  problems: string[];
}

export async function writeBiosWithModel(
  generate: Generate,
  config: ModelConfig,
  input: BioInput,
  options: BioOptions,
  offline: BioResult,
): Promise<BioResult> {
  const styles = offline.bios.map((bio) => options.style ?? bio.style);
  const language = options.language ?? DEFAULT_BIO_LANGUAGE;
  const languageName = findLanguage(language)?.name ?? language;
  const limit = Math.min(BIO_LIMITS[options.platform], MODEL_MAX);
  const rules = { language, limit, input: input.niche };

  /** The cleaned bio, or the bio shortened at a phrase boundary, when it passes every rule. */
  const accept = (raw: string | undefined, taken: string[]): string | string[] => {
    if (raw === undefined) return ['missing'];
    const bio = unquote(cleanText(raw));
    const problems = (text: string) => {
      const found = bioProblems(text, rules);
      if (!options.emojis && hasEmoji(text)) found.push('has emoji although emojis are off');
      if (taken.some((t) => t.toLowerCase() === text.toLowerCase()))
        found.push('the same as another bio');
      return found;
    };
    const first = problems(bio);
    if (first.length === 0) return bio;
    for (const shorter of shorterAtBoundaries(bio))
      if (problems(shorter).length === 0) return shorter;
    return first;
  };

  const ask = (slots: Slot[], retry: boolean) =>
    generate(config, {
      system: SYSTEM,
      prompt: [
        `Write ${slots.length} bios for ${options.platform}, one per style, in this order:`,
        ...slots.map(
          (slot, i) =>
            `${i + 1}. ${slot.style}: ${STYLE_GUIDE[slot.style]}` +
            (retry && slot.problems.length > 0
              ? ` (a first try was refused: ${slot.problems.join('; ')})`
              : ''),
        ),
        `Write in ${languageName} only (language code ${language}), whatever the language of the description: no word of another language except names and common acronyms.`,
        `Each bio is at most ${limit} characters, counting every emoji as at least one character.`,
        styles.length > 1 ? 'Make the bios clearly different from each other.' : '',
        options.emojis ? 'Use one to three fitting emojis in each bio.' : 'Use no emojis at all.',
        'The person describes what they do as follows.',
        dataBlock('niche', input.niche),
      ]
        .filter(Boolean)
        .join('\n'),
      schema: ModelBios,
      name: 'bios',
      description: 'Profile bios, one per requested style',
      maxOutputTokens: 900,
    });

  const chosen: Array<string | null> = styles.map(() => null);
  const problems: string[][] = styles.map(() => []);
  /** Takes the model's answers for the open slots (by style when it reorders them). */
  const take = (answers: ModelBio[], open: number[]) => {
    const used = new Set<number>();
    for (const [k, i] of open.entries()) {
      const style = styles[i]!;
      // With one style for all three, only the order tells them apart.
      let index = options.style
        ? -1
        : answers.findIndex((a, j) => !used.has(j) && cleanText(a.style).toLowerCase() === style);
      if (index === -1 && !used.has(k)) index = k;
      if (index !== -1) used.add(index);
      const taken = chosen.filter((c): c is string => c !== null);
      const result = accept(answers[index]?.bio, taken);
      if (typeof result === 'string') chosen[i] = result;
      else problems[i] = result;
    }
  };

  const all = styles.map((_, i) => i);
  take(
    (
      await ask(
        styles.map((style) => ({ style, problems: [] })),
        false,
      )
    ).bios,
    all,
  );
  const open = all.filter((i) => chosen[i] === null);
  if (open.length > 0) {
    try {
      const again = await ask(
        open.map((i) => ({ style: styles[i]!, problems: problems[i]! })),
        true,
      );
      take(again.bios, open);
    } catch {
      // The first answer stands; the offline bios fill what is still open.
    }
  }

  const taken: string[] = [];
  const bios = styles.map((style, i) => {
    let bio = chosen[i];
    // The offline bio of this slot, unless it repeats one already used.
    if (bio === null || bio === undefined) {
      const fallback = offline.bios[i]!;
      bio = taken.includes(fallback.bio)
        ? (offline.bios.find((b) => !taken.includes(b.bio))?.bio ?? fallback.bio)
        : fallback.bio;
      taken.push(bio);
      return offline.bios.find((b) => b.bio === bio) ?? fallback;
    }
    taken.push(bio);
    return { bio, style, emojis_used: extractEmojis(bio), character_count: bioLength(bio) };
  });
  return { bios };
}
