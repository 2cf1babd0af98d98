/**
 * Hashtags and links as X sees them (the `twitter-text` extractors: X links "example.com" too,
 * and "#1" or "C#" is no hashtag). The house style posts neither unless the persona allows it.
 */
import { twitterText } from './twitter-text.ts';

export interface EntityHit {
  /** The hashtag with its # (or full-width ＃), or the link as written. */
  text: string;
  /** UTF-16 index into the text (usable with `slice`). */
  index: number;
}

/** Hashtags in the text, in order. */
export function findHashtags(text: string): EntityHit[] {
  return twitterText.extractHashtagsWithIndices(text).map(({ indices: [start, end] }) => ({
    text: text.slice(start, end),
    index: start,
  }));
}

/** Links in the text, in order, bare domains included (X links and counts them as 23). */
export function findLinks(text: string): EntityHit[] {
  return twitterText.extractUrlsWithIndices(text).map(({ url, indices: [start] }) => ({
    text: url,
    index: start,
  }));
}
