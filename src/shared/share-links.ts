/**
 * Outbound share links: the address each network's share page takes, for the
 * gate's share prompt and the share card. Instagram and TikTok have no web share link, so they
 * open their home pages.
 */
import type { SharePlatform } from './tool-gate.ts';

/** Every share window is 600×400. */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;
/** The `window.open` features string for a share window. */
export const SHARE_WINDOW_FEATURES = `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height}`;

export interface ShareContent {
  /** The address being shared (the current page). */
  url: string;
  /** The post text the network pre-fills where it can. */
  text: string;
  /** A longer description (LinkedIn only). */
  summary?: string;
}

/** Display names of the networks: brand names, the same in every language. */
export const SHARE_PLATFORM_NAMES: Record<SharePlatform, string> = {
  twitter: 'X',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  reddit: 'Reddit',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}?${query}`;
}

export function shareLink(platform: SharePlatform, { url, text, summary }: ShareContent): string {
  switch (platform) {
    case 'twitter':
      return withQuery('https://x.com/intent/tweet', { text, url });
    case 'linkedin':
      return withQuery('https://www.linkedin.com/sharing/share-offsite/', { url, summary });
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: url, quote: text });
    case 'reddit':
      return withQuery('https://www.reddit.com/submit', { url, title: text });
    case 'whatsapp':
      // wa.me takes one text parameter: the address goes at its end so it becomes a link.
      return withQuery('https://wa.me/', { text: `${text} ${url}` });
    case 'telegram':
      return withQuery('https://t.me/share/url', { url, text });
    case 'instagram':
      return 'https://www.instagram.com/';
    case 'tiktok':
      return 'https://www.tiktok.com/';
  }
}

/** Whether the network's share page pre-fills the post (Instagram and TikTok do not). */
export function prefillsPost(platform: SharePlatform): boolean {
  return platform !== 'instagram' && platform !== 'tiktok';
}
