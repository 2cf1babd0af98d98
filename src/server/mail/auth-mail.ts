import { DEFAULT_LANGUAGE, detectLanguage, findLanguage } from '../../shared/languages.ts';
import { safeRedirect } from '../auth-admin.ts';
import { accountMailText } from './auth-mail-text.ts';
import { linksOf, type MailMessage } from './outbox.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

export interface AuthMailContext {
  /** The redirect the request named (`?redirect_to=`); off-site targets fall back to the site. */
  redirectTo: string | undefined;
  /** The site's public URL (Auth's site_url). */
  siteUrl: string;
  /** Email change: the address asked for. */
  newEmail?: string;
}

/**
 * Auth's password-reset and email-change mails as the user should get them. @supabase/lite
 * points every such link at the site's root whatever `redirect_to` the request named, and
 * writes in English: here the link lands on the page that asked (on this site only) and the
 * words are in that page's language, read from its path prefix (`/fr/auth/reset` → French).
 * The mail carries the link only (the six-digit code lite adds is not offered by our pages).
 * Any other mail is returned unchanged.
 */
export function localizeAuthMail(mail: MailMessage, context: AuthMailContext): MailMessage {
  const verify = linksOf(mail).find((link) => link.includes('/auth/v1/verify?'));
  if (!verify) return mail;
  const link = new URL(verify);
  const type = link.searchParams.get('type');
  const kind = type === 'recovery' ? 'recovery' : type === 'email_change' ? 'emailChange' : null;
  if (!kind) return mail;

  const target = safeRedirect(context.redirectTo, context.siteUrl);
  link.searchParams.set('redirect_to', target);
  const language = detectLanguage(new URL(target).pathname);
  const words = accountMailText(language);
  const table = findLanguage(language) ?? findLanguage(DEFAULT_LANGUAGE)!;
  const { greeting, paste } = words.common;
  const { subject, button, outro } = words[kind];
  const intro = words[kind].intro.replace('{email}', context.newEmail ?? '');
  const href = link.toString();
  return {
    to: mail.to,
    subject,
    text: `${greeting}\n\n${intro}\n\n${href}\n\n${outro}\n\n— ReplyPilot\n`,
    html: `<!doctype html><html lang="${table.htmlLang}" dir="${table.direction}"><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#228be6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(paste)}<br><a href="${escapeHtml(href)}" dir="ltr">${escapeHtml(href)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(outro)}</p>
</body></html>`,
  };
}
