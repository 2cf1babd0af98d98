/**
 * Offline smart hashtag generator: picks real, commonly used hashtags for a post from the
 * curated dataset in ./hashtag-data/ (where the tags come from and what the tiers mean is
 * written there), plus a few tags made from whole names in the post. Deterministic; never
 * throws on any text. No popularity, reach or "trending" claims: the product has no such data.
 *
 * 1. Language: the post's script, then its function words (./hashtags-text.ts).
 * 2. Topics: every topic's keywords (in the post's language, then English at 3/4 weight, since
 *    English words are mixed into posts everywhere) and its tags written out in the post (as
 *    two or more words, 'latte art', or as the post's own #tags) score the topic. Topics
 *    scoring at least MIN_TOPIC_SCORE and a third of the best are kept, best first (at most 4). A kept topic brings its
 *    broader topic's broad and mid tags at half weight. Places (./hashtag-data/places.ts)
 *    named in the post bring their tags; a city brings its country at lower weight.
 * 3. Tags: from the kept topics in the post's language first. English tags are added only
 *    where mixing them in is common practice: broad and mid tags, at most a third of the tags,
 *    never on X (whose posts carry 1-3 tags), and only after the post's own-language tags;
 *    when the post's language has no tags for a topic, the English ones stand in.
 * 4. From the post: the post's own #tags and whole names (2-4 capitalised words in a row such
 *    as 'Fourth Wing', a word with an inner capital or digit such as 'QuickBooks' or 'EV9', an
 *    all-capitals word such as 'FUJIFILM', or a capitalised word after 'in', 'at', 'on', 'en',
 *    'em', 'no', 'na', 'à', 'au'), never a function word, a weekday or month, a word fragment,
 *    or a run of two ordinary words. Not in German, where every noun is capitalised, nor in
 *    scripts without capitals.
 * 5. Groups: `broad`, `targeted`, `niche` (the dataset's tiers) and `post` (step 4). The count
 *    is what suits the platform (RECOMMENDED_TAGS, never above HASHTAG_LIMITS), split by the
 *    strategy's shares; a tier without enough tags lends its places to the others. Empty
 *    groups are left out, and a post with nothing recognisable gets no tags at all.
 */
import {
  HASHTAG_GROUP_CATEGORIES,
  HASHTAG_LIMITS,
  type HashtagInput,
  type HashtagOptions,
  type HashtagPlatform,
  type HashtagResult,
  type HashtagStrategy,
} from '../schemas.ts';
import { isNonTopicWord, isStopword } from '../../text-toolkit/index.ts';
import { DATASET, FALLBACK, PLACES } from './hashtag-data/index.ts';
import { NICHES, type NicheId } from './hashtag-data/types.ts';
import {
  HASHTAG_LANGUAGES,
  detectLanguage,
  hasKeyword,
  ignoring,
  isUnspaced,
  parseKeyword,
  readPost,
  tagInPost,
  tagKey,
  type HashtagLanguage,
  type Keyword,
  type PostText,
  type PostWord,
} from './hashtags-text.ts';

/** Tags per post by platform: what each platform's own guidance and common practice suit. */
export const RECOMMENDED_TAGS: Record<HashtagPlatform, number> = {
  instagram: 15,
  tiktok: 6,
  youtube: 6,
  linkedin: 5,
  twitter: 3,
};

/** Shares of the broad / targeted / niche tiers by strategy. */
export const STRATEGY_SHARES: Record<HashtagStrategy, readonly [number, number, number]> = {
  balanced: [0.3, 0.4, 0.3],
  'broad-reach': [0.5, 0.35, 0.15],
  niche: [0.15, 0.35, 0.5],
};

/**
 * A topic is kept from this score: one keyword in the post's language (2), one English keyword
 * (1.5), or two weak hints.
 */
export const MIN_TOPIC_SCORE = 1.5;

/** A topic is kept only when it scores at least this share of the best topic's score. */
export const RELATIVE_TOPIC_SCORE = 1 / 3;

/** Below this share of the main topic's score, a side topic adds only its specific tags. */
export const FULL_TOPIC_SHARE = 0.5;

/** Longest tag offered (code points, without '#'). */
export const MAX_TAG_LENGTH = 30;

