/**
 * Offline smart hashtag generator.
 *
 * Keywords: the content (NFC) split on whitespace; words of ≤ 3 code points dropped (raw
 * length, before stripping); every character that is not a letter or digit of any script
 * stripped; empties dropped; lower-cased (unless lower-casing would add a combining mark, as
 * with Turkish 'İ'); each kept once, case-insensitively. Five further skips, because the tag
 * they would give is broken or unusable:
 * - web and e-mail addresses ('httpsexamplecom' is not a topic);
 * - words with no letter (platforms do not link number-only hashtags such as #2024);
 * - words whose letters carry combining marks (Devanagari, Thai…): HASHTAG_PATTERN allows only
 *   letters and digits, and stripping the marks would misspell the word ('हिंदी' → 'हद');
 * - tags longer than 30 code points (run-on text such as an unspaced Japanese sentence, not a
 *   hashtag);
 * - common function words longer than 3 letters ('with', 'para', 'avec'…): #with is noise.
 *
 * Tags: after the few places each strategy reserves for its signature (STRATEGY_PLANS), the
 * content's keywords, then tags derived from them: keyword + suffix ('yogatips'; Latin-script
 * keywords only, so other scripts are not mixed with English), compounds of two keywords of
 * the same script (words adjacent in the content first), and a few platform-general tags
 * (#instagood, #fyp…). Nothing is random or invented beyond those. A post with no keyword
 * gets no tags at all (three empty groups): generic tags alone would say nothing about it.
 *
 * Groups: sizes floor(limit × 0.3 / 0.4 / 0.3) with the fixed HASHTAG_GROUPS values. The
 * chosen tags are ranked by breadth (platform-general, then single keywords, shortest first,
 * then keyword + suffix, then compounds) and dealt out broadest → trending, middle →
 * targeted, most specific → niche. With fewer tags than places, each group gets its share
 * (floored; the remainder goes to targeted, then trending), so no group is left empty while
 * another is full. Within a group, tags keep the strategy's priority order.
 */
import {
  HASHTAG_GROUPS,
  HASHTAG_LIMITS,
  type HashtagInput,
  type HashtagOptions,
  type HashtagPlatform,
  type HashtagResult,
  type HashtagStrategy,
} from '../schemas.ts';
import { codePointLength, isStopword, isUrlLike } from '../../text-toolkit/index.ts';

/** Words of at most this many code points are ignored. */
export const MIN_WORD_LENGTH = 3;
/** Longer keywords are dropped; longer derived tags are not built. */
export const MAX_KEYWORD_LENGTH = 30;
export const MAX_DERIVED_LENGTH = 30;

/**
 * Generic tags people use on each platform regardless of topic, most general first. The
 * trending strategy reads them in TREND_ORDER instead (the platform's trend and discovery
 * tags first).
 */
export const PLATFORM_TAGS: Record<HashtagPlatform, readonly string[]> = {
  instagram: [
    'instagood',
    'photooftheday',
    'instadaily',
    'picoftheday',
    'explorepage',
    'reels',
    'instagram',
    'reelsinstagram',
  ],
  twitter: ['thread', 'didyouknow', 'todayilearned', 'mustread', 'trending'],
  linkedin: ['linkedin', 'networking', 'careergrowth', 'learning', 'leadership', 'innovation'],
  tiktok: ['fyp', 'foryou', 'foryoupage', 'tiktok', 'viral', 'trending', 'tiktokviral'],
  youtube: ['youtube', 'youtuber', 'newvideo', 'subscribe', 'shorts', 'youtubeshorts'],
};

/** The same tags, trend and discovery tags first. */
const TREND_ORDER: Record<HashtagPlatform, readonly string[]> = {
  instagram: ['reels', 'explorepage', 'reelsinstagram', 'instadaily'],
  twitter: ['trending', 'didyouknow', 'mustread'],
  linkedin: ['innovation', 'leadership', 'careergrowth'],
  tiktok: ['viral', 'trending', 'tiktokviral', 'fyp'],
  youtube: ['shorts', 'youtubeshorts', 'newvideo'],
};

function platformTags(platform: HashtagPlatform, order: 'general' | 'trend'): string[] {
  const first = order === 'trend' ? TREND_ORDER[platform] : [];
  return [...new Set([...first, ...PLATFORM_TAGS[platform]])];
}

