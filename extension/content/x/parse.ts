/**
 * Reads a post off its article (DOM → `RawPost`), by X's structure: the status link of the
 * post's own `time`, counts from the action buttons' aria-labels (the number only, in any
 * language) or their visible abbreviated counts, ads by placementTracking plus a localized
 * label. Cheap: a handful of scoped querySelector calls per post, no layout.
 */
import type { RawPost } from './candidate.ts';
import { parseCount } from './counts.ts';
import { AD_LABELS, SEL } from './selectors.ts';

const STATUS_HREF = /\/status\/\d/;

function pathOf(href: string | null | undefined): string | null {
  if (!href) return null;
  if (href.startsWith('/')) return href;
  try {
    return new URL(href).pathname;
  } catch {
    return null;
  }
}

/**
 * The status path of an article: its own time's link; for posts without a time (X shows
 * promoted posts without one), a status link in the author's name, else the analytics link.
 */
export function statusPathOf(article: Element): string | null {
  const timeLink = article.querySelector(SEL.time)?.closest('a[href*="/status/"]');
  if (timeLink) return pathOf(timeLink.getAttribute('href'));
  const nameLink = article.querySelector(`${SEL.userName} a[href*="/status/"]`);
  if (nameLink) return pathOf(nameLink.getAttribute('href'));
  const analytics = pathOf(article.querySelector(SEL.views)?.getAttribute('href'));
  return analytics && STATUS_HREF.test(analytics) ? analytics.replace(/\/analytics$/, '') : null;
}

/** An action's count: the number in its aria-label, else its visible count, else null. */
export function actionCount(button: Element | null): number | null {
  if (!button) return null;
  const fromLabel = parseCount(button.getAttribute('aria-label'));
  if (fromLabel !== null) return fromLabel;
  const visible = button.querySelector(SEL.visibleCount) ?? button;
  return parseCount(visible.textContent) ?? 0;
}

/** Text as X shows it, emoji images as their alt text. */
export function postText(element: Element | null): string {
  if (!element) return '';
  let out = '';
  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) out += (child as Text).data;
      else if (child.nodeType === 1) {
        const el = child as Element;
        if (el.tagName === 'IMG') out += el.getAttribute('alt') ?? '';
        else if (el.tagName === 'BR') out += '\n';
        else walk(el);
      }
    }
  };
  walk(element);
  return out;
}

/** A short leaf element outside the post's text and name whose text is an ad label. */
function hasAdLabel(article: Element, text: Element | null, name: Element | null): boolean {
  for (const span of article.querySelectorAll('span')) {
    if (span.childElementCount !== 0) continue;
    const label = span.textContent;
    if (!label || label.length > 24) continue;
    if (!AD_LABELS.has(label.trim())) continue;
    if ((text && text.contains(span)) || (name && name.contains(span))) continue;
    return true;
  }
  return false;
}

export function readArticle(article: Element, statusPath: string, host: string): RawPost {
  const textEl = article.querySelector(SEL.tweetText);
  const nameEl = article.querySelector(SEL.userName);
  const likeButton = article.querySelector(SEL.likeOrUnlike);
  const views = article.querySelector(SEL.views);
  return {
    statusPath,
    host,
    text: postText(textEl),
    lang: textEl?.getAttribute('lang') ?? null,
    replies: actionCount(article.querySelector(SEL.reply)),
    reposts: actionCount(article.querySelector(SEL.repost)),
    likes: actionCount(likeButton),
    views: views ? actionCount(views) : null,
    placement:
      article.closest(SEL.placementTracking) !== null ||
      article.querySelector(SEL.placementTracking) !== null,
    adLabel: hasAdLabel(article, textEl, nameEl),
    liked: likeButton?.getAttribute('data-testid') === 'unlike',
  };
}
