/**
 * The rules every bio must pass, whoever wrote it (the offline writer checks its own drafts,
 * supabase/functions/_shared/ai/bio-writer.ts checks a model's):
 *
 * - length: at most the platform's limit in code points (`BIO_LIMITS`), emoji included;
 * - language: written in the requested language only (its script; for a language written in
 *   Latin letters, no function word that only another of the site's languages uses);
 * - whole phrases: no part (split at | · •) ends with an ellipsis, a separator or a word that
 *   needs a continuation ('and', 'de', 'für');
 * - not pasted back: no run of five or more of the description's words (for Chinese or
 *   Japanese, no copy of most of the description), so a short role ('UX designer') or a place
 *   may appear but the sentence may not.
 */
import { codePointLength } from '../../text-toolkit/index.ts';
import { letterScript, scriptsOfLanguage, type LetterScript } from '../../text-toolkit/scripts.ts';
import { stripEmojis } from './text.ts';

/** Code points, as the platforms count a bio (an emoji counts at least 1). */
export function bioLength(bio: string): number {
  return codePointLength(bio);
}

const words = (list: string) => new Set(list.split(' '));

/**
 * Function words of the Latin-script languages. Lower case, accents kept. English also lists
 * the stock bio filler a model tends to slip into other languages ('follow', 'link').
 */
export const LATIN_FUNCTION_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: words(
    "a an the and or in on as so up no we be am was me with for your you my our of to is are at by from who that this about every all more below follow here into on not just new link links daily lover vibes energy era unlocked dose main character aesthetic nothing less better stories progress curiosity painting days color turning dreamer half imagination collecting moments sharing practical insights helping results strategy lessons learned focused tools updates working notes field snacks puns serious silly certified haver powered probably thinking right now enthusiast believe create repeat chance grow small steps big dreams growing through shine dream start open collaborations connect subscribe videos week hit soon along threads opinions own tap i i'm me it's let's",
  ),
  es: words(
    'a al el la los las del y e o u no ni se lo le me te con para por una un uno tu tus mi mis su sus que en es de cada más sobre desde muy también aquí abajo sígueme todos todas días sin entre hasta',
  ),
  pt: words(
    'a à ao o os as do da dos das e ou com para por uma um seu sua teu tua meu minha que em no na nos nas num numa é de cada mais sobre desde muito também aqui abaixo siga todos todas dias você sem entre até pelo pela',
  ),
  fr: words(
    "à a au aux le la les l' des du d' et ou avec pour par une un ton ta tes mon ma mes votre vos son sa ses que qui en est de chaque plus sur depuis très aussi ici suivez tous toutes jours dans sans entre",
  ),
  de: words(
    'der die das den dem des und oder mit für von vom zu zum zur im in ein eine einer einem einen dein deine mein meine dich ist auf aus bei jeden jede jeder mehr über seit sehr auch hier unten folge alle tage ohne am ans',
  ),
  it: words(
    "il lo la l' gli le i del della dello dei delle degli e o con per da dal dalla una un uno tuo tua mio mia tuoi che in è di d' ogni più su sul sulla molto anche qui sotto seguimi tutti giorni nel nella a al alla ai senza tra fra non si mi ti",
  ),
  nl: words(
    'de het een en of van met voor op je jouw mijn is in bij uit elke elk meer over sinds heel ook hier onder volg alle dagen naar zonder tussen',
  ),
  fri: words(
    'de it in en of fan mei foar op dyn myn is yn by út elke mear oer sûnt hiel ek hjir ûnder folgje alle dagen nei sûnder tusken',
  ),
  swa: words(
    'na ya wa za kwa katika ni la cha vya mimi wako yako kila zaidi hapa chini nifuate kuhusu pia sana siku bila au',
  ),
};

/**
 * Words of each language that the lists above give to another one only ('je' is listed as
 * Dutch, 'mais' as Portuguese): a model's bio may use them. The offline writer holds itself to
 * the lists above alone (`strict`), so its bios pass the evaluation's own language check.
 */
const OWN_TOO: Readonly<Record<string, ReadonlySet<string>>> = {
  en: words('main moments notes open fan half big small art'),
  es: words('ti si son color sana no a'),
  pt: words('se me te mi tu si la lo le son pra'),
  fr: words(
    'je tu il on ce mais pas ne y moi toi si son main moments notes opinions fan dos open la a',
  ),
  de: words('die so man hat an was er es sie wir du'),
  it: words('di si mi ti ci ne lo la le e o non'),
  nl: words('je de die te zo al er om dan man'),
  fri: words('je de te om dan al'),
  swa: words('sana wa la na'),
};

