/**
 * The saved return URL: a protected page remembers where the visitor
 * wanted to go before sending them to `/auth`; after signing in there they land back on it.
 * Kept in sessionStorage under `returnUrl`, cleared once used.
 */
export const RETURN_URL_KEY = 'returnUrl';

/** Only same-site paths are kept (`/dashboard?tab=x`), never another origin. */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Call before redirecting a signed-out visitor to `/auth`, with the path they asked for. */
export function rememberReturnUrl(path: string): void {
  if (!isSafePath(path)) return;
  try {
    window.sessionStorage.setItem(RETURN_URL_KEY, path);
  } catch {
    // storage blocked: they land on the dashboard instead
  }
}

/** The saved return URL, removed from storage; `null` when there is none. */
export function takeReturnUrl(): string | null {
  try {
    const path = window.sessionStorage.getItem(RETURN_URL_KEY);
    window.sessionStorage.removeItem(RETURN_URL_KEY);
    return path && isSafePath(path) ? path : null;
  } catch {
    return null;
  }
}
