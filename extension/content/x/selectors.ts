/**
 * Every selector and text anchor of X the content script relies on, in one place, with the
 * self-check that runs before every action (`checkPage`): when X renames a test id or swaps its
 * editor, the check names what no longer matches and the command fails with `page-changed`
 * instead of clicking blindly.
 *
 * Structure first: X's `data-testid`s and ARIA roles. Text is only ever a second signal, and
 * then in several languages (ads, toasts).
 */
import type { PageCheck } from '../../../src/shared/extension/messages.ts';
import { X_HANDLE } from '../../../src/shared/contracts/reply.ts';

export const SEL = {
  primaryColumn: '[data-testid="primaryColumn"]',
  cell: '[data-testid="cellInnerDiv"]',
  /** A post. Quoted posts inside it are not articles. */
  tweet: 'article[data-testid="tweet"]',
  /** Any article, to notice posts whose test id changed. */
  anyArticle: 'article',
  userName: '[data-testid="User-Name"]',
  tweetText: '[data-testid="tweetText"]',
  /** The post's own time; its link is the status URL. */
  time: 'time',
  actionGroup: '[role="group"]',
  reply: '[data-testid="reply"]',
  repost: '[data-testid="retweet"], [data-testid="unretweet"]',
  like: '[data-testid="like"]',
  unlike: '[data-testid="unlike"]',
  likeOrUnlike: '[data-testid="like"], [data-testid="unlike"]',
  views: 'a[href$="/analytics"]',
  /** The number inside an action button, abbreviated (1.2K). */
  visibleCount: '[data-testid="app-text-transition-container"]',
  /** Promoted posts are wrapped in it. */
  placementTracking: '[data-testid="placementTracking"]',
  dialog: '[role="dialog"]',
  /** The Draft.js editor of a composer (the dialog's, and the inline one on home and status pages). */
  editor: '[data-testid="tweetTextarea_0"]',
  /** Any rich-text editor, to notice a different one. */
  anyEditor: '[contenteditable="true"][role="textbox"]',
  tweetButton: '[data-testid="tweetButton"]',
  tweetButtonInline: '[data-testid="tweetButtonInline"]',
  dialogClose: '[data-testid="app-bar-close"]',
  /** X's "Discard post?" sheet when a composer with text is closed. */
  confirmationSheet: '[data-testid="confirmationSheetDialog"]',
  confirmationDiscard: '[data-testid="confirmationSheetConfirm"]',
  toast: '[data-testid="toast"]',
  alert: '[role="alert"]',
  accountSwitcher: '[data-testid="SideNav_AccountSwitcher_Button"]',
  avatarContainer: '[data-testid^="UserAvatar-Container-"]',
  profileLink: '[data-testid="AppTabBar_Profile_Link"]',
  /** Signed-out pages offer these. */
  loginButton:
    '[data-testid="loginButton"], [data-testid="login"], a[href="/login"], a[href="/i/flow/login"]',
} as const;

/** "Ad" / "Promoted" labels of promoted posts (a second signal next to placementTracking). */
export const AD_LABELS = new Set([
  'Ad',
  'Promoted',
  'プロモーション',
  '広告',
  'إعلان',
  'مُروَّج',
  'Anuncio',
  'Promocionado',
  'Promovido',
  'Anúncio',
  'Publicité',
  'Sponsorisé',
  'Anzeige',
  'Gesponsert',
  'Promosso',
  'Sponsorizzato',
  'Реклама',
  'Продвигается',
  '광고',
  '프로모션',
  '推广',
  '廣告',
  'विज्ञापन',
  'Reklam',
  'Iklan',
  'Advertentie',
  'Gepromoot',
]);

/** X's error toasts, by what they mean; checked in this order. */
export const TOAST_PATTERNS: readonly {
  error: 'daily-limit' | 'automation-flagged' | 'rate-limited';
  pattern: RegExp;
}[] = [
  {
    error: 'daily-limit',
    pattern:
      /daily (status update |post )?limit|over the daily|1日の上限|１日の上限|一日の上限|الحد اليومي|límite diario|limite diária|limite quotidienne|Tageslimit|tägliche/i,
  },
  {
    error: 'automation-flagged',
    pattern: /automated|automatis|automatiz|自動化|آلي|automatisiert|自动|자동화/i,
  },
  {
    error: 'rate-limited',
    pattern:
      /rate limit|too many requests|制限を超え|レート制限|حد المعدل|límite de frecuencia|limite de taxa|limite de débit|Ratenlimit|请求过多/i,
  },
];

