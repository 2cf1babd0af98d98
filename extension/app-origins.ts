import { SITE } from '../src/shared/site-config.ts';

/**
 * The ReplyPilot app origins the extension talks to (its bridge content script runs there and
 * nowhere else): the embedded backend on this machine, and the production site. Used by the
 * manifest at build time and by the bridge at run time.
 */

/** The embedded backend's default port (PORT in src/server/config.ts). */
export const DEV_APP_PORT = 8787;

/** `npm start` on this machine, under both loopback names the browser may use. */
export const DEV_APP_ORIGINS = [
  `http://localhost:${DEV_APP_PORT}`,
  `http://127.0.0.1:${DEV_APP_PORT}`,
] as const;

/**
 * The origin of `siteUrl` (SITE_URL at build time; SITE.defaultOrigin when empty). Only http and
 * https URLs; a path, query or trailing slash is dropped.
 */
export function productionOrigin(siteUrl?: string): string {
  const raw = siteUrl?.trim() || SITE.defaultOrigin;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an http(s) URL, got ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must be an http(s) URL, got ${JSON.stringify(raw)}`);
  return url.origin;
}

/** Every app origin, development ones first, without duplicates. */
export function appOrigins(siteUrl?: string): string[] {
  return [...new Set<string>([...DEV_APP_ORIGINS, productionOrigin(siteUrl)])];
}