// ── The parsed dataset ───────────────────────────────────────────────────────────────────
type Tier = 0 | 1 | 2;
const PLATFORM_CODES: Record<string, HashtagPlatform> = {
  ig: 'instagram',
  tt: 'tiktok',
  yt: 'youtube',
  x: 'twitter',
  li: 'linkedin',
};

interface TagSpec {
  tag: string;
  key: string;
  /** Offered only when, for one of these groups, every keyword is in the post. */
  when: Keyword[][] | null;
  /** Offered only when the tag itself is in the post. */
  literal: boolean;
  platforms: HashtagPlatform[] | null;
}

interface ParsedNiche {
  keywords: Keyword[];
  tiers: [TagSpec[], TagSpec[], TagSpec[]];
}

interface ParsedPlace {
  id: string;
  names: Keyword[];
  kind: 'country' | 'region' | 'city';
  in?: string;
  rows: Partial<Record<string, [TagSpec[], TagSpec[], TagSpec[]]>>;
}

function parseTag(item: string): TagSpec | null {
  let rest = item;
  const platforms: HashtagPlatform[] = [];
  for (let m = rest.match(/@([a-z]+)$/u); m; m = rest.match(/@([a-z]+)$/u)) {
    const platform = PLATFORM_CODES[m[1]!];
    if (platform) platforms.unshift(platform);
    rest = rest.slice(0, m.index);
  }
  const [tag = '', condition] = rest.split('<');
  if (!tag) return null;
  const when =
    condition === undefined || condition === ''
      ? null
      : condition
          .split('|')
          .map((group) =>
            group
              .split('&')
              .map(parseKeyword)
              .filter((k): k is Keyword => k !== null),
          )
          .filter((group) => group.length > 0);
  return {
    tag,
    key: tagKey(tag),
    when: when && when.length ? when : null,
    literal: condition === '',
    platforms: platforms.length ? platforms : null,
  };
}

const items = (list = '') => list.split(/\s+/u).filter(Boolean);
const tags = (list?: string) =>
  items(list)
    .map(parseTag)
    .filter((t): t is TagSpec => t !== null);

let parsed:
  | {
      niches: Map<HashtagLanguage, Map<NicheId, ParsedNiche>>;
      /** Per language, tags that belong to more than one topic (#selfcare): no topic's sign. */
      shared: Map<HashtagLanguage, Set<string>>;
      ignore: Map<HashtagLanguage, Set<string>>;
      places: ParsedPlace[];
      curated: Set<string>;
    }
  | undefined;

/** The dataset parsed once, on first use. */
function dataset() {
  if (parsed) return parsed;
  const niches = new Map<HashtagLanguage, Map<NicheId, ParsedNiche>>();
  const ignore = new Map<HashtagLanguage, Set<string>>();
  const shared = new Map<HashtagLanguage, Set<string>>();
  const curated = new Set<string>();
  for (const language of HASHTAG_LANGUAGES) {
    const data = DATASET[language];
    const byNiche = new Map<NicheId, ParsedNiche>();
    for (const [id, row] of Object.entries(data?.niches ?? {}) as [NicheId, readonly string[]][]) {
      const niche: ParsedNiche = {
        keywords: items(row[0])
          .map(parseKeyword)
          .filter((k): k is Keyword => k !== null),
        tiers: [tags(row[1]), tags(row[2]), tags(row[3])],
      };
      niche.tiers.flat().forEach((t) => curated.add(t.key));
      byNiche.set(id, niche);
    }
    niches.set(language, byNiche);
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const niche of byNiche.values()) {
      for (const key of new Set(niche.tiers.flat().map((t) => t.key))) {
        if (seen.has(key)) twice.add(key);
        seen.add(key);
      }
    }
    shared.set(language, twice);
    ignore.set(language, new Set(items(data?.ignore).map((p) => tagKey(p))));
  }
  const places = PLACES.map((place): ParsedPlace => {
    const rows: ParsedPlace['rows'] = {};
    for (const [language, row] of Object.entries(place.tags)) {
      if (!row) continue;
      rows[language] = [tags(row[0]), tags(row[1]), tags(row[2])];
      rows[language]!.flat().forEach((t) => curated.add(t.key));
    }
    return {
      id: place.id,
      names: items(place.names)
        .map(parseKeyword)
        .filter((k): k is Keyword => k !== null),
      kind: place.kind,
      in: place.in,
      rows,
    };
  });
  parsed = { niches, shared, ignore, places, curated };
  return parsed;
}

