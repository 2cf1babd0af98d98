import { SITE } from '../../../shared/site-config.ts';

/**
 * Replaced at build time by vite.config.ts from the `SITE_URL` environment variable, so
 * canonical and Open Graph URLs name the deployed origin rather than the visitor's host.
 */
declare const __SITE_ORIGIN__: string | undefined;

export const SITE_ORIGIN: string = (
  typeof __SITE_ORIGIN__ === 'string' && __SITE_ORIGIN__ ? __SITE_ORIGIN__ : SITE.defaultOrigin
).replace(/\/+$/, '');

/** The social card every page shares (scripts/og-image.ts renders it). */
export const OG_IMAGE = { path: '/og/default.png', width: 1200, height: 630 } as const;
