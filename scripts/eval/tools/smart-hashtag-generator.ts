// Evaluation of the Smart Hashtag Generator's built-in writer (npm run eval).
//
// Corpus: tests/fixtures/generation/eval/smart-hashtag-generator.json. Each case is a
// realistic post (platform, language, content) with the tags a social-media manager would
// accept for it (`accepted`, generous but real) and tags that must never appear (`mustNot`:
// words cut out of the caption, wrong-language tags). The labels were written by hand before
// the writer's tag dataset existed. Tags compare case-insensitively (NFC).
//
// Measures (the output's tags are read in display order: the groups in order, then the
// model's suggestions):
// - precision (agreement): accepted output tags / all output tags, over every case's output.
// - recall-at-5 (agreement): share of cases where at least min(3, |accepted|) of the first 5
//   output tags are accepted.
// - fragment-rate (error): share of output tags that are neither accepted for the case, nor a
//   tag of the writer's curated dataset (when the writer exposes `isCuratedHashtag`), nor one
//   of the post's own #tags, nor whole words of the post: one word that is not a stop word, or
//   2-4 adjacent words of a name (each capitalised or with a digit; in scripts without case,
//   adjacent words none of which is a stop word), or a whole run of Han / Katakana characters.
// - wrong-language (error): share of output tags, not accepted for the post, in a script the
//   post's language does not use (Latin excepted: English tags are commonly mixed in), or listed
//   in the corpus's `languageTags` for other languages only (#recetas on a French post).
// - empty-result (error): share of cases (every case has a clear topic) with no tag at all.
// - must-not (error): share of cases with a must-not list whose output has one of its tags.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as writer from '../../../src/shared/generation/offline/hashtags.ts';
import {
  HashtagOptionsSchema,
  type HashtagResult,
} from '../../../src/shared/generation/schemas.ts';
import {
  foldDiacritics,
  isNonTopicWord,
  isStopword,
  wordSegments,
} from '../../../src/shared/text-toolkit/index.ts';
import { rate, type EvalResult, type ToolEval } from '../types.ts';

const CORPUS = path.resolve(
  import.meta.dirname,
  '../../../tests/fixtures/generation/eval/smart-hashtag-generator.json',
);

interface Case {
  id: string;
  language: string;
  platform: string;
  strategy?: string;
  content: string;
  accepted: string[];
  mustNot?: string[];
}

interface Corpus {
  cases: Case[];
  /** Per language, tags unmistakably in that language (a tag may be in several). */
  languageTags: Record<string, string[]>;
}

export function loadCorpus(): Corpus {
  return JSON.parse(readFileSync(CORPUS, 'utf8')) as Corpus;
}

/** Tag key → the languages whose `languageTags` list it. */
function tagLanguages(corpus: Corpus): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const [language, tags] of Object.entries(corpus.languageTags)) {
    for (const tag of tags) {
      const k = key(tag);
      if (!map.has(k)) map.set(k, new Set());
      map.get(k)!.add(language);
    }
  }
  return map;
}

/** A tag's comparison key: no '#', NFC, lower case. */
const key = (tag: string) => tag.replace(/^#/u, '').normalize('NFC').toLowerCase();
/** Looser key for whole-word checks: also without diacritics and underscores. */
const loose = (text: string) => foldDiacritics(key(text)).replace(/_/gu, '');

/** Every tag of a result in display order. */
export function outputTags(result: Pick<HashtagResult, 'groups' | 'suggested'>): string[] {
  return [...result.groups.flatMap((g) => g.hashtags), ...result.suggested];
}

// ── Scripts and languages ────────────────────────────────────────────────────────────────
const SCRIPTS = [
  'Latin',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Arabic',
  'Cyrillic',
  'Devanagari',
  'Greek',
  'Hebrew',
  'Thai',
] as const;
type Script = (typeof SCRIPTS)[number];
const SCRIPT_PATTERNS = SCRIPTS.map(
  (s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')] as [Script, RegExp],
);

const LANGUAGE_SCRIPTS: Record<string, readonly Script[]> = {
  ja: ['Han', 'Hiragana', 'Katakana'],
  zh: ['Han'],
  ko: ['Hangul'],
  ar: ['Arabic'],
  ru: ['Cyrillic'],
  hi: ['Devanagari'],
};
const scriptsOfLanguage = (language: string) => LANGUAGE_SCRIPTS[language] ?? ['Latin'];

function scriptsOf(text: string): Set<Script> {
  const found = new Set<Script>();
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    const hit = SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char));
    if (hit) found.add(hit[0]);
  }
  return found;
}

