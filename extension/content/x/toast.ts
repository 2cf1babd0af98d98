/**
 * X's toasts after sending: errors (daily limit, automation warning, rate limit), found by
 * structure (the toast element, role="alert") and read with localized patterns; and the
 * "Your post was sent." confirmation, known by its link to the new post.
 */
import type { XError } from '../../../src/shared/extension/messages.ts';
import { SENT_PATTERN, SEL, TOAST_PATTERNS } from './selectors.ts';

export type ToastKind =
  | { kind: 'sent' }
  | { kind: 'error'; error: Extract<XError, 'daily-limit' | 'automation-flagged' | 'rate-limited'> }
  | { kind: 'unknown' };

/** What a toast's text says. Pure. */
export function classifyToastText(text: string, hasStatusLink = false): ToastKind {
  for (const { error, pattern } of TOAST_PATTERNS) {
    if (pattern.test(text)) return { kind: 'error', error };
  }
  if (hasStatusLink || SENT_PATTERN.test(text)) return { kind: 'sent' };
  return { kind: 'unknown' };
}

/** Toast elements on the page now: X's toast test id, or an alert outside dialogs. */
export function toastsIn(root: ParentNode): Element[] {
  const found = new Set<Element>();
  for (const el of root.querySelectorAll(SEL.toast)) found.add(el);
  for (const el of root.querySelectorAll(SEL.alert)) {
    if (!el.closest(SEL.dialog)) found.add(el.closest(SEL.toast) ?? el);
  }
  return [...found];
}

export function readToast(toast: Element): { text: string; kind: ToastKind } {
  const text = (toast.textContent ?? '').replace(/\s+/g, ' ').trim();
  const link = toast.querySelector('a[href*="/status/"]') !== null;
  return { text, kind: classifyToastText(text, link) };
}
