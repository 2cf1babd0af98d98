/**
 * Links and @mentions in prose. Two views: `URL_PATTERN` / `urlRanges` find links inside running
 * text (the reply rules skip them, keywords ignore them); `isUrlLike` tests one whitespace-free
 * token, including bare domains and e-mail addresses (the offline writers drop such tokens).
 */

/** A URL starts with a scheme or www. and ends before trailing sentence punctuation. */
export const URL_PATTERN = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>]+/giu;
const URL_TRAILING = /[.,;:!?)\]}'"“”’»›」』\u2014\u2013-]+$/u;
export const MENTION_PATTERN = /(^|[^\p{L}\p{N}_])@[A-Za-z0-9_]{1,15}/gu;

/** [start, end) ranges of the links in a text, trailing punctuation excluded. */
export function urlRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(URL_TRAILING, '');
    if (url.length > 0) ranges.push([match.index, match.index + url.length]);
  }
  return ranges;
}

const URL_LIKE =
  /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+$|^[^\s@/]+\.(?:com|net|org|io|co|app|dev|me|ly|tv|link|shop|store|info|biz)(?:[/?#]\S*)?$/iu;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** True for a whitespace-free token that is a web address or an e-mail address. */
export function isUrlLike(token: string): boolean {
  return URL_LIKE.test(token) || EMAIL_LIKE.test(token);
}
