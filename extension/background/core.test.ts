import { describe, expect, it } from 'vitest';
import {
  REPLY_DELAY_SECONDS,
  SessionStateSchema,
  type XError,
} from '../../src/shared/extension/messages.ts';
import { classifySender, MAX_PENDING_DRAFTS, SESSION_ALARM } from './core.ts';
import {
  ACCESS_TOKEN,
  APP_ORIGIN,
  BRIDGE_SENDER,
  CONTEXT,
  POPUP_SENDER,
  X_SENDER,
  authPayload,
  candidate,
  createWorld,
} from './test-support.ts';

const MIN = 60_000;

async function connectedWorld(options?: Parameters<typeof createWorld>[0]) {
  const world = createWorld(options);
  expect(await world.signIn()).toEqual({ ok: true });
  return world;
}

async function autopilot(world: Awaited<ReturnType<typeof connectedWorld>>, like = true) {
  world.server.session = { ...world.server.session, mode: 'autopilot', like };
}

describe('messages', () => {
  it('accepts the popup and the bridge, refuses every other sender', () => {
    expect(classifySender(POPUP_SENDER, CONTEXT)).toEqual({ kind: 'extension-page' });
    expect(classifySender(BRIDGE_SENDER, CONTEXT)).toEqual({ kind: 'app', origin: APP_ORIGIN });
    // The x.com content script, another extension, a page in a tab posing as the popup.
    expect(classifySender(X_SENDER, CONTEXT)).toBeNull();
    expect(classifySender({ ...POPUP_SENDER, id: 'other' }, CONTEXT)).toBeNull();
    expect(
      classifySender({ ...POPUP_SENDER, tab: { url: 'https://evil.test/' } }, CONTEXT),
    ).toBeNull();
    expect(
      classifySender(
        { ...BRIDGE_SENDER, url: 'https://evil.test/', tab: { url: 'https://evil.test/' } },
        CONTEXT,
      ),
    ).toBeNull();
    expect(classifySender({ id: CONTEXT.extensionId }, CONTEXT)).toBeNull();
  });

  it('refuses forged and malformed messages', async () => {
    const world = await connectedWorld();
    const { core } = world;
    // Popup commands from content scripts, auth from x.com, origins that disagree.
    expect(core.onMessage({ type: 'session:start' }, BRIDGE_SENDER, CONTEXT)).toBeUndefined();
    expect(core.onMessage({ type: 'session:start' }, X_SENDER, CONTEXT)).toBeUndefined();
    expect(
      core.onMessage({ kind: 'auth', payload: null, origin: APP_ORIGIN }, X_SENDER, CONTEXT),
    ).toBeUndefined();
    expect(
      core.onMessage(
        { kind: 'auth', payload: null, origin: 'https://replypilot.app' },
        BRIDGE_SENDER,
        CONTEXT,
      ),
    ).toBeUndefined();
    expect(core.onMessage({ type: 'session:launch' }, POPUP_SENDER, CONTEXT)).toBeUndefined();
    expect(
      core.onMessage({ type: 'draft:approve', id: 'x', text: '  ' }, POPUP_SENDER, CONTEXT),
    ).toBeUndefined();
    expect(
      await core.onMessage(
        { kind: 'auth', payload: { ...authPayload(), token: '' }, origin: APP_ORIGIN },
        BRIDGE_SENDER,
        CONTEXT,
      ),
    ).toEqual({ ok: false });
    // Still connected, nothing started.
    const state = await world.state();
    expect(state.account?.email).toBe('u1@example.com');
    expect(state.status).toBe('idle');
  });

  it('answers session:get with the session state', async () => {
    const world = await connectedWorld();
    const state = await world.popup({ type: 'session:get' });
    expect(SessionStateSchema.parse(state)).toMatchObject({ status: 'idle', stopReason: null });
    expect(state.account).toEqual({
      email: 'u1@example.com',
      plan: world.server.account().plan,
      replies: { used: 0, limit: 100 },
    });
  });
});

