/**
 * A post as plain data (what parse.ts reads off an article) → the `PostCandidate` the
 * background receives. Pure: no DOM, unit-tested.
 */
import { X_HANDLE } from '../../../src/shared/contracts/reply.ts';
import type { PostCandidate } from '../../../src/shared/extension/messages.ts';

export interface RawPost {
  /** The status link's path, e.g. /someone/status/123. */
  statusPath: string;
  /** The page's host (x.com or twitter.com). */
  host: string;
  text: string;
  /** The tweetText element's lang attribute. */
  lang: string | null;
  replies: number | null;
  reposts: number | null;
  likes: number | null;
  views: number | null;
  /** Wrapped in placementTracking (structural). */
  placement: boolean;
  /** Labelled as an ad in some language (second signal). */
  adLabel: boolean;
  liked: boolean;
}

const STATUS_PATH = /^\/([A-Za-z0-9_]{1,15})\/status\/(\d{1,25})(?:[/?#]|$)/;
/** Tags X puts on text that is not in a language: undetermined, emoji/media/mentions/hashtags only, … */
const NOT_A_LANGUAGE = /^(und|zxx|mis|mul|q[a-t][a-z])$/i;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
export const MAX_TEXT = 4000;

/** The status id and author of a status path, or null when it is not one. */
export function parseStatusPath(path: string): { author: string; id: string } | null {
  const match = STATUS_PATH.exec(path);
  if (!match || !X_HANDLE.test(match[1]!)) return null;
  return { author: match[1]!, id: match[2]! };
}

/** X's `lang` as a language, or null for und, qme, zxx and the like. */
export function languageOf(lang: string | null | undefined): string | null {
  if (!lang) return null;
  const tag = lang.trim();
  if (NOT_A_LANGUAGE.test(tag) || !LANGUAGE.test(tag)) return null;
  const [language, region] = tag.split('-') as [string, string | undefined];
  return region ? `${language.toLowerCase()}-${region}` : language.toLowerCase();
}

const count = (n: number | null) =>
  n === null || !Number.isFinite(n) || n < 0 ? 0 : Math.min(Math.floor(n), Number.MAX_SAFE_INTEGER);

/** The candidate, or null when the post cannot be named (no valid status path). */
export function buildCandidate(raw: RawPost, signedIn: string | null): PostCandidate | null {
  const status = parseStatusPath(raw.statusPath);
  if (!status) return null;
  const host = raw.host === 'twitter.com' ? 'twitter.com' : 'x.com';
  const replies = count(raw.replies);
  const reposts = count(raw.reposts);
  const likes = count(raw.likes);
  return {
    url: `https://${host}/${status.author}/status/${status.id}`,
    author: status.author,
    text: raw.text.length > MAX_TEXT ? raw.text.slice(0, MAX_TEXT) : raw.text,
    language: languageOf(raw.lang),
    counts: {
      replies,
      reposts,
      likes,
      views: raw.views === null ? null : count(raw.views),
    },
    engagement: replies + reposts + likes,
    isAd: raw.placement || raw.adLabel,
    isOwn: signedIn !== null && status.author.toLowerCase() === signedIn.toLowerCase(),
    liked: raw.liked,
  };
}

/**
 * The posts of one scan, unique by status id, at most `cap` of them: past the cap, a post
 * replaces the lowest-engagement one kept when it has more. Memory: the kept posts and the
 * ids seen in this scan, nothing else.
 */
export class CandidateSet {
  private readonly kept = new Map<string, PostCandidate>();
  private readonly seen = new Set<string>();
  constructor(private readonly cap: number) {}

  /** Whether this id was already seen in this scan (parse nothing then). */
  has(id: string): boolean {
    return this.seen.has(id);
  }

  add(id: string, candidate: PostCandidate): void {
    if (this.seen.has(id)) return;
    this.seen.add(id);
    if (this.kept.size < this.cap) {
      this.kept.set(id, candidate);
      return;
    }
    let lowestId: string | undefined;
    let lowest = Infinity;
    for (const [keptId, kept] of this.kept) {
      if (kept.engagement < lowest) {
        lowest = kept.engagement;
        lowestId = keptId;
      }
    }
    if (lowestId !== undefined && candidate.engagement > lowest) {
      this.kept.delete(lowestId);
      this.kept.set(id, candidate);
    }
  }

  get size(): number {
    return this.kept.size;
  }

  get seenCount(): number {
    return this.seen.size;
  }

  /** In the order they were found. */
  list(): PostCandidate[] {
    return [...this.kept.values()];
  }
}
