import { ReplyPersonaSchema } from '../../src/shared/contracts/reply.ts';
import type { ExtensionAccount } from '../../src/shared/contracts/extension-token.ts';
import {
  DEFAULT_SESSION_SETTINGS,
  type ContentCommand,
  type PageCheck,
  type PostCandidate,
  type ReplyResult,
  type SessionSettings,
} from '../../src/shared/extension/messages.ts';
import { createBackground, SESSION_ALARM, type SenderContext } from './core.ts';

/** Fakes for the background's tests: storage, alarms, a clock, the functions and an x.com tab. */

export function candidate(n: number, overrides: Partial<PostCandidate> = {}): PostCandidate {
  return {
    url: `https://x.com/user${n}/status/${1000 + n}`,
    author: `user${n}`,
    text: `Post number ${n}`,
    language: 'en',
    counts: { replies: 100, reposts: 100, likes: 400, views: 10_000 },
    engagement: 600,
    isAd: false,
    isOwn: false,
    liked: false,
    ...overrides,
  };
}

/** A seeded generator, so spreads are reproducible. */
export function seeded(seed = 1): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export const APP_ORIGIN = 'http://localhost:8787';
export const EXTENSION_ID = 'replypilot-test-id';
export const CONTEXT: SenderContext = {
  extensionId: EXTENSION_ID,
  extensionUrl: `chrome-extension://${EXTENSION_ID}/`,
  appOrigins: [APP_ORIGIN, 'https://replypilot.app'],
};
export const POPUP_SENDER = { id: EXTENSION_ID, url: `${CONTEXT.extensionUrl}popup/index.html` };
export const BRIDGE_SENDER = {
  id: EXTENSION_ID,
  url: `${APP_ORIGIN}/dashboard`,
  tab: { url: `${APP_ORIGIN}/dashboard` },
};
export const X_SENDER = {
  id: EXTENSION_ID,
  url: 'https://x.com/home',
  tab: { url: 'https://x.com/home' },
};

export const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.website-session.signature';
export const PUBLISHABLE_KEY = 'sb_publishable_test';

export function authPayload(userId = 'u1') {
  return {
    token: ACCESS_TOKEN,
    user: { id: userId, email: `${userId}@example.com`, created_at: '2026-11-01T00:00:00Z' },
    subscription: {
      subscription_tier: 'pro',
      subscription_status: 'active',
      extension_access: true,
      tools_access: true,
      daily_reply_limit: 100,
      daily_replies_used: 0,
      trial_ends_at: null,
    },
    timestamp: 1,
  };
}

interface Call {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

type Answer = { status: number; body: unknown };

/** The two functions and /config.json, with the allowance kept like the server keeps it. */
export class FakeServer {
  tokens: string[] = [];
  userId = 'u1';
  used = 0;
  limit = 100;
  model = true;
  session: SessionSettings = { ...DEFAULT_SESSION_SETTINGS };
  calls: Call[] = [];
  outcomes: Record<string, unknown>[] = [];
  composeCount = 0;
  /** Replaces the compose answer (after the call is recorded). */
  compose?: (body: Record<string, unknown>) => Answer | undefined;
  /** Fails every call with a network error. */
  down = false;
  private pending = new Set<string>();

  account(): ExtensionAccount {
    return {
      user: { id: this.userId, email: `${this.userId}@example.com` },
      plan: { tier: 'pro', status: 'active', extensionAccess: true, trialEndsAt: null },
      replies: { used: this.used, limit: this.limit },
      settings: { persona: ReplyPersonaSchema.parse({ niche: 'SaaS' }), session: this.session },
    };
  }

  callsTo(name: string, action?: string) {
    return this.calls.filter(
      (call) => call.url.endsWith(`/${name}`) && (!action || call.body?.action === action),
    );
  }

