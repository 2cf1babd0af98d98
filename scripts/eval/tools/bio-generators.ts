// Evaluation of the bio generators' built-in writer (`instagram-bio-generator` and
// `social-media-bio-generator`, generator kind `bio`) on the labelled corpus
// tests/fixtures/generation/eval/bio-generators.json: a person's description as typed, the
// platform, style, emoji setting and requested language, with expert labels (the niches, words
// that show the niche, words a good bio reflects), plus junk inputs labelled `junk`.
//
// Each case goes through the `generate` request schema, as the server does, then the offline
// writer. Measures (per bio unless said):
// - within-limit (agreement): at most the platform's limit in code points (Instagram 150, X 160,
//   TikTok 80, LinkedIn headline 220, YouTube 1000).
// - language-correct (agreement): no word of another language: for a Latin-script language, no
//   function or stock-filler word of another Latin language and no letter of another script;
//   for any other, no word in another script (brand and tech names carried over from the
//   input, platform names and common acronyms excepted).
// - niche-fit (agreement): the bio contains one of the case's niche words.
// - keyword-coverage (agreement, per case): share of the words a good bio reflects that at
//   least one of the three bios contains.
// - pasted-back (error): a run of 6 or more consecutive words of the input; for Chinese or
//   Japanese input, a copied run of at least 60% of the input's characters (and at least 8
//   characters, so a short role such as 健身教练 may appear, as "UX designer" may in English).
// - cut-mid-phrase (error): a part of the bio (split at | · •) ends with an ellipsis, a
//   separator or a dangling function word, or ends with a run of 3+ of the input's words (4+
//   characters in Chinese or Japanese) that the input continues in the same clause.
// - distinct (agreement, per case): every pair of the three bios shares at most half of its
//   words (Jaccard over words; character pairs in Chinese and Japanese).
// - junk-accepted (error, junk cases): bios came back instead of the error.
// - valid-rejected (error, per valid case): a real description refused as junk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeOffline } from '../../../src/shared/generation/offline/index.ts';
import {
  BioOptionsSchema,
  GenerateRequestSchema,
  type BioResult,
} from '../../../src/shared/generation/schemas.ts';
import {
  letterScript,
  scriptsOfLanguage,
  type LetterScript,
} from '../../../src/shared/text-toolkit/scripts.ts';
import { rate, type EvalMetric, type EvalResult, type ToolEval } from '../types.ts';

const CORPUS = path.resolve(
  import.meta.dirname,
  '../../../tests/fixtures/generation/eval/bio-generators.json',
);

interface Case {
  id: string;
  input: string;
  platform: 'instagram' | 'twitter' | 'tiktok' | 'linkedin' | 'youtube';
  style?: string;
  emojis?: boolean;
  language: string;
  junk?: boolean;
  niches?: string[];
  niche_words?: string[];
  reflect?: string[];
}

/** The platforms' own bio limits, in code points. */
const LIMITS: Record<Case['platform'], number> = {
  instagram: 150,
  twitter: 160,
  tiktok: 80,
  linkedin: 220,
  youtube: 1000,
};

const codePoints = (text: string) => [...text].length;
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .normalize('NFC');
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’&][\p{L}\p{M}\p{N}]+)*/gu;
const wordsOf = (text: string) => (text.match(WORD) ?? []).map((w) => w.toLowerCase());
const EMOJI =
  /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20E3\uFE0F\u200D]/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_ALL = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

