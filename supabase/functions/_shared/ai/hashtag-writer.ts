/**
 * Hashtags by a model. The groups stay exactly as the offline writer made them: they come
 * from the curated dataset (src/shared/generation/offline/hashtag-data/), whose tiers the
 * page explains, so a model must not reshuffle them. The model adds what the dataset cannot:
 * further real tags that fit the post's meaning, which go into `suggested` after sanitising.
 * It returns tags only: no popularity, reach or trend claims, which nothing here could back.
 */
import { z } from 'zod';
import {
  HASHTAG_LIMITS,
  HASHTAG_PATTERN,
  type HashtagInput,
  type HashtagOptions,
  type HashtagResult,
} from '../../../../src/shared/generation/schemas.ts';
import {
  MAX_TAG_LENGTH,
  readHashtagTopics,
} from '../../../../src/shared/generation/offline/hashtags.ts';
import {
  codePointLength,
  isNonTopicWord,
  isStopword,
} from '../../../../src/shared/text-toolkit/index.ts';
import type { ModelConfig } from './config.ts';
import { UNTRUSTED_DATA_RULE, dataBlock, type Generate } from './prompt-text.ts';

const ModelHashtags = z.object({
  hashtags: z.array(z.string()).describe('Suggested hashtags, each starting with #, best first'),
});

const SYSTEM = [
  'You suggest hashtags for social media posts.',
  'A hashtag is # followed only by letters and digits (any alphabet); words may be joined',
  'with a single underscore where that is the custom (as in Arabic tags): no spaces, no other',
  'punctuation. Suggest only tags people really use and follow, specific to the post and its',
  "audience, in the post's language; add English tags only where posts in that language",
  'commonly mix them in. Never a tag made of a single function word or cut from a longer',
  'word. Return tags only: no popularity, reach or trend claims. Do not repeat tags from the',
  'existing list.',
  UNTRUSTED_DATA_RULE,
].join(' ');

export async function writeHashtagsWithModel(
  generate: Generate,
  config: ModelConfig,
  input: HashtagInput,
  options: HashtagOptions,
  offline: HashtagResult,
): Promise<HashtagResult> {
  const limit = HASHTAG_LIMITS[options.platform];
  const existing = offline.groups.flatMap((group) => group.hashtags);
  const reading = readHashtagTopics(input.content, options.platform);
  const topics = reading.topics.map((t) => t.id).join(', ');
  const answer = await generate(config, {
    system: SYSTEM,
    prompt: [
      `Platform: ${options.platform}. Strategy: ${options.strategy}.`,
      `The post looks written in ${reading.language}; topics recognised: ${topics || '(none)'}.`,
      `Suggest up to ${limit} additional hashtags for this post.`,
      `Existing tags (do not repeat): ${existing.join(' ') || '(none)'}`,
      dataBlock('post', input.content),
    ].join('\n'),
    schema: ModelHashtags,
    name: 'hashtags',
    description: 'Additional hashtag suggestions',
    maxOutputTokens: 600,
  });
  return { ...offline, suggested: sanitiseTags(answer.hashtags, existing, limit) };
}

const LATIN = /\p{Script=Latin}/u;

/**
 * The offline writer's tag rules applied to the model's tags: `#` + letters (with their
 * combining marks) and digits (NFC), at least one letter (platforms do not link #2024), at
 * most MAX_TAG_LENGTH code points, lower-cased like the groups (unless that would add a
 * combining mark, as with Turkish 'İ'). Word separators (spaces, `-`, `.`) are closed up, and
 * so is `_` in Latin-script tags; in other scripts a single `_` between words stays, as Arabic
 * tags use it. A tag with anything else in it (an emoji, a symbol) is dropped rather than
 * misspelt, and so is a tag that is a single function word (#with, #para). No duplicates of
 * each other or of the groups' tags (case-insensitive: #SEO and #seo are one tag to the
 * platforms, and so are #وصفات_سهلة and #وصفاتسهلة), at most `limit`.
 */
export function sanitiseTags(
  raw: readonly string[],
  existing: readonly string[],
  limit: number,
): string[] {
  const key = (tag: string) => tag.toLowerCase().replace(/_/gu, '');
  const seen = new Set(existing.map(key));
  const tags: string[] = [];
  for (const value of raw) {
    if (tags.length >= limit) break;
    const trimmed = value.normalize('NFC').trim().replace(/^#+/u, '');
    const body = (LATIN.test(trimmed) ? trimmed.replace(/_+/gu, ' ') : trimmed)
      .replace(/[\s.-]+/gu, '')
      .replace(/_+/gu, '_')
      .replace(/^_|_$/gu, '');
    const lower = body.toLowerCase();
    const tag = `#${HASHTAG_PATTERN.test(`#${lower}`) ? lower : body}`;
    if (!HASHTAG_PATTERN.test(tag) || !/\p{L}/u.test(tag)) continue;
    if (codePointLength(body) > MAX_TAG_LENGTH) continue;
    if (isStopword(body) || isNonTopicWord(lower)) continue;
    if (seen.has(key(tag))) continue;
    seen.add(key(tag));
    tags.push(tag);
  }
  return tags;
}
