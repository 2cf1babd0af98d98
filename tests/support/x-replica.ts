// A local replica of X (x.com) for testing reply automation without the real site: pages
// served at https://x.com/... through Playwright request interception, the web client in
// tests/fixtures/x/ (plain browser JS: a virtualized timeline, a Draft.js-like editor that
// ignores direct DOM edits, a reply dialog, toasts, localized and renamed-markup variants) and
// its API here, in Node, where every action is recorded: tests assert exactly what was posted.
//
//   const replica = await installXReplica(context, { handle: 'me', locale: 'ja' });
//   await page.goto('https://x.com/home');
//   ...
//   expect(replica.posted()).toEqual([{ text: 'Thanks!', inReplyTo: 'https://x.com/…/status/…', … }]);
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Request, Route } from 'playwright-core';
import {
  ALL_AUTHORS,
  REPLICA_NOW,
  adSlot,
  engagement,
  generateAd,
  generatePost,
  generateReply,
  generatedReplyCount,
  postIndex,
  replyRef,
  type ReplicaAuthor,
  type ReplicaLang,
  type ReplicaPost,
} from '../fixtures/x/posts.ts';

export { engagement, type ReplicaPost } from '../fixtures/x/posts.ts';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/x');

/** Why X refuses a post: the toast it shows, and the code of its API's error. */
export type XPostError = 'daily-limit' | 'automated' | 'rate-limit';

export interface XReplicaOptions {
  /** Handle of the signed-in account (default 'replica_me'); some posts are its own. */
  handle?: string;
  /** Display name of the signed-in account. */
  name?: string;
  /** Seed of the generated posts (default 1): the same seed, the same posts. */
  seed?: number;
  /** How many generated posts the timelines hold (default 5000). */
  postCount?: number;
  /** 'renamed': data-testids renamed (tweet → tweet-v2, tweetTextarea_0 → composer, …). */
  markup?: 'standard' | 'renamed';
  /** UI language: labels, aria-labels, toasts, numbers and dates; 'ar' is dir="rtl". */
  locale?: 'en' | 'ja' | 'ar';
  /** After this many accepted posts, every post is refused with `rateLimitError`. */
  rateLimitAfter?: number;
  /** The refusal once `rateLimitAfter` is reached (default 'rate-limit'). */
  rateLimitError?: XPostError;
  /** Refuse every post with this error (the daily limit, the automation warning, …). */
  failPosts?: XPostError | null;
  /** Every adEvery-th timeline cell is a promoted post (default 8; 0: no ads). */
  adEvery?: number;
  /** Every ownEvery-th generated post is the signed-in account's (default 25; 0: none). */
  ownEvery?: number;
  /** Delay of every API answer, in ms (default 0). */
  latencyMs?: number;
  /** How long a toast stays on screen, in ms (default 6000). */
  toastMs?: number;
}

interface ActionBase {
  /** Date.now() when the replica recorded it. */
  at: number;
  /** The page the browser was on. */
  pageUrl?: string;
}

export type XAction = ActionBase &
  (
    | { type: 'dialog-opened'; postUrl?: string }
    | { type: 'dialog-closed'; postUrl?: string; reason: string }
    | { type: 'reply'; postUrl: string; text: string; id: string; url: string }
    | { type: 'post'; text: string; id: string; url: string }
    | { type: 'post-rejected'; postUrl?: string; text: string; error: XPostError | 'too-long' }
    | { type: 'like' | 'unlike' | 'repost' | 'unrepost'; postUrl: string }
    | { type: 'toast'; kind: 'sent'; message: string; postUrl?: string }
    | { type: 'error-toast'; kind: string; message: string; postUrl?: string }
  );

export interface XPosted {
  /** Exactly the text the API received. */
  text: string;
  /** URL of the post replied to, or null for a post of its own. */
  inReplyTo: string | null;
  id: string;
  url: string;
}