/** X's "Your post was sent." in the languages of the replica and a few more. */
export const SENT_PATTERN =
  /your (post|reply) was sent|post sent|ポストを送信しました|送信しました|تم إرسال|se envió|foi enviad|a été envoyé|wurde gesendet/i;

const HANDLE_IN_TEXT = /@([A-Za-z0-9_]{1,15})\b/;

/** The signed-in handle the page shows (account switcher, else the profile tab), or null. */
export function signedInHandle(doc: Document): string | null {
  const switcher = doc.querySelector(SEL.accountSwitcher);
  if (switcher) {
    const avatar = switcher.querySelector(SEL.avatarContainer)?.getAttribute('data-testid');
    const fromAvatar = avatar?.slice('UserAvatar-Container-'.length);
    if (fromAvatar && X_HANDLE.test(fromAvatar)) return fromAvatar;
    const fromText = HANDLE_IN_TEXT.exec(switcher.textContent ?? '')?.[1];
    if (fromText) return fromText;
  }
  const profile = doc.querySelector(SEL.profileLink)?.getAttribute('href');
  const fromProfile = profile?.replace(/^\//, '');
  return fromProfile && X_HANDLE.test(fromProfile) ? fromProfile : null;
}

/** Articles outside dialogs (the reply dialog repeats the post it replies to). */
export function timelineArticles(doc: Document): Element[] {
  const out: Element[] = [];
  for (const article of doc.querySelectorAll(SEL.tweet)) {
    if (!article.closest(SEL.dialog)) out.push(article);
  }
  return out;
}

export interface CheckOptions {
  /** Also check the reply dialog's parts (the open dialog's editor and button). */
  dialog?: Element | null;
}

/** Posts looked at by the check: enough that one odd post (media only, an ad) is not "X changed". */
const SAMPLE = 8;

/** The parts every post has; each must be found in at least one of the sampled posts. */
const POST_PARTS: readonly [name: string, has: (article: Element) => boolean][] = [
  ['User-Name', (a) => a.querySelector(SEL.userName) !== null],
  ['tweetText', (a) => a.querySelector(SEL.tweetText) !== null],
  ['statusLink', (a) => a.querySelector(SEL.time)?.closest('a[href*="/status/"]') != null],
  ['actionGroup', (a) => a.querySelector(SEL.actionGroup) !== null],
  ['reply', (a) => a.querySelector(SEL.reply) !== null],
  ['like', (a) => a.querySelector(SEL.likeOrUnlike) !== null],
];

/** Where X's post composers are (the DM drawer has an editor of its own elsewhere). */
const COMPOSER_AREAS = `${SEL.primaryColumn} ${SEL.anyEditor}, ${SEL.dialog} ${SEL.anyEditor}`;

/**
 * Does the page still look like the X this script was written for? Posts, their parts and
 * actions, the composers' editors, the signed-in account. `ok: false` with the names of what no
 * longer matched; a page with no posts yet is fine (nothing to act on wrongly).
 */
export function checkPage(doc: Document, options: CheckOptions = {}): PageCheck {
  const problems: string[] = [];
  const handle = signedInHandle(doc);
  if (!handle) problems.push(doc.querySelector(SEL.loginButton) ? 'signed-out' : 'accountSwitcher');

  const articles = timelineArticles(doc);
  if (!articles.length && doc.querySelector(SEL.anyArticle)) problems.push('tweet');
  const sample = articles.slice(0, SAMPLE);
  if (sample.length) {
    for (const [name, has] of POST_PARTS) {
      if (!sample.some(has)) problems.push(name);
    }
  }

  // Every editor of a composer must be X's Draft.js editor.
  for (const editor of doc.querySelectorAll(COMPOSER_AREAS)) {
    if (!editor.matches(SEL.editor)) add(problems, 'tweetTextarea_0');
  }
  const dialog = options.dialog;
  if (dialog) {
    const editor = dialog.querySelector(SEL.editor);
    if (
      !editor ||
      editor.getAttribute('contenteditable') !== 'true' ||
      editor.getAttribute('role') !== 'textbox'
    )
      add(problems, 'tweetTextarea_0');
    if (!dialog.querySelector(SEL.tweetButton)) add(problems, 'tweetButton');
  } else {
    const inline = doc.querySelector(`${SEL.primaryColumn} ${SEL.editor}`);
    if (inline && !doc.querySelector(SEL.tweetButtonInline)) add(problems, 'tweetButtonInline');
  }
  return { ok: problems.length === 0, handle, problems: problems.slice(0, 20) };
}

function add(problems: string[], name: string) {
  if (!problems.includes(name)) problems.push(name);
}