  fetch = async (url: string, init?: RequestInit): Promise<Response> => {
    if (this.down) throw new TypeError('fetch failed');
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    this.calls.push({ url, headers, body });
    const answer = this.answer(url, headers, body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  private disconnected: Answer = {
    status: 401,
    body: { code: 'extension-disconnected', error: 'The extension token is missing' },
  };

  private answer(
    url: string,
    headers: Record<string, string>,
    body: Record<string, unknown> | null,
  ): Answer {
    if (url === `${APP_ORIGIN}/config.json`)
      return { status: 200, body: { supabaseUrl: '/', supabaseAnonKey: PUBLISHABLE_KEY } };
    if (headers.apikey !== PUBLISHABLE_KEY) return { status: 401, body: { code: 401 } };
    if (url === `${APP_ORIGIN}/functions/v1/extension-token` && body?.action === 'connect') {
      if (headers.authorization !== `Bearer ${ACCESS_TOKEN}`)
        return { status: 401, body: { code: 'sign-in-required' } };
      const token = `rpx_${String(this.tokens.length).padStart(43, 'T')}`;
      this.tokens.push(token);
      return {
        status: 201,
        body: { token, tokenId: `t${this.tokens.length}`, account: this.account() },
      };
    }
    const token = headers['x-extension-token'] ?? '';
    if (headers.authorization !== `Bearer ${PUBLISHABLE_KEY}` || !this.tokens.includes(token))
      return this.disconnected;
    if (url.endsWith('/extension-token')) {
      if (body?.action === 'status')
        return { status: 200, body: { tokenId: 't', account: this.account() } };
      if (body?.action === 'settings') {
        this.session = body.session as SessionSettings;
        return { status: 200, body: { saved: true } };
      }
      if (body?.action === 'disconnect') {
        this.tokens = this.tokens.filter((t) => t !== token);
        return { status: 200, body: { disconnected: true } };
      }
    }
    if (url.endsWith('/reply') && body?.action === 'compose') {
      const custom = this.compose?.(body);
      if (custom) return custom;
      // Like the server: no model refuses autopilot; review gets a built-in draft.
      if (!this.model && body.mode !== 'review')
        return { status: 200, body: { status: 'skipped', reason: 'no-model' } };
      if (this.used >= this.limit)
        return {
          status: 200,
          body: {
            status: 'skipped',
            reason: 'daily-limit',
            replies: { used: this.used, limit: this.limit },
          },
        };
      this.used += 1;
      this.composeCount += 1;
      const eventId = `00000000-0000-4000-8000-${String(this.composeCount).padStart(12, '0')}`;
      this.pending.add(eventId);
      const post = body.post as { author: string };
      return {
        status: 200,
        body: {
          status: 'written',
          eventId,
          reply: `Good point, @${post.author}`,
          strategy: 'add-insight',
          language: 'en',
          attempts: 1,
          engine: this.model
            ? { provider: 'test', model: 'test' }
            : { provider: 'built-in', model: 'built-in' },
          replies: { used: this.used, limit: this.limit },
        },
      };
    }
    if (url.endsWith('/reply') && body?.action === 'outcome') {
      const id = String(body.eventId);
      if (!this.pending.delete(id)) return { status: 404, body: { code: 'not-found' } };
      this.outcomes.push(body);
      if (body.outcome !== 'posted') this.used -= 1;
      return {
        status: 200,
        body: { status: 'recorded', replies: { used: this.used, limit: this.limit } },
      };
    }
    return { status: 400, body: { code: 'invalid-request' } };
  }
}

/** The x.com tab's content script. */
export class FakeX {
  posts: PostCandidate[] = [];
  check: PageCheck = { ok: true, handle: 'me', problems: [] };
  reply: (command: Extract<ContentCommand, { type: 'x:reply' }>) => ReplyResult = (command) => ({
    outcome: 'posted',
    liked: command.like,
  });
  commands: ContentCommand[] = [];
  tabOpen = true;
  unreachable = false;
  /** Replaces every answer (a content script speaking another language). */
  answer?: (command: ContentCommand) => unknown;

  replies() {
    return this.commands.filter(
      (c): c is Extract<ContentCommand, { type: 'x:reply' }> => c.type === 'x:reply',
    );
  }

  send = async (_tabId: number, command: ContentCommand): Promise<unknown> => {
    if (this.unreachable)
      throw new Error('Could not establish connection. Receiving end does not exist.');
    this.commands.push(command);
    if (this.answer) return this.answer(command);
    if (command.type === 'x:check') return this.check;
    if (command.type === 'x:scan') return { posts: this.posts, check: this.check };
    return this.reply(command);
  };
}

/** A background on fakes; `restart()` makes a new one on the same storage and alarms. */
export function createWorld(
  options: { start?: number; offsetMinutes?: number; seed?: number } = {},
) {
  const storage = new Map<string, unknown>();
  const alarms = new Map<string, number>();
  const clock = { t: options.start ?? Date.UTC(2026, 10, 26, 12, 0) };
  const server = new FakeServer();
  const x = new FakeX();
  const random = seeded(options.seed ?? 3);

  const make = () =>
    createBackground({
      storage: {
        get: async (key) => structuredClone(storage.get(key)),
        set: async (key, value) => void storage.set(key, structuredClone(value)),
        remove: async (key) => void storage.delete(key),
      },
      alarms: {
        create: (name, when) => void alarms.set(name, when),
        clear: async (name) => alarms.delete(name),
        get: async (name) => (alarms.has(name) ? { scheduledTime: alarms.get(name)! } : undefined),
      },
      clock: { now: () => clock.t, offsetMinutes: () => options.offsetMinutes ?? 0 },
      random,
      fetch: server.fetch,
      content: { send: x.send },
      tabs: { findXTab: async () => (x.tabOpen ? 7 : null) },
      label: () => 'Chrome on Linux',
    });

  const world = {
    storage,
    alarms,
    clock,
    server,
    x,
    core: make(),
    restart() {
      world.core = make();
    },
    popup(command: unknown) {
      return world.core.onMessage(command, POPUP_SENDER, CONTEXT) as Promise<
        Awaited<ReturnType<typeof world.core.view>>
      >;
    },
    async signIn(userId = 'u1') {
      server.userId = userId;
      return world.core.onMessage(
        { kind: 'auth', payload: authPayload(userId), origin: APP_ORIGIN },
        BRIDGE_SENDER,
        CONTEXT,
      );
    },
    async signOut() {
      return world.core.onMessage(
        { kind: 'auth', payload: null, origin: APP_ORIGIN },
        BRIDGE_SENDER,
        CONTEXT,
      );
    },
    /** Starts the session and lets its first step finish. */
    async start() {
      const state = await world.popup({ type: 'session:start' });
      await world.core.idle();
      return state;
    },
    /** Moves the clock to the session's alarm, fires it and lets the step finish. */
    async fireAlarm() {
      const when = alarms.get(SESSION_ALARM);
      if (when === undefined) throw new Error('no alarm set');
      clock.t = Math.max(clock.t, when);
      alarms.delete(SESSION_ALARM);
      await world.core.onAlarm(SESSION_ALARM);
      await world.core.idle();
    },
    state: () => world.core.view(),
  };
  return world;
}
