// The sign-in mail in the language of the page it was asked from, and the request's language.
import { describe, expect, it } from 'vitest';
import { MagicLinkRequestSchema } from '../../../src/shared/contracts/magic-link-auth.ts';
import { ACTIVE_LANGUAGE_CODES } from '../../../src/shared/languages.ts';
import { magicLinkMail } from './mail.ts';
import { MAGIC_LINK_MAIL_TEXT } from './mail-text.ts';

const LINK = 'https://replypilot.test/ja/auth/magic?token=abc&x=1';
const english = MAGIC_LINK_MAIL_TEXT.en!;

describe('magicLinkMail', () => {
  it('has every word of the mail in every active language, none left in English', () => {
    expect(Object.keys(MAGIC_LINK_MAIL_TEXT).sort()).toEqual([...ACTIVE_LANGUAGE_CODES].sort());
    for (const language of ACTIVE_LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const words = MAGIC_LINK_MAIL_TEXT[language]!;
      for (const [field, value] of Object.entries(words)) {
        expect(value.trim(), `${language}.${field}`).not.toBe('');
        expect(value, `${language}.${field}`).not.toBe(english[field as keyof typeof english]);
      }
    }
  });

  it('writes the English mail as before', () => {
    const mail = magicLinkMail('a@b.test', LINK, false);
    expect(mail.subject).toBe('Sign in to ReplyPilot');
    expect(mail.text).toBe(
      `Hi,\n\nClick the link below to sign in to ReplyPilot:\n\n${LINK}\n\n${english.outro}\n\n— ReplyPilot\n`,
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('writes the mail in the language asked for, with its lang and direction', () => {
    const ja = magicLinkMail('a@b.test', LINK, true, 'ja');
    expect(ja.subject).toBe(MAGIC_LINK_MAIL_TEXT.ja!.subject);
    expect(ja.text).toContain(MAGIC_LINK_MAIL_TEXT.ja!.introWithContent);
    expect(ja.text).toContain(LINK);
    expect(ja.html).toContain('<html lang="ja" dir="ltr">');
    expect(ja.html).toContain(`href="${LINK.replace('&', '&#38;')}"`);
    for (const words of Object.values(english)) {
      expect(ja.text).not.toContain(words);
      expect(ja.html).not.toContain(words);
    }
    expect(magicLinkMail('a@b.test', LINK, false, 'ar').html).toContain('lang="ar" dir="rtl"');
    expect(magicLinkMail('a@b.test', LINK, false, 'swa').html).toContain('lang="sw"');
  });

  it('falls back to English for a language it does not know', () => {
    expect(magicLinkMail('a@b.test', LINK, false, 'vi').subject).toBe(english.subject);
  });
});

describe('the request language', () => {
  it('defaults to English and accepts only active languages', () => {
    const parse = (body: object) => MagicLinkRequestSchema.safeParse(body);
    const generate = { action: 'generate', email: 'a@b.test' };
    expect(parse(generate)).toMatchObject({ success: true, data: { language: 'en' } });
    expect(parse({ ...generate, language: 'fri' })).toMatchObject({
      success: true,
      data: { language: 'fri' },
    });
    expect(parse({ action: 'validate', token: 't', language: 'ar' })).toMatchObject({
      success: true,
      data: { language: 'ar' },
    });
    for (const language of ['vi', 'EN', '', '../x', 7])
      expect(parse({ ...generate, language }).success, String(language)).toBe(false);
  });
});