/** Names any bio may carry whatever its language (platforms, acronyms, common tech words). */
const UNIVERSAL = words(
  'instagram tiktok youtube linkedin twitch twitter x ux ui ai seo b2b b2c saas dj ceo cto it 3d ok tv pr hr qa vr go kubernetes react node typescript python javascript figma ep nyc tx m&a icu dm dms faq ios android web vlog vlogger blogger podcast latte app',
);

/** The scripts a language's bios are written in. */
export const scriptsOf = scriptsOfLanguage;

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’&][\p{L}\p{M}\p{N}]+)*/gu;
const wordsOf = (text: string) =>
  (text.match(WORD) ?? []).map((w) => w.toLowerCase().replace(/’/gu, "'"));

/**
 * The words of `bio` that are not `language`: letters of another script (a Latin name or
 * tool from the description excepted), or for a Latin-script language a function word only
 * another language uses. Empty when the bio is in `language` only.
 */
export function foreignWords(bio: string, language: string, input = '', strict = true): string[] {
  const fromInput = new Set(wordsOf(input));
  const scripts = scriptsOf(language);
  const latinTarget = scripts[0] === 'latin';
  const own = LATIN_FUNCTION_WORDS[language];
  const foreign: string[] = [];
  for (const word of wordsOf(stripEmojis(bio, ' '))) {
    if (UNIVERSAL.has(word)) continue;
    const letters = [...word].map(letterScript).filter((s): s is LetterScript => s !== null);
    if (letters.length === 0) continue;
    if (letters.some((s) => !scripts.includes(s))) {
      // A Latin name from the description ('React', 'Glasgow') may stay in any bio.
      if (letters.every((s) => s === 'latin') && fromInput.has(word)) continue;
      foreign.push(word);
      continue;
    }
    if (latinTarget && own && !own.has(word) && (strict || !OWN_TOO[language]?.has(word))) {
      const other = Object.entries(LATIN_FUNCTION_WORDS).find(
        ([code, set]) => code !== language && set.has(word),
      );
      // A model may quote the person's own word; the offline writer never needs to.
      if (other && (strict || !fromInput.has(word))) foreign.push(word);
    }
  }
  if (language === 'zh' && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(bio))
    foreign.push('(kana)');
  return foreign;
}