/** True for a tag of the curated dataset (any language), with or without '#'. */
export function isCuratedHashtag(tag: string): boolean {
  return dataset().curated.has(tagKey(tag));
}

/** The languages whose tags stand in for a language's missing topics, in order. */
const chainOf = (language: HashtagLanguage): HashtagLanguage[] => [
  language,
  ...(FALLBACK[language] ?? []).filter((l) => l !== language),
];

// ── Topics ───────────────────────────────────────────────────────────────────────────────
/** Topics a LinkedIn post is more likely about (their scores count 1.3 times there). */
const WORK_TOPICS: ReadonlySet<NicheId> = new Set([
  'business',
  'startups',
  'saas',
  'marketing',
  'careers',
  'tech',
  'ai',
  'programming',
  'finance',
  'realestate',
  'education',
  'productivity',
]);

export interface TopicMatch {
  id: NicheId;
  score: number;
}

/**
 * Keywords of a language's topics found in the post, and its tags written out in two or more
 * words ('patatas bravas'): how many, for the language guess.
 */
function keywordHits(post: PostText, language: HashtagLanguage): number {
  let hits = 0;
  for (const niche of dataset().niches.get(language)?.values() ?? []) {
    for (const keyword of niche.keywords) if (hasKeyword(post, keyword)) hits++;
    for (const spec of niche.tiers.flat()) {
      if (!post.singles.has(spec.key) && post.runs.has(spec.key)) hits++;
    }
  }
  return hits;
}

const tagFits = (spec: TagSpec, post: PostText, platform: HashtagPlatform) =>
  (!spec.platforms || spec.platforms.includes(platform)) &&
  (!spec.literal || tagInPost(post, spec.key)) &&
  (!spec.when || spec.when.some((group) => group.every((k) => hasKeyword(post, k))));

/** Topics of the post, best first (see the module comment, step 2). */
function findTopics(
  post: PostText,
  chain: HashtagLanguage[],
  platform: HashtagPlatform | null,
  namedPlaces: number,
): TopicMatch[] {
  const { niches, shared } = dataset();
  const scores = new Map<NicheId, number>();
  for (const id of Object.keys(NICHES) as NicheId[]) {
    const seen = new Set<string>();
    let score = 0;
    for (const language of chain) {
      const niche = niches.get(language)?.get(id);
      if (!niche) continue;
      const factor = language === chain[0] ? 1 : language === 'en' ? 0.75 : 0.9;
      for (const keyword of niche.keywords) {
        const name = `k:${keyword.body}`;
        if (seen.has(name) || !hasKeyword(post, keyword)) continue;
        seen.add(name);
        score += 2 * keyword.weight * factor;
      }
      // A tag written out in the post ('sourdough starter', '#adoptdontshop', 紅葉).
      for (const spec of niche.tiers.flat()) {
        const name = `t:${spec.key}`;
        if (seen.has(name) || seen.has(`k:${spec.key}`)) continue;
        if (shared.get(language)?.has(spec.key)) continue;
        // One ordinary word is a keyword's job ('run' in 'run a business' is no topic).
        const own = post.ownTagKeys.has(spec.key);
        const words = !post.singles.has(spec.key) && post.runs.has(spec.key);
        const unspaced = isUnspaced(spec.key) && tagInPost(post, spec.key);
        if (!own && !words && !unspaced) continue;
        seen.add(name);
        score += (own ? 3 : 2) * factor;
      }
    }
    // A post naming a city or region leans towards travel; a LinkedIn post towards work.
    if (id === 'travel' && namedPlaces > 0) score += 1;
    if (score > 0 && platform === 'linkedin' && WORK_TOPICS.has(id)) score *= 1.3;
    if (score > 0) scores.set(id, score);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]).map(([id, score]) => ({ id, score }));
  const top = ranked[0]?.score ?? 0;
  const kept = ranked.filter(
    (t) => t.score >= MIN_TOPIC_SCORE && t.score >= top * RELATIVE_TOPIC_SCORE,
  );
  return kept.slice(0, 4);
}