type Pool = 'suffix' | 'compound' | 'platform';

interface StrategyPlan {
  /** How the content's keywords are ranked. */
  keywords: 'frequency' | 'shortest' | 'longest';
  /** Suffixes for keyword + suffix tags, in order. */
  suffixes: readonly string[];
  /** How many platform-general tags may be used, and in which order. */
  platformTags: number;
  platformOrder: 'general' | 'trend';
  /** Order of the derived pools after the keywords (round-robin when `mix`). */
  derived: readonly Pool[];
  mix: boolean;
  /** Pools the reserved signature places are taken from (round-robin). */
  signature: readonly Pool[];
}

/**
 * What each strategy changes. Every strategy reserves its "signature" places,
 * max(1, floor(total × 0.2)) of them (IG 6, X 2, LinkedIn 2, TikTok 4, YouTube 2), before the
 * remaining places go to the content's keywords and then to derived tags:
 *
 * - balanced: keywords by frequency; signature and derived tags mixed round-robin from
 *   suffix tags (tips, daily, life, ideas, goals, community, love), compounds and the 2 most
 *   general platform tags.
 * - trending: short, broad tags first: keywords shortest first; signature = 3 platform
 *   trend/discovery tags (#reels, #trending, #viral…) and trend suffixes (trends, daily,
 *   viral, now, oftheday, life).
 * - niche: long-tail first: keywords longest first; signature = compounds of two keywords,
 *   then niche suffixes (forbeginners, tips, journey, inspiration, ideas, community); never
 *   platform-general tags.
 * - broad-reach: keywords by frequency; signature = platform-general tags (all of them),
 *   then broad suffixes (life, love, lovers, daily, world, gram).
 * - engagement: keywords by frequency; signature = community and conversation suffixes
 *   (community, lovers, family, challenge, talk, questions, club); 1 platform tag.
 *
 * The platform-tag counts differ (0 / 1 / 2 / 3 / all), so even a post with a single
 * keyword in a script that gets no suffix tags gets five different results.
 */
export const STRATEGY_PLANS: Record<HashtagStrategy, StrategyPlan> = {
  balanced: {
    keywords: 'frequency',
    suffixes: ['tips', 'daily', 'life', 'ideas', 'goals', 'community', 'love'],
    platformTags: 2,
    platformOrder: 'general',
    derived: ['suffix', 'compound', 'platform'],
    mix: true,
    signature: ['suffix', 'compound', 'platform'],
  },
  trending: {
    keywords: 'shortest',
    suffixes: ['trends', 'daily', 'viral', 'now', 'oftheday', 'life'],
    platformTags: 3,
    platformOrder: 'trend',
    derived: ['platform', 'suffix', 'compound'],
    mix: false,
    signature: ['platform', 'suffix'],
  },
  niche: {
    keywords: 'longest',
    suffixes: ['forbeginners', 'tips', 'journey', 'inspiration', 'ideas', 'community'],
    platformTags: 0,
    platformOrder: 'general',
    derived: ['compound', 'suffix'],
    mix: false,
    signature: ['compound', 'suffix'],
  },
  'broad-reach': {
    keywords: 'frequency',
    suffixes: ['life', 'love', 'lovers', 'daily', 'world', 'gram'],
    platformTags: Number.POSITIVE_INFINITY,
    platformOrder: 'general',
    derived: ['platform', 'suffix', 'compound'],
    mix: false,
    signature: ['platform'],
  },
  engagement: {
    keywords: 'frequency',
    suffixes: ['community', 'lovers', 'family', 'challenge', 'talk', 'questions', 'club'],
    platformTags: 1,
    platformOrder: 'general',
    derived: ['suffix', 'compound', 'platform'],
    mix: false,
    signature: ['suffix'],
  },
};

/** A content keyword: the tag text (no '#'), how often it occurs and where it first did. */
export interface ContentKeyword {
  tag: string;
  count: number;
  first: number;
}

interface ContentWords {
  keywords: ContentKeyword[];
  /** Keyword pairs that stood next to each other in the content, in order. */
  adjacent: [string, string][];
}