// ── Whole phrases ────────────────────────────────────────────────────────────────────────
const DANGLING: Record<string, ReadonlySet<string>> = {
  en: words('a an the and or of for with to in at by from your my our into about'),
  es: words('y o e u de del con para en el la los las un una por tu mi al'),
  pt: words('e ou de do da dos das com para em no na o a os as um uma por teu seu meu ao'),
  fr: words('et ou de du des avec pour en le la les un une par ton mon à au aux'),
  de: words('und oder der die das den dem des mit für von zu im in ein eine auf aus bei dein mein'),
  it: words('e o di del della con per in il lo la i gli le un una da tuo mio al'),
  nl: words('en of de het een van met voor in op je mijn'),
  fri: words('en of de it in fan mei foar op dyn myn'),
  swa: words('na wa ya za kwa katika au'),
  ru: words('и или в на с для по от к у о'),
  hi: words('और या के की का में से को'),
  ar: words('و في من مع على إلى عن ل'),
  ko: words('및'),
};
const DANGLING_CJK: Record<string, RegExp> = {
  ja: /[\p{Script=Han}\p{Script=Katakana}ー][のとやをにでがはへ]$/u,
  zh: /[的和与及或在]$/u,
};
export const SEGMENT_BREAK = /\s*[|·•]\s*/u;
const TRAILING_SEPARATOR = /[|·•,;:&+/\-–—([、，：；]$/u;
const ELLIPSIS = /(…|\.\.\.)$/u;

/** Why a part of `bio` reads as cut off, or null. */
export function cutProblem(bio: string, language: string): string | null {
  for (const raw of bio.split(SEGMENT_BREAK)) {
    const part = stripEmojis(raw, ' ')
      .replace(/[\s"'”’)\]]+$/u, '')
      .trim();
    if (part === '') continue;
    if (ELLIPSIS.test(part)) return `ends with an ellipsis: ${part}`;
    if (TRAILING_SEPARATOR.test(part)) return `ends with a separator: ${part}`;
    const last = wordsOf(part).at(-1);
    if (last !== undefined && DANGLING[language]?.has(last)) return `ends with "${last}": ${part}`;
    if (DANGLING_CJK[language]?.test(part)) return `ends with a particle: ${part}`;
  }
  return null;
}

/**
 * A part that ends with the start of one of the description's clauses, which goes on there
 * ('Employment lawyer in Chicago. I explain…' → a part ending 'I explain workers'): it reads
 * as the person's sentence cut off. Three words or more (four characters in Chinese or
 * Japanese); a short role of one or two words may end a part.
 */
export function endsOnCutInput(bio: string, input: string): string | null {
  const clauses = input.split(/[,.;:!?|·•()\n—–。、，！？]+/u).filter((c) => c.trim() !== '');
  for (const raw of bio.split(SEGMENT_BREAK)) {
    const part = stripEmojis(raw, ' ')
      .replace(/[\s"'”’)\]]+$/u, '')
      .trim();
    if (part === '') continue;
    const mine = wordsOf(part);
    for (const clause of clauses) {
      if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(clause)) {
        const text = clause.replace(/\s/gu, '');
        const tail = part.replace(/\s/gu, '');
        for (let n = Math.min(tail.length, 40); n >= 4; n--) {
          const end = tail.slice(-n);
          const at = text.indexOf(end);
          if (at !== -1 && at + n < text.length && /\p{L}/u.test(text[at + n]!)) return part;
        }
        continue;
      }
      const theirs = wordsOf(clause);
      for (let n = Math.min(mine.length, theirs.length - 1); n >= 3; n--) {
        const end = mine.slice(-n).join(' ');
        for (let i = 0; i + n < theirs.length; i++)
          if (theirs.slice(i, i + n).join(' ') === end) return part;
      }
    }
  }
  return null;
}

// ── Pasted back ──────────────────────────────────────────────────────────────────────────
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

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

/** The longest run of the description's words in the bio (characters for Chinese/Japanese). */
export function pastedBack(bio: string, input: string): boolean {
  const inputCjk = input.match(CJK) ?? [];
  if (inputCjk.length > 0 && inputCjk.length >= wordsOf(input).length) {
    const run = longestCommonRun([...bio.replace(/\s/gu, '')], [...input.replace(/\s/gu, '')]);
    return run >= 8 && run >= 0.6 * inputCjk.length;
  }
  return longestCommonRun(wordsOf(bio), wordsOf(input)) >= 5;
}

// ── Distinct ─────────────────────────────────────────────────────────────────────────────
function units(bio: string): Set<string> {
  const out = new Set<string>();
  for (const word of wordsOf(stripEmojis(bio, ' '))) {
    if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word)) {
      const chars = [...word];
      if (chars.length === 1) out.add(word);
      for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
    } else out.add(word);
  }
  return out;
}

/** Shared words over all words of two bios (character pairs in Chinese and Japanese), 0..1. */
export function bioSimilarity(a: string, b: string): number {
  const x = units(a);
  const y = units(b);
  const shared = [...x].filter((u) => y.has(u)).length;
  const union = new Set([...x, ...y]).size;
  return union === 0 ? 1 : shared / union;
}

/** Bios this alike or more read as the same bio twice. */
export const TOO_SIMILAR = 0.5;

export interface BioRules {
  language: string;
  limit: number;
  input: string;
  /** Hold the language check to the evaluation's word lists only (the offline writer). */
  strict?: boolean;
}

/** Every rule `bio` breaks, by name (empty when it passes). */
export function bioProblems(bio: string, rules: BioRules): string[] {
  const problems: string[] = [];
  const length = bioLength(bio);
  if (length === 0) problems.push('empty');
  if (length > rules.limit) problems.push(`too long (${length}/${rules.limit})`);
  const foreign = foreignWords(bio, rules.language, rules.input, rules.strict ?? false);
  if (foreign.length > 0) problems.push(`not in the requested language (${foreign.join(', ')})`);
  const cut = cutProblem(bio, rules.language);
  if (cut) problems.push(`cut mid-phrase (${cut})`);
  const cutInput = endsOnCutInput(bio, rules.input);
  if (cutInput) problems.push(`ends on part of a sentence of the description (${cutInput})`);
  if (pastedBack(bio, rules.input)) problems.push('repeats the description');
  return problems;
}