/** Places named in the post, then the countries or regions they lie in (implied). */
function findPlaces(post: PostText): { place: ParsedPlace; named: boolean }[] {
  const { places } = dataset();
  const out = places
    .filter((p) => p.names.some((k) => hasKeyword(post, k)))
    .map((place) => ({ place, named: true }));
  for (const { place } of [...out]) {
    const parent = place.in && places.find((p) => p.id === place.in);
    if (parent && !out.some((o) => o.place === parent)) out.push({ place: parent, named: false });
  }
  return out;
}

// ── Candidates ───────────────────────────────────────────────────────────────────────────
interface Candidate {
  tag: string;
  key: string;
  tier: Tier;
  relevance: number;
  /** An English tag on a post in another language (counted against the mixing cap). */
  english: boolean;
}

const hasTags = (niche: ParsedNiche | undefined) =>
  niche !== undefined && niche.tiers.some((tier) => tier.length > 0);

function nicheCandidates(
  post: PostText,
  platform: HashtagPlatform,
  chain: HashtagLanguage[],
  topics: TopicMatch[],
): Candidate[] {
  const { niches } = dataset();
  const language = chain[0]!;
  const top = topics[0]?.score ?? 1;
  const out: Candidate[] = [];
  const add = (id: NicheId, weight: number, tiers: readonly Tier[], depth: 'full' | 'light') => {
    const local = chain.find((l) => l !== 'en' && hasTags(niches.get(l)?.get(id)));
    const rows: [ParsedNiche, boolean][] = [];
    if (local) rows.push([niches.get(local)!.get(id)!, false]);
    const english = niches.get('en')?.get(id);
    if (english) rows.push([english, language !== 'en' && local !== undefined]);
    for (const [niche, mixed] of rows) {
      for (const tier of tiers) {
        niche.tiers[tier].forEach((spec, position) => {
          if (!tagFits(spec, post, platform)) return;
          const specific = spec.literal || spec.when !== null;
          if (depth === 'light' && !specific && !(tier === 0 && position === 0)) return;
          // Mixed-in English: broad and mid tags, and specific tags the post calls for.
          if (mixed && tier === 2 && !specific) return;
          let relevance = weight * (1 - 0.03 * Math.min(position, 20));
          if (spec.when) relevance += 0.6;
          // The post writes the tag out ('quiche lorraine' → #quichelorraine): the best fit.
          if (spec.literal || tagInPost(post, spec.key)) relevance += 0.8;
          if (mixed) relevance *= 0.7;
          out.push({ tag: spec.tag, key: spec.key, tier, relevance, english: mixed });
        });
      }
    }
  };
  const kept = new Set(topics.map((t) => t.id));
  for (const topic of topics) {
    const weight = topic.score / top;
    // A side topic well behind the main one adds only its first broad tag and what the post
    // calls for by name ('winter skincare' → #winterskincare, not #winter #snow).
    add(topic.id, weight, [0, 1, 2], weight < FULL_TOPIC_SHARE ? 'light' : 'full');
    const parent = NICHES[topic.id];
    if (parent && !kept.has(parent)) {
      kept.add(parent);
      add(parent, weight * 0.5, [0, 1, 2], 'light');
    }
  }
  return out;
}

/**
 * Tags of the places in the post. A named place is as specific as a tag the post writes out;
 * the country a named city lies in, and travel tags, are added only to a post about travel
 * (travel tags also to a post about nothing but the place: '48h à Marseille').
 */