const CLAUSE_END = /[.,;:!?…、。，；：！？]$/u;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;
const LETTER = /\p{L}/u;
const MARKED_LETTER = /\p{L}\p{M}/u;
const TAG_BODY = /^[\p{L}\p{N}]+$/u;
const LATIN = /^[\p{Script=Latin}\p{N}]+$/u;
const SCRIPTS: readonly RegExp[] = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Arabic}/u,
  /\p{Script=Hebrew}/u,
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  /\p{Script=Hangul}/u,
];

function lower(tag: string): string {
  const l = tag.toLowerCase();
  return TAG_BODY.test(l) ? l : tag;
}

/** Index of the script of the first letter, so compounds never mix scripts. */
function scriptOf(tag: string): number {
  const letter = tag.match(LETTER)?.[0] ?? '';
  const i = SCRIPTS.findIndex((s) => s.test(letter));
  return i === -1 ? SCRIPTS.length + (letter.codePointAt(0) ?? 0) : i;
}

/** The content's keywords as the module comment describes. */
export function contentWords(content: string): ContentWords {
  const byKey = new Map<string, ContentKeyword>();
  const adjacent: [string, string][] = [];
  let previous: string | undefined;
  content
    .normalize('NFC')
    .split(/\s+/u)
    .forEach((word, position) => {
      const tag = keywordOf(word);
      if (tag === undefined) {
        previous = undefined;
        return;
      }
      const key = tag.toLowerCase();
      const known = byKey.get(key);
      if (known) known.count++;
      else byKey.set(key, { tag, count: 1, first: position });
      const own = known?.tag ?? tag;
      if (previous !== undefined && previous.toLowerCase() !== key) adjacent.push([previous, own]);
      // 'stretch, breathe': a clause ends, so the next word is not this one's neighbour.
      previous = CLAUSE_END.test(word) ? undefined : own;
    });
  return { keywords: [...byKey.values()], adjacent };
}

function keywordOf(word: string): string | undefined {
  if (codePointLength(word) <= MIN_WORD_LENGTH) return undefined;
  if (isUrlLike(word) || MARKED_LETTER.test(word)) return undefined;
  const stripped = word.replace(NOT_LETTER_OR_DIGIT, '');
  if (!LETTER.test(stripped) || codePointLength(stripped) > MAX_KEYWORD_LENGTH) return undefined;
  if (isStopword(stripped)) return undefined;
  return lower(stripped);
}

interface Candidate {
  tag: string;
  /** Lower = broader (reaches more people, more competition). */
  breadth: number;
}

function rankKeywords(keywords: ContentKeyword[], order: StrategyPlan['keywords']) {
  const byFrequency = (a: ContentKeyword, b: ContentKeyword) =>
    b.count - a.count || a.first - b.first;
  const len = (k: ContentKeyword) => codePointLength(k.tag);
  const compare = {
    frequency: byFrequency,
    shortest: (a: ContentKeyword, b: ContentKeyword) => len(a) - len(b) || byFrequency(a, b),
    longest: (a: ContentKeyword, b: ContentKeyword) => len(b) - len(a) || byFrequency(a, b),
  }[order];
  return [...keywords].sort(compare);
}

/** Keyword + suffix on the top keywords, diagonally so the first tags span several keywords. */
function suffixTags(keywords: ContentKeyword[], suffixes: readonly string[]): Candidate[] {
  const latin = keywords.filter((k) => LATIN.test(k.tag)).slice(0, 6);
  const out: Candidate[] = [];
  for (let round = 0; round < suffixes.length; round++) {
    latin.forEach((k, i) => {
      const suffix = suffixes[(i + round) % suffixes.length]!;
      const tag = k.tag + suffix;
      // No '#beginnersforbeginners' or '#tipstips'.
      const overlaps = suffix.includes(k.tag.toLowerCase()) || k.tag.toLowerCase().includes(suffix);
      if (!overlaps && codePointLength(tag) <= MAX_DERIVED_LENGTH) {
        out.push({ tag, breadth: 100 + codePointLength(tag) });
      }
    });
  }
  return out;
}

/**
 * Adjacent pairs from the content first, then pairs of the top four keywords in the order
 * they appear in the content ('morning' … 'yoga' → 'morningyoga'); one order per pair.
 */