export interface XReplica {
  readonly options: Readonly<Required<Omit<XReplicaOptions, 'rateLimitAfter' | 'failPosts'>>> & {
    rateLimitAfter?: number;
    failPosts: XPostError | null;
  };
  /** Every recorded action, oldest first. */
  actions(): XAction[];
  /** Posts and replies the replica accepted, oldest first. */
  posted(): XPosted[];
  /** Waits for a recorded action matching `match` (default timeout 10 s). */
  waitForAction(match: (action: XAction) => boolean, timeoutMs?: number): Promise<XAction>;
  /** The generated post at `index` of the home timeline's posts (ads aside). */
  postAt(index: number): ReplicaPost;
  /** A post by id or status URL (generated, promoted or posted in the replica), with its current counts. */
  find(idOrUrl: string): ReplicaPost | undefined;
  /** Changes the refusal options while running. */
  setOptions(
    options: Pick<XReplicaOptions, 'failPosts' | 'rateLimitAfter' | 'rateLimitError'>,
  ): void;
  /** Forgets recorded actions, posts, likes and reposts. */
  reset(): void;
  /** Removes the request interception. */
  uninstall(): Promise<void>;
}

const QUERY_IDS: Record<string, string> = {
  HomeTimeline: 'HJFjzBgCs16TqxewQOeLNg',
  SearchTimeline: 'UN1i3zUiCWa-6r-Uaho4fw',
  UserByScreenName: 'xmU6X_CKVnQ5lSrCbAmJsg',
  UserTweets: 'V7H0Ap3_Hh2FyS75OCDO3Q',
  TweetDetail: 'nBS-WpgA6ZG0CyNHD517JQ',
  CreateTweet: 'oB-5XsHNAbjvARJEc8CZFw',
  FavoriteTweet: 'lI07N6Otwv1PhnEgXILM7A',
  UnfavoriteTweet: 'ZYKSe-w7KEslx3JhSIk5LA',
  CreateRetweet: 'ojPdsZsimiJrUGLR1sjUtA',
  DeleteRetweet: 'iQtK4dl5hBmXewYZuEOKVw',
};

/** twitter-text v3 weighted length (CJK and emoji count 2, URLs 23), as the client counts. */
export function weightedLength(text: string): number {
  let w = 0;
  const ONE = [
    [0, 4351],
    [8192, 8205],
    [8208, 8223],
    [8242, 8247],
  ];
  const rest = text
    .normalize('NFC')
    .replace(/https?:\/\/[^\s]+|\b[a-z0-9-]+\.(?:com|org|net|io|dev|co|jp)(?:\/[^\s]*)?/gi, () => {
      w += 23;
      return '';
    })
    .replace(
      /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*/gu,
      () => {
        w += 2;
        return '';
      },
    );
  for (const c of rest) {
    const cp = c.codePointAt(0) ?? 0;
    w += ONE.some(([a, b]) => cp >= a && cp <= b) ? 1 : 2;
  }
  return w;
}

const ERRORS: Record<XPostError | 'too-long', { status: number; code: number; message: string }> = {
  'daily-limit': {
    status: 200,
    code: 185,
    message: 'Authorization: User is over daily status update limit. (185)',
  },
  automated: {
    status: 200,
    code: 226,
    message:
      'Authorization: This request looks like it might be automated. To protect our users from spam and other malicious activity, we can’t complete this action right now. Please try again later. (226)',
  },
  'rate-limit': { status: 429, code: 88, message: 'Rate limit exceeded' },
  'too-long': {
    status: 200,
    code: 186,
    message: 'Authorization: Tweet needs to be a bit shorter. (186)',
  },
};

interface ClientPost extends ReplicaPost {
  liked: boolean;
  reposted: boolean;
  parentAuthor?: string;
}

function detectLang(text: string): ReplicaLang {
  if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(text)) return 'ja';
  if (/[\u0600-\u06ff]/.test(text)) return 'ar';
  if (/[ñ¿¡áéíóú]/i.test(text)) return 'es';
  return 'en';
}

const userId = (handle: string) => {
  let x = 7n;
  for (const c of handle.toLowerCase()) x = (x * 131n + BigInt(c.charCodeAt(0))) % 10n ** 18n;
  return String(x + 10n ** 18n);
};

