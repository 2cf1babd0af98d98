/**
 * One spelling for the paths of the API, so that what a limit keys on and what the router
 * runs cannot differ. `/auth/v1/%74oken`, `/%61uth/v1/token`, `/auth/v1//token/`,
 * `/auth/v1/TOKEN.` and `/auth/v1/x/../token` all become `/auth/v1/token`; the server then
 * hands the request on with that path, so the router sees exactly the route that was
 * limited, or nothing it knows.
 *
 * Rules: percent-decoding repeated until the path no longer changes (an encoded `%` cannot
 * smuggle a second layer through), `.` and `..` segments resolved, empty segments dropped,
 * trailing dots and spaces of a segment dropped; the Auth API's paths, which are all lower
 * case, are lower-cased. Control characters and malformed escapes are refused.
 */

/** First segments that belong to the API rather than to the website. */
const API_ROOTS = new Set(['auth', 'rest', 'functions', 'dev', '_internal', 'health']);

export type CanonicalPath =
  { ok: true; path: string; api: boolean } | { ok: false; reason: string };

export function canonicalPath(rawPath: string): CanonicalPath {
  let path = rawPath;
  for (let round = 0; ; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return { ok: false, reason: 'The request path has a malformed percent-escape' };
    }
    if (decoded === path) break;
    if (round === 4) return { ok: false, reason: 'The request path is encoded too many times' };
    path = decoded;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path))
    return { ok: false, reason: 'The request path contains control characters' };

  const segments: string[] = [];
  for (const raw of path.replace(/\\/g, '/').split('/')) {
    const segment = raw === '.' || raw === '..' ? raw : raw.replace(/[.\s]+$/, '');
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const root = segments[0]?.toLowerCase() ?? '';
  const api = API_ROOTS.has(root);
  if (api) segments[0] = root;
  if (root === 'auth')
    for (let i = 0; i < segments.length; i++) segments[i] = segments[i]!.toLowerCase();
  if (api && segments[1]) segments[1] = segments[1].toLowerCase(); // the version: v1
  return { ok: true, path: `/${segments.join('/')}`, api };
}