describe('connecting', () => {
  it('mints its own token with the website session, and keeps only that', async () => {
    const world = await connectedWorld();
    const [connect] = world.server.callsTo('extension-token', 'connect');
    expect(connect).toMatchObject({
      url: `${APP_ORIGIN}/functions/v1/extension-token`,
      headers: { authorization: `Bearer ${ACCESS_TOKEN}`, apikey: 'sb_publishable_test' },
      body: { action: 'connect', label: 'Chrome on Linux' },
    });
    const stored = JSON.stringify([...world.storage]);
    expect(stored).toContain(world.server.tokens[0]);
    expect(stored).not.toContain(ACCESS_TOKEN);
    // The popup never sees the token either: it reads the account alone, beside it.
    expect(JSON.stringify(await world.state())).not.toContain('rpx_');
    expect(world.storage.get('account')).toEqual(world.server.account());
    expect(JSON.stringify(world.storage.get('account'))).not.toContain('rpx_');
  });

  it('does not connect again for the same account, but does after a new website session', async () => {
    const world = await connectedWorld();
    await world.signIn();
    await world.signIn();
    expect(world.server.callsTo('extension-token', 'connect')).toHaveLength(1);
    // Signed out elsewhere and in again: the old token is revoked.
    world.server.tokens = [];
    world.clock.t += 2 * MIN;
    await world.signIn();
    expect(world.server.callsTo('extension-token', 'connect')).toHaveLength(2);
    expect(world.server.tokens).toHaveLength(1);
    expect((await world.state()).account?.email).toBe('u1@example.com');
  });

  it('asks for its account again at once when the website reports another plan', async () => {
    const world = await connectedWorld();
    const statusCalls = () => world.server.callsTo('extension-token', 'status').length;
    const before = statusCalls();
    // The same plan within the recheck interval: nothing to ask.
    await world.signIn();
    expect(statusCalls()).toBe(before);
    // A checkout on the website: the page sends the new plan, the extension asks the server.
    const upgraded = authPayload('u1');
    upgraded.subscription.subscription_tier = 'creator';
    upgraded.subscription.subscription_status = 'trialing';
    await world.core.onMessage(
      { kind: 'auth', payload: upgraded, origin: APP_ORIGIN },
      BRIDGE_SENDER,
      CONTEXT,
    );
    expect(statusCalls()).toBe(before + 1);
  });

  it('stops and forgets the token on sign-out', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [candidate(1)];
    await world.start();
    expect((await world.state()).status).toBe('waiting');
    await world.signOut();
    const state = await world.state();
    expect(state).toMatchObject({ status: 'stopped', stopReason: 'signed-out', account: null });
    expect(world.storage.has('connection')).toBe(false);
    expect(world.storage.has('account')).toBe(false);
    expect(world.alarms.has(SESSION_ALARM)).toBe(false);
  });

  it('stops as disconnected when a function says the token is revoked', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [candidate(1), candidate(2)];
    await world.start();
    world.server.tokens = [];
    await world.fireAlarm();
    expect(await world.state()).toMatchObject({
      status: 'stopped',
      stopReason: 'disconnected',
      account: null,
    });
    expect(world.storage.has('connection')).toBe(false);
  });

  it('disconnects on request: drafts discarded, token revoked', async () => {
    const world = await connectedWorld();
    world.x.posts = [candidate(1)];
    await world.start();
    expect((await world.state()).drafts).toHaveLength(1);
    await world.popup({ type: 'account:disconnect' });
    expect(world.server.outcomes).toEqual([expect.objectContaining({ outcome: 'discarded' })]);
    expect(world.server.tokens).toEqual([]);
    expect(await world.state()).toMatchObject({
      stopReason: 'disconnected',
      drafts: [],
      account: null,
    });
  });

  it('will not start without a connection', async () => {
    const world = createWorld();
    await world.start();
    expect(await world.state()).toMatchObject({ status: 'stopped', stopReason: 'disconnected' });
    expect(world.x.commands).toEqual([]);
  });
});

