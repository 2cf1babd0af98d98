/**
 * Offline bio writer:
 *
 * - The niche is used as the person typed it (no translation, no case change): cleaned of
 *   control characters, web addresses (every platform has its own link field), stray
 *   punctuation-only tokens and immediate repeats ('yoga yoga' → 'yoga'); with emojis off,
 *   its emoji are removed too.
 * - Each bio is one line: a style template around the niche plus, when it fits, one
 *   platform line (Instagram: a link-in-bio line; X: a short follow line; TikTok: a follow
 *   line; LinkedIn: a connect line; YouTube: a subscribe line). No @handles are invented.
 * - Length: at most 150 UTF-16 units, or 80 on TikTok (TikTok's own bio limit). The platform
 *   line goes first when space runs out; then the niche is shortened at a word boundary.
 * - Styles: with `style` set, three different templates of that style; without it, three
 *   different styles: ones the niche's words suggest, then the platform's (professional on
 *   LinkedIn, fun/trendy on TikTok), then a stable shuffle of the rest, seeded by the niche.
 * - `emojis_used` is read back from the finished bio, so it is exactly what the bio contains.
 */
import {
  BIO_MAX_CHARACTERS,
  BIO_STYLES,
  BIO_VARIATIONS,
  type BioInput,
  type BioOptions,
  type BioResult,
  type BioStyle,
} from '../schemas.ts';
import { cleanText, collapseSpaces, isUrlLike, words } from '../../text-toolkit/index.ts';
import {
  extractEmojis,
  fitWords,
  hasEmoji,
  seededIndex,
  seededShuffle,
  stripEmojis,
  trimEdgePunctuation,
} from './text.ts';

type BioPlatform = BioOptions['platform'];
type Bio = BioResult['bios'][number];

/** TikTok cuts bios at 80 characters; the other platforms take at least 150. */
export const PLATFORM_BIO_LIMITS: Record<BioPlatform, number> = {
  instagram: BIO_MAX_CHARACTERS,
  twitter: BIO_MAX_CHARACTERS,
  tiktok: 80,
  linkedin: BIO_MAX_CHARACTERS,
  youtube: BIO_MAX_CHARACTERS,
};

/** Used when the niche has no letter or digit at all (only punctuation, emoji or a link). */
export const FALLBACK_SUBJECT = 'Creator';

/**
 * `{n}` is the niche. Every template has its own words besides emoji, so two templates never
 * collapse to the same text when emojis are off, and emoji never carry meaning (no '📈' as a
 * separator); the text around `{n}` stays ≤ 50 units so the niche keeps room even on TikTok.
 * Each style has at least three templates that lead with the niche (see LEADS_WITH_NICHE).
 */
export const BIO_TEMPLATES: Record<BioStyle, readonly string[]> = {
  trendy: [
    '{n} | main character energy ✨',
    '{n} | no gatekeeping 🔥',
    '{n} | era unlocked 💅',
    'POV: you found your {n} fix 🔥',
    'Your daily dose of {n} ✨',
    '{n} but make it aesthetic 💫',
  ],
  minimalist: ['{n}.', '{n} · nothing more', '{n} · less, but better', '{n} · daily', 'Just {n}.'],
  creative: [
    '{n} | Painting my days in color 🎨',
    '{n} | Stories in progress 🌙',
    '{n} | Made with curiosity 🖌️',
    'Turning {n} into stories 🎨',
    'Half dreamer, half {n} 🌙',
    'Where {n} meets imagination ✨',
    'Collecting moments of {n} 📷',
  ],
  professional: [
    '{n} | Sharing practical insights',
    '{n} | Helping you get real results 📈',
    '{n} | Strategy, craft and lessons learned',
    'Focused on {n} | Lessons, tools and updates',
    'Working in {n} | Notes from the field',
  ],
  fun: [
    '{n} | Here for the snacks and bad puns 🍕',
    '{n} | Serious about it, silly about the rest 😂',
    '{n} | Certified good-time haver 🎉',
    'Powered by coffee and {n} ☕',
    'Probably thinking about {n} right now 🤪',
    'Professional {n} enthusiast (self-appointed) 😄',
  ],
  inspirational: [
    '{n} | Believe, create, repeat 💫',
    '{n} | Every day is a chance to grow 🌿',
    '{n} | Small steps, big dreams ✨',
    'Growing through {n}, one day at a time 🌱',
    'Helping you shine through {n} 🌟',
    'Dream big, start small: {n} 🚀',
  ],
};

