import { QUEUE_STORAGE_KEY } from './keys.ts';

/**
 * At start-up: when events wait from an earlier page of this browser session (a visitor's,
 * kept through a sign-up or a magic link's redirect), loads the queue so they are sent once
 * the user is signed in. Otherwise loads nothing.
 */
export function resumeQueuedAnalytics(): void {
  try {
    if (!window.sessionStorage.getItem(QUEUE_STORAGE_KEY)) return;
  } catch {
    return;
  }
  void import('./index.ts').then(
    (analytics) => analytics.startAnalytics(),
    () => {}, // a failed chunk load: the events wait for the next page
  );
}