describe('autopilot', () => {
  it('replies to qualifying posts only, likes them, and waits a human delay between replies', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [
      candidate(1, { engagement: 100 }),
      candidate(2, { isAd: true }),
      candidate(3, { isOwn: true }),
      candidate(4, { engagement: 800 }),
      candidate(5),
    ];
    await world.start();
    expect(world.x.commands.map((c) => c.type)).toEqual(['x:check', 'x:scan', 'x:reply']);
    expect(world.x.replies()[0]).toEqual({
      type: 'x:reply',
      postUrl: candidate(4).url,
      text: 'Good point, @user4',
      like: true,
    });
    const [compose] = world.server.callsTo('reply', 'compose');
    expect(compose!.body).toMatchObject({
      post: { url: candidate(4).url, author: 'user4', text: 'Post number 4', language: 'en' },
      persona: { niche: 'SaaS' },
      recentStrategies: [],
      // The X account signed in on the page: the server's safety cap counts per X account.
      xAccount: 'me',
    });
    expect(compose!.body).not.toHaveProperty('strategy');
    expect(world.server.outcomes).toEqual([
      expect.objectContaining({ outcome: 'posted', replyText: 'Good point, @user4' }),
    ]);
    // The account was read when the session started and again after the reply.
    expect(world.server.callsTo('extension-token', 'status')).toHaveLength(2);
    expect(world.storage.get('account')).toMatchObject({ replies: { used: 1, limit: 100 } });
    let state = await world.state();
    expect(state.status).toBe('waiting');
    const wait = state.nextAt! - world.clock.t;
    expect(wait).toBeGreaterThanOrEqual(REPLY_DELAY_SECONDS.min * 1000);
    expect(wait).toBeLessThanOrEqual(REPLY_DELAY_SECONDS.max * 1000);
    expect(world.alarms.get(SESSION_ALARM)).toBe(state.nextAt);
    expect(state.activity[0]).toMatchObject({ outcome: 'posted', author: 'user4' });

    await world.fireAlarm();
    expect(world.x.replies().map((r) => r.postUrl)).toEqual([candidate(4).url, candidate(5).url]);
    // The server heard which strategy was used last.
    expect(world.server.callsTo('reply', 'compose')[1]!.body).toMatchObject({
      recentStrategies: ['add-insight'],
    });
    // Nothing qualifies any more: it looks again later, scrolling further, without replying.
    await world.fireAlarm();
    expect(world.x.replies()).toHaveLength(2);
    state = await world.state();
    expect(state.status).toBe('waiting');
    expect(world.x.commands.at(-1)).toEqual({ type: 'x:scan', scrolls: 2 });
    await world.fireAlarm();
    expect(world.x.commands.at(-1)).toEqual({ type: 'x:scan', scrolls: 4 });
    expect(SessionStateSchema.safeParse(state).success).toBe(true);
  });

  it('does not like when the settings say so', async () => {
    const world = await connectedWorld();
    autopilot(world, false);
    world.x.posts = [candidate(1)];
    await world.start();
    expect(world.x.replies()[0]!.like).toBe(false);
  });

  it('replies to an author once a day, even across scans and when the server says so', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [
      candidate(1),
      candidate(2, { author: 'user1', url: 'https://x.com/user1/status/99' }),
    ];
    await world.start();
    await world.fireAlarm();
    expect(world.x.replies()).toHaveLength(1);
    // The server refuses an author replied to from another device: skipped, next one tried.
    world.server.compose = (body) =>
      (body.post as { author: string }).author === 'user3'
        ? { status: 200, body: { status: 'skipped', reason: 'author-today' } }
        : undefined;
    world.x.posts = [candidate(3, { engagement: 900 }), candidate(4)];
    await world.fireAlarm();
    expect(world.x.replies().map((r) => r.postUrl)).toEqual([candidate(1).url, candidate(4).url]);
    const activity = (await world.state()).activity;
    expect(activity[1]).toMatchObject({
      outcome: 'skipped',
      author: 'user3',
      reason: 'author-today',
    });
    await world.fireAlarm();
    expect(world.server.callsTo('reply', 'compose')).toHaveLength(3);
  });

  it('keeps to 5 replies in any 10 minutes', async () => {
    const world = await connectedWorld({ seed: 11 });
    autopilot(world);
    world.x.posts = Array.from({ length: 8 }, (_, i) => candidate(i + 1));
    await world.start();
    // Short waits, so the burst limit is what holds the sixth back.
    const hurry = () => {
      const next = world.clock.t + 30_000;
      world.storage.set('session', { ...(world.storage.get('session') as object), nextAt: next });
      world.alarms.set(SESSION_ALARM, next);
      return world.fireAlarm();
    };
    for (let i = 0; i < 4; i++) await hurry();
    expect(world.x.replies()).toHaveLength(5);
    const firstAt = (await world.state()).activity.at(-1)!.at;
    await hurry();
    expect(world.x.replies()).toHaveLength(5);
    const state = await world.state();
    expect(state.status).toBe('waiting');
    expect(state.nextAt!).toBeGreaterThanOrEqual(firstAt + 10 * MIN);
    await world.fireAlarm();
    expect(world.x.replies()).toHaveLength(6);
  });

  it("waits as long as the server's burst answer says", async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [candidate(1)];
    world.server.compose = () => ({
      status: 200,
      body: { status: 'skipped', reason: 'burst', retryAfter: 240 },
    });
    await world.start();
    const state = await world.state();
    expect(state.nextAt! - world.clock.t).toBeGreaterThanOrEqual(240_000);
    expect(state.nextAt! - world.clock.t).toBeLessThan(260_000);
    expect(world.x.replies()).toHaveLength(0);
  });

  it("stops at the pacing preset's target", async () => {
    const world = await connectedWorld();
    world.server.session = { ...world.server.session, mode: 'autopilot', pacing: 'light' };
    world.server.used = 59;
    world.x.posts = [candidate(1), candidate(2)];
    await world.start();
    expect(world.x.replies()).toHaveLength(1);
    expect(await world.state()).toMatchObject({ status: 'stopped', stopReason: 'target-reached' });
    expect(world.alarms.has(SESSION_ALARM)).toBe(false);
  });

  it('stops when the allowance is used up, before or while it runs', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.server.limit = 5;
    world.server.used = 5;
    world.x.posts = [candidate(1)];
    await world.start();
    expect(await world.state()).toMatchObject({ stopReason: 'allowance-reached' });
    expect(world.x.commands).toEqual([]);

    world.server.used = 0;
    world.server.compose = () => ({
      status: 200,
      body: { status: 'skipped', reason: 'daily-limit' },
    });
    await world.start();
    expect(await world.state()).toMatchObject({
      status: 'stopped',
      stopReason: 'allowance-reached',
    });
    expect(world.x.replies()).toHaveLength(0);
  });

  it("stops for this X account's safety cap, not the plan's allowance", async () => {
    const world = await connectedWorld();
    autopilot(world);
    // A plan above the cap, with replies left over all of the user's X accounts.
    world.server.limit = 500;
    world.server.used = 100;
    world.x.posts = [candidate(1), candidate(2)];
    world.server.compose = () => ({
      status: 200,
      body: { status: 'skipped', reason: 'safety-cap' },
    });
    await world.start();
    expect(await world.state()).toMatchObject({ status: 'stopped', stopReason: 'account-cap' });
    expect(world.x.replies()).toHaveLength(0);
    expect(world.alarms.has(SESSION_ALARM)).toBe(false);
  });

  it('waits for the active hours to open', async () => {
    const world = await connectedWorld({ start: Date.UTC(2026, 10, 26, 6, 30) });
    autopilot(world);
    world.x.posts = [candidate(1)];
    await world.start();
    const state = await world.state();
    expect(state).toMatchObject({ status: 'waiting', nextAt: Date.UTC(2026, 10, 26, 8, 0) });
    expect(world.x.commands).toEqual([]);
    await world.fireAlarm();
    expect(world.x.replies()).toHaveLength(1);
  });

  it('records a failed post and goes on, without retrying it', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [candidate(1), candidate(2)];
    world.x.reply = () => ({ outcome: 'failed', error: 'post-not-found' });
    await world.start();
    expect(world.server.outcomes).toEqual([
      expect.objectContaining({ outcome: 'failed', reason: 'post-not-found' }),
    ]);
    world.x.reply = (c) => ({ outcome: 'posted', liked: c.like });
    await world.fireAlarm();
    expect(world.x.replies().map((r) => r.postUrl)).toEqual([candidate(1).url, candidate(2).url]);
  });

  it('stops after three failed posts in a row rather than looping', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = Array.from({ length: 6 }, (_, i) => candidate(i + 1));
    world.x.reply = () => ({
      outcome: 'failed',
      error: 'editor-rejected',
      detail: 'tweetButton disabled',
    });
    await world.start();
    await world.fireAlarm();
    await world.fireAlarm();
    expect(world.x.replies()).toHaveLength(3);
    const state = await world.state();
    expect(state).toMatchObject({ status: 'stopped', stopReason: 'page-changed' });
    expect(state.report?.problems).toEqual(['editor-rejected: tweetButton disabled']);
  });

  it('waits longer after each server failure', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [candidate(1)];
    world.server.compose = () => ({ status: 500, body: { code: 'server-error' } });
    await world.start();
    const first = (await world.state()).nextAt! - world.clock.t;
    await world.fireAlarm();
    const second = (await world.state()).nextAt! - world.clock.t;
    expect(first).toBe(60_000);
    expect(second).toBe(120_000);
    expect((await world.state()).activity[0]).toMatchObject({ reason: 'server: 500 server-error' });
  });
});