function placeCandidates(
  post: PostText,
  platform: HashtagPlatform,
  chain: HashtagLanguage[],
  places: { place: ParsedPlace; named: boolean }[],
  travel: boolean,
  placeOnly: boolean,
): Candidate[] {
  const language = chain[0]!;
  const out: Candidate[] = [];
  for (const { place, named } of places) {
    if (!named && !travel) continue;
    const local = chain.find((l) => l !== 'en' && place.rows[l]);
    const rows: [[TagSpec[], TagSpec[], TagSpec[]], boolean][] = [];
    if (local) rows.push([place.rows[local]!, false]);
    if (place.rows.en) rows.push([place.rows.en, language !== 'en' && local !== undefined]);
    for (const [[own, trip, spots], mixed] of rows) {
      const push = (spec: TagSpec, tier: Tier, relevance: number, position: number) => {
        if (!tagFits(spec, post, platform)) return;
        const r = relevance * (1 - 0.05 * Math.min(position, 10)) * (mixed ? 0.8 : 1);
        out.push({ tag: spec.tag, key: spec.key, tier, relevance: r, english: mixed });
      };
      const placeTier: Tier = place.kind === 'country' ? 0 : 1;
      own.forEach((spec, i) => push(spec, placeTier, named ? 2.1 : 0.9, i));
      if (travel) trip.forEach((spec, i) => push(spec, 1, named ? 1.4 : 0.8, i));
      else if (named && placeOnly) trip.forEach((spec, i) => push(spec, 2, 0.7, i));
      spots.forEach((spec) => push({ ...spec, literal: true }, 2, 2.2, 0));
    }
  }
  return out;
}

// ── Tags from the post ───────────────────────────────────────────────────────────────────
const PLACE_WORDS = new Set(['in', 'at', 'on', 'en', 'em', 'no', 'na', 'à', 'au', 'a']);
const CONNECTORS = new Set([
  'de',
  'del',
  'da',
  'do',
  'di',
  'du',
  'des',
  'la',
  'le',
  'of',
  'von',
  'van',
]);
const CALENDAR = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december ' +
    'lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre ' +
    'lundi mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet août septembre octobre novembre décembre ' +
    'segunda terça quarta quinta sexta sábado domingo janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro ' +
    'lunedì martedì mercoledì giovedì venerdì sabato domenica gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre ' +
    'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag'
  ).split(' '),
);
const CAPITALISED = /^\p{Lu}/u;
const HAS_LOWER = /\p{Ll}/u;
const CASED_SCRIPT = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]+$/u;

const functionWord = (word: string) =>
  isStopword(word) || isNonTopicWord(word.toLowerCase()) || CALENDAR.has(word.toLowerCase());
const usableWord = (w: PostWord) =>
  w.folded !== '' && CASED_SCRIPT.test(w.text) && /\p{L}/u.test(w.text) && !functionWord(w.text);
/** 'QuickBooks', 'EV9', 'X100VI', 'α7IV': a capital inside, or letters with digits and a capital. */
const brandLike = (w: string) =>
  /\p{Ll}\p{Lu}/u.test(w) ||
  (/\p{N}/u.test(w) &&
    /\p{Lu}/u.test(w) &&
    /^\p{L}/u.test(w) &&
    (w.match(/\p{L}/gu) ?? []).length >= 2);
/** All-capital words that are chat abbreviations or shouted words, not names. */
const ABBREVIATIONS = new Set(
  (
    'pov omg lol lmao wtf fyi asap btw imo imho tldr idk smh tbh irl aka diy ootd dm pm am ' +
    'big drop sale free live today hot wow yes'
  ).split(' '),
);
const allCaps = (w: string) =>
  !HAS_LOWER.test(w) &&
  (w.match(/\p{Lu}/gu) ?? []).length >= 3 &&
  !ABBREVIATIONS.has(w.toLowerCase());