// ── Language ─────────────────────────────────────────────────────────────────────────────
const list = (s: string) => new Set(s.split(' '));
/** Function words (and, for English, stock bio filler) of the Latin-script languages. */
const LATIN_WORDS: Record<string, Set<string>> = {
  en: list(
    "a an the and or in on as so up no we be am was me with for your you my our of to is are at by from who that this about every all more below follow here into on not just new link links daily lover vibes energy era unlocked dose main character aesthetic nothing less better stories progress curiosity painting days color turning dreamer half imagination collecting moments sharing practical insights helping results strategy lessons learned focused tools updates working notes field snacks puns serious silly certified haver powered probably thinking right now enthusiast believe create repeat chance grow small steps big dreams growing through shine dream start open collaborations connect subscribe videos week hit soon along threads opinions own tap i i'm me it's let's",
  ),
  es: list(
    'a al el la los las del y e o u no ni se lo le me te con para por una un uno tu tus mi mis su sus que en es de cada más sobre desde muy también aquí abajo sígueme todos todas días sin entre hasta',
  ),
  pt: list(
    'a à ao o os as do da dos das e ou com para por uma um seu sua teu tua meu minha que em no na nos nas num numa é de cada mais sobre desde muito também aqui abaixo siga todos todas dias você sem entre até pelo pela',
  ),
  fr: list(
    "à a au aux le la les l' des du d' et ou avec pour par une un ton ta tes mon ma mes votre vos son sa ses que qui en est de chaque plus sur depuis très aussi ici suivez tous toutes jours dans sans entre",
  ),
  de: list(
    'der die das den dem des und oder mit für von vom zu zum zur im in ein eine einer einem einen dein deine mein meine dich ist auf aus bei jeden jede jeder mehr über seit sehr auch hier unten folge alle tage ohne am ans',
  ),
  it: list(
    "il lo la l' gli le i del della dello dei delle degli e o con per da dal dalla una un uno tuo tua mio mia tuoi che in è di d' ogni più su sul sulla molto anche qui sotto seguimi tutti giorni nel nella a al alla ai senza tra fra non si mi ti",
  ),
  nl: list(
    'de het een en of van met voor op je jouw mijn is in bij uit elke elk meer over sinds heel ook hier onder volg alle dagen naar zonder tussen',
  ),
  fri: list(
    'de it in en of fan mei foar op dyn myn is yn by út elke mear oer sûnt hiel ek hjir ûnder folgje alle dagen nei sûnder tusken',
  ),
  swa: list(
    'na ya wa za kwa katika ni la cha vya mimi wako yako kila zaidi hapa chini nifuate kuhusu pia sana siku bila au',
  ),
};
const LATIN_LANGUAGES = new Set(Object.keys(LATIN_WORDS));
const ALL_LATIN_WORDS = new Set(Object.values(LATIN_WORDS).flatMap((s) => [...s]));

/** Names and acronyms any bio may carry whatever its language. */
const UNIVERSAL = list(
  'instagram tiktok youtube linkedin twitch twitter x ux ui ai seo b2b b2c saas dj ceo cto it 3d ok tv pr hr qa vr go kubernetes react node typescript python javascript figma ep nyc tx m&a icu dm dms faq ios android web vlog vlogger blogger podcast latte app',
);

const expectedScripts = scriptsOfLanguage;

/** The words of `bio` that belong to another language than `language` (empty when none). */
export function foreignWords(bio: string, language: string, input: string): string[] {
  const allowed = new Set(
    wordsOf(input).filter(
      (w) => /^[\p{Script=Latin}\p{N}'’&]+$/u.test(w) && !ALL_LATIN_WORDS.has(w),
    ),
  );
  const scripts = expectedScripts(language);
  const foreign: string[] = [];
  for (const word of wordsOf(bio.replace(EMOJI, ' '))) {
    if (UNIVERSAL.has(word)) continue;
    const letters = [...word].map(letterScript).filter((s): s is LetterScript => s !== null);
    if (letters.length === 0) continue;
    const alien = letters.some((s) => !scripts.includes(s));
    if (alien) {
      // A Latin brand or tech name from the input may stay in a bio of another script.
      if (letters.every((s) => s === 'latin') && allowed.has(word)) continue;
      foreign.push(word);
      continue;
    }
    if (LATIN_LANGUAGES.has(language) && !LATIN_WORDS[language]!.has(word)) {
      const owner = Object.entries(LATIN_WORDS).find(
        ([other, words]) => other !== language && words.has(word),
      );
      if (owner) foreign.push(word);
    }
  }
  // Chinese bios with kana are Japanese.
  if (language === 'zh' && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(bio))
    foreign.push('(kana)');
  return foreign;
}

// ── Niche ────────────────────────────────────────────────────────────────────────────────
/** Whether `text` contains `word`: at a word start in spaced scripts, anywhere otherwise. */
export function mentions(text: string, word: string): boolean {
  const t = fold(text);
  const w = fold(word);
  if (/^[\p{Script=Latin}\p{Script=Cyrillic}\p{N}\s&'’-]+$/u.test(w)) {
    let from = 0;
    for (;;) {
      const at = t.indexOf(w, from);
      if (at === -1) return false;
      if (at === 0 || !/[\p{L}\p{N}]/u.test(t[at - 1]!)) return true;
      from = at + 1;
    }
  }
  return t.includes(w);
}
const mentionsAny = (text: string, alternatives: string) =>
  alternatives.split('|').some((w) => mentions(text, w));

// ── Pasted back ──────────────────────────────────────────────────────────────────────────
function longestCommonRun<T>(a: readonly T[], b: readonly T[]): number {
  let best = 0;
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : 0;
      best = Math.max(best, prev[j]!);
      diag = up;
    }
  }
  return best;
}

export function pastedBack(bio: string, input: string): boolean {
  const inputCjk = input.match(CJK_ALL) ?? [];
  if (inputCjk.length > 0 && inputCjk.length >= wordsOf(input).length) {
    const run = longestCommonRun([...bio.replace(/\s/gu, '')], [...input.replace(/\s/gu, '')]);
    return run >= 8 && run >= 0.6 * inputCjk.length;
  }
  return longestCommonRun(wordsOf(bio), wordsOf(input)) >= 6;
}