describe('stop reasons', () => {
  const xStops: [XError, string][] = [
    ['rate-limited', 'x-rate-limited'],
    ['automation-flagged', 'x-automation-flagged'],
    ['daily-limit', 'x-daily-limit'],
    ['page-changed', 'page-changed'],
  ];
  for (const [error, reason] of xStops) {
    it(`X's ${error} stops the session as ${reason}, once`, async () => {
      const world = await connectedWorld();
      autopilot(world);
      world.x.posts = [candidate(1), candidate(2)];
      world.x.reply = () => ({ outcome: 'failed', error });
      await world.start();
      expect(await world.state()).toMatchObject({ status: 'stopped', stopReason: reason });
      expect(world.x.replies()).toHaveLength(1);
      expect(world.alarms.has(SESSION_ALARM)).toBe(false);
      expect(world.server.outcomes).toEqual([
        expect.objectContaining({ outcome: 'failed', reason: error }),
      ]);
      // The place went back.
      expect(world.server.used).toBe(0);
    });
  }

  it('stops with no-x-tab without an x.com tab, or when its script does not answer', async () => {
    const world = await connectedWorld();
    world.x.tabOpen = false;
    await world.start();
    expect(await world.state()).toMatchObject({ status: 'stopped', stopReason: 'no-x-tab' });
    world.x.tabOpen = true;
    world.x.unreachable = true;
    await world.start();
    expect(await world.state()).toMatchObject({ status: 'stopped', stopReason: 'no-x-tab' });
  });

  it('stops with page-changed and keeps what did not match for a report', async () => {
    const world = await connectedWorld();
    world.x.check = { ok: false, handle: 'me', problems: ['tweetTextarea_0', 'reply button'] };
    await world.start();
    const state = await world.state();
    expect(state).toMatchObject({ status: 'stopped', stopReason: 'page-changed' });
    expect(state.report).toEqual({
      at: world.clock.t,
      handle: 'me',
      problems: ['tweetTextarea_0', 'reply button'],
    });
    expect(world.x.commands).toEqual([{ type: 'x:check' }]);
  });

  it('treats an answer that does not fit the schema as a changed page', async () => {
    const world = await connectedWorld();
    world.x.answer = () => ({ posts: 'many' });
    await world.start();
    expect(await world.state()).toMatchObject({ stopReason: 'page-changed' });
  });

  it('no model in autopilot: switches to review and drafts with the built-in writer', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.server.model = false;
    world.x.posts = [candidate(1)];
    await world.start();
    await world.fireAlarm();
    const state = await world.state();
    expect(state.status).toBe('waiting');
    expect(state.stopReason).toBeNull();
    expect(state.settings.mode).toBe('review');
    expect(state.notice).toEqual({ code: 'no-model-review' });
    expect(world.server.session.mode).toBe('review');
    const composes = world.server.callsTo('reply', 'compose');
    expect(composes.map((c) => c.body?.mode)).toEqual(['autopilot', 'review']);
    expect(state.drafts).toHaveLength(1);
    expect(state.drafts[0]).toMatchObject({ builtIn: true });
    expect(world.x.replies()).toHaveLength(0);
  });

  it('a server that drafts nothing, even in review: stopped with no-model', async () => {
    const world = await connectedWorld();
    world.server.model = false;
    world.server.compose = () => ({ status: 200, body: { status: 'skipped', reason: 'no-model' } });
    world.x.posts = [candidate(1)];
    await world.start();
    expect(await world.state()).toMatchObject({ stopReason: 'no-model', drafts: [] });
  });

  it('pause, resume and stop from the popup', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [candidate(1), candidate(2), candidate(3)];
    await world.start();
    expect((await world.popup({ type: 'session:pause' })).status).toBe('paused');
    expect(world.alarms.has(SESSION_ALARM)).toBe(false);
    await world.core.onAlarm(SESSION_ALARM);
    expect(world.x.replies()).toHaveLength(1);
    await world.popup({ type: 'session:resume' });
    await world.core.idle();
    expect(world.x.replies()).toHaveLength(2);
    expect((await world.popup({ type: 'session:stop' })).stopReason).toBe('user');
    expect(world.alarms.has(SESSION_ALARM)).toBe(false);
  });

  it('a pause while a reply is being written gives its place back', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [candidate(1)];
    let pause: Promise<unknown> | undefined;
    world.server.compose = () => {
      pause = world.popup({ type: 'session:pause' });
      return undefined;
    };
    await world.start();
    await pause;
    expect(world.x.replies()).toHaveLength(0);
    expect(world.server.outcomes).toEqual([
      expect.objectContaining({ outcome: 'discarded', reason: 'session stopped' }),
    ]);
    expect((await world.state()).status).toBe('paused');
  });
});

