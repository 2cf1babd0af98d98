// The DOM side of the x.com content script (jsdom): the page check, reading posts off X's
// markup (as on the real site: promoted posts without a time, quoted posts, Arabic digits), and
// toasts. The behaviour on a live page is covered end to end in tests/e2e/x-content.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { CandidateSet } from './candidate.ts';
import { readArticle, statusPathOf } from './parse.ts';
import { collect } from './scan.ts';
import { checkPage } from './selectors.ts';
import { readToast, toastsIn } from './toast.ts';

interface PostHtml {
  handle: string;
  id: string;
  text?: string;
  lang?: string;
  replies?: string;
  reposts?: string;
  likes?: string;
  liked?: boolean;
  views?: string;
  /** Promoted: wrapped in placementTracking, "Ad" instead of a time. */
  ad?: boolean;
  testid?: string;
  quoted?: boolean;
}

function postHtml(p: PostHtml): string {
  const head = p.ad
    ? `<span>Ad</span>`
    : `<a href="/${p.handle}/status/${p.id}" role="link"><time datetime="2026-11-20T11:00:00Z">1h</time></a>`;
  const button = (testid: string, label: string | undefined, word: string) =>
    `<button data-testid="${testid}" aria-label="${label ? `${label} ${word}` : word}">` +
    `<span data-testid="app-text-transition-container"></span></button>`;
  const quoted = p.quoted
    ? `<div role="link"><div data-testid="User-Name"><span>@quoted_one</span></div>` +
      `<time datetime="2026-11-19T11:00:00Z">Nov 19</time><div data-testid="tweetText" lang="en">Quoted</div></div>`
    : '';
  const article =
    `<article data-testid="${p.testid ?? 'tweet'}" role="article">` +
    `<div data-testid="User-Name"><a href="/${p.handle}"><span>Name</span></a>` +
    `<a href="/${p.handle}"><span>@${p.handle}</span></a>${head}</div>` +
    (p.text === undefined
      ? ''
      : `<div data-testid="tweetText" lang="${p.lang ?? 'en'}"><span>${p.text}</span><img alt="🚀" src="x.svg"></div>`) +
    quoted +
    `<div role="group">` +
    button('reply', p.replies, 'Replies. Reply') +
    button('retweet', p.reposts, 'reposts. Repost') +
    button(p.liked ? 'unlike' : 'like', p.likes, p.liked ? 'Likes. Liked' : 'Likes. Like') +
    `<a href="/${p.handle}/status/${p.id}/analytics" aria-label="${p.views ?? ''} views"></a>` +
    `</div></article>`;
  const wrapped = p.ad ? `<div data-testid="placementTracking">${article}</div>` : article;
  return `<div data-testid="cellInnerDiv">${wrapped}</div>`;
}