function compoundTags(words: ContentWords, ranked: ContentKeyword[]): Candidate[] {
  const top = ranked.slice(0, 4).sort((a, b) => a.first - b.first);
  const pairs: [string, string][] = [...words.adjacent];
  top.forEach((a, i) => top.slice(i + 1).forEach((b) => pairs.push([a.tag, b.tag])));
  const seenPairs = new Set<string>();
  return pairs
    .filter(([a, b]) => {
      const key = [a.toLowerCase(), b.toLowerCase()].sort().join(' ');
      if (seenPairs.has(key) || scriptOf(a) !== scriptOf(b)) return false;
      seenPairs.add(key);
      return true;
    })
    .map(([a, b]) => a + b)
    .filter((tag) => codePointLength(tag) <= MAX_DERIVED_LENGTH)
    .map((tag) => ({ tag, breadth: 200 + codePointLength(tag) }));
}

/** Round-robin over lists: a1 b1 c1 a2 b2 c2 … */
function interleave<T>(lists: readonly T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

/** Group sizes for a platform: floor(limit × share) each (YouTube 4 + 6 + 4 = 14). */
export function groupSizes(platform: HashtagPlatform): number[] {
  return HASHTAG_GROUPS.map((g) => Math.floor(HASHTAG_LIMITS[platform] * g.share));
}

/** How many of `m` tags each group gets: all places when m fills them, else a fair share. */
function groupTargets(sizes: number[], m: number): number[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (m >= total) return sizes;
  const targets = sizes.map((n) => Math.floor((n * m) / total));
  // Each floor is below its size (m < total), so one more never overflows a group.
  let left = m - targets.reduce((a, b) => a + b, 0);
  for (const i of [1, 0, 2]) {
    if (left > 0 && targets[i]! < sizes[i]!) {
      targets[i]!++;
      left--;
    }
  }
  return targets;
}

/** Hashtags for a post, in three groups. Deterministic; never throws on any text. */
export function generateHashtags(input: HashtagInput, options: HashtagOptions): HashtagResult {
  const { platform, strategy } = options;
  const plan = STRATEGY_PLANS[strategy];
  const sizes = groupSizes(platform);
  const total = sizes.reduce((a, b) => a + b, 0);

  const words = contentWords(input.content);
  const ranked = rankKeywords(words.keywords, plan.keywords);
  const pools: Record<Pool, Candidate[]> = {
    suffix: suffixTags(ranked, plan.suffixes),
    compound: compoundTags(words, ranked),
    // Generic tags only accompany real content: an empty post gets no tags at all.
    platform:
      ranked.length === 0
        ? []
        : platformTags(platform, plan.platformOrder)
            .slice(0, plan.platformTags)
            .map((tag) => ({ tag, breadth: 0 })),
  };
  const signature = interleave(plan.signature.map((p) => pools[p])).slice(
    0,
    Math.max(1, Math.floor(total * 0.2)),
  );
  const derivedLists = plan.derived.map((p) => pools[p]);
  const derived = plan.mix ? interleave(derivedLists) : derivedLists.flat();
  const keywordTags = ranked.map((k) => ({ tag: k.tag, breadth: codePointLength(k.tag) }));

  const chosen: (Candidate & { priority: number })[] = [];
  const seen = new Set<string>();
  for (const c of [...signature, ...keywordTags, ...derived]) {
    if (chosen.length >= total) break;
    const key = c.tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push({ ...c, priority: chosen.length });
  }

  const byBreadth = [...chosen].sort((a, b) => a.breadth - b.breadth || a.priority - b.priority);
  const targets = groupTargets(sizes, chosen.length);
  let start = 0;
  const groups = HASHTAG_GROUPS.map((g, i) => {
    const slice = byBreadth.slice(start, start + targets[i]!);
    start += targets[i]!;
    return {
      category: g.category,
      hashtags: slice.sort((a, b) => a.priority - b.priority).map((c) => `#${c.tag}`),
      reach_potential: g.reach_potential,
      competition_level: g.competition_level,
      engagement_score: g.engagement_score,
      trending_status: g.trending_status,
    };
  });
  return { platform, strategy, limit: HASHTAG_LIMITS[platform], groups, suggested: [] };
}