describe('review mode', () => {
  it('keeps drafts, up to a few ahead, then waits for the user', async () => {
    const world = await connectedWorld();
    world.x.posts = Array.from({ length: 6 }, (_, i) => candidate(i + 1));
    await world.start();
    for (let i = 1; i < MAX_PENDING_DRAFTS; i++) await world.fireAlarm();
    expect(world.x.replies()).toHaveLength(0);
    let state = await world.state();
    expect(state.drafts.map((d) => d.post.author)).toEqual(['user1', 'user2', 'user3']);
    expect(state.drafts[0]).toMatchObject({ reply: 'Good point, @user1', strategy: 'add-insight' });
    await world.fireAlarm();
    state = await world.state();
    expect(state).toMatchObject({ status: 'waiting', nextAt: null });
    expect(world.server.callsTo('reply', 'compose')).toHaveLength(MAX_PENDING_DRAFTS);
    expect(SessionStateSchema.safeParse(state).success).toBe(true);

    // Switched to autopilot: it goes on at once, posting; the drafts stay for the user.
    await world.popup({
      type: 'session:settings',
      settings: { ...state.settings, mode: 'autopilot' },
    });
    await world.core.idle();
    expect(world.x.replies().map((r) => r.postUrl)).toEqual([candidate(4).url]);
    expect((await world.state()).drafts).toHaveLength(MAX_PENDING_DRAFTS);
  });

  it('posts an approved draft with the edited text, and discards another', async () => {
    const world = await connectedWorld();
    world.x.posts = Array.from({ length: 6 }, (_, i) => candidate(i + 1));
    await world.start();
    await world.fireAlarm();
    await world.fireAlarm();
    await world.fireAlarm();
    const [first, second] = (await world.state()).drafts;
    let state = await world.popup({ type: 'draft:approve', id: first!.id, text: 'My own words' });
    expect(world.x.replies()).toEqual([
      { type: 'x:reply', postUrl: first!.post.url, text: 'My own words', like: true },
    ]);
    expect(world.server.outcomes[0]).toMatchObject({
      eventId: first!.id,
      outcome: 'posted',
      replyText: 'My own words',
    });
    expect(state.activity[0]).toMatchObject({ outcome: 'posted', reply: 'My own words' });
    // The session goes on after a human delay.
    expect(state.status).toBe('waiting');
    expect(state.nextAt! - world.clock.t).toBeGreaterThanOrEqual(REPLY_DELAY_SECONDS.min * 1000);
    // Approving twice posts once.
    await world.popup({ type: 'draft:approve', id: first!.id, text: 'My own words' });
    expect(world.x.replies()).toHaveLength(1);

    state = await world.popup({ type: 'draft:discard', id: second!.id });
    expect(world.server.outcomes[1]).toMatchObject({ eventId: second!.id, outcome: 'discarded' });
    expect(state.drafts.map((d) => d.id)).not.toContain(second!.id);
    expect(state.activity[0]).toMatchObject({ outcome: 'discarded', author: second!.post.author });
    await world.fireAlarm();
    expect((await world.state()).drafts).toHaveLength(2);
  });

  it('keeps the draft when no x.com tab is open to post it', async () => {
    const world = await connectedWorld();
    world.x.posts = [candidate(1)];
    await world.start();
    const [draft] = (await world.state()).drafts;
    world.x.tabOpen = false;
    const state = await world.popup({ type: 'draft:approve', id: draft!.id, text: draft!.reply });
    expect(state.drafts).toHaveLength(1);
    expect(state.notice).toEqual({ code: 'open-x-tab' });
    expect(world.server.outcomes).toEqual([]);
  });
});