function isWrongLanguage(
  tag: string,
  c: Case,
  accepted: Set<string>,
  languageTags: Map<string, Set<string>>,
): boolean {
  const k = key(tag);
  if (accepted.has(k)) return false;
  const own = scriptsOfLanguage(c.language);
  for (const script of scriptsOf(k)) if (script !== 'Latin' && !own.includes(script)) return true;
  const languages = languageTags.get(k);
  return languages !== undefined && !languages.has(c.language);
}

// ── Whole words of the post ──────────────────────────────────────────────────────────────
interface Word {
  text: string;
  /** Only spaces or hyphens between this word and the next one. */
  joinsNext: boolean;
}

function postWords(content: string): Word[] {
  const out: Word[] = [];
  let gap = '';
  for (const segment of wordSegments(content.normalize('NFC'))) {
    if (!segment.isWordLike) {
      gap += segment.segment;
      continue;
    }
    if (out.length > 0) out[out.length - 1]!.joinsNext = /^[\s\-‐]*$/u.test(gap) && gap !== '';
    out.push({ text: segment.segment, joinsNext: false });
    gap = '';
  }
  return out;
}

const isFunctionWord = (word: string) =>
  isStopword(word) || isNonTopicWord(word.toLowerCase()) || isNonTopicWord(loose(word));
const CASED = /[\p{Lu}\p{Ll}]/u;
const nameLike = (word: string) =>
  /\p{N}/u.test(word) || /^\p{Lu}/u.test(word) || !CASED.test(word);

