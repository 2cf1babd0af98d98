/**
 * The part of the `twitter-text` library the reply rules use, typed here once. The package ships
 * CommonJS (and an ESM build with only a default export), so it is imported whole as a default
 * import, the one form Node, bundlers and Deno all accept. Deno sees the package untyped; this
 * interface gives every runtime the same types.
 */
import library from 'twitter-text';

interface Entity {
  /** [start, end) in UTF-16 units. */
  indices: [number, number];
}

export interface TwitterText {
  parseTweet(text: string): { weightedLength: number; valid: boolean };
  extractHashtagsWithIndices(text: string): Array<Entity & { hashtag: string }>;
  extractUrlsWithIndices(text: string): Array<Entity & { url: string }>;
}

export const twitterText: TwitterText = library;