/** Names in the post, written together with their capitals ('Fourth Wing' → FourthWing). */
function nameTags(post: PostText, language: HashtagLanguage): string[] {
  const out: string[] = [];
  const words = post.words;
  // Lines in Title Case are headlines, not names.
  const titleCase = (i: number) => {
    let start = i;
    while (start > 0 && !words[start]!.sentenceStart) start--;
    let end = i;
    while (end + 1 < words.length && !words[end + 1]!.sentenceStart) end++;
    const line = words.slice(start, end + 1).filter((w) => /\p{L}/u.test(w.text));
    const capitals = line.filter((w) => CAPITALISED.test(w.text)).length;
    return line.length >= 4 && capitals / line.length > 0.6;
  };
  // A line in capitals is shouting, not a row of acronyms.
  const shouting = (i: number) => {
    let start = i;
    while (start > 0 && !words[start]!.sentenceStart) start--;
    let end = i;
    while (end + 1 < words.length && !words[end + 1]!.sentenceStart) end++;
    const line = words.slice(start, end + 1).filter((w) => /\p{L}/u.test(w.text));
    return line.filter((w) => !HAS_LOWER.test(w.text)).length > line.length / 2;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!usableWord(word)) continue;
    if (brandLike(word.text) || (allCaps(word.text) && !shouting(i))) {
      out.push(word.text);
      continue;
    }
    if (!CAPITALISED.test(word.text) || language === 'de' || titleCase(i) || shouting(i)) continue;
    // Several capitalised words in a row (not counting a sentence's first word).
    let j = i;
    while (
      j + 1 < words.length &&
      words[j + 1]!.joined &&
      usableWord(words[j + 1]!) &&
      CAPITALISED.test(words[j + 1]!.text) &&
      words[j + 1]!.folded !== words[j]!.folded &&
      j - i < 3
    ) {
      j++;
    }
    const first = word.sentenceStart ? i + 1 : i;
    if (j - first >= 1) {
      out.push(
        words
          .slice(first, j + 1)
          .map((w) => w.text)
          .join(''),
      );
      i = j;
      continue;
    }
    const before = words[i - 1];
    // 'Ciudad de México': the start of a longer name is no name of its own.
    const longer =
      CONNECTORS.has(words[i + 1]?.text.toLowerCase() ?? '') &&
      CAPITALISED.test(words[i + 2]?.text ?? '');
    if (
      j === i &&
      !longer &&
      !word.sentenceStart &&
      before &&
      word.joined &&
      PLACE_WORDS.has(before.text.toLowerCase())
    ) {
      out.push(word.text);
    }
  }
  return out.filter((tag) => [...tag].length >= 2 && [...tag].length <= MAX_TAG_LENGTH);
}

// ── Choosing ─────────────────────────────────────────────────────────────────────────────
interface EnglishMix {
  /** Places kept for English tags when there are fitting ones. */
  reserve: number;
  /** The most English tags. */
  cap: number;
}

/**
 * Tags for each tier: first the English places the mix reserves (the best English tags), then
 * each tier's share in the post's own language, best first; then places still free go to the
 * best remaining tags of any tier, targeted first.
 */
function choose(
  candidates: Candidate[],
  total: number,
  shares: readonly [number, number, number],
  mix: EnglishMix,
  taken: Set<string>,
): Candidate[][] {
  const sorted = [...candidates].sort((a, b) => b.relevance - a.relevance);
  const best = new Map<string, Candidate>();
  for (const c of sorted) if (!best.has(c.key) && !taken.has(c.key)) best.set(c.key, c);
  const ranked = [...best.values()];

  const chosen: Candidate[][] = [[], [], []];
  let english = 0;
  let count = 0;
  const take = (c: Candidate) => {
    taken.add(c.key);
    chosen[c.tier]!.push(c);
    count++;
    if (c.english) english++;
  };
  for (const c of ranked) {
    if (english >= Math.min(mix.reserve, mix.cap) || count >= total) break;
    if (c.english) take(c);
  }
  // The tiers' shares of the places left for the post's own language.
  const quotas = allocate(total - count, shares);
  for (const tier of [1, 0, 2]) {
    let picked = 0;
    for (const c of ranked) {
      if (picked >= quotas[tier]! || count >= total) break;
      if (c.tier === tier && !c.english && !taken.has(c.key)) {
        take(c);
        picked++;
      }
    }
  }
  for (const tier of [1, 0, 2]) {
    for (const c of ranked) {
      if (count >= total) break;
      if (c.tier !== tier || taken.has(c.key)) continue;
      if (c.english && english >= mix.cap) continue;
      take(c);
    }
  }
  for (const tier of chosen) tier.sort((a, b) => b.relevance - a.relevance);
  return chosen;
}

