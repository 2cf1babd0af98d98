import { DEFAULT_LANGUAGE, findLanguage } from '../../../src/shared/languages.ts';
import { magicLinkMailText } from './mail-text.ts';
import { escapeHtml } from '../../../src/shared/text.ts';

/**
 * The sign-in mail: short and friendly, plain text and HTML, in `language` (the language of
 * the page the link was asked from; its `lang` and direction are set on the HTML part).
 */
export function magicLinkMail(
  to: string,
  link: string,
  withContent: boolean,
  language: string = DEFAULT_LANGUAGE,
) {
  // No caller-supplied text goes into the mail: anyone can ask for a link to any address.
  const words = magicLinkMailText(language);
  const table = findLanguage(language) ?? findLanguage(DEFAULT_LANGUAGE)!;
  const intro = withContent ? words.introWithContent : words.intro;
  return {
    to,
    subject: words.subject,
    text: `${words.greeting}\n\n${intro}\n\n${link}\n\n${words.outro}\n\n— ReplyPilot\n`,
    html: `<!doctype html><html lang="${table.htmlLang}" dir="${table.direction}"><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#228be6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(words.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(words.paste)}<br><a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(words.outro)}</p>
</body></html>`,
  };
}