function page(posts: PostHtml[], extra = '') {
  document.body.innerHTML =
    `<header><button data-testid="SideNav_AccountSwitcher_Button">` +
    `<div data-testid="UserAvatar-Container-me_here"></div><span>@me_here</span></button></header>` +
    `<main><div data-testid="primaryColumn">` +
    `<div data-testid="tweetTextarea_0" contenteditable="true" role="textbox"></div>` +
    `<button data-testid="tweetButtonInline" disabled></button>` +
    posts.map(postHtml).join('') +
    `</div></main>${extra}`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const basic: PostHtml = {
  handle: 'someone',
  id: '100',
  text: 'Hello',
  replies: '1,234',
  reposts: '56',
  likes: '7,890',
  views: '1,234,567',
};

describe('checkPage', () => {
  it('passes on X’s markup and names the signed-in handle', () => {
    page([basic, { ...basic, id: '101', text: undefined }]);
    expect(checkPage(document)).toEqual({ ok: true, handle: 'me_here', problems: [] });
  });

  it('names what changed: renamed posts, another editor', () => {
    page([{ ...basic, testid: 'tweet-v2' }]);
    document
      .querySelector('[data-testid="tweetTextarea_0"]')!
      .setAttribute('data-testid', 'composer');
    expect(checkPage(document)).toMatchObject({
      ok: false,
      problems: ['tweet', 'tweetTextarea_0'],
    });
  });

  it('notices a renamed action everywhere, but not one odd post', () => {
    page([basic, { ...basic, id: '102', ad: true }]);
    expect(checkPage(document).ok).toBe(true);
    for (const button of document.querySelectorAll('[data-testid="reply"]'))
      button.setAttribute('data-testid', 'reply-action');
    expect(checkPage(document)).toMatchObject({ ok: false, problems: ['reply'] });
  });

  it('tells signed out from a missing account switcher', () => {
    document.body.innerHTML = '<a href="/login">Log in</a>';
    expect(checkPage(document)).toMatchObject({
      ok: false,
      handle: null,
      problems: ['signed-out'],
    });
  });
});

describe('reading posts', () => {
  it('builds candidates with counts, ads (without a time), likes and emoji text', () => {
    page([
      basic,
      { ...basic, id: '200', handle: 'me_here', liked: true, likes: '3' },
      { ...basic, id: '300', handle: 'brand', ad: true, replies: undefined },
      { ...basic, id: '400', quoted: true, lang: 'qme', text: '' },
    ]);
    const set = new CandidateSet(200);
    collect(document, set, 'me_here');
    const posts = set.list();
    expect(posts.map((p) => p.url)).toEqual([
      'https://x.com/someone/status/100',
      'https://x.com/me_here/status/200',
      'https://x.com/brand/status/300',
      'https://x.com/someone/status/400',
    ]);
    expect(posts[0]).toMatchObject({
      text: 'Hello🚀',
      language: 'en',
      counts: { replies: 1234, reposts: 56, likes: 7890, views: 1_234_567 },
      engagement: 1234 + 56 + 7890,
      isAd: false,
      isOwn: false,
      liked: false,
    });
    expect(posts[1]).toMatchObject({ isOwn: true, liked: true, counts: { likes: 3 } });
    expect(posts[2]).toMatchObject({ isAd: true, counts: { replies: 0 } });
    // The quoted post's time is not the post's; emoji-only text has no language.
    expect(posts[3]).toMatchObject({ text: '🚀', language: null });
  });

  it('reads Arabic-Indic digits and visible abbreviated counts', () => {
    page([{ ...basic, replies: '١٬٢٣٤', likes: undefined }]);
    const article = document.querySelector('article')!;
    article.querySelector('[data-testid="like"] span')!.textContent = '1.2K';
    const raw = readArticle(article, statusPathOf(article)!, 'x.com');
    expect(raw).toMatchObject({ replies: 1234, likes: 1200 });
  });

  it('skips posts already seen in the scan and posts in dialogs', () => {
    page([basic], `<div role="dialog">${postHtml({ ...basic, id: '999' })}</div>`);
    const set = new CandidateSet(200);
    const stats = { visited: 0, parsed: 0, parseMs: 0 };
    collect(document, set, 'me_here', stats);
    collect(document, set, 'me_here', stats);
    expect(set.list().map((p) => p.url)).toEqual(['https://x.com/someone/status/100']);
    expect(stats).toMatchObject({ visited: 2, parsed: 1 });
  });
});

describe('toasts', () => {
  it('finds X’s toasts outside dialogs and reads them', () => {
    document.body.innerHTML =
      `<div data-testid="toast" role="alert"><span>Rate limit exceeded.</span></div>` +
      `<div role="alert"><span>Your post was sent.</span><a href="/me/status/1">View</a></div>` +
      `<div role="dialog"><div role="alert">Inside a dialog</div></div>`;
    const toasts = toastsIn(document).map(readToast);
    expect(toasts).toEqual([
      { text: 'Rate limit exceeded.', kind: { kind: 'error', error: 'rate-limited' } },
      { text: 'Your post was sent.View', kind: { kind: 'sent' } },
    ]);
  });
});
