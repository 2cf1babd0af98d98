/**
 * Reading a bio description: which roles, topics, audiences and places it names (in any of the
 * site's languages), the person's grammatical gender when the description shows it, the
 * description's own language, and a few of its own words worth keeping (names such as 'React'
 * or 'Maine Coons', and short keyword phrases the concepts do not cover). The writer
 * (bio.ts) then says these things again in the requested language, in the banks' phrasing.
 */
import { cleanText, isUrlLike } from '../../text-toolkit/index.ts';
import { BIO_BANKS } from './bio-banks/index.ts';
import {
  BIO_CONCEPTS,
  CONCEPT_BY_ID,
  type BioConcept,
  type BioNiche,
  type ConceptKind,
} from './bio-concepts.ts';
import { BIO_PLACES, type BioPlace } from './bio-places.ts';
import { stripEmojis } from './text.ts';

export type Gender = 'm' | 'f';

export interface ConceptMatch {
  concept: BioConcept;
  /** Characters of the description it covers, [start, end). */
  start: number;
  end: number;
  /** The words as the person typed them. */
  text: string;
  gender?: Gender;
  /** A role named as the audience ('SaaS for dentists'): its topic counts, not the role. */
  asAudience?: boolean;
  /**
   * Found by a word stem ('viaj*' in 'viajo'): the typed word may be a verb, so the bank's
   * word says it.
   */
  viaStem?: boolean;
  /**
   * A role with the topics typed right beside it ('Employment lawyer', 'Fotógrafa de bodas'):
   * the whole phrase as typed, and the topics it takes in.
   */
  compound?: { text: string; start: number; end: number; topics: string[] };
}

export interface PlaceMatch {
  place: BioPlace | null;
  /** The name as typed (used as is for a place the table does not know). */
  text: string;
  start: number;
  end: number;
}

export interface Reading {
  /** The description as read (links, handles and emoji replaced by spaces): positions refer to it. */
  text: string;
  /** The description's language (a site language code), best guess. */
  language: string;
  roles: ConceptMatch[];
  topics: ConceptMatch[];
  audiences: ConceptMatch[];
  places: PlaceMatch[];
  gender?: Gender;
  /** Names to keep in any language: brands, tools, breeds ('React', 'Maine Coons'). */
  names: string[];
  /**
   * Short phrases of the description's own words (at most three words) that no concept
   * covers, for a bio in the description's language only.
   */
  phrases: string[];
  /** The characters those phrases take, [start, end): the concepts inside are said by them. */
  phrasesCover: Array<[number, number]>;
  /** Niches in order of weight (roles first), without 'general' unless nothing else. */
  niches: BioNiche[];
}

// ── Normalising ──────────────────────────────────────────────────────────────────────────
const LATIN_OR_CYRILLIC = /[\p{Script=Latin}\p{Script=Cyrillic}]/u;
const ARABIC = /\p{Script=Arabic}/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Lower case, accents off for Latin and Cyrillic, Arabic vowel marks and hamza forms unified. */
export function normWord(word: string): string {
  let w = word.toLowerCase().normalize('NFC');
  if (LATIN_OR_CYRILLIC.test(w))
    w = w
      .normalize('NFD')
      // Only the accents of Latin and Cyrillic letters: 'ジ' keeps its voicing mark.
      .replace(/([\p{Script=Latin}\p{Script=Cyrillic}])\p{M}+/gu, '$1')
      .replace(/ß/gu, 'ss')
      .normalize('NFC');
  if (ARABIC.test(w))
    w = w
      .replace(/[\u064B-\u065F\u0670\u0640]/gu, '')
      .replace(/[أإآ]/gu, 'ا')
      .replace(/ى/gu, 'ي');
  return w;
}

/** Arabic words carry the article and prepositions: 'بالقاهرة' is also read as 'قاهرة'. */
function arabicForms(word: string): string[] {
  const forms = new Set([word]);
  const bare = word.replace(/^(?:و|ف)?(?:ب|ك|ل)?(?:ال)?/u, '');
  if (bare.length >= 2) forms.add(bare);
  if (word.startsWith('لل') && word.length > 3) forms.add(word.slice(2));
  if (word.startsWith('ال') && word.length > 3) forms.add(word.slice(2));
  return [...forms];
}

// ── Alias patterns ───────────────────────────────────────────────────────────────────────
type Mode = 'exact' | 'plural' | 'prefix' | 'infix';
interface WordPattern {
  text: string;
  mode: Mode;
}
interface Pattern {
  words: WordPattern[] | null;
  /** For Chinese, Japanese and Korean: the alias, without spaces, found anywhere. */
  unspaced: string | null;
  /** Characters that must match (longer aliases win overlaps). */
  weight: number;
  /** Some word matches by its start only ('photograph*'). */
  stem: boolean;
  /** A bank's word (not the concept table's own alias). */
  fromBank?: boolean;
  target: { kind: 'concept'; concept: BioConcept } | { kind: 'place'; place: BioPlace };
  gender?: Gender;
}

