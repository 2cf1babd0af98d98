import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGE_CODES } from '../../shared/languages.ts';
import { ACCOUNT_MAIL_TEXT } from './auth-mail-text.ts';
import { localizeAuthMail } from './auth-mail.ts';
import { linksOf } from './outbox.ts';

const site = 'http://localhost:8787';
const verify = (type: string) =>
  `${site}/auth/v1/verify?token=abc123&type=${type}&redirect_to=${encodeURIComponent(site)}`;
const liteMail = (type: string) => ({
  to: 'ada@example.test',
  subject: 'Reset Your Password',
  text: `Reset your password with this code: 123456\n\nOr follow this link: ${verify(type)}`,
  html: `<a href="${verify(type)}">Reset</a>`,
});

describe('localizeAuthMail', () => {
  it('points a reset link at the asking page and writes in its language', () => {
    const mail = localizeAuthMail(liteMail('recovery'), {
      redirectTo: `${site}/fr/auth/reset`,
      siteUrl: site,
    });
    expect(mail.to).toBe('ada@example.test');
    expect(mail.subject).toBe(ACCOUNT_MAIL_TEXT.fr!.recovery.subject);
    expect(mail.html).toContain('lang="fr"');
    const links = linksOf(mail);
    expect(links).toHaveLength(1);
    const link = new URL(links[0]!);
    expect(link.searchParams.get('token')).toBe('abc123');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${site}/fr/auth/reset`);
    // the code lite adds is not offered
    expect(mail.text).not.toContain('123456');
  });

  it('names the new address in an email-change mail, escaped in HTML, right to left in Arabic', () => {
    const mail = localizeAuthMail(liteMail('email_change'), {
      redirectTo: `${site}/ar/account`,
      siteUrl: site,
      newEmail: 'new<b>@example.test',
    });
    expect(mail.subject).toBe(ACCOUNT_MAIL_TEXT.ar!.emailChange.subject);
    expect(mail.text).toContain('new<b>@example.test');
    expect(mail.html).toContain('new&lt;b&gt;@example.test');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('keeps links on the site and English without a language prefix', () => {
    const mail = localizeAuthMail(liteMail('recovery'), {
      redirectTo: 'https://evil.example/steal',
      siteUrl: site,
    });
    expect(new URL(linksOf(mail)[0]!).searchParams.get('redirect_to')).toBe(site);
    expect(mail.subject).toBe(ACCOUNT_MAIL_TEXT.en!.recovery.subject);
  });

  it('leaves other mails as they are', () => {
    const signup = liteMail('signup');
    expect(localizeAuthMail(signup, { redirectTo: undefined, siteUrl: site })).toBe(signup);
    const plain = { to: 'a@b.test', subject: 'x', text: 'no link' };
    expect(localizeAuthMail(plain, { redirectTo: undefined, siteUrl: site })).toBe(plain);
  });

  it('has the words in every active language', () => {
    for (const code of ACTIVE_LANGUAGE_CODES) {
      const words = ACCOUNT_MAIL_TEXT[code];
      expect(words, code).toBeDefined();
      expect(words!.emailChange.intro, code).toContain('{email}');
    }
  });
});
