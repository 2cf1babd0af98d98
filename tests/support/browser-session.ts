// Signing a Chromium page in without the sign-in form: for the e2e specs and the screenshot
// scripts (no test runner needed here).
import type { Page } from 'playwright-core';

/** supabase-js's storage key for a backend: `sb-<first label of the host>-auth-token`. */
export const sessionStorageKey = (serverUrl: string) =>
  `sb-${new URL(serverUrl).hostname.split('.')[0]}-auth-token`;

/** Signs a page in as supabase-js would: the session in localStorage on the server's origin. */
export async function storeSession(page: Page, serverUrl: string, session: unknown) {
  await page.goto(`${serverUrl}/about`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [sessionStorageKey(serverUrl), JSON.stringify(session)],
  );
}
