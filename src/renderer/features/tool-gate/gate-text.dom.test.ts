import { describe, expect, it } from 'vitest';
import { GENERATION_TOOL_IDS } from '../../../shared/generation/schemas.ts';
import { gateMessage } from '../../../shared/tool-gate.ts';
import { ACTIVE_LANGUAGE_CODES } from '../../../shared/languages.ts';
import { createI18n, ensureLanguage } from '../../i18n/index.ts';
import { testI18n } from '../../test-utils/render.tsx';
import { gateMessageText, suggestedShareText } from './gate-text.ts';

const URL = 'https://replypilot.app/tools/reply-grader';

describe('gate texts', () => {
  const t = testI18n.getFixedT('en', 'gate');

  it('say what the server says, in English, filled from the shared config', () => {
    for (const action of ['share', 'wait', 'payment'] as const)
      expect(gateMessageText(t, action, { trial: true })).toBe(gateMessage(action));
  });

  it('state the allowance as it is: one free use, four more after a share, the 7-day trial', () => {
    expect(gateMessageText(t, 'share', { trial: true })).toBe(
      "You've used your free use of this tool. Share it to unlock 4 more free uses, or start the 7-day free trial for unlimited use.",
    );
    expect(gateMessageText(t, 'payment', { trial: true })).toBe(
      "You've used all 5 free uses of this tool. Start the 7-day free trial or upgrade for unlimited use, from $9.99/month.",
    );
    expect(t('status.first', { first: 1, reward: 4 })).toBe(
      '1 free use, then 4 more when you share',
    );
  });

  it('leave the trial out for an account that already had one', () => {
    expect(gateMessageText(t, 'share', { trial: false })).toBe(
      "You've used your free use of this tool. Share it to unlock 4 more free uses.",
    );
    expect(gateMessageText(t, 'payment', { trial: false })).toBe(
      "You've used all 5 free uses of this tool. Upgrade for unlimited use, from $9.99/month.",
    );
  });

  it('thank for a share and never claim to verify it', () => {
    const wait = gateMessageText(t, 'wait', { trial: true });
    expect(wait).toBe('Thanks for sharing! Your 4 more free uses unlock in a minute or two.');
    for (const key of [
      'message.wait',
      'share.waitingTitle',
      'status.unlocking',
      'toast.unlockedBody',
    ])
      expect(t(key, { reward: 4 })).not.toMatch(/verif/i);
  });
});

describe('the suggested share text', () => {
  const t = testI18n.getFixedT('en', 'gate');

  it('recommends each tool neutrally, with the page address', () => {
    expect(suggestedShareText(t, 'reply-grader', URL)).toBe(
      `A free reply grader that scores a reply to a post on X and shows how to make it better: ${URL}`,
    );
    for (const tool of GENERATION_TOOL_IDS) {
      const text = suggestedShareText(t, tool, URL);
      expect(text).toMatch(/^A free /);
      expect(text.endsWith(`: ${URL}`)).toBe(true);
      // A recommendation, not a testimonial in the user's voice.
      expect(text).not.toMatch(/\b(I|I'm|my|me)\b/);
    }
  });

  it('has a sentence of its own for any other page', () => {
    expect(suggestedShareText(t, 'not-a-tool', URL)).toBe(
      `Free tools for writing social media bios, hashtags and replies: ${URL}`,
    );
  });

  it('is written in every language, with the address', async () => {
    const i18n = await createI18n('en');
    for (const lang of ACTIVE_LANGUAGE_CODES) {
      await ensureLanguage(i18n, lang);
      const local = i18n.getFixedT(lang, 'gate');
      for (const tool of [...GENERATION_TOOL_IDS, 'not-a-tool']) {
        const text = suggestedShareText(local, tool, URL);
        expect(text, `${lang} ${tool}`).toContain(URL);
        if (lang !== 'en')
          expect(text, `${lang} ${tool}`).not.toBe(suggestedShareText(t, tool, URL));
      }
    }
  });
});

describe('remaining-uses plural forms', () => {
  it('fall back to the count-neutral text in languages with more plural forms than English', async () => {
    const i18n = await createI18n('ar');
    await ensureLanguage(i18n, 'ru');
    const ar = i18n.getFixedT('ar', 'gate');
    const ru = i18n.getFixedT('ru', 'gate');
    const en = i18n.getFixedT('en', 'gate');
    // Arabic 'few' (3) and Russian 'few' (3) are not English categories: never English text
    expect(ar('status.remaining', { count: 3 })).toBe('الاستخدامات المجانية المتبقية: 3');
    expect(ar('status.remaining', { count: 0 })).toBe('الاستخدامات المجانية المتبقية: 0');
    expect(ru('status.remaining', { count: 3 })).toBe('Осталось бесплатных использований: 3');
    expect(ru('status.remaining', { count: 1 })).toBe('Осталось 1 бесплатное использование');
    expect(en('status.remaining', { count: 1 })).toBe('1 free use remaining');
    expect(en('status.remaining', { count: 3 })).toBe('3 free uses remaining');
  });
});
