import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/**
 * The security headers of every answer, in one place.
 *
 * Every answer: `X-Content-Type-Options: nosniff` (a JSON or text answer is never run as a
 * script or page) and `Referrer-Policy: strict-origin-when-cross-origin`.
 *
 * HTML pages, in addition:
 * - `Content-Security-Policy`: scripts from this origin only, plus the exact inline scripts
 *   the page was built with (Mantine's colour-scheme script and the JSON-LD blocks), each
 *   allowed by its SHA-256, computed from the file that is served, so nothing is kept by
 *   hand; connections to this origin and the configured API origin; images from this origin
 *   and data:/blob: URLs (the favicon is a data: SVG); no plugins, no <base>, forms post here
 *   only, and no framing (`frame-ancestors 'none'`, `X-Frame-Options: DENY` for old browsers).
 *   Styles keep 'unsafe-inline': Mantine sets CSS variables in a <style> element and its
 *   style props as `style` attributes, which neither hashes nor nonces can cover.
 * - `Permissions-Policy`: no camera, microphone, geolocation, payment, USB or motion sensors.
 * - `Cross-Origin-Opener-Policy: same-origin-allow-popups`: other sites cannot keep a handle
 *   on our window, and the share windows the tools open still work.
 */

export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export const PAGE_HEADERS: Record<string, string> = {
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** `'sha256-…'` of every inline `<script>` (no `src`) of a page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1]!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(options: {
  scriptHashes: string[];
  /** Origins besides this one that pages may call (the API, when PUBLIC_URL is elsewhere). */
  connectOrigins: string[];
  https: boolean;
}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${options.scriptHashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${options.connectOrigins.map((o) => ` ${o}`).join('')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The CSP of the page in a file (a prerendered page, or its `.br`/`.gz` copy: the hashes come
 * from the uncompressed file beside it), cached until the file changes.
 */
export function createPagePolicies(options: { connectOrigins: string[]; https: boolean }) {
  const byFile = new Map<string, { mtimeMs: number; policy: string }>();
  const byHtml = new Map<string, string>();
  const policyFor = (html: string) =>
    contentSecurityPolicy({ ...options, scriptHashes: inlineScriptHashes(html) });

  return {
    forHtml(html: string): string {
      let policy = byHtml.get(html);
      if (!policy) {
        policy = policyFor(html);
        if (byHtml.size > 100) byHtml.clear();
        byHtml.set(html, policy);
      }
      return policy;
    },
    forFile(file: string): string | null {
      const source = file.replace(/\.(br|gz)$/, '');
      if (!/\.html?$/i.test(source)) return null;
      const { mtimeMs } = statSync(source);
      const cached = byFile.get(source);
      if (cached && cached.mtimeMs === mtimeMs) return cached.policy;
      const policy = policyFor(readFileSync(source, 'utf8'));
      byFile.set(source, { mtimeMs, policy });
      return policy;
    },
    /** For HTML the server writes itself (error pages, the mailbox): no inline scripts. */
    none: contentSecurityPolicy({ ...options, scriptHashes: [] }),
  };
}