/**
 * Templates that lead with the niche and set their own words apart ('{n} | …', '{n}.'). A
 * long or multi-part niche reads badly inside a sentence, so it only gets these.
 */
const LEADS_WITH_NICHE = /^\{n\}(?: [|·] |\.$)/u;
const LONG_PHRASE = 40;
const MULTI_PART = / [|·•] |[;,] /u;

/** One line per platform, varied across the three bios. */
export const PLATFORM_LINES: Record<BioPlatform, readonly string[]> = {
  instagram: [
    '👇 Link below',
    'Tap the link below 👇',
    'Links & more below 🔗',
    'More at the link ⬇️',
  ],
  twitter: ['Follow for more', 'DMs open 📩', 'Threads on the way 🧵', 'Opinions my own'],
  tiktok: ['Follow for more 🎬', 'New videos soon 👀', 'Follow along ✨'],
  linkedin: ["Let's connect 🤝", 'Open to collaborations', 'Follow for insights'],
  youtube: ['Subscribe for more ▶️', 'New videos every week 🎥', 'Hit subscribe 🔔'],
};

const SEPARATOR: Record<BioStyle, string> = {
  trendy: ' | ',
  minimalist: ' · ',
  creative: ' | ',
  professional: ' | ',
  fun: ' | ',
  inspirational: ' | ',
};

// Words in a niche that suggest a voice. English plus common cognates; anything else falls
// back to the seeded order, which is still deterministic.
const STYLE_HINTS: ReadonlyArray<readonly [BioStyle, RegExp]> = [
  [
    'professional',
    /^(coach|consult\w*|lawyer|attorney|abogad[oa]|anwalt|finance|financ\w*|account\w*|engineer\w*|ingenier[oa]|developer|entwickler|marketing|marketer|ceo|cto|cfo|founder|fundador[a]?|gründer\w*|recruit\w*|b2b|saas|startup|strateg\w*|analyst|manager|business|negocios?|realtor|investor|dentist|doctor|nurse|therapist|agency)$/u,
  ],
  [
    'inspirational',
    /^(yoga|wellness|mindful\w*|meditat\w*|fitness|health\w*|coach|motivat\w*|mental|healing|spiritual\w*|gym|running|runner|journey|growth|self\w*|bienestar|salud|gesundheit|santé)$/u,
  ],
  [
    'fun',
    /^(comedy|comedian|meme\w*|gaming|gamer|games?|pets?|dogs?|cats?|puppy|kitten|food\w*|snacks?|pizza|humou?r|funny|jokes?|kids?|mom|mum|dad|parent\w*|cook\w*|baking|baker)$/u,
  ],
  [
    'creative',
    /^(art|artist\w*|design\w*|illustrat\w*|photo\w*|fotograf\w*|music\w*|musician|musik\w*|writer|writing|author|poet\w*|film\w*|paint\w*|craft\w*|tattoo\w*|dance\w*|dancer|arte|artista|diseñ\w*|künstler\w*)$/u,
  ],
  [
    'trendy',
    /^(fashion|style|stylist|beauty|makeup|skincare|influencer|lifestyle|travel\w*|viajes?|moda|mode|outfits?|ootd|streetwear|nails|hair)$/u,
  ],
];

const PLATFORM_STYLES: Record<BioPlatform, readonly BioStyle[]> = {
  instagram: [],
  twitter: [],
  tiktok: ['fun', 'trendy'],
  linkedin: ['professional'],
  youtube: [],
};

// Tokens with no letter, digit or emoji are dropped unless they join words.
const CONNECTORS = new Set(['&', '+', '/', '|', '·', '•', '-', '–', '—']);
const HAS_WORD = /[\p{L}\p{N}]/u;

/** The niche as it goes into the templates (empty when nothing usable is left). */
export function nichePhrase(niche: string, emojis: boolean): string {
  const clean = cleanText(niche);
  // An emoji between letters separates words ('coffee☕lover'), so it becomes a space.
  const tokens = (emojis ? clean : stripEmojis(clean, ' '))
    .split(' ')
    .filter((t) => t !== '' && !isUrlLike(t))
    .filter((t) => HAS_WORD.test(t) || hasEmoji(t) || CONNECTORS.has(t));
  const kept: string[] = [];
  for (const t of tokens) {
    const last = kept.at(-1);
    if (last !== undefined && last.toLowerCase() === t.toLowerCase()) continue; // 'yoga yoga'
    if (last !== undefined && CONNECTORS.has(last) && CONNECTORS.has(t)) continue;
    kept.push(t);
  }
  while (kept.length > 0 && CONNECTORS.has(kept[0]!)) kept.shift();
  while (kept.length > 0 && CONNECTORS.has(kept.at(-1)!)) kept.pop();
  const phrase = trimEdgePunctuation(kept.join(' ')).trim();
  return HAS_WORD.test(phrase) ? phrase : '';
}

