import { alternates, canonicalUrl } from '../../src/renderer/components/seo/head-data.ts';
import { ACTIVE_LANGUAGES } from '../../src/shared/languages.ts';
import type { RouteEntry } from '../../src/shared/routes.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every indexable page in every active language, each URL listing all its language
 * versions (Google's "xhtml:link" sitemap form of hreflang).
 */
export function sitemapXml(origin: string, pages: readonly RouteEntry[]): string {
  const urls = pages.flatMap((page) => {
    const links = alternates(origin, page.path)
      .map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
      )
      .join('\n');
    return ACTIVE_LANGUAGES.map(
      (lang) =>
        `  <url>\n    <loc>${escapeXml(canonicalUrl(origin, page.path, lang.code))}</loc>\n${links}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Private areas stay out of search; everything else may be crawled. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /account',
    'Disallow: /auth',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