/**
 * Serves the X replica at https://x.com/** (and X's emoji images) in `context`. Every page
 * opened in the context afterwards (page.goto('https://x.com/home')) is the replica.
 */
export async function installXReplica(
  context: BrowserContext,
  options: XReplicaOptions = {},
): Promise<XReplica> {
  const opts = {
    handle: options.handle ?? 'replica_me',
    name: options.name ?? 'Replica Me',
    seed: options.seed ?? 1,
    postCount: options.postCount ?? 5000,
    markup: options.markup ?? 'standard',
    locale: options.locale ?? 'en',
    rateLimitAfter: options.rateLimitAfter,
    rateLimitError: options.rateLimitError ?? 'rate-limit',
    failPosts: options.failPosts ?? null,
    adEvery: options.adEvery ?? 8,
    ownEvery: options.ownEvery ?? 25,
    latencyMs: options.latencyMs ?? 0,
    toastMs: options.toastMs ?? 6000,
  };
  const me: ReplicaAuthor = { handle: opts.handle, name: opts.name, verified: false };
  const gen = { seed: opts.seed, me, ownEvery: opts.ownEvery };
  const js = readFileSync(join(FIXTURES, 'app.js'), 'utf8');
  const css = readFileSync(join(FIXTURES, 'app.css'), 'utf8');
  const html = readFileSync(join(FIXTURES, 'index.html'), 'utf8');

  let actions: XAction[] = [];
  let posted: XPosted[] = [];
  let created = new Map<string, ReplicaPost>();
  let liked = new Set<string>();
  let reposted = new Set<string>();
  let accepted = 0;
  let nextId = 1_880_000_000_000_000_000n;
  const waiters = new Set<() => void>();
  const record = (action: XAction) => {
    actions.push(action);
    for (const wake of waiters) wake();
  };

  let all: ReplicaPost[] | undefined;
  const allPosts = () =>
    (all ??= Array.from({ length: opts.postCount }, (_, i) => generatePost(gen, i)));
  const generated = new Map<number, ReplicaPost>();
  const postAt = (i: number) => {
    let post = generated.get(i);
    if (!post) generated.set(i, (post = all ? all[i] : generatePost(gen, i)));
    return post;
  };
  const adAuthors = [0, 1, 2].map((slot) => generateAd(opts.seed, slot).author);

  function base(id: string): ReplicaPost | undefined {
    const index = postIndex(opts.seed, id, opts.postCount);
    if (index !== undefined) return postAt(index);
    const ref = replyRef(opts.seed, id, opts.postCount);
    if (ref && ref.k < generatedReplyCount(postAt(ref.parentIndex))) {
      return generateReply(gen, ref.parentIndex, ref.k);
    }
    const slot = adSlot(opts.seed, id);
    if (slot !== undefined) return generateAd(opts.seed, slot);
    return created.get(id);
  }
  const childrenOf = (id: string) =>
    [...created.values()].filter((p) => p.inReplyTo === id).reverse();
  function decorate(post: ReplicaPost): ClientPost {
    const isLiked = liked.has(post.id);
    const isReposted = reposted.has(post.id);
    return {
      ...post,
      liked: isLiked,
      reposted: isReposted,
      likes: post.likes + (isLiked ? 1 : 0),
      reposts: post.reposts + (isReposted ? 1 : 0),
      replies: post.replies + childrenOf(post.id).length,
      parentAuthor: post.inReplyTo ? base(post.inReplyTo)?.author.handle : undefined,
    };
  }
  function find(idOrUrl: string): ReplicaPost | undefined {
    const id = /(\d{19})\/?$/.exec(idOrUrl)?.[1];
    const post = id ? base(id) : undefined;
    return post ? decorate(post) : undefined;
  }

  /** One page of a timeline: `count` cells from position `cursor`, an ad every adEvery-th. */
  function page(
    get: (i: number) => ReplicaPost,
    total: number,
    cursor: string | null,
    count: number,
    ads: boolean,
  ) {
    const entries: ClientPost[] = [];
    let p = Number(cursor ?? 0);
    const every = ads ? opts.adEvery : 0;
    for (; entries.length < count; p++) {
      if (every > 0 && p % every === every - 1) {
        entries.push(decorate(generateAd(opts.seed, Math.floor(p / every))));
        continue;
      }
      const i = every > 0 ? p - Math.floor((p + 1) / every) : p;
      if (i >= total) return { entries, cursor: null };
      entries.push(decorate(get(i)));
    }
    const more = every > 0 ? p - Math.floor((p + 1) / every) < total : p < total;
    return { entries, cursor: more ? String(p) : null };
  }

  const searches = new Map<string, ReplicaPost[]>();
  function search(raw: string, top: boolean): ReplicaPost[] {
    const key = `${top}:${raw}`;
    const hit = searches.get(key);
    if (hit) return hit;
    const words: RegExp[] = [];
    const tests: ((p: ReplicaPost) => boolean)[] = [];
    for (const token of raw.trim().split(/\s+/).filter(Boolean)) {
      const [, op, value] = /^(-?[a-z_]+):(.+)$/i.exec(token) ?? [];
      if (op === 'lang') tests.push((p) => p.lang === value);
      else if (op === 'from')
        tests.push((p) => p.author.handle.toLowerCase() === value.toLowerCase());
      else if (op === 'min_faves') tests.push((p) => p.likes >= Number(value));
      else if (op === 'min_replies') tests.push((p) => p.replies >= Number(value));
      else if (op === 'min_retweets') tests.push((p) => p.reposts >= Number(value));
      else if (op === '-filter' || op === 'filter') continue;
      // A word matches whole words of the text (case-insensitive; CJK text needs no spaces).
      else
        words.push(
          new RegExp(
            `(?<![a-z0-9_])${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9_])`,
            'iu',
          ),
        );
    }
    const mine = [...created.values()].reverse();
    const list = [...mine, ...allPosts()].filter(
      (p) => tests.every((t) => t(p)) && words.every((w) => w.test(p.text)),
    );
    if (top) list.sort((a, b) => engagement(b) - engagement(a));
    searches.set(key, list);
    return list;
  }

  function user(handle: string) {
    const lower = handle.toLowerCase();
    const author = [me, ...ALL_AUTHORS, ...adAuthors].find((a) => a.handle.toLowerCase() === lower);
    if (!author) return undefined;
    return {
      ...author,
      id: userId(author.handle),
      description:
        author === me ? 'The signed-in account of the X replica.' : `Posts about building things.`,
    };
  }
  const byAuthor = new Map<string, ReplicaPost[]>();
  function authorPosts(handle: string): ReplicaPost[] {
    const lower = handle.toLowerCase();
    let list = byAuthor.get(lower);
    if (!list) {
      list = allPosts().filter((p) => p.author.handle.toLowerCase() === lower);
      byAuthor.set(lower, list);
    }
    const mine = [...created.values()]
      .filter((p) => !p.inReplyTo && p.author.handle.toLowerCase() === lower)
      .reverse();
    return [...mine, ...list];
  }

  function createPost(text: string, parentId: string | undefined, pageUrl?: string) {
    const parent = parentId ? base(parentId) : undefined;
    const refusal: XPostError | 'too-long' | null =
      weightedLength(text) > 280
        ? 'too-long'
        : (opts.failPosts ??
          (opts.rateLimitAfter !== undefined && accepted >= opts.rateLimitAfter
            ? opts.rateLimitError
            : null));
    if (refusal) {
      record({
        type: 'post-rejected',
        text,
        postUrl: parent?.url,
        error: refusal,
        at: Date.now(),
        pageUrl,
      });
      const e = ERRORS[refusal];
      return { status: e.status, body: { errors: [{ code: e.code, message: e.message }] } };
    }
    accepted++;
    const id = String(nextId++);
    const post: ReplicaPost = {
      id,
      url: `https://x.com/${me.handle}/status/${id}`,
      author: me,
      text,
      lang: detectLang(text),
      createdAt: new Date(REPLICA_NOW).toISOString(),
      replies: 0,
      reposts: 0,
      likes: 0,
      views: 0,
      promoted: false,
      own: true,
      inReplyTo: parent?.id,
    };
    created.set(id, post);
    searches.clear();
    posted.push({ text, inReplyTo: parent?.url ?? null, id, url: post.url });
    record(
      parent
        ? { type: 'reply', postUrl: parent.url, text, id, url: post.url, at: Date.now(), pageUrl }
        : { type: 'post', text, id, url: post.url, at: Date.now(), pageUrl },
    );
    return {
      status: 200,
      body: {
        data: {
          create_tweet: {
            tweet_results: {
              result: { rest_id: id, legacy: { full_text: text }, post: decorate(post) },
            },
          },
        },
      },
    };
  }

  function toggle(op: string, id: string, pageUrl?: string) {
    const post = base(id);
    if (!post)
      return {
        status: 404,
        body: { errors: [{ code: 144, message: 'No status found with that ID.' }] },
      };
    const [set, on, type] =
      op === 'FavoriteTweet'
        ? ([liked, true, 'like'] as const)
        : op === 'UnfavoriteTweet'
          ? ([liked, false, 'unlike'] as const)
          : op === 'CreateRetweet'
            ? ([reposted, true, 'repost'] as const)
            : ([reposted, false, 'unrepost'] as const);
    if (set.has(id) === on) {
      return { status: 200, body: { errors: [{ code: 139, message: 'Already done.' }] } };
    }
    if (on) set.add(id);
    else set.delete(id);
    record({ type, postUrl: post.url, at: Date.now(), pageUrl });
    return { status: 200, body: { data: { [op]: 'Done' } } };
  }

  function api(request: Request, url: URL): { status: number; body: unknown } {
    const pageUrl = request.headers()['referer'];
    if (url.pathname === '/i/api/1.1/jot/client_event.json') {
      const body = request.postDataJSON() as { events?: Record<string, unknown>[] };
      for (const event of body?.events ?? []) {
        const { type, pageUrl: from, ...rest } = event;
        record({ ...rest, type, pageUrl: from ?? pageUrl, at: Date.now() } as XAction);
      }
      return { status: 200, body: {} };
    }
    const op = /^\/i\/api\/graphql\/[^/]+\/(\w+)$/.exec(url.pathname)?.[1] ?? '';
    if (request.method() === 'POST') {
      const { variables } = (request.postDataJSON() ?? {}) as {
        variables?: {
          tweet_text?: string;
          tweet_id?: string;
          reply?: { in_reply_to_tweet_id?: string };
        };
      };
      if (op === 'CreateTweet') {
        return createPost(
          variables?.tweet_text ?? '',
          variables?.reply?.in_reply_to_tweet_id,
          pageUrl,
        );
      }
      if (['FavoriteTweet', 'UnfavoriteTweet', 'CreateRetweet', 'DeleteRetweet'].includes(op)) {
        return toggle(op, variables?.tweet_id ?? '', pageUrl);
      }
      return { status: 404, body: { errors: [{ code: 34, message: 'Not found' }] } };
    }
    const v = JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, string>;
    const count = Math.min(Number(v.count ?? 20), 100);
    switch (op) {
      case 'HomeTimeline': {
        const result = page(postAt, opts.postCount, v.cursor ?? null, count, true);
        if (!v.cursor) {
          const mine = [...created.values()].filter((p) => !p.inReplyTo).reverse();
          result.entries.unshift(...mine.map(decorate));
        }
        return { status: 200, body: result };
      }
      case 'SearchTimeline': {
        const list = search(v.rawQuery ?? '', v.product !== 'Latest');
        return {
          status: 200,
          body: page((i) => list[i], list.length, v.cursor ?? null, count, true),
        };
      }
      case 'UserByScreenName':
        return { status: 200, body: { user: user(v.screen_name ?? '') ?? null } };
      case 'UserTweets': {
        const list = authorPosts(v.screen_name ?? '');
        return {
          status: 200,
          body: page((i) => list[i], list.length, v.cursor ?? null, count, false),
        };
      }
      case 'TweetDetail': {
        const focal = base(v.focalTweetId ?? '');
        if (!focal) return { status: 200, body: { focal: null } };
        // Replies of others under a generated post (up to 3), after the user's own.
        const index = postIndex(opts.seed, focal.id, opts.postCount);
        const others =
          index === undefined
            ? []
            : Array.from({ length: generatedReplyCount(focal) }, (_, k) =>
                generateReply(gen, index, k),
              );
        const ancestors: ClientPost[] = [];
        for (let p = focal.inReplyTo ? base(focal.inReplyTo) : undefined; p;) {
          ancestors.unshift(decorate(p));
          p = p.inReplyTo ? base(p.inReplyTo) : undefined;
        }
        return {
          status: 200,
          body: {
            ancestors,
            focal: decorate(focal),
            replies: [...childrenOf(focal.id), ...others].map(decorate),
          },
        };
      }
      default:
        return { status: 404, body: { errors: [{ code: 34, message: 'Not found' }] } };
    }
  }

  const state = {
    locale: opts.locale,
    markup: opts.markup,
    me,
    now: REPLICA_NOW,
    toastMs: opts.toastMs,
    queryIds: QUERY_IDS,
    csrf: 'replica0csrf0token',
  };
  const page0 = html
    .replace('{{lang}}', opts.locale)
    .replace('{{dir}}', opts.locale === 'ar' ? 'rtl' : 'ltr')
    .replace('{{state}}', JSON.stringify(state).replace(/</g, '\\u003c'));

  const handler = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname.startsWith('/i/api/')) {
      if (opts.latencyMs) await new Promise((r) => setTimeout(r, opts.latencyMs));
      const { status, body } = api(request, url);
      return route.fulfill({
        status,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(body),
      });
    }
    if (url.pathname === '/responsive-web/client-web/main.js') {
      return route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: js });
    }
    if (url.pathname === '/responsive-web/client-web/main.css') {
      return route.fulfill({ contentType: 'text/css; charset=utf-8', body: css });
    }
    if (request.isNavigationRequest() || request.resourceType() === 'document') {
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: page0 });
    }
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  };
  const emoji = (route: Route) => {
    const code = /([0-9a-f-]+)\.svg$/.exec(route.request().url())?.[1] ?? '';
    const hue = parseInt(code.slice(-3) || '0', 16) % 360;
    return route.fulfill({
      contentType: 'image/svg+xml',
      body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="17" fill="hsl(${hue} 80% 55%)"/></svg>`,
    });
  };
  await context.route('https://x.com/**', handler);
  await context.route('https://abs-0.twimg.com/emoji/**', emoji);

  return {
    get options() {
      return { ...opts };
    },
    actions: () => actions.map((a) => ({ ...a })),
    posted: () => posted.map((p) => ({ ...p })),
    waitForAction(match, timeoutMs = 10_000) {
      return new Promise<XAction>((resolvePromise, reject) => {
        const check = () => {
          const found = actions.find(match);
          if (!found) return false;
          cleanup();
          resolvePromise({ ...found });
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching X replica action within ${timeoutMs} ms`));
        }, timeoutMs);
        const wake = () => void check();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        check();
      });
    },
    postAt: (index) => decorate(postAt(index)),
    find,
    setOptions(next) {
      if ('failPosts' in next) opts.failPosts = next.failPosts ?? null;
      if ('rateLimitAfter' in next) opts.rateLimitAfter = next.rateLimitAfter;
      if (next.rateLimitError) opts.rateLimitError = next.rateLimitError;
    },
    reset() {
      actions = [];
      posted = [];
      created = new Map();
      liked = new Set();
      reposted = new Set();
      accepted = 0;
      searches.clear();
    },
    async uninstall() {
      await context.unroute('https://x.com/**', handler);
      await context.unroute('https://abs-0.twimg.com/emoji/**', emoji);
    },
  };
}
