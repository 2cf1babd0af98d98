/**
 * Bios by a model. The offline result is the scaffold: its three styles are the slots the model
 * fills (one style for all three when the user chose one), and its bios replace any model bio
 * that breaks a rule, so the result always has three valid, differently worded bios.
 */
import { z } from 'zod';
import type {
  BioInput,
  BioOptions,
  BioResult,
  BioStyle,
} from '../../../../src/shared/generation/schemas.ts';
import { PLATFORM_BIO_LIMITS } from '../../../../src/shared/generation/offline/bio.ts';
import { extractEmojis, hasEmoji } from '../../../../src/shared/generation/offline/text.ts';
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

const STYLE_GUIDE: Record<BioStyle, string> = {
  trendy: 'current, punchy, social-native phrasing',
  minimalist: 'very short and clean, few words, no filler',
  creative: 'playful wordplay or an unexpected image',
  professional: 'credible and clear: what you do and for whom',
  fun: 'light, warm and humorous',
  inspirational: 'uplifting, mission-driven, forward-looking',
};

const SYSTEM = [
  'You write social media profile bios for creators and businesses.',
  'Write in the language of the niche description. No hashtags, no surrounding quotes, no',
  'invented facts (follower counts, awards, employers) that the niche description does not give.',
  UNTRUSTED_DATA_RULE,
].join(' ');

export async function writeBiosWithModel(
  generate: Generate,
  config: ModelConfig,
  input: BioInput,
  options: BioOptions,
  offline: BioResult,
): Promise<BioResult> {
  const styles = offline.bios.map((bio) => options.style ?? bio.style);
  // The offline writer's per-platform limit (TikTok cuts bios at 80), in UTF-16 units.
  const limit = PLATFORM_BIO_LIMITS[options.platform];
  const answer = await generate(config, {
    system: SYSTEM,
    prompt: [
      `Write ${styles.length} bios for ${options.platform}, one per style, in this order:`,
      ...styles.map((style, i) => `${i + 1}. ${style}: ${STYLE_GUIDE[style]}`),
      `Each bio is at most ${limit} characters, counting each emoji as 2 characters.`,
      options.style ? 'Make the bios clearly different from each other.' : '',
      options.emojis ? 'Use one to three fitting emojis in each bio.' : 'Use no emojis at all.',
      'The person describes their niche as follows.',
      dataBlock('niche', input.niche),
    ]
      .filter(Boolean)
      .join('\n'),
    schema: ModelBios,
    name: 'bios',
    description: 'Profile bios, one per requested style',
    maxOutputTokens: 800,
  });

  const used = new Set<string>();
  const taken = new Set<number>();
  const bios = styles.map((style, i) => {
    // The model may reorder: take the first unused answer of this style, else the i-th one
    // (with one chosen style for all three, that is simply the order given).
    const matched = answer.bios.findIndex(
      (bio, j) => !taken.has(j) && cleanText(bio.style).toLowerCase() === style,
    );
    const index = matched !== -1 ? matched : taken.has(i) ? -1 : i;
    if (index !== -1) taken.add(index);
    const candidate = acceptBio(answer.bios[index]?.bio, limit, options.emojis, used);
    const fallback = offline.bios[i]!;
    const bio = candidate ?? fallback.bio;
    used.add(bio.toLowerCase());
    return candidate === null
      ? fallback
      : { bio, style, emojis_used: extractEmojis(bio), character_count: bio.length };
  });
  return { bios };
}

/** The cleaned bio when it follows every rule, else null (the offline bio takes its place). */
function acceptBio(
  raw: string | undefined,
  limit: number,
  emojis: boolean,
  used: Set<string>,
): string | null {
  if (raw === undefined) return null;
  const bio = unquote(cleanText(raw));
  if (bio.length === 0 || bio.length > limit) return null;
  if (!emojis && hasEmoji(bio)) return null;
  if (used.has(bio.toLowerCase())) return null;
  return bio;
}