/** Three different styles for a niche, in a stable order. */
export function chooseStyles(niche: string, platform: BioPlatform): BioStyle[] {
  const hinted: BioStyle[] = [];
  for (const word of words(niche.toLowerCase())) {
    for (const [style, pattern] of STYLE_HINTS) {
      if (pattern.test(word) && !hinted.includes(style)) hinted.push(style);
    }
  }
  // At most two hinted styles, so a third voice always adds contrast.
  const ordered = [
    ...hinted.slice(0, 2),
    ...PLATFORM_STYLES[platform],
    ...seededShuffle(BIO_STYLES, `styles:${niche}`),
  ];
  return [...new Set(ordered)].slice(0, BIO_VARIATIONS);
}

function withoutEmoji(text: string): string {
  return collapseSpaces(stripEmojis(text));
}

/** Puts `phrase` into `template`, adds the platform line if it fits, keeps within `max`. */
function render(template: string, phrase: string, line: string, sep: string, max: number): string {
  const [before = '', rest = ''] = template.split('{n}');
  // 'Just {n}.' with a niche that already ends a sentence: no second full stop.
  const after = rest.startsWith('.') && /[.!?。！？…]$/u.test(phrase) ? rest.slice(1) : rest;
  // After a full stop ('Just yoga.') the platform line reads as the next sentence.
  const join = after.endsWith('.') ? ' ' : sep;
  const compose = (p: string, l: string) =>
    collapseSpaces(`${before}${p}${after}${l === '' ? '' : join + l}`);
  const full = compose(phrase, line);
  if (full.length <= max) return full;
  const bare = compose(phrase, '');
  if (bare.length <= max) return bare;
  // Room for the niche: the limit minus the template's own text.
  const room = max - collapseSpaces(`${before}x${after}`).length + 1;
  return fitWords(compose(fitWords(phrase, Math.max(room, 1)), ''), max);
}

/** Writes three bios for a niche. Deterministic: same input and options, same bios. */
export function writeBios(input: BioInput, options: BioOptions): BioResult {
  const { platform, emojis } = options;
  const max = PLATFORM_BIO_LIMITS[platform];
  const niche = cleanText(input.niche);
  let phrase = nichePhrase(niche, emojis);
  if (phrase === '') {
    const own = emojis ? extractEmojis(niche).slice(0, 3).join('') : '';
    phrase = own === '' ? FALLBACK_SUBJECT : `${FALLBACK_SUBJECT} ${own}`;
  }

  const styles: BioStyle[] = options.style
    ? Array<BioStyle>(BIO_VARIATIONS).fill(options.style)
    : chooseStyles(niche, platform);
  const lines = PLATFORM_LINES[platform];
  const lineStart = seededIndex(`line:${platform}:${niche}`, lines.length);

  const bios: Bio[] = [];
  const used = new Set<string>();
  styles.forEach((style, i) => {
    const all = BIO_TEMPLATES[style];
    const leading = all.filter((t) => LEADS_WITH_NICHE.test(t));
    const long = phrase.length > LONG_PHRASE || MULTI_PART.test(phrase);
    const templates = seededShuffle(long ? leading : all, `${style}:${niche}`);
    const line = lines[(lineStart + i) % lines.length]!;
    // Variation i starts at template i, so one style gives three different templates; the
    // next template is taken if a bio would repeat an earlier one.
    for (let k = 0; k < templates.length; k++) {
      const template = templates[(i + k) % templates.length]!;
      const t = emojis ? template : withoutEmoji(template);
      const l = emojis ? line : withoutEmoji(line);
      const bio = render(t, phrase, l, SEPARATOR[style], max);
      if (bio === '' || used.has(bio)) continue;
      used.add(bio);
      bios.push({
        bio,
        style,
        emojis_used: extractEmojis(bio),
        character_count: bio.length,
      });
      break;
    }
  });
  return { bios };
}
