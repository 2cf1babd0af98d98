import { describe, expect, it } from 'vitest';
import { gateMessageText, toolName } from './gate-text.ts';
import { gateMessage } from '../../../shared/tool-gate.ts';
import { createI18n, ensureLanguage } from '../../i18n/index.ts';
import { testI18n } from '../../test-utils/render.tsx';

describe('gate texts', () => {
  it('are the spec messages in English, filled from the shared config', () => {
    const t = testI18n.getFixedT('en', 'gate');
    for (const action of ['share', 'wait', 'payment'] as const)
      expect(gateMessageText(t, action)).toBe(gateMessage(action));
  });

  it('name catalogue tools by title and anything else by the product', () => {
    expect(toolName('smart-hashtag-generator')).toBe('Smart Hashtag Generator');
    expect(toolName('not-a-tool')).toBe('ReplyPilot');
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
    expect(en('status.remaining', { count: 0 })).toBe('0 free uses remaining');
  });
});
