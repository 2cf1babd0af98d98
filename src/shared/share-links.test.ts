import { describe, expect, it } from 'vitest';
import {
  SHARE_PLATFORM_NAMES,
  SHARE_WINDOW,
  SHARE_WINDOW_FEATURES,
  prefillsPost,
  shareLink,
} from './share-links.ts';
import { SHARE_PLATFORMS } from './tool-gate.ts';

const content = {
  url: 'https://replypilot.app/tools/reply-grader?x=1&y=2',
  text: 'Grade your replies & grow #fast',
  summary: 'Free AI tools',
};

const params = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('shareLink', () => {
  it('composes a post on X with the text and the address', () => {
    const link = shareLink('twitter', content);
    expect(link.startsWith('https://x.com/intent/tweet?')).toBe(true);
    expect(params(link)).toEqual({ text: content.text, url: content.url });
  });

  it('shares the address on LinkedIn, with the summary when given', () => {
    const link = shareLink('linkedin', content);
    expect(link.startsWith('https://www.linkedin.com/sharing/share-offsite/?')).toBe(true);
    expect(params(link)).toEqual({ url: content.url, summary: content.summary });
    expect(params(shareLink('linkedin', { url: content.url, text: 'x' }))).toEqual({
      url: content.url,
    });
  });

  it('uses u and quote on Facebook, url and title on Reddit', () => {
    const facebook = shareLink('facebook', content);
    expect(facebook.startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
    expect(params(facebook)).toEqual({ u: content.url, quote: content.text });
    const reddit = shareLink('reddit', content);
    expect(reddit.startsWith('https://www.reddit.com/submit?')).toBe(true);
    expect(params(reddit)).toEqual({ url: content.url, title: content.text });
  });

  it('puts text and address in WhatsApp text, and both params on Telegram', () => {
    const whatsapp = shareLink('whatsapp', content);
    expect(whatsapp.startsWith('https://wa.me/?')).toBe(true);
    expect(params(whatsapp)).toEqual({ text: `${content.text} ${content.url}` });
    const telegram = shareLink('telegram', content);
    expect(telegram.startsWith('https://t.me/share/url?')).toBe(true);
    expect(params(telegram)).toEqual({ url: content.url, text: content.text });
  });

  it('opens the Instagram and TikTok home pages', () => {
    expect(shareLink('instagram', content)).toBe('https://www.instagram.com/');
    expect(shareLink('tiktok', content)).toBe('https://www.tiktok.com/');
    expect(prefillsPost('instagram')).toBe(false);
    expect(prefillsPost('tiktok')).toBe(false);
    expect(prefillsPost('twitter')).toBe(true);
  });

  it('encodes every reserved character so the address survives intact', () => {
    const link = shareLink('telegram', content);
    expect(link).not.toContain(' ');
    expect(link).toContain(encodeURIComponent(content.url));
    expect(link.split('&')).toHaveLength(2);
  });

  it('gives every platform a https link and a display name', () => {
    for (const platform of SHARE_PLATFORMS) {
      expect(new URL(shareLink(platform, content)).protocol).toBe('https:');
      expect(SHARE_PLATFORM_NAMES[platform]).toBeTruthy();
    }
  });
});

describe('share window', () => {
  it('is 600×400', () => {
    expect(SHARE_WINDOW).toEqual({ width: 600, height: 400 });
    expect(SHARE_WINDOW_FEATURES).toBe('width=600,height=400');
  });
});
