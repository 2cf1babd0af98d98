/**
 * Hashtags by a model. The three groups stay exactly as the offline writer made them: the
 * spec's grouping algorithm is deterministic and the page explains it, so a model must not
 * reshuffle it. The model adds what the algorithm cannot: extra tags that fit the content's
 * meaning, which go into `suggested` after sanitising.
 */
import { z } from 'zod';
import {
  HASHTAG_LIMITS,
  HASHTAG_PATTERN,
  type HashtagInput,
  type HashtagOptions,
  type HashtagResult,
} from '../../../../src/shared/generation/schemas.ts';
import { MAX_KEYWORD_LENGTH } from '../../../../src/shared/generation/offline/hashtags.ts';
import { codePointLength } from '../../../../src/shared/text-toolkit/index.ts';
import type { ModelConfig } from './config.ts';
import { UNTRUSTED_DATA_RULE, dataBlock, type Generate } from './prompt-text.ts';

const ModelHashtags = z.object({
  hashtags: z.array(z.string()).describe('Suggested hashtags, each starting with #, best first'),
});

const SYSTEM = [
  'You suggest hashtags for social media posts.',
  'A hashtag is # followed only by letters and digits (any alphabet): no spaces, no',
  'punctuation, no underscores. Suggest tags people actually search or follow, specific to the',
  "post's topic and audience, in the post's language. Do not repeat tags from the existing list.",
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
  const answer = await generate(config, {
    system: SYSTEM,
    prompt: [
      `Platform: ${options.platform}. Strategy: ${options.strategy}.`,
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

/**
 * The offline writer's tag rules applied to the model's tags: `#` + letters/digits (NFC), at
 * least one letter (platforms do not link #2024), at most 40 code points, lower-cased like the
 * groups (unless that would add a combining mark, as with Turkish 'İ'). Word separators
 * (spaces, `_`, `-`, `.`) are closed up; a tag with anything else in it (a combining mark, an
 * emoji) is dropped rather than misspelt. No duplicates of each other or of the groups' tags
 * (case-insensitive: #SEO and #seo are one tag to the platforms), at most `limit`.
 */
export function sanitiseTags(
  raw: readonly string[],
  existing: readonly string[],
  limit: number,
): string[] {
  const seen = new Set(existing.map((tag) => tag.toLowerCase()));
  const tags: string[] = [];
  for (const value of raw) {
    if (tags.length >= limit) break;
    const body = value
      .normalize('NFC')
      .trim()
      .replace(/^#+/, '')
      .replace(/[\s_.-]+/gu, '');
    const lower = body.toLowerCase();
    const tag = `#${HASHTAG_PATTERN.test(`#${lower}`) ? lower : body}`;
    if (!HASHTAG_PATTERN.test(tag) || !/\p{L}/u.test(tag)) continue;
    if (codePointLength(body) > MAX_KEYWORD_LENGTH) continue;
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}
