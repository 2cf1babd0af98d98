/**
 * Offline bio writer: three bios in the requested language, within the platform's limit, made
 * of whole phrases.
 *
 * 1. Read the description (bio-read.ts): its roles, topics, audience and place, in any of the
 *    site's languages, and the niches they belong to.
 * 2. Say them again in the requested language with the phrase bank's words
 *    (bio-banks/<lang>.ts): a role as the person calls themselves (with their gender where the
 *    language marks it), topics as a short list, the place by its name in that language. When
 *    the description is in the requested language, a topic keeps the person's own words, and
 *    short keyword phrases no concept covers ('cute monsters') are kept too; names such as
 *    'React' are kept in any language.
 * 3. Put these beside taglines that fit the niche and the style (the bank's, never another
 *    language's), in a different arrangement for each of the three bios: who and what first
 *    with a tagline; a tagline first; a line about the main topic with a platform line.
 * 4. Keep each bio within the limit by leaving whole parts out (the platform line, then the
 *    topic list, then the place) or taking a shorter tagline, never by cutting a phrase; drop
 *    a draft that repeats five words of the description or reads too much like an earlier bio.
 */
import {
  BIO_LIMITS,
  BIO_STYLES,
  BIO_VARIATIONS,
  type BioInput,
  type BioOptions,
  type BioPlatform,
  type BioResult,
  type BioStyle,
} from '../schemas.ts';
import { cleanText } from '../../text-toolkit/index.ts';
import { BIO_BANKS, type BioBank } from './bio-banks/index.ts';
import {
  bioLength,
  bioProblems,
  bioSimilarity,
  foreignWords,
  LATIN_FUNCTION_WORDS,
  scriptsOf,
  TOO_SIMILAR,
} from './bio-check.ts';
import { CONCEPT_BY_ID, NICHE_EMOJI, NICHE_STYLES, type BioNiche } from './bio-concepts.ts';
import { readDescription, type ConceptMatch, type Gender, type Reading } from './bio-read.ts';
import { extractEmojis, seededShuffle, stripEmojis } from './text.ts';

type Bio = BioResult['bios'][number];

/** The language a bio is written in when the request names none. */
export const DEFAULT_BIO_LANGUAGE = 'en';

/** The platform's limit; the offline writer keeps YouTube bios short anyway. */
export function bioLimit(platform: BioPlatform): number {
  return BIO_LIMITS[platform];
}
/** How long an offline bio may get, whatever the platform allows (a bio, not an essay). */
const OFFLINE_MAX = 200;

/** Separators between the parts of a bio, by style. */
const SEPARATOR: Record<BioStyle, string> = {
  trendy: ' | ',
  minimalist: ' · ',
  creative: ' • ',
  professional: ' | ',
  fun: ' • ',
  inspirational: ' · ',
};
/** Styles sharing a tone share a tagline in banks with three per niche. */
const TONE: Record<BioStyle, number> = {
  trendy: 0,
  fun: 0,
  minimalist: 1,
  professional: 1,
  creative: 2,
  inspirational: 2,
};
/** The other style of the same tone. */
const SIBLING: Record<BioStyle, BioStyle> = {
  trendy: 'fun',
  fun: 'trendy',
  minimalist: 'professional',
  professional: 'minimalist',
  creative: 'inspirational',
  inspirational: 'creative',
};
const PLATFORM_STYLES: Record<BioPlatform, readonly BioStyle[]> = {
  instagram: [],
  twitter: [],
  tiktok: ['fun', 'trendy'],
  linkedin: ['professional'],
  youtube: [],
};

const CASED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
const PIN = '📍';

/** The bank's tagline for a niche and style. */
export function tagline(bank: BioBank, niche: BioNiche, style: BioStyle): string | undefined {
  const lines = bank.lines[niche];
  if (!lines || lines.length === 0) return undefined;
  return lines.length >= 6 ? lines[BIO_STYLES.indexOf(style)] : lines[TONE[style] % lines.length];
}

function capitalise(text: string): string {
  const first = text.match(/\p{L}/u);
  if (!first || first.index === undefined || !CASED.test(first[0])) return text;
  return text.slice(0, first.index) + first[0].toUpperCase() + text.slice(first.index + 1);
}

