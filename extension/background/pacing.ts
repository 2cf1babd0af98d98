import {
  BURST,
  MIN_ENGAGEMENT,
  PACING_PRESETS,
  REPLY_DELAY_SECONDS,
  type PostCandidate,
  type SessionSettings,
  type StopReason,
} from '../../src/shared/extension/messages.ts';

/**
 * The session's pure rules (docs/product-rules.md#extension-session): the wait between replies,
 * the burst limit, the active hours, the daily target and which posts qualify. No browser APIs;
 * time comes in as epoch ms plus the local time zone's offset in minutes (east of UTC positive).
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The local calendar day of `now` (YYYY-MM-DD), the key for "today" on this machine. */
export function localDay(now: number, offsetMinutes: number): string {
  return new Date(now + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** A standard normal draw from two uniform draws (Box-Muller). */
function normal(random: () => number): number {
  const u1 = Math.max(random(), 1e-12);
  const u2 = random();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/**
 * The wait after a posted reply, in ms: log-normal around the geometric middle of
 * REPLY_DELAY_SECONDS (about 95 s), so most waits are one to three minutes and a few are long,
 * never below the minimum or above the maximum.
 */
export function humanDelayMs(random: () => number): number {
  const { min, max } = REPLY_DELAY_SECONDS;
  const median = Math.sqrt(min * max);
  // ±2.2 standard deviations span the range; the rare draws beyond are held at its ends.
  const sigma = Math.log(max / min) / (2 * 2.2);
  const seconds = median * Math.exp(sigma * normal(random));
  return Math.round(Math.min(max, Math.max(min, seconds)) * 1000);
}

/** A uniform wait between `minSeconds` and `maxSeconds`, in ms (rescans, short pauses). */
export function jitterMs(random: () => number, minSeconds: number, maxSeconds: number): number {
  return Math.round((minSeconds + (maxSeconds - minSeconds) * random()) * 1000);
}

/** The reply times still inside the burst window at `now`. */
export function recentReplies(times: readonly number[], now: number): number[] {
  return times.filter((at) => now - at < BURST.minutes * MINUTE_MS);
}

/** When the next reply may go out under BURST (null: now). */
export function burstFreeAt(times: readonly number[], now: number): number | null {
  const recent = recentReplies(times, now).sort((a, b) => a - b);
  if (recent.length < BURST.replies) return null;
  return recent[recent.length - BURST.replies]! + BURST.minutes * MINUTE_MS;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/**
 * Null when `now` is inside the active hours, else the ms until they open. The window runs from
 * start (included) to end (excluded) in local time; start after end spans midnight; start equal
 * to end means all day.
 */
export function msUntilActive(
  hours: SessionSettings['activeHours'],
  now: number,
  offsetMinutes: number,
): number | null {
  const start = minutesOf(hours.start) * MINUTE_MS;
  const end = minutesOf(hours.end) * MINUTE_MS;
  if (start === end) return null;
  const local = (((now + offsetMinutes * MINUTE_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  const inside = start < end ? local >= start && local < end : local >= start || local < end;
  if (inside) return null;
  return (start - local + DAY_MS) % DAY_MS;
}

/**
 * Whether the day is done: the pacing preset's target, capped by the plan's allowance. At the
 * plan's limit (when it is below the preset) the reason is the allowance, else the target.
 */
export function dayDone(
  used: number,
  pacing: SessionSettings['pacing'],
  planLimit: number | null,
): StopReason | null {
  const preset = PACING_PRESETS[pacing];
  if (planLimit !== null && planLimit < preset && used >= planLimit) return 'allowance-reached';
  if (used >= preset) return 'target-reached';
  return null;
}

export interface CandidateFilter {
  /** Post URLs already handled today (replied, skipped, drafted). */
  handledPosts: ReadonlySet<string>;
  /** Lower-case handles already replied to (or drafted for) today. */
  authorsToday: ReadonlySet<string>;
  /** Lower-case handles never to reply to. */
  avoidAuthors?: ReadonlySet<string>;
  /** Lower-case handles whose posts come first. */
  targetAuthors?: ReadonlySet<string>;
  /** Languages the user replies in (empty or missing: any); a post of unknown language passes. */
  languages?: ReadonlySet<string>;
  /** The signed-in X handle, when the page shows it. */
  ownHandle?: string | null;
}

/**
 * The posts worth a reply, best first (the user's target accounts, then by engagement): enough
 * engagement, not an ad, not the user's own, with text, not handled today, one per author per
 * day, no author the user avoids, in a language the user replies in.
 */
export function chooseCandidates(
  posts: readonly PostCandidate[],
  filter: CandidateFilter,
): PostCandidate[] {
  const own = filter.ownHandle?.toLowerCase();
  const seenUrls = new Set<string>();
  const seenAuthors = new Set<string>();
  return [...posts]
    .sort(
      (a, b) =>
        Number(filter.targetAuthors?.has(b.author.toLowerCase()) ?? false) -
          Number(filter.targetAuthors?.has(a.author.toLowerCase()) ?? false) ||
        b.engagement - a.engagement,
    )
    .filter((post) => {
      const author = post.author.toLowerCase();
      const ok =
        post.engagement >= MIN_ENGAGEMENT &&
        !post.isAd &&
        !post.isOwn &&
        author !== own &&
        post.text.trim() !== '' &&
        !filter.handledPosts.has(post.url) &&
        !filter.authorsToday.has(author) &&
        !filter.avoidAuthors?.has(author) &&
        (!filter.languages?.size ||
          post.language === null ||
          filter.languages.has(post.language.split('-')[0]!.toLowerCase())) &&
        !seenUrls.has(post.url) &&
        !seenAuthors.has(author);
      if (ok) {
        seenUrls.add(post.url);
        seenAuthors.add(author);
      }
      return ok;
    });
}

/** How the account page names this browser, e.g. "Chrome on Linux". */
export function browserLabel(userAgent: string): string {
  const browser = /Firefox\//.test(userAgent)
    ? 'Firefox'
    : /Edg\//.test(userAgent)
      ? 'Edge'
      : /OPR\//.test(userAgent)
        ? 'Opera'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : 'Browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /CrOS/.test(userAgent)
          ? 'ChromeOS'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'macOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  return os ? `${browser} on ${os}` : browser;
}

/**
 * Where to look when the page in the X tab offers no post worth a reply: the persona's target
 * accounts (`from:`), then its topics among well-liked posts, in its language when it names
 * exactly one. The session goes through them in turn.
 */
export function searchQueries(persona: {
  topics: readonly string[];
  targetAccounts: readonly string[];
  languages: readonly string[];
}): string[] {
  const lang = persona.languages.length === 1 ? ` lang:${persona.languages[0]}` : '';
  return [
    ...persona.targetAccounts.map((handle) => `from:${handle}`),
    ...persona.topics.map((topic) => `${topic} min_faves:100${lang}`),
  ];
}

/** X's search page for a query (its Top results, where engagement is). */
export function searchUrl(query: string): string {
  return `https://x.com/search?q=${encodeURIComponent(query)}&src=typed_query`;
}