// ── Cut mid-phrase ───────────────────────────────────────────────────────────────────────
const DANGLING: Record<string, Set<string>> = {
  en: list('a an the and or of for with to in at by from your my our into about'),
  es: list('y o e u de del con para en el la los las un una por tu mi al'),
  pt: list('e ou de do da dos das com para em no na o a os as um uma por teu seu meu ao'),
  fr: list('et ou de du des avec pour en le la les un une par ton mon à au aux'),
  de: list('und oder der die das den dem des mit für von zu im in ein eine auf aus bei dein mein'),
  it: list('e o di del della con per in il lo la i gli le un una da tuo mio al'),
  nl: list('en of de het een van met voor in op je mijn'),
  fri: list('en of de it in fan mei foar op dyn myn'),
  swa: list('na wa ya za kwa katika au'),
  ru: list('и или в на с для по от к у о'),
  hi: list('और या के की का में से को'),
  ar: list('و في من مع على إلى عن ل'),
  ko: list('및'),
};
const DANGLING_CJK: Record<string, RegExp> = {
  ja: /[\p{Script=Han}\p{Script=Katakana}ー][のとやをにでがはへ]$/u,
  zh: /[的和与及或在]$/u,
};
const SEGMENT_BREAK = /\s+[|·•]\s+|\s+[|·•]|[|·•]\s+/u;
const TRAILING_SEPARATOR = /[|·•,;:&+/\-–—([、，：；]$/u;
const ELLIPSIS = /(…|\.\.\.)$/u;

function clauses(input: string): string[] {
  return input.split(/[,.;:!?|·•()\n—–。、，！？]+/u).filter((c) => c.trim() !== '');
}

/** Why `bio` reads as cut mid-phrase, or null. */
export function cutReason(bio: string, language: string, input: string): string | null {
  const parts = bio.split(SEGMENT_BREAK);
  for (const raw of parts) {
    const part = raw
      .replace(EMOJI, ' ')
      .replace(/[\s"'”’)\]]+$/u, '')
      .trim();
    if (part === '') continue;
    if (ELLIPSIS.test(part)) return `ellipsis: ${part}`;
    if (TRAILING_SEPARATOR.test(part)) return `separator: ${part}`;
    const last = wordsOf(part).at(-1);
    if (last !== undefined && DANGLING[language]?.has(last)) return `dangling "${last}": ${part}`;
    if (DANGLING_CJK[language]?.test(part)) return `dangling particle: ${part}`;
    // The end of the part is the start of an input clause that goes on.
    for (const clause of clauses(input)) {
      if (CJK.test(clause)) {
        const text = clause.replace(/\s/gu, '');
        const tail = part.replace(/\s/gu, '');
        for (let n = Math.min(tail.length, 40); n >= 4; n--) {
          const end = tail.slice(-n);
          const at = text.indexOf(end);
          if (at !== -1 && at + n < text.length && /\p{L}/u.test(text[at + n]!))
            return `truncated: ${part}`;
        }
        continue;
      }
      const words = wordsOf(clause);
      const mine = wordsOf(part);
      for (let n = Math.min(mine.length, words.length - 1); n >= 3; n--) {
        const end = mine.slice(-n).join(' ');
        for (let i = 0; i + n < words.length; i++) {
          if (words.slice(i, i + n).join(' ') === end) return `truncated: ${part}`;
        }
      }
    }
  }
  return null;
}

// ── Distinct ─────────────────────────────────────────────────────────────────────────────
function units(bio: string): Set<string> {
  const out = new Set<string>();
  for (const word of wordsOf(bio.replace(EMOJI, ' '))) {
    if (CJK.test(word)) {
      const chars = [...word];
      if (chars.length === 1) out.add(word);
      for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
    } else out.add(word);
  }
  return out;
}
export function similarity(a: string, b: string): number {
  const x = units(a);
  const y = units(b);
  const shared = [...x].filter((u) => y.has(u)).length;
  const union = new Set([...x, ...y]).size;
  return union === 0 ? 1 : shared / union;
}

// ── The run ──────────────────────────────────────────────────────────────────────────────
type Outcome = { bios: string[] } | { rejected: string };

function run(c: Case): Outcome {
  const knowsLanguage = BioOptionsSchema.safeParse({ language: 'en' }).success;
  const options: Record<string, unknown> = { platform: c.platform, emojis: c.emojis ?? true };
  if (c.style) options.style = c.style;
  if (knowsLanguage) options.language = c.language;
  const tool =
    c.platform === 'instagram' ? 'instagram-bio-generator' : 'social-media-bio-generator';
  const request = GenerateRequestSchema.safeParse({ tool, input: { niche: c.input }, options });
  if (!request.success) return { rejected: request.error.issues[0]?.message ?? 'rejected' };
  const result = writeOffline('bio', request.data.input as never, request.data.options as never);
  return { bios: (result as BioResult).bios.map((b) => b.bio) };
}

function evaluate(): EvalResult {
  const cases = JSON.parse(readFileSync(CORPUS, 'utf8')) as Case[];
  const tally = new Map<string, { hits: number; n: number }>();
  const count = (id: string, hit: boolean) => {
    const t = tally.get(id) ?? { hits: 0, n: 0 };
    t.n++;
    if (hit) t.hits++;
    tally.set(id, t);
  };
  const misses: string[] = [];
  const miss = (c: Case, what: string, detail: string) =>
    misses.push(`${c.id} [${c.language}/${c.platform}] ${what}: ${detail}`);

  for (const c of cases) {
    const outcome = run(c);
    if (c.junk) {
      const accepted = 'bios' in outcome;
      count('junk-accepted', accepted);
      if (accepted) miss(c, 'junk accepted', JSON.stringify(c.input));
      continue;
    }
    const rejected = 'rejected' in outcome;
    count('valid-rejected', rejected);
    if (rejected) {
      miss(c, 'valid input rejected', outcome.rejected);
      for (const id of ['within-limit', 'language-correct', 'niche-fit']) count(id, false);
      count('pasted-back', false);
      count('cut-mid-phrase', false);
      count('distinct', false);
      count('keyword-coverage', false);
      continue;
    }
    const { bios } = outcome;
    for (const bio of bios) {
      const length = codePoints(bio);
      const within = length > 0 && length <= LIMITS[c.platform];
      count('within-limit', within);
      if (!within) miss(c, `over the limit (${length}/${LIMITS[c.platform]})`, bio);

      const foreign = foreignWords(bio, c.language, c.input);
      count('language-correct', foreign.length === 0);
      if (foreign.length) miss(c, `foreign words ${foreign.join(', ')}`, bio);

      const fits = (c.niche_words ?? []).some((w) => mentions(bio, w));
      count('niche-fit', fits);
      if (!fits) miss(c, `no niche word (${(c.niche_words ?? []).join(', ')})`, bio);

      const pasted = pastedBack(bio, c.input);
      count('pasted-back', pasted);
      if (pasted) miss(c, 'pasted back', bio);

      const cut = cutReason(bio, c.language, c.input);
      count('cut-mid-phrase', cut !== null);
      if (cut) miss(c, 'cut mid-phrase', `${cut} ⟵ ${bio}`);
    }
    const reflect = c.reflect ?? [];
    const found = reflect.filter((alt) => bios.some((b) => mentionsAny(b, alt)));
    // Each case weighs one: its share of reflected words, counted as hits out of one.
    const t = tally.get('keyword-coverage') ?? { hits: 0, n: 0 };
    t.n++;
    t.hits += reflect.length === 0 ? 1 : found.length / reflect.length;
    tally.set('keyword-coverage', t);
    if (found.length < reflect.length)
      miss(
        c,
        `reflects ${found.length}/${reflect.length} (${reflect.join(', ')})`,
        bios.join(' ‖ '),
      );

    let worst = 0;
    for (let i = 0; i < bios.length; i++)
      for (let j = i + 1; j < bios.length; j++)
        worst = Math.max(worst, similarity(bios[i]!, bios[j]!));
    const distinct = bios.length === 3 && worst <= 0.5;
    count('distinct', distinct);
    if (!distinct) miss(c, `too similar (${worst.toFixed(2)})`, bios.join(' ‖ '));
  }

  const metric = (id: string, label: string, kind: EvalMetric['kind']): EvalMetric => {
    const t = tally.get(id) ?? { hits: 0, n: 0 };
    return { id, label, kind, value: rate(t.hits, t.n), n: t.n };
  };
  return {
    tool: 'bio-generators',
    title: 'Bio generators',
    cases: cases.length,
    languages: [...new Set(cases.map((c) => c.language))].sort(),
    metrics: [
      metric('within-limit', "within the platform's limit", 'agreement'),
      metric('language-correct', 'in the requested language only', 'agreement'),
      metric('niche-fit', 'reflects the labelled niche', 'agreement'),
      metric('keyword-coverage', 'labelled words reflected by the three bios', 'agreement'),
      metric('distinct', 'three clearly different variations', 'agreement'),
      metric('pasted-back', 'input pasted back', 'error'),
      metric('cut-mid-phrase', 'cut mid-phrase', 'error'),
      metric('junk-accepted', 'junk input answered with bios', 'error'),
      metric('valid-rejected', 'real description refused as junk', 'error'),
    ],
    misses,
  };
}

export const evaluation: ToolEval = { tool: 'bio-generators', evaluate };
