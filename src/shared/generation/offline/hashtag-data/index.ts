/**
 * The curated hashtag dataset of the offline hashtag writer (../hashtags.ts).
 *
 * Source: curated by hand in November 2026 from hashtags in common, long-standing use on
 * Instagram, TikTok, X, LinkedIn and YouTube, as the curator knows them. Nothing here was
 * measured: the product ships no popularity, volume or trend data, so it makes no such claim
 * (docs/product-rules.md#honest-figures).
 *
 * Per language (one file each) and topic (`NICHES` in ./types.ts): keywords to recognise the
 * topic in a post, and tags in three tiers by how broad their topic is, in the curator's
 * judgement, not by how many posts use them:
 * - broad: the topic itself (#fitness, #紅葉, #طبخ);
 * - mid (shown as "targeted"): a narrower angle or the topic's community (#gymmotivation);
 * - niche: a specific sub-topic, mostly offered only when the post mentions it
 *   (#sourdoughstarter when the post talks about a starter).
 * Within a tier, tags are listed most fitting first. ./places.ts holds places; ./types.ts
 * explains the notation.
 *
 * The site's 15 languages are covered to different depths: en, es, pt, fr, de, ja and ar have
 * every topic; it, nl, ru, zh, ko and hi the common ones; swa and fri a few. A topic missing
 * in a language falls back along FALLBACK (English last).
 */
import type { HashtagLanguage } from '../hashtags-text.ts';
import { AR } from './ar.ts';
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { FRI } from './fri.ts';
import { HI } from './hi.ts';
import { IT } from './it.ts';
import { JA } from './ja.ts';
import { KO } from './ko.ts';
import { NL } from './nl.ts';
import { PT } from './pt.ts';
import { RU } from './ru.ts';
import { SWA } from './swa.ts';
import type { LanguageData } from './types.ts';
import { ZH } from './zh.ts';

export { PLACES } from './places.ts';

export const DATASET: Partial<Record<HashtagLanguage, LanguageData>> = {
  en: EN,
  es: ES,
  pt: PT,
  fr: FR,
  de: DE,
  ja: JA,
  ar: AR,
  it: IT,
  nl: NL,
  ru: RU,
  zh: ZH,
  ko: KO,
  hi: HI,
  swa: SWA,
  fri: FRI,
};

/** Where a language's missing topics are taken from, in order. */
export const FALLBACK: Partial<Record<HashtagLanguage, readonly HashtagLanguage[]>> = {
  en: [],
  fri: ['nl', 'en'],
  es: ['en'],
  pt: ['en'],
  fr: ['en'],
  de: ['en'],
  it: ['en'],
  nl: ['en'],
  ru: ['en'],
  hi: ['en'],
  ar: ['en'],
  ja: ['en'],
  zh: ['en'],
  ko: ['en'],
  swa: ['en'],
};