function compile(alias: string, target: Pattern['target'], gender?: Gender): Pattern | null {
  const raw = alias.trim().replace(/[\s\-‐]+/gu, '_');
  if (raw === '' || raw.includes('{')) return null;
  if (UNSPACED.test(raw)) {
    const unspaced = normWord(raw.replace(/[_=~*]/gu, ''));
    return { words: null, unspaced, weight: unspaced.length * 2, stem: false, target, gender };
  }
  const words: WordPattern[] = [];
  for (const part of raw.split('_')) {
    if (part === '') continue;
    let mode: Mode = 'plural';
    let text = part;
    if (text.startsWith('=')) [mode, text] = ['exact', text.slice(1)];
    else if (text.startsWith('~')) [mode, text] = ['infix', text.slice(1)];
    if (text.endsWith('*')) [mode, text] = ['prefix', text.slice(0, -1)];
    text = normWord(text.replace(/[’']/gu, ''));
    if (text === '') continue;
    words.push({ text, mode });
  }
  if (words.length === 0) return null;
  const weight = words.reduce((n, w) => n + w.text.length, 0) + words.length - 1;
  const stem = words.some((w) => w.mode === 'prefix');
  return { words, unspaced: null, weight, stem, target, gender };
}

/** Endings a plural (or a feminine) adds in the site's Latin and Cyrillic languages. */
const PLURAL_ENDINGS = new Set([
  's',
  'es',
  'e',
  'n',
  'en',
  'x',
  'a',
  'as',
  'os',
  'i',
  'ы',
  'и',
  'а',
]);

function wordMatches(pattern: WordPattern, token: string): boolean {
  switch (pattern.mode) {
    case 'exact':
      return token === pattern.text;
    case 'prefix':
      return token.startsWith(pattern.text);
    case 'infix':
      return token.includes(pattern.text);
    case 'plural': {
      // 'dog' → 'dogs', 'fotógrafo' → 'fotógrafos', 'Hund' → 'Hunde'; not 'design' → 'designer'
      // (a plural ending, not any two letters), and a three-letter word takes one letter only
      // ('tea' is not in 'teach').
      if (token === pattern.text) return true;
      if (pattern.text.length < 3 || !token.startsWith(pattern.text)) return false;
      const ending = token.slice(pattern.text.length);
      return pattern.text.length === 3 ? ending === 's' : PLURAL_ENDINGS.has(ending);
    }
  }
}

let compiled: { spaced: Pattern[]; unspaced: Pattern[] } | null = null;

/** Every alias: the concept table's, every bank's terms, the places' names. */
function patterns(): { spaced: Pattern[]; unspaced: Pattern[] } {
  if (compiled) return compiled;
  const all: Pattern[] = [];
  const seen = new Set<string>();
  const add = (alias: string, target: Pattern['target'], gender?: Gender, fromBank = false) => {
    const key = `${target.kind === 'concept' ? target.concept.id : target.place.id}\u0000${alias}\u0000${gender ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    const p = compile(alias, target, gender);
    if (p && fromBank) p.fromBank = true;
    if (p) all.push(p);
  };
  for (const concept of BIO_CONCEPTS)
    for (const alias of concept.aliases) add(alias, { kind: 'concept', concept });
  for (const bank of Object.values(BIO_BANKS)) {
    for (const [id, surface] of Object.entries(bank.terms)) {
      const concept = CONCEPT_BY_ID.get(id);
      if (!concept) continue;
      const forms = surface.split('|');
      forms.forEach((form, i) => {
        // A bank word too short to tell ('té' is also Spanish 'te', '本' is in '日本') is
        // left to the concept table's own aliases.
        const norm = normWord(form);
        if (UNSPACED.test(norm) ? [...norm].length < 2 : norm.length < 3 || ALL_FUNCTION.has(norm))
          return;
        const gender: Gender | undefined =
          forms.length > 1 && i < 2 ? (i === 0 ? 'm' : 'f') : undefined;
        add(
          form,
          { kind: 'concept', concept },
          forms.length > 1 && forms[0] !== forms[1] ? gender : undefined,
          true,
        );
      });
    }
  }
  for (const place of BIO_PLACES)
    for (const alias of place.aliases)
      add(
        alias.startsWith('=') || alias.endsWith('*')
          ? alias
          : `=${alias}`.replace(/ /gu, '_=').replace(/-/gu, '_='),
        { kind: 'place', place },
      );
  // A word that is feminine in one bank and neutral (or masculine) in another ('designer':
  // German masculine, English neutral) says nothing about the person's gender.
  const key = (p: Pattern) =>
    `${p.target.kind === 'concept' ? p.target.concept.id : p.target.place.id}\u0000${p.unspaced ?? p.words!.map((w) => `${w.mode}:${w.text}`).join(' ')}`;
  const genders = new Map<string, Set<string>>();
  for (const p of all) {
    if (!p.fromBank) continue;
    const set = genders.get(key(p)) ?? new Set<string>();
    set.add(p.gender ?? '');
    genders.set(key(p), set);
  }
  for (const p of all) if (p.gender && (genders.get(key(p))?.size ?? 0) > 1) delete p.gender;
  compiled = {
    spaced: all.filter((p) => p.words !== null),
    unspaced: all.filter((p) => p.unspaced !== null),
  };
  return compiled;
}

// ── Tokens and clauses ───────────────────────────────────────────────────────────────────
interface Token {
  raw: string;
  norm: string;
  forms: string[];
  start: number;
  end: number;
  clause: number;
  /** In an audience phrase ('for busy moms'). */
  audience: boolean;
}

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:&[\p{L}\p{M}\p{N}]+)*/gu;
const CLAUSE_BREAK = /[,.;:!?|·•()[\]{}\n/—–。、，！？；：「」『』【】…]|\s[-–]\s/u;

/** Words that open an audience phrase, in the site's languages. */
const AUDIENCE_OPENERS = new Set(
  'for para pour fur per voor foar для helping help helps ayudo ayudando ajudo ajudando aide aider aiuto aiutando helfe unterstutze helpen help kwa ajudar'.split(
    ' ',
  ),
);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index;
    if (CLAUSE_BREAK.test(text.slice(last, start))) clause++;
    last = start + m[0].length;
    const norm = normWord(m[0]);
    tokens.push({
      raw: m[0],
      norm,
      forms: ARABIC.test(norm) ? arabicForms(norm) : [norm],
      start,
      end: last,
      clause,
      audience: false,
    });
  }
  // An audience phrase runs from its opener to the end of the clause ('for women in tech').
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const opens = AUDIENCE_OPENERS.has(t.norm);
    // Arabic: 'للأمهات' (for the mothers) carries its preposition.
    const arabic = t.norm.startsWith('لل') && t.norm.length > 3;
    if (!opens && !arabic) continue;
    for (let j = opens ? i + 1 : i; j < tokens.length && tokens[j]!.clause === t.clause; j++)
      tokens[j]!.audience = true;
  }
  // Hindi: the audience comes before 'के लिए' (for).
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (tokens[i]!.norm === 'के' && tokens[i + 1]!.norm === 'लिए')
      for (let j = i - 1; j >= 0 && tokens[j]!.clause === tokens[i]!.clause; j--)
        tokens[j]!.audience = true;
  }
  return tokens;
}

// ── Matching ─────────────────────────────────────────────────────────────────────────────
interface Candidate {
  pattern: Pattern;
  start: number;
  end: number;
  tokens: [number, number] | null;
  /** Arabic: what the first word carries before the matched form ('و', 'بال'). */
  prefix?: string;
}

function findCandidates(text: string, tokens: Token[]): Candidate[] {
  const { spaced, unspaced } = patterns();
  const out: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const p of spaced) {
      const words = p.words!;
      if (i + words.length > tokens.length) continue;
      let ok = true;
      let prefix = '';
      for (let k = 0; k < words.length && ok; k++) {
        const token = tokens[i + k]!;
        // Words of one alias follow each other within a clause.
        if (k > 0 && token.clause !== tokens[i]!.clause) ok = false;
        else {
          const form = token.forms.find((f) => wordMatches(words[k]!, f));
          ok = form !== undefined;
          if (k === 0 && form !== undefined)
            prefix = token.norm.slice(0, token.norm.length - form.length);
        }
      }
      if (ok) {
        const candidate: Candidate = {
          pattern: p,
          start: tokens[i]!.start,
          end: tokens[i + words.length - 1]!.end,
          tokens: [i, i + words.length],
        };
        if (prefix) candidate.prefix = prefix;
        out.push(candidate);
      }
    }
  }
  if (UNSPACED.test(text)) {
    // Positions in the text without spaces, mapped back to the text.
    const map: number[] = [];
    let compact = '';
    for (let i = 0; i < text.length; i++) {
      if (/\s/u.test(text[i]!)) continue;
      map.push(i);
      compact += text[i];
    }
    const lower = normWord(compact);
    const usable = lower.length === compact.length;
    for (const p of unspaced) {
      const needle = p.unspaced!;
      let from = 0;
      for (;;) {
        const at = (usable ? lower : compact).indexOf(needle, from);
        if (at === -1) break;
        out.push({
          pattern: p,
          start: map[at]!,
          end: map[at + needle.length - 1]! + 1,
          tokens: null,
        });
        from = at + 1;
      }
    }
  }
  return out;
}

/** Audiences whose words may also name the person ('mom', 'founder', 'student'). */
const CONTEXTUAL_AUDIENCES = new Set([
  'aud-moms',
  'aud-parents',
  'aud-women',
  'aud-founders',
  'aud-entrepreneurs',
  'aud-students',
  'aud-athletes',
  'aud-buyers',
  'aud-creators',
  'aud-pet-owners',
]);

const KIND_ORDER: Record<ConceptKind, number> = { role: 0, audience: 1, topic: 2 };

/** The words after which a capitalised or clause-final word is a place ('in Chicago'). */
const PLACE_OPENERS = new Set(
  'in from based en em na no nas nos desde de a à au aus bei uit ut út di da in from near из в во под yn'.split(
    ' ',
  ),
);
const STRONG_PLACE_OPENERS = new Set([
  'based',
  'basee',
  'basado',
  'basada',
  'baseado',
  'baseada',
  'aus',
  'uit',
  'ut',
  'from',
  'desde',
]);
const ARTICLES = new Set([
  'the',
  'la',
  'el',
  'le',
  'les',
  'los',
  'las',
  'o',
  'a',
  'der',
  'die',
  'das',
  'de',
  'het',
  'il',
  'lo',
]);

// ── Function words, per language (language guess, kept words) ───────────────────────────
const FUNCTION_WORDS: Record<string, string> = {
  en: "a an and are as at be but by for from has have i i'm im in is it its me my of on or our so that the their this to up us we with you your who loves love like likes based always mostly sharing share shares help helping helps just all every new real life out now so far about who which what also very really busy welcome hello hi hey official page account stuff things one two three four five six seven eight nine ten day days tips ideas tricks hacks advice stories updates news posts moments countries specialized specialised certified",
  es: 'a al con de del el en es la las lo los mi mis para por que se soy su sus te tu tus un una y o e me muy más mas todo todos todas los días dias cada te explico comparto amo amante ayudo desde sobre sin entre bienvenidos bienvenida hola oficial cuenta uno dos tres cuatro cinco día consejos ideas trucos países especializado especializada certificado certificada',
  pt: 'a ao as com da das de do dos e é em na nas no nos o os para por que sou um uma meu minha seu sua ou sem sobre todo todos cada dia dias amo amante ajudo compartilho partilho bem-vindos olá oficial conta dois duas três quatro cinco dicas ideias países especializado especializada especialista certificado certificada',
  fr: 'à a au aux avec ce de des du elle en est et je la le les ma mes mon ne nous ou par pas pour que qui sa se ses son sur ta tes ton tu un une vos votre dans chaque tous toutes jours partage amoureux amoureuse passionné passionnée aide uniquement bienvenue bonjour officiel compte deux trois quatre cinq jour conseils astuces idées pays spécialisé spécialisée certifié certifiée',
  de: 'am an auf aus bei bin das dem den der des die du ein eine einem einen einer er es für im in ist ich mein meine mit nach sie und von vom zu zum zur über offen spreche teile liebe helfe jeden jede jeder alle immer seit willkommen hallo offiziell zwei drei vier fünf tag tage tipps ideen länder spezialisiert zertifiziert zertifizierte zertifizierter',
  it: 'a al alla allo ai con da dal dalla dei del della di e è gli i il in la le lo mi mio mia nel nella per sono su tra un una uno che tutti tutte ogni giorno giorni amo condivido aiuto benvenuti ciao ufficiale due tre quattro cinque creo consigli idee paesi specializzato specializzata certificato certificata',
  nl: 'de het een en in is ik met mijn op van voor uit elk elke weekend bij naar je jouw zijn ook alle welkom hallo twee drie vier vijf dag tips ideeën landen gespecialiseerd gecertificeerd',
  fri: 'de it in en is ik mei myn op fan foar út elke by nei dyn ek alle gek wolkom twa trije fjouwer',
  swa: 'na ya wa kwa ni za la katika mimi wangu yangu kila pia sana au karibu mbili tatu nne tano vya cha zaidi hapa chini kuhusu bila siku mtaalamu hodari',
};
const FUNCTION_SETS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(FUNCTION_WORDS).map(([lang, list]) => [
    lang,
    new Set(list.split(' ').map(normWord)),
  ]),
);
const ALL_FUNCTION = new Set(Object.values(FUNCTION_SETS).flatMap((s) => [...s]));
/** Subject pronouns: a clause with one is a sentence, not a list item worth keeping. */
const PRONOUNS = new Set(
  "i i'm im we je j nous ich wir io noi yo nosotros eu nós ik wy mimi sisi"
    .split(' ')
    .map(normWord),
);
/** Tools and brands kept whatever the language. */
const KNOWN_NAMES = new Set(
  'react node nodejs kubernetes docker typescript javascript python rust golang java kotlin swift figma etsy shopify twitch notion wordpress webflow canva excel photoshop lightroom procreate blender unity unreal aws linux vue angular svelte django rails flutter php sql go'.split(
    ' ',
  ),
);

/** The description's language among the site's (script first, then function words). */
export function guessLanguage(text: string): string {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  const counts: Record<string, number> = {};
  for (const char of text) {
    if (/\p{Script=Han}/u.test(char)) counts.zh = (counts.zh ?? 0) + 1;
    else if (/\p{Script=Hangul}/u.test(char)) counts.ko = (counts.ko ?? 0) + 1;
    else if (/\p{Script=Arabic}/u.test(char)) counts.ar = (counts.ar ?? 0) + 1;
    else if (/\p{Script=Cyrillic}/u.test(char)) counts.ru = (counts.ru ?? 0) + 1;
    else if (/\p{Script=Devanagari}/u.test(char)) counts.hi = (counts.hi ?? 0) + 1;
    else if (/\p{Script=Latin}/u.test(char)) counts.latin = (counts.latin ?? 0) + 1;
  }
  const [script] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0] ?? ['latin'];
  if (script !== 'latin') return script;
  const words = (text.match(TOKEN) ?? []).map(normWord);
  // Function words (one point, two when only this language has them), then the banks' own
  // words ('confeiteira' is Portuguese), each shared among the banks that have it.
  const score: Record<string, number> = {};
  for (const [lang, set] of Object.entries(FUNCTION_SETS))
    for (const w of words)
      if (set.has(w)) score[lang] = (score[lang] ?? 0) + (otherHas(lang, w) ? 1 : 2);
  for (const w of words) {
    const owners = [...LATIN_BANKS].filter(
      (lang) => BIO_BANKS[lang] && bankWords(lang, BIO_BANKS[lang].terms).has(w),
    );
    for (const lang of owners) score[lang] = (score[lang] ?? 0) + 1.5 / owners.length;
  }
  let best = 'en';
  let bestScore = 0;
  for (const [lang, n] of Object.entries(score)) if (n > bestScore) [best, bestScore] = [lang, n];
  return best;
}
const LATIN_BANKS = new Set(['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'fri', 'swa']);
function otherHas(lang: string, word: string): boolean {
  for (const [other, set] of Object.entries(FUNCTION_SETS))
    if (other !== lang && set.has(word)) return true;
  return false;
}
const bankWordCache = new Map<string, Set<string>>();
function bankWords(lang: string, terms: Record<string, string>): Set<string> {
  let set = bankWordCache.get(lang);
  if (!set) {
    set = new Set<string>();
    for (const surface of Object.values(terms))
      for (const w of surface.match(TOKEN) ?? []) set.add(normWord(w));
    // Words every Latin bank shares ('yoga', 'fitness') say nothing about the language.
    bankWordCache.set(lang, set);
  }
  return set;
}

const GENDER_CUES: Record<Gender, Set<string>> = {
  f: new Set(
    'mom mum mama mother wife girl woman she her lady mamá mama madre mujer esposa chica mãe mae mamãe mulher maman mère mere femme mutter frau ehefrau mamma donna moglie moeder vrouw mem мама жена أم زوجة ママ 妈妈 엄마'
      .split(' ')
      .map(normWord),
  ),
  m: new Set(
    'dad father husband guy man he him papá padre hombre esposo pai marido homem papa père pere homme vater mann ehemann papà uomo marito vader heit папа муж أب زوج パパ 爸爸 아빠'
      .split(' ')
      .map(normWord),
  ),
};

// ── Reading ──────────────────────────────────────────────────────────────────────────────
export function readDescription(input: string): Reading {
  // Links, e-mail addresses, @handles and emoji say nothing about the person here.
  const text = stripEmojis(
    cleanText(input)
      .split(' ')
      .map((t) => (isUrlLike(t) ? ' ' : t))
      .join(' ')
      .replace(/(^|[^\p{L}\p{N}_])@[\p{L}\p{N}_.]+/gu, '$1 '),
    ' ',
  );
  const tokens = tokenize(text);
  const language = guessLanguage(text);

  // Candidates, best first: longest alias, then (in an audience phrase) audience first, else
  // role before audience before topic; then taken greedily where they do not overlap what is
  // already taken.
  const inAudienceOf = (c: Candidate) =>
    c.tokens !== null && tokens.slice(c.tokens[0], c.tokens[1]).some((t) => t.audience);
  const rank = (c: Candidate) =>
    c.pattern.target.kind === 'concept' &&
    c.pattern.target.concept.kind === 'audience' &&
    inAudienceOf(c)
      ? -1
      : kindRank(c);
  const candidates = findCandidates(text, tokens).sort(
    (a, b) =>
      b.pattern.weight - a.pattern.weight ||
      rank(a) - rank(b) ||
      (b.pattern.gender ? 1 : 0) - (a.pattern.gender ? 1 : 0) ||
      a.start - b.start,
  );
  const taken: Array<[number, number]> = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && a < e);
  const concepts: ConceptMatch[] = [];
  const places: PlaceMatch[] = [];
  for (const c of candidates) {
    if (overlaps(c.start, c.end)) continue;
    const inAudience = inAudienceOf(c);
    const target = c.pattern.target;
    if (target.kind === 'place') {
      places.push({
        place: target.place,
        text: text.slice(c.start, c.end),
        start: c.start,
        end: c.end,
      });
      taken.push([c.start, c.end]);
      continue;
    }
    const concept = target.concept;
    // Audience words that also name the person ('moms', 'founders') count only in an audience
    // phrase ('for moms') in Latin or Cyrillic letters; the other scripts' audience aliases are
    // audience forms already ('للأمهات', 'ママ向け').
    if (
      concept.kind === 'audience' &&
      CONTEXTUAL_AUDIENCES.has(concept.id) &&
      c.tokens !== null &&
      !inAudience &&
      tokens.slice(c.tokens[0], c.tokens[1]).some((t) => LATIN_OR_CYRILLIC.test(t.raw))
    )
      continue;
    const match: ConceptMatch = {
      concept,
      start: c.start,
      end: c.end,
      text: text.slice(c.start, c.end),
    };
    // Arabic: 'وفنان' (and artist) is 'فنان'; 'بالبشرة' (with the skin) is said by the bank.
    if (c.prefix && ARABIC.test(match.text)) {
      const conjunction = /^[وف]/u.exec(c.prefix)?.[0] ?? '';
      if (conjunction && c.prefix.length === 1) {
        match.start += 1;
        match.text = match.text.slice(1);
      } else if (/[بلك]/u.test(c.prefix)) match.viaStem = true;
    }
    if (c.pattern.gender) match.gender = c.pattern.gender;
    if (c.pattern.stem) match.viaStem = true;
    if (concept.kind === 'role' && inAudience) match.asAudience = true;
    concepts.push(match);
    taken.push([c.start, c.end]);
  }
  concepts.sort((a, b) => a.start - b.start);
  places.push(...unknownPlaces(text, tokens, taken, language));
  places.sort((a, b) => a.start - b.start);
  for (const role of concepts)
    if (role.concept.kind === 'role' && !role.asAudience) {
      compound(role, concepts, tokens, text, taken);
      if (role.compound) taken.push([role.compound.start, role.compound.end]);
    }

  const roles = concepts.filter((m) => m.concept.kind === 'role' && !m.asAudience);
  const audiences = concepts.filter((m) => m.concept.kind === 'audience');
  const topics = concepts.filter((m) => m.concept.kind === 'topic');
  // A role named as the audience ('for dentists') stands for its topic.
  for (const m of concepts.filter((c) => c.asAudience)) {
    const topic = m.concept.implies ? CONCEPT_BY_ID.get(m.concept.implies) : undefined;
    if (topic) topics.push({ ...m, concept: topic });
  }
  topics.sort((a, b) => a.start - b.start);

  const gender = genderOf(roles, tokens);
  const niches = rankNiches(roles, topics, audiences);
  const covered = [...taken];
  const names = keptNames(text, tokens, covered, language);
  const topicSpans: Array<[number, number]> = topics.map((m) => [m.start, m.end]);
  const kept = keptPhrases(tokens, covered, topicSpans, language, names);
  const result: Reading = {
    text,
    language,
    roles,
    topics,
    audiences,
    places,
    names,
    phrases: kept.map((k) => k.text),
    phrasesCover: kept.map((k) => [k.start, k.end]),
    niches,
  };
  if (gender) result.gender = gender;
  return result;
}

/** Words that join a role to its topic after it ('de' in 'Fotógrafa de bodas'). */
const ROLE_LINKS = new Set([
  'de',
  'di',
  'da',
  'do',
  'des',
  'du',
  'del',
  'della',
  'of',
  'em',
  'en',
  'fan',
  'van',
  'wa',
  'ya',
]);

/** The topics typed right before the role ('Employment lawyer') or after it ('de bodas'). */
function compound(
  role: ConceptMatch,
  concepts: ConceptMatch[],
  tokens: Token[],
  text: string,
  taken: Array<[number, number]>,
): void {
  const at = (pos: number) => tokens.findIndex((t) => t.start <= pos && pos < t.end);
  const first = at(role.start);
  const last = at(role.end - 1);
  if (first === -1 || last === -1) return;
  const topicAt = (i: number) =>
    concepts.find(
      (m) => m.concept.kind === 'topic' && m.start <= tokens[i]!.start && tokens[i]!.end <= m.end,
    );
  let start = role.start;
  let end = role.end;
  const topics: string[] = [];
  let extended = false;
  let words = last - first + 1;
  // Before: adjacent topic words ('Employment', 'wedding', 'Salsa dance') or the person's own
  // adjective ('Digital illustrator', 'Licensed therapist').
  for (let i = first - 1; i >= 0 && words < 3; i--) {
    const t = tokens[i]!;
    const gap = text.slice(t.end, i + 1 === first ? role.start : tokens[i + 1]!.start);
    if (t.clause !== tokens[first]!.clause || !/^[\s-]*$/u.test(gap)) break;
    const topic = topicAt(i);
    const free =
      !topic &&
      (/^\p{Script=Latin}{3,}$/u.test(t.raw) || /^\d+(?:st|nd|rd|th|e|er|ème|º|ª)$/u.test(t.raw)) &&
      !ALL_FUNCTION.has(t.norm) &&
      !taken.some(([a, b]) => t.start < b && a < t.end);
    if (!topic && !free) break;
    start = Math.min(start, topic ? topic.start : t.start);
    if (topic && !topics.includes(topic.concept.id)) topics.push(topic.concept.id);
    words++;
    extended = true;
  }
  // After: a linking word and a topic ('de bodas', 'di yoga').
  const link = tokens[last + 1];
  const next = tokens[last + 2];
  if (
    !extended &&
    link &&
    next &&
    ROLE_LINKS.has(link.norm) &&
    link.clause === tokens[last]!.clause &&
    next.clause === link.clause
  ) {
    const topic = topicAt(last + 2);
    if (topic && words + 2 <= 4) {
      end = topic.end;
      topics.push(topic.concept.id);
      extended = true;
    }
  }
  if (!extended) return;
  role.compound = { text: text.slice(start, end), start, end, topics };
}

function kindRank(c: Candidate): number {
  return c.pattern.target.kind === 'place' ? 1.5 : KIND_ORDER[c.pattern.target.concept.kind];
}

function genderOf(roles: ConceptMatch[], tokens: Token[]): Gender | undefined {
  const votes = new Set<Gender>();
  for (const r of roles) if (r.gender) votes.add(r.gender);
  for (const t of tokens) {
    if (t.audience) continue;
    for (const g of ['f', 'm'] as const) if (GENDER_CUES[g].has(t.norm)) votes.add(g);
    // Arabic feminine roles end in ة ('مدربة').
  }
  for (const r of roles)
    if (ARABIC.test(r.text) && /ة(?:\s|$)/u.test(r.text.split(' ')[0]! + ' ')) votes.add('f');
  // German feminine role nouns end in -in ('Immobilienmaklerin', 'Trainerin').
  for (const r of roles) if (/^[\p{Script=Latin}]+erin(?:nen)?$/u.test(r.text)) votes.add('f');
  return votes.size === 1 ? [...votes][0] : undefined;
}

function rankNiches(
  roles: ConceptMatch[],
  topics: ConceptMatch[],
  audiences: ConceptMatch[],
): BioNiche[] {
  const score = new Map<BioNiche, number>();
  const add = (niche: BioNiche, n: number) => score.set(niche, (score.get(niche) ?? 0) + n);
  roles.forEach((m, i) => add(m.concept.niche, 10 - i));
  topics.forEach((m, i) => add(m.concept.niche, 4 - Math.min(i, 3) * 0.5));
  audiences.forEach((m) => add(m.concept.niche, 0.5));
  const ranked = [...score.entries()]
    .filter(([niche]) => niche !== 'general')
    .sort((a, b) => b[1] - a[1])
    .map(([niche]) => niche);
  return ranked.length > 0 ? ranked : ['general'];
}

function unknownPlaces(
  text: string,
  tokens: Token[],
  taken: Array<[number, number]>,
  language: string,
): PlaceMatch[] {
  const out: PlaceMatch[] = [];
  const free = (t: Token) => !taken.some(([a, b]) => t.start < b && a < t.end);
  const lowerInput = text === text.toLowerCase();
  const upperInput = text === text.toUpperCase();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const opener = tokens[i]!;
    if (!PLACE_OPENERS.has(opener.norm) && !STRONG_PLACE_OPENERS.has(opener.norm)) continue;
    let j = i + 1;
    const strong =
      STRONG_PLACE_OPENERS.has(opener.norm) ||
      (opener.norm === 'in' && tokens[i - 1]?.norm === 'based');
    if (j < tokens.length && ARTICLES.has(tokens[j]!.norm) && strong) j++;
    const first = tokens[j];
    if (!first || first.clause !== opener.clause || !free(first)) continue;
    if (!/^\p{Script=Latin}/u.test(first.raw)) continue;
    if (ALL_FUNCTION.has(first.norm) || /^\d/u.test(first.raw)) continue;
    // 'no BS', 'in IT': not a place.
    if (first.raw.length < 3 || first.raw === first.raw.toUpperCase()) continue;
    const capital = /^\p{Lu}/u.test(first.raw) && !upperInput;
    // Without a capital, only after 'based in' / 'aus' or as the clause's last word.
    const lastOfClause = tokens[j + 1] === undefined || tokens[j + 1]!.clause !== first.clause;
    if (
      !capital &&
      !(strong && lastOfClause) &&
      !(lastOfClause && (lowerInput || language !== 'en'))
    )
      continue;
    if (!capital && !lastOfClause) continue;
    // Up to three capitalised words ('Buenos Aires', 'Austin TX').
    let k = j + 1;
    while (
      k < tokens.length &&
      k - j < 3 &&
      tokens[k]!.clause === first.clause &&
      /^\p{Lu}/u.test(tokens[k]!.raw) &&
      free(tokens[k]!) &&
      !upperInput
    )
      k++;
    if (!capital && k > j + 1) continue;
    const start = first.start;
    const end = tokens[k - 1]!.end;
    const raw = text.slice(start, end);
    const name = capital ? raw : raw.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    out.push({ place: null, text: name, start, end });
    taken.push([start, end]);
    i = k - 1;
  }
  return out;
}

function keptNames(
  text: string,
  tokens: Token[],
  taken: Array<[number, number]>,
  language: string,
): string[] {
  const names: string[] = [];
  const upperInput = text === text.toUpperCase();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (taken.some(([a, b]) => t.start < b && a < t.end)) continue;
    if (!/^\p{Script=Latin}/u.test(t.raw)) {
      // A Latin name glued to another script ('Webエンジニア', 'TypeScriptとReact').
      continue;
    }
    const known = KNOWN_NAMES.has(t.norm);
    const sentenceStart =
      i === 0 || /[.!?。！？]\s*$/u.test(text.slice(tokens[i - 1]!.end, t.start));
    const capitalised =
      /^\p{Lu}/u.test(t.raw) && t.raw.length >= 3 && !upperInput && !sentenceStart;
    // German capitalises every noun: only known names there.
    if (!known && (!capitalised || language === 'de' || ALL_FUNCTION.has(t.norm))) continue;
    // A run of capitalised words is one name ('Maine Coons').
    let name = t.raw;
    let end = t.end;
    while (
      i + 1 < tokens.length &&
      /^\p{Lu}/u.test(tokens[i + 1]!.raw) &&
      tokens[i + 1]!.clause === t.clause &&
      !upperInput &&
      !KNOWN_NAMES.has(tokens[i + 1]!.norm)
    ) {
      i++;
      name = text.slice(t.start, tokens[i]!.end);
      end = tokens[i]!.end;
    }
    if (!names.some((n) => normWord(n) === normWord(name))) names.push(name);
    taken.push([t.start, end]);
  }
  // Latin names inside other scripts: 'TypeScriptとReactが好き'.
  for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9+#.]*[A-Za-z0-9+#]/gu)) {
    const word = m[0];
    if (
      KNOWN_NAMES.has(word.toLowerCase()) &&
      !names.some((n) => n.toLowerCase() === word.toLowerCase()) &&
      !taken.some(([a, b]) => m.index < b && a < m.index + word.length)
    )
      names.push(word);
  }
  return names.slice(0, 3);
}

/** Short runs of the person's own words that no concept, place or name covers. */
function keptPhrases(
  tokens: Token[],
  taken: Array<[number, number]>,
  topicSpans: Array<[number, number]>,
  language: string,
  names: string[],
): Array<{ text: string; start: number; end: number }> {
  if (!LATIN_BANKS.has(language)) return [];
  const own = FUNCTION_SETS[language] ?? new Set<string>();
  const phrases: Array<{ text: string; start: number; end: number }> = [];
  const isCovered = (t: Token) => taken.some(([a, b]) => t.start < b && a < t.end);
  const clauses = new Map<number, Token[]>();
  for (const t of tokens) clauses.set(t.clause, [...(clauses.get(t.clause) ?? []), t]);
  for (const clause of clauses.values()) {
    // A sentence ('I explain workers' rights…') is not a keyword.
    if (clause.some((t) => PRONOUNS.has(t.norm))) continue;
    const content = (t: Token) =>
      !/^\d/u.test(t.raw) &&
      !own.has(t.norm) &&
      !ALL_FUNCTION.has(t.norm) &&
      !/^\d+$/u.test(t.raw) &&
      t.raw.length >= 3;
    const uncovered = clause.filter((t) => !isCovered(t) && content(t));
    if (uncovered.length === 0 || uncovered.length > 3) continue;
    // The uncovered words with the covered words between them and beside them, at most three.
    const first = clause.indexOf(uncovered[0]!);
    const last = clause.indexOf(uncovered.at(-1)!);
    let from = first;
    let to = last;
    if (to - from + 1 > 3) continue;
    // A topic right beside is part of the phrase ('drawing cute monsters', 'budget travel
    // tips'), if the whole stays within three words.
    const topicAt = (t: Token) => topicSpans.find(([a, b]) => a <= t.start && t.end <= b);
    const width = (a: number, b: number) => clause.filter((t) => t.start >= a && t.end <= b).length;
    for (;;) {
      const left = clause[from - 1];
      const span = left && content(left) ? topicAt(left) : undefined;
      if (!span || span[1] !== left!.end || width(span[0], clause[to]!.end) > 3) break;
      while (from > 0 && clause[from - 1]!.start >= span[0]) from--;
    }
    for (;;) {
      const right = clause[to + 1];
      const span = right && content(right) ? topicAt(right) : undefined;
      if (!span || span[0] !== right!.start || width(clause[from]!.start, span[1]) > 3) break;
      while (to + 1 < clause.length && clause[to + 1]!.end <= span[1]) to++;
    }
    const words = clause.slice(from, to + 1);
    if (words.some((t) => names.includes(t.raw))) continue;
    // One word after a preposition is a complement, not a topic ('on fridays', 'every day');
    // one word right before the role is part of it ('TRUE crime podcast host').
    const before = clause[from - 1];
    const after = clause[to + 1];
    if (words.length === 1 && before && ALL_FUNCTION.has(before.norm)) continue;
    if (words.length === 1 && after && isCovered(after) && !topicAt(after)) continue;
    const phrase = words.map((t) => t.raw).join(' ');
    phrases.push({ text: phrase, start: words[0]!.start, end: words.at(-1)!.end });
  }
  return phrases.slice(0, 2);
}

/** Exposed for tests and the writer: every concept id a description names. */
export function conceptIds(reading: Reading): string[] {
  return [...reading.roles, ...reading.topics, ...reading.audiences].map((m) => m.concept.id);
}