/** `n` places split by `shares` (largest remainders, targeted first on ties): they add up to n. */
function allocate(n: number, shares: readonly number[]): number[] {
  const exact = shares.map((share) => n * share);
  const out = exact.map(Math.floor);
  const order = [1, 0, 2].sort((x, y) => exact[y]! - out[y]! - (exact[x]! - out[x]!));
  for (let i = 0, left = n - out.reduce((x, y) => x + y, 0); left > 0; i++, left--) {
    out[order[i % order.length]!]!++;
  }
  return out;
}

/**
 * How much English goes into a post in another language: on X none (its posts carry 1-3
 * tags); elsewhere a fifth of the places is kept for English tags and a third is the most.
 * When the post's language has no tags for its topics, English stands in without limit.
 */
function englishMix(
  language: HashtagLanguage,
  platform: HashtagPlatform,
  total: number,
  hasLocal: boolean,
): EnglishMix {
  if (language === 'en' || !hasLocal) return { reserve: 0, cap: Number.POSITIVE_INFINITY };
  if (platform === 'twitter') return { reserve: 0, cap: 0 };
  return { reserve: Math.round(total / 5), cap: Math.floor(total / 3) };
}

interface Reading {
  language: HashtagLanguage;
  chain: HashtagLanguage[];
  post: PostText;
  topics: TopicMatch[];
  places: { place: ParsedPlace; named: boolean }[];
}

/** Steps 1 and 2 of the module comment: the post's language, words, topics and places. */
function readContent(content: string, platform: HashtagPlatform | null): Reading {
  const text = content.normalize('NFC');
  const firstRead = readPost(text);
  const language = detectLanguage(text, (l) => keywordHits(firstRead, l)) ?? 'en';
  const chain = chainOf(language);
  const post = ignoring(
    firstRead,
    new Set(chain.flatMap((l) => [...(dataset().ignore.get(l) ?? [])])),
  );
  const places = findPlaces(post);
  const named = places.filter((p) => p.named && p.place.kind !== 'country').length;
  const topics = findTopics(post, chain, platform, named);
  return { language, chain, post, topics, places };
}

/** Hashtags for a post, in up to four groups. Deterministic; never throws on any text. */
export function generateHashtags(input: HashtagInput, options: HashtagOptions): HashtagResult {
  const { platform, strategy } = options;
  const limit = HASHTAG_LIMITS[platform];
  const total = Math.min(RECOMMENDED_TAGS[platform], limit);
  const { language, chain, post, topics, places } = readContent(input.content, platform);
  const travel = topics.some((t) => t.id === 'travel' || NICHES[t.id] === 'travel');
  const candidates = [
    ...nicheCandidates(post, platform, chain, topics),
    ...placeCandidates(post, platform, chain, places, travel, topics.length === 0),
  ];

  // From the post: its own tags and names that the dataset does not already offer.
  const taken = new Set<string>();
  const offered = new Set(candidates.map((c) => c.key));
  const fromPost: string[] = [];
  for (const tag of [...post.ownTags, ...nameTags(post, language)]) {
    const key = tagKey(tag);
    if (taken.has(key) || offered.has(key) || [...tag].length > MAX_TAG_LENGTH) continue;
    taken.add(key);
    fromPost.push(tag);
  }
  const postShare = candidates.length ? Math.max(1, Math.round(total / 4)) : total;
  const postTags = fromPost.slice(0, postShare);

  const mix = englishMix(
    language,
    platform,
    total,
    candidates.some((c) => !c.english),
  );
  const tiers = choose(candidates, total - postTags.length, STRATEGY_SHARES[strategy], mix, taken);

  const lists = [
    ...tiers.map((tier) => tier.map((c) => `#${c.tag}`)),
    postTags.map((t) => `#${t}`),
  ];
  const groups = HASHTAG_GROUP_CATEGORIES.map((category, i) => ({
    category,
    hashtags: lists[i]!,
  })).filter((g) => g.hashtags.length > 0);
  return { platform, strategy, limit, groups, suggested: [] };
}

/** For tests and the eval: the language, topics (with scores) and places read in a post. */
export function readHashtagTopics(
  content: string,
  platform: HashtagPlatform | null = null,
): { language: HashtagLanguage; topics: TopicMatch[]; places: string[] } {
  const { language, topics, places } = readContent(content, platform);
  return { language, topics, places: places.map((p) => p.place.id) };
}