describe('settings and persistence', () => {
  it('saves settings locally and to the account', async () => {
    const world = await connectedWorld();
    const settings = {
      mode: 'autopilot',
      pacing: 'intensive',
      activeHours: { start: '09:30', end: '18:00' },
      like: false,
    } as const;
    const state = await world.popup({ type: 'session:settings', settings });
    expect(state.settings).toEqual(settings);
    expect(world.server.session).toEqual(settings);
    expect(
      world.core.onMessage(
        { type: 'session:settings', settings: { ...settings, pacing: 'reckless' } },
        POPUP_SENDER,
        CONTEXT,
      ),
    ).toBeUndefined();
  });

  it('goes on after the worker is stopped and started again', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [candidate(1), candidate(2), candidate(3)];
    await world.start();
    const before = await world.state();
    world.restart();
    await world.core.wake();
    expect(await world.state()).toEqual(before);
    await world.fireAlarm();
    expect(world.x.replies().map((r) => r.postUrl)).toEqual([candidate(1).url, candidate(2).url]);

    // The browser dropped the alarm: waking sets it again.
    world.alarms.clear();
    world.restart();
    await world.core.wake();
    expect(world.alarms.get(SESSION_ALARM)).toBe((await world.state()).nextAt);

    // A step cut short (status still running) runs again on wake.
    world.storage.set('session', {
      ...(world.storage.get('session') as object),
      status: 'running',
    });
    world.alarms.clear();
    world.restart();
    await world.core.wake();
    await world.core.idle();
    expect(world.x.replies()).toHaveLength(3);
  });

  it('starts a new day: authors and posts may be replied to again', async () => {
    const world = await connectedWorld();
    autopilot(world);
    world.x.posts = [candidate(1)];
    await world.start();
    await world.fireAlarm();
    expect(world.x.replies()).toHaveLength(1);
    world.clock.t += 24 * 60 * MIN;
    world.alarms.set(SESSION_ALARM, world.clock.t);
    await world.fireAlarm();
    expect(world.x.replies()).toHaveLength(2);
  });
});