/** A list in the bank's way: 'a, b & c'. */
function list(bank: BioBank, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(bank.comma)}${bank.and}${items.at(-1)}`;
}

/** The concept's word in the bank, in the person's gender where the language marks it. */
function term(bank: BioBank, id: string, gender: Gender | undefined): string | undefined {
  const surface = bank.terms[id];
  if (surface === undefined) return undefined;
  const forms = surface.split('|');
  if (forms.length === 1) return forms[0];
  if (gender === 'f') return forms[1];
  if (gender === 'm') return forms[0];
  return forms[2] ?? forms[0];
}

/** What the writer has to say, in the requested language. */
interface Pieces {
  /** Ways to say who the person is, best first ('Employment lawyer', 'lawyer'). */
  heads: string[];
  /** The same with the audience ('Fitness coach for moms'), best first. */
  headsWithAudience: string[];
  /** Last resorts: the role's topic ('social media'), with the audience first. */
  lastHeads: string[];
  /** The audience on its own ('for moms'). */
  audience?: string;
  topics: string[];
  /** The bank's word for a topic typed otherwise. */
  bankForms: ReadonlyMap<string, string>;
  /** The main topic, for the lines around a topic. */
  main?: string;
  mainEmoji: string;
  place?: string;
  niches: BioNiche[];
  emoji: string;
}

/** Languages whose topics may keep the person's own words. */
const TYPED_TOPICS = new Set(['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'fri', 'swa', 'ja', 'zh']);

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The words as typed, as a bio item: a sentence-initial capital lowered, names kept. */
function asTyped(span: { text: string; start: number }, text: string, language: string): string {
  const typed = span.text.trim();
  if (language === 'de' || !CASED.test(typed)) return typed;
  if (typed === typed.toUpperCase() && typed.length <= 5) return typed; // 'UX', 'DJ', 'ICU'
  if (text === text.toUpperCase()) return typed.toLowerCase();
  const before = text.slice(0, span.start);
  const atStart = before.trim() === '' || /[.!?|·•\n:;]\s*$/u.test(before);
  return atStart && /^\p{Lu}\p{Ll}/u.test(typed) ? typed[0]!.toLowerCase() + typed.slice(1) : typed;
}

function gatherPieces(reading: Reading, bank: BioBank, language: string, input: string): Pieces {
  const same = reading.language === language;
  const text = reading.text;
  const scripts = scriptsOf(language);
  const fn = LATIN_FUNCTION_WORDS[language];
  /** The typed words make a bio item: the person's language, no 'en van', no kanji phrase. */
  const typedOk = (m: ConceptMatch) => {
    // A role in Chinese or Japanese can be most of the description: the bank's word says it.
    if (!same) return false;
    if (UNSPACED_SCRIPT.test(m.text) && (m.concept.kind === 'role' || [...m.text].length < 2))
      return false;
    const words = m.text.toLowerCase().split(/[\s'’-]+/u);
    return !fn || (!fn.has(words[0]!) && !fn.has(words.at(-1)!));
  };
  const bankWord = (m: ConceptMatch) => term(bank, m.concept.id, reading.gender);
  /** A concept as the person said it (their language) or in the bank's words. */
  const say = (m: ConceptMatch): string | undefined => {
    if (!typedOk(m) || m.concept.kind === 'audience') return bankWord(m);
    // Topics keep the typed words only where words do not change with their role in the
    // sentence (Latin-script languages, Chinese, Japanese); elsewhere the bank says them
    // ('свадьбы', 'بالبشرة').
    if (m.concept.kind === 'topic' && !TYPED_TOPICS.has(language))
      return bankWord(m) ?? asTyped(m, text, language);
    // A stem may have caught a verb ('viajo'): the bank's noun, unless the typed word is one.
    if (m.viaStem && m.concept.kind === 'topic') return bankWord(m) ?? asTyped(m, text, language);
    return asTyped(m, text, language);
  };

  // Roles: the person's own phrase, then the bank's words.
  const typedRoles: string[] = [];
  const bankRoles: string[] = [];
  const implied = new Set<string>();
  const mainIds: string[] = [];
  const spans: Array<[number, number]> = same ? [...reading.phrasesCover] : [];
  for (const m of reading.roles) {
    if (typedRoles.length >= 2) break;
    const typed = typedOk(m) ? asTyped(m.compound ?? m, text, language) : undefined;
    const own = bankWord(m);
    const word = typed ?? own;
    if (!word || typedRoles.some((r) => r.toLowerCase() === word.toLowerCase())) continue;
    // Two roles the bank says alike ('mom' twice) are one.
    if (own && bankRoles.includes(own) && !typed) continue;
    typedRoles.push(word);
    bankRoles.push(own ?? word);
    // A compound's own topic is the main one ('Salsa dance teacher' → dance, not teaching).
    if (same)
      for (const id of m.compound?.topics ?? [])
        if (CONCEPT_BY_ID.get(id)?.niche !== 'general') mainIds.push(id);
    if (m.concept.implies) {
      implied.add(m.concept.implies);
      mainIds.push(m.concept.implies);
    }
  }

  // Topics, in the order typed; neighbouring ones as one phrase ('Sourdough baking').
  const covered = (m: ConceptMatch) => spans.some(([a, b]) => m.start >= a && m.end <= b);
  const topics: string[] = [];
  /** The bank's word for each typed topic ('photographe de rue' → 'photo de rue'). */
  const bankTopic = new Map<string, string>();
  const mains: Array<{ word: string; emoji: string }> = [];
  const pushTopic = (word: string) => {
    const key = word.toLowerCase();
    if (topics.some((t) => t.toLowerCase() === key)) return;
    topics.push(word);
  };
  const list_ = reading.topics.filter((m) => !covered(m));
  for (let i = 0; i < list_.length; i++) {
    const m = list_[i]!;
    if (implied.has(m.concept.id) && typedRoles.length > 0) continue;
    const next = list_[i + 1];
    if (
      next &&
      TYPED_TOPICS.has(language) &&
      typedOk(m) &&
      typedOk(next) &&
      /^[\s-]*$/u.test(text.slice(m.end, next.start)) &&
      text.slice(m.start, next.end).split(/\s+/u).length <= 3
    ) {
      const word = asTyped({ text: text.slice(m.start, next.end), start: m.start }, text, language);
      pushTopic(word);
      // The bank's words for the pair: the second alone when it says both ('ゲーム配信').
      const [first, second] = [bankWord(m), bankWord(next)];
      if (first && second)
        bankTopic.set(word, second.includes(first) ? second : list(bank, [first, second]));
      mains.push({ word, emoji: m.concept.emoji });
      i++;
      continue;
    }
    const word = say(m);
    if (!word) continue;
    pushTopic(word);
    const own = bankWord(m);
    if (own && own !== word) bankTopic.set(word, own);
    mains.push({ word, emoji: m.concept.emoji });
  }
  // The person's own keyword phrases, in their case unless they typed in capitals only.
  const shouting = text === text.toUpperCase() && /\p{Lu}/u.test(text);
  if (same) for (const p of reading.phrases) pushTopic(shouting ? p.toLowerCase() : p);
  // Names (tools, breeds) in any language.
  for (const name of reading.names.slice(0, scripts[0] === 'latin' ? 2 : 1)) pushTopic(name);

  // The main topic: the first role's own topic in the bank's words, else the first topic.
  let main: { word: string; emoji: string } | undefined;
  for (const id of mainIds) {
    const word = term(bank, id, undefined);
    if (word) {
      main = { word, emoji: CONCEPT_BY_ID.get(id)?.emoji ?? '' };
      break;
    }
  }
  main ??= mains.find((m) => m.word.toLowerCase() !== topics[0]?.toLowerCase()) ?? mains[0];

  let audience: string | undefined;
  for (const m of reading.audiences) {
    audience = term(bank, m.concept.id, undefined);
    if (audience) break;
  }

  let place: string | undefined;
  for (const p of reading.places) {
    if (p.place) {
      place = p.place.names[language];
      // A place written in the person's own script stays as written.
      if (!place && same) place = p.text;
    } else if (scripts[0] === 'latin' ? /^\p{Script=Latin}/u.test(p.text) : same) {
      place = p.text;
    }
    // A name whose words read as another language's ('es' in 'Dar es Salaam' for a Swahili
    // bio) would fail the language check: left out.
    if (place && foreignWords(place, language, input).length > 0) place = undefined;
    if (place) break;
  }

  // Who: the roles, else the first topic.
  const heads: string[] = [];
  const addHead = (h: string | undefined) => {
    if (h && !heads.includes(h)) heads.push(h);
  };
  if (typedRoles.length > 0) {
    addHead(list(bank, typedRoles));
    if (typedRoles.length > 1) {
      addHead(list(bank, [bankRoles[0]!, typedRoles[1]!]));
      addHead(list(bank, [typedRoles[0]!, bankRoles[1]!]));
    }
    addHead(list(bank, [...new Set(bankRoles)]));
    if (bank.roleAs) addHead(bank.roleAs.replace('{r}', bankRoles[0]!));
    // The other way round, so the bio does not follow the description word for word.
    if (typedRoles.length > 1) {
      addHead(list(bank, [...typedRoles].reverse()));
      addHead(list(bank, [...new Set(bankRoles)].reverse()));
    }
    addHead(bankRoles[0]);
    addHead(typedRoles[0]);
  } else if (topics.length > 0) {
    addHead(topics[0]);
    addHead(bankTopic.get(topics[0]!));
  }
  const withAudience = (h: string) =>
    audience
      ? bank.audienceFirst
        ? `${audience}${bank.tight ? '' : ' '}${h}`
        : `${h} ${audience}`
      : h;
  const headsWithAudience = audience ? heads.map(withAudience) : [];
  // Last, the role's topic for the audience ('Social media for small businesses').
  const roleTopic = [...implied].map((id) => term(bank, id, undefined)).find(Boolean);
  const lastHeads: string[] = [];
  if (roleTopic && audience) lastHeads.push(withAudience(roleTopic));
  if (roleTopic) lastHeads.push(roleTopic);
  // Without a role, the first topic is the head: the list goes on from the second.
  const rest = typedRoles.length > 0 ? topics : topics.slice(1);

  const compoundTopic = reading.roles[0]?.compound?.topics[0];
  const firstConcept =
    (compoundTopic ? CONCEPT_BY_ID.get(compoundTopic) : undefined) ??
    reading.roles[0]?.concept ??
    reading.topics[0]?.concept;
  const own = extractEmojis(input).find((e) => !/^[\d#*]/u.test(e));
  const emoji = own ?? firstConcept?.emoji ?? NICHE_EMOJI[reading.niches[0] ?? 'general'];
  const pieces: Pieces = {
    heads,
    headsWithAudience,
    lastHeads,
    topics: rest,
    bankForms: bankTopic,
    niches: reading.niches,
    emoji,
    mainEmoji: main?.emoji || NICHE_EMOJI[reading.niches[0] ?? 'general'],
  };
  if (main && main.word.toLowerCase() !== heads[0]?.toLowerCase()) pieces.main = main.word;
  if (place) pieces.place = place;
  if (audience) pieces.audience = audience;
  return pieces;
}

/** Three styles: the chosen one three times, or three different ones that suit the niche. */
export function chooseStyles(
  niches: readonly BioNiche[],
  platform: BioPlatform,
  seed: string,
  bank: BioBank,
): BioStyle[] {
  const ordered = [
    ...PLATFORM_STYLES[platform].slice(0, 1),
    ...(NICHE_STYLES[niches[0] ?? 'general'] ?? []),
    ...PLATFORM_STYLES[platform],
    ...seededShuffle(BIO_STYLES, `styles:${seed}`),
  ];
  const chosen: BioStyle[] = [];
  const lines = new Set<string | undefined>();
  for (const style of ordered) {
    if (chosen.includes(style)) continue;
    // In a bank with a tagline per tone, three styles of three tones read differently.
    const line = tagline(bank, niches[0] ?? 'general', style);
    if (lines.has(line)) continue;
    chosen.push(style);
    lines.add(line);
    if (chosen.length === BIO_VARIATIONS) break;
  }
  for (const style of ordered)
    if (chosen.length < BIO_VARIATIONS && !chosen.includes(style)) chosen.push(style);
  return chosen;
}

interface Part {
  /** The text, or several to choose from (taglines: the best first). */
  options: string[];
  /** Left out first when the bio is too long (higher = kept longer). */
  keep: number;
}

/** Taglines for a style, best first: the niche's, the sibling style's, the next niche's. */
function taglines(bank: BioBank, pieces: Pieces, style: BioStyle): string[] {
  const out: string[] = [];
  const add = (line: string | undefined) => {
    if (line && !out.includes(line)) out.push(line);
  };
  const niches = [...pieces.niches, 'general' as const];
  add(tagline(bank, niches[0]!, style));
  add(tagline(bank, niches[0]!, SIBLING[style]));
  if (niches[1] && niches[1] !== 'general') add(tagline(bank, niches[1], style));
  // Then the niches' other lines (any line of the niche beats a general one), then general.
  for (const niche of niches.filter((n) => n !== 'general'))
    for (const s of BIO_STYLES) add(tagline(bank, niche, s));
  for (const s of BIO_STYLES) if (TONE[s] === TONE[style]) add(tagline(bank, 'general', s));
  return out;
}

function offers(bank: BioBank, pieces: Pieces, style: BioStyle): string[] {
  const main = pieces.main;
  if (!main) return [];
  return [...bank.offers[style], ...bank.offers[SIBLING[style]]].map((o) => o.replace('{t}', main));
}

/** The drafts for one bio, best first. */
function* drafts(
  bank: BioBank,
  pieces: Pieces,
  style: BioStyle,
  slot: number,
  platform: BioPlatform,
  emojis: boolean,
): Generator<Part[]> {
  const e = (text: string, emoji: string) => (emojis && text && emoji ? `${text} ${emoji}` : text);
  const where = pieces.place ? (emojis ? `${PIN}${pieces.place}` : pieces.place) : '';
  const tags = taglines(bank, pieces, style);
  // A shorter line for a long bio comes from the same niche, never from another one.
  const ownLines = new Set<string>(bank.lines[pieces.niches[0] ?? 'general'] ?? []);
  const tagOptions = (k: number) => {
    const first = tags[k % Math.max(tags.length, 1)];
    return first === undefined
      ? []
      : [first, ...tags.filter((t) => t !== first && ownLines.has(t))];
  };
  const lines = offers(bank, pieces, style);
  const ctas = bank.cta[platform];
  const cta = ctas[slot % ctas.length]!;
  const heads = [...(pieces.heads.length > 0 ? pieces.heads : ['']), ...pieces.lastHeads];
  const fullHeads = [...pieces.headsWithAudience, ...heads];
  /** The topic lists to go with a head: without what the head already says. */
  const whatsFor = (head: string) => {
    const topics = pieces.topics.filter((t) => !saysAlready(head, t)).slice(0, 3);
    // The bank's words instead of the typed ones, when the typed ones read as the description.
    const banked = topics
      .map((t) => pieces.bankForms.get(t) ?? t)
      .filter((t) => !saysAlready(head, t));
    return [
      list(bank, topics),
      list(bank, banked),
      topics.length > 1 ? list(bank, [...topics].reverse()) : '',
      topics.length > 1 ? topics[0]! : '',
      banked.length > 1 ? banked[0]! : '',
      '',
    ].filter((w, i, all) => all.indexOf(w) === i);
  };
  const part = (options: string[], keep: number): Part | null => {
    const usable = options.filter((o) => o !== '');
    return usable.length > 0 ? { options: usable, keep } : null;
  };
  const plan = (...parts: Array<Part | null>) => parts.filter((p): p is Part => p !== null);
  const rotate = <T>(items: readonly T[], k: number) => [...items.slice(k), ...items.slice(0, k)];

  // Three arrangements, the slot's own first: who and what with a tagline; a tagline first;
  // a line about the main topic with a platform line.
  const audience = pieces.audience ?? '';
  const arrangements = [
    function* () {
      // The topic list right after who, or after the tagline, so that the bio does not read
      // as the description again.
      for (let w = 0; w < 6; w++)
        for (let h = 0; h < fullHeads.length; h++)
          for (let k = 0; k < Math.min(tags.length, 3); k++) {
            const what = whatsFor(fullHeads[h]!)[w];
            if (what === undefined) continue;
            yield plan(
              part([e(fullHeads[h]!, pieces.emoji)], 9),
              part([what], 3),
              part([where], 4),
              part(tagOptions(k), 6),
            );
            const head = heads[h];
            if (head !== undefined && what !== '')
              yield plan(
                part([e(head, pieces.emoji)], 9),
                part([where], 4),
                part(tagOptions(k), 6),
                part([what], 3),
                part([capitalise(audience)], 3),
              );
          }
    },
    function* () {
      for (const head of [...pieces.heads, ...pieces.headsWithAudience, ...pieces.lastHeads])
        for (let k = 0; k < Math.min(tags.length, 4); k++)
          for (const what of style === 'minimalist' ? [''] : whatsFor(head))
            yield plan(
              part(tagOptions(k), 8),
              part([e(head, pieces.emoji)], 9),
              part([where], 4),
              part([what], 2),
            );
    },
    function* () {
      for (let k = 0; k < Math.max(lines.length, 1); k++)
        for (const head of fullHeads)
          yield plan(
            part(
              [e(lines[k] ?? '', pieces.mainEmoji), ...(lines.length === 0 ? rotate(tags, 2) : [])],
              9,
            ),
            part([head], 7),
            part([where], 4),
            part([cta], 1),
          );
    },
  ];
  for (let a = 0; a < arrangements.length; a++)
    yield* arrangements[(slot + a) % arrangements.length]!();
  // Last resort: the role or topic alone, with or without a tagline.
  for (const head of heads) yield plan(part([e(head, pieces.emoji)], 9), part(tags, 5));
  for (const head of heads) yield plan(part([e(head || tags[0] || '', pieces.emoji)], 9));
}

const wordList = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** Whether `head` already says `item` (its words in a row; characters in Chinese/Japanese). */
function saysAlready(head: string, item: string): boolean {
  if (UNSPACED_SCRIPT.test(item)) return head.includes(item);
  const h = wordList(head);
  const i = wordList(item);
  if (i.length === 0) return true;
  for (let k = 0; k + i.length <= h.length; k++) if (i.every((w, j) => h[k + j] === w)) return true;
  return false;
}

/** Joins the parts, taking shorter options and then leaving parts out until the bio fits. */
function fit(parts: Part[], separator: string, limit: number): string | null {
  const kept = parts.map((p) => ({ ...p, at: 0 }));
  const join = () => kept.map((p) => p.options[p.at]!).join(separator);
  while (kept.length > 0 && bioLength(join()) > limit) {
    // A shorter tagline first, then leave out the least needed part.
    const shorter = kept.find((p) => {
      const current = bioLength(p.options[p.at]!);
      const next = p.options.findIndex((o, i) => i > p.at && bioLength(o) < current);
      if (next === -1) return false;
      p.at = next;
      return true;
    });
    if (shorter) continue;
    let lowest = 0;
    for (let i = 1; i < kept.length; i++) if (kept[i]!.keep < kept[lowest]!.keep) lowest = i;
    kept.splice(lowest, 1);
  }
  if (kept.length === 0) return null;
  return kept.map((p) => capitalise(p.options[p.at]!)).join(separator);
}

/** Writes three bios. Deterministic: the same description and options give the same bios. */
export function writeBios(input: BioInput, options: BioOptions): BioResult {
  const language = options.language ?? DEFAULT_BIO_LANGUAGE;
  const bank = BIO_BANKS[language];
  if (!bank) throw new Error(`No bio phrase bank for language ${language}`);
  const description = cleanText(input.niche);
  const reading = readDescription(description);
  const pieces = gatherPieces(reading, bank, language, description);
  const limit = Math.min(bioLimit(options.platform), OFFLINE_MAX);
  const styles: BioStyle[] = options.style
    ? Array<BioStyle>(BIO_VARIATIONS).fill(options.style)
    : chooseStyles(reading.niches, options.platform, description, bank);

  const bios: Bio[] = [];
  const written: string[] = [];
  const rules = { language, limit, input: description, strict: true };
  styles.forEach((style, slot) => {
    let chosen: string | null = null;
    let fallback: string | null = null;
    let tried = 0;
    for (const parts of drafts(bank, pieces, style, slot, options.platform, options.emojis)) {
      if (++tried > 400) break;
      let bio = fit(parts, SEPARATOR[style], limit);
      if (bio === null) continue;
      if (!options.emojis) bio = cleanText(stripEmojis(bio, ' '));
      if (written.includes(bio) || bioProblems(bio, rules).length > 0) continue;
      fallback ??= bio;
      if (written.every((w) => bioSimilarity(w, bio) <= TOO_SIMILAR)) {
        chosen = bio;
        break;
      }
    }
    const bio = chosen ?? fallback ?? lastResort(bank, pieces, style, written);
    written.push(bio);
    bios.push({ bio, style, emojis_used: extractEmojis(bio), character_count: bioLength(bio) });
  });
  return { bios };
}

/** A tagline no earlier bio used (every bank tagline passes the rules on its own). */
function lastResort(bank: BioBank, pieces: Pieces, style: BioStyle, written: string[]): string {
  for (const line of taglines(bank, pieces, style)) if (!written.includes(line)) return line;
  for (const niche of Object.keys(bank.lines) as BioNiche[])
    for (const line of bank.lines[niche]) if (!written.includes(line)) return line;
  return bank.lines.general[0]!;
}
