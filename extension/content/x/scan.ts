/**
 * `x:scan`: the posts on the page, then `scrolls` screens further. X's timeline is virtualized
 * (cells mount and unmount while scrolling), so posts are collected at every stop, unique by
 * status id; a post seen once is not parsed again. Nothing outlives the scan.
 */
import type { ScanResult } from '../../../src/shared/extension/messages.ts';
import { buildCandidate, CandidateSet, parseStatusPath } from './candidate.ts';
import { readArticle, statusPathOf } from './parse.ts';
import { checkPage, SEL, signedInHandle, timelineArticles } from './selectors.ts';
import { nextFrame, pause, waitFor, type Timing } from './timing.ts';

/** ScanResultSchema's limit. */
export const MAX_SCAN_POSTS = 200;

export interface ScanStats {
  /** Articles looked at (mounted at a stop), parsed or not. */
  visited: number;
  /** Articles parsed (new in this scan). */
  parsed: number;
  /** Time spent reading articles, ms. */
  parseMs: number;
}

/** Collects the mounted posts not seen yet into `set`. */
export function collect(
  doc: Document,
  set: CandidateSet,
  handle: string | null,
  stats?: ScanStats,
  clock: () => number = () => performance.now(),
): void {
  const host = doc.location?.hostname === 'twitter.com' ? 'twitter.com' : 'x.com';
  for (const article of timelineArticles(doc)) {
    const started = stats ? clock() : 0;
    const path = statusPathOf(article);
    const status = path ? parseStatusPath(path) : null;
    if (stats) stats.visited++;
    if (!path || !status || set.has(status.id)) continue;
    const candidate = buildCandidate(readArticle(article, path, host), handle);
    if (candidate) set.add(status.id, candidate);
    if (stats) {
      stats.parsed++;
      stats.parseMs += clock() - started;
    }
  }
}

/** Scrolls about one screen in two or three wheel-like steps, with short pauses. */
async function scrollScreen(win: Window, timing: Timing): Promise<boolean> {
  const before = win.scrollY;
  const screen = win.innerHeight * (0.8 + timing.random() * 0.15);
  const steps = 2 + Math.floor(timing.random() * 2);
  for (let i = 0; i < steps; i++) {
    win.scrollBy({ top: screen / steps, behavior: 'instant' as ScrollBehavior });
    await pause(timing, 30, 90);
  }
  return win.scrollY > before;
}

export async function scan(
  doc: Document,
  scrolls: number,
  timing: Timing,
  stats?: ScanStats,
): Promise<ScanResult> {
  const win = doc.defaultView!;
  // A page that just loaded may not show posts yet.
  await waitFor(timing, () => doc.querySelector(SEL.anyArticle), 5000, 100);
  const check = checkPage(doc);
  if (!check.ok) return { posts: [], check };
  const handle = check.handle ?? signedInHandle(doc);
  const set = new CandidateSet(MAX_SCAN_POSTS);
  collect(doc, set, handle, stats);
  for (let i = 0; i < scrolls; i++) {
    let moved = await scrollScreen(win, timing);
    if (!moved) {
      // At the end of what is loaded: give the timeline a moment to fetch more.
      const height = doc.documentElement.scrollHeight;
      await waitFor(timing, () => doc.documentElement.scrollHeight > height, 2500, 100);
      moved = await scrollScreen(win, timing);
      if (!moved) break;
    }
    await nextFrame();
    await pause(timing, 120, 320);
    // X may have changed under us (a navigation, an update): stop with what matched.
    const again = checkPage(doc);
    if (!again.ok) return { posts: set.list(), check: again };
    collect(doc, set, handle, stats);
  }
  return { posts: set.list(), check };
}