function wholeWordKeys(content: string): Set<string> {
  const keys = new Set<string>();
  for (const own of content.normalize('NFC').matchAll(/#([\p{L}\p{M}\p{N}_]+)/gu)) {
    keys.add(loose(own[1]!));
  }
  const list = postWords(content);
  list.forEach((word, i) => {
    if (/\p{L}/u.test(word.text) && !isFunctionWord(word.text)) keys.add(loose(word.text));
    // Adjacent words of a name: 2 to 4 of them.
    let joined = word.text;
    for (let j = i; j < Math.min(i + 3, list.length - 1); j++) {
      const next = list[j + 1]!;
      if (!list[j]!.joinsNext) break;
      if (!nameLike(list[i]!.text) || !nameLike(next.text)) break;
      if (isFunctionWord(list[i]!.text) || isFunctionWord(next.text)) break;
      joined += next.text;
      keys.add(loose(joined));
    }
  });
  for (const run of content
    .normalize('NFC')
    .matchAll(
      /[\p{Script=Han}\p{Script=Katakana}ー]+|\p{Script=Han}+|[\p{Script=Katakana}ー]+/gu,
    )) {
    keys.add(loose(run[0]));
  }
  return keys;
}

const curated = (writer as Record<string, unknown>).isCuratedHashtag as
  ((tag: string) => boolean) | undefined;

function isFragment(tag: string, accepted: Set<string>, whole: Set<string>): boolean {
  if (accepted.has(key(tag))) return false;
  if (curated?.(tag)) return false;
  return !whole.has(loose(tag));
}

// ── The evaluation ───────────────────────────────────────────────────────────────────────
export const evaluation: ToolEval = {
  tool: 'smart-hashtag-generator',
  evaluate(): EvalResult {
    const corpus = loadCorpus();
    const { cases } = corpus;
    const languageTags = tagLanguages(corpus);
    let tagsOut = 0;
    let acceptedOut = 0;
    let fragments = 0;
    let wrongLanguage = 0;
    let recallHits = 0;
    let empty = 0;
    let mustNotCases = 0;
    let mustNotHits = 0;
    const misses: string[] = [];

    for (const c of cases) {
      const options = HashtagOptionsSchema.parse({ platform: c.platform, strategy: c.strategy });
      const result = writer.generateHashtags({ content: c.content }, options);
      const tags = outputTags(result);
      const accepted = new Set(c.accepted.map(key));
      const mustNot = new Set((c.mustNot ?? []).map(key));
      const whole = wholeWordKeys(c.content);

      const good = tags.filter((t) => accepted.has(key(t)));
      const frag = tags.filter((t) => isFragment(t, accepted, whole));
      const wrong = tags.filter((t) => isWrongLanguage(t, c, accepted, languageTags));
      const forbidden = tags.filter((t) => mustNot.has(key(t)));
      const firstFive = tags.slice(0, 5).filter((t) => accepted.has(key(t))).length;
      const recalled = firstFive >= Math.min(3, accepted.size);

      tagsOut += tags.length;
      acceptedOut += good.length;
      fragments += frag.length;
      wrongLanguage += wrong.length;
      if (recalled) recallHits++;
      if (tags.length === 0) empty++;
      if (mustNot.size > 0) {
        mustNotCases++;
        if (forbidden.length > 0) mustNotHits++;
      }

      const precision = tags.length ? good.length / tags.length : 0;
      if (precision < 0.6 || !recalled || frag.length || wrong.length || forbidden.length) {
        const marked = tags.map((t) => `${t}${accepted.has(key(t)) ? '✓' : '✗'}`).join(' ');
        const notes = [
          `precision ${(precision * 100).toFixed(0)}%`,
          recalled ? '' : `first 5: ${firstFive} accepted`,
          frag.length ? `fragments ${frag.join(' ')}` : '',
          wrong.length ? `wrong language ${wrong.join(' ')}` : '',
          forbidden.length ? `must-not ${forbidden.join(' ')}` : '',
        ].filter(Boolean);
        misses.push(`${c.id} [${c.platform}] ${notes.join('; ')}: ${marked || '(no tags)'}`);
      }
    }

    return {
      tool: 'smart-hashtag-generator',
      title: 'Smart hashtag generator',
      cases: cases.length,
      languages: [...new Set(cases.map((c) => c.language))],
      metrics: [
        {
          id: 'precision',
          label: 'output tags a social-media manager accepts',
          kind: 'agreement',
          value: rate(acceptedOut, tagsOut),
          n: tagsOut,
        },
        {
          id: 'recall-at-5',
          label: 'cases with ≥ 3 accepted tags among the first 5',
          kind: 'agreement',
          value: rate(recallHits, cases.length),
          n: cases.length,
        },
        {
          id: 'fragment-rate',
          label: 'output tags that are word fragments or function words',
          kind: 'error',
          value: rate(fragments, tagsOut),
          n: tagsOut,
        },
        {
          id: 'wrong-language',
          label: "output tags in a language unrelated to the post's",
          kind: 'error',
          value: rate(wrongLanguage, tagsOut),
          n: tagsOut,
        },
        {
          id: 'empty-result',
          label: 'posts with a clear topic that got no tags',
          kind: 'error',
          value: rate(empty, cases.length),
          n: cases.length,
        },
        {
          id: 'must-not',
          label: 'posts given a tag on their must-not list',
          kind: 'error',
          value: rate(mustNotHits, mustNotCases),
          n: mustNotCases,
        },
      ],
      misses,
    };
  },
};
