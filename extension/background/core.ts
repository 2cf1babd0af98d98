import { AuthPayloadSchema, type AuthPayload } from '../../src/shared/bridge/protocol.ts';
import type { ExtensionAccount } from '../../src/shared/contracts/extension-token.ts';
import { BUILT_IN_ENGINE, type ReplyRequest } from '../../src/shared/contracts/reply.ts';
import {
  DEFAULT_SESSION_SETTINGS,
  PageCheckSchema,
  PopupCommandSchema,
  ReplyResultSchema,
  ScanResultSchema,
  type Activity,
  type ContentCommand,
  type Draft,
  type PageCheck,
  type PopupCommand,
  type PostCandidate,
  type SessionSettings,
  type SessionState,
  type StopReason,
  type XError,
} from '../../src/shared/extension/messages.ts';
import type { ReplyStrategyId } from '../../src/shared/reply-strategies/index.ts';
import type { z } from 'zod';
import { ApiError, createApi, isDisconnected, type Backend, type Fetch } from './api.ts';
import {
  burstFreeAt,
  chooseCandidates,
  dayDone,
  humanDelayMs,
  jitterMs,
  searchQueries,
  searchUrl,
  localDay,
  msUntilActive,
  recentReplies,
} from './pacing.ts';

/**
 * The background's logic (docs/product-rules.md#extension-session), free of browser globals:
 * index.ts binds the browser's storage, alarms, tabs and messaging to these ports.
 *
 * Nothing lives only in memory: the connection and the session are in storage (the worker may
 * be stopped between any two events) and every wait is an alarm. A tick is one step of the
 * session: check the page, scan, pick a post, have the server write a reply, post it (autopilot)
 * or keep it as a draft (review), then wait. Ticks never overlap; the popup's commands change
 * the state at once and bump its generation, which a tick in flight checks before every write.
 */

export interface StoragePort {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface AlarmsPort {
  /** One alarm per name: creating it again moves it. */
  create(name: string, when: number): Promise<void> | void;
  clear(name: string): Promise<unknown>;
  get(name: string): Promise<{ scheduledTime: number } | undefined>;
}

export interface BackgroundDeps {
  storage: StoragePort;
  /** Tests only: scales the session's own waits, between replies and between looks (1 when shipped). */
  waitScale?: number;
  alarms: AlarmsPort;
  clock: {
    now(): number;
    /** The local time zone's offset from UTC at `at`, in minutes (east positive). */
    offsetMinutes(at: number): number;
  };
  random(): number;
  fetch: Fetch;
  /** Sends a command to the content script in that tab; its raw answer (validated here). */
  content: { send(tabId: number, command: ContentCommand): Promise<unknown> };
  /** The x.com tab to work in, or null when none is open. */
  tabs: {
    findXTab(): Promise<number | null>;
    /** Loads a URL in the X tab (discovery by search); without it the session stays on the page. */
    navigate?(tabId: number, url: string): Promise<void>;
  };
  /** How the account page names this browser ("Chrome on Linux"). */
  label(): string;
  /**
   * Told, for each posted reply, how long it took from the scan that found the post to the
   * reply confirmed on X, and how much of that was the model and the page's deliberate pauses
   * (ms, all three). The service worker records it as a User Timing measure for the benchmark.
   */
  onPosted?(timing: { totalMs: number; composeMs: number; pausedMs: number }): void;
  /** A monotonic clock in ms for those figures (performance.now()). */
  monotonic?(): number;
}

/** Who sent a runtime message, as the browser reports it. */
export interface SenderInfo {
  id?: string;
  url?: string;
  tab?: { url?: string } | undefined;
}

export interface SenderContext {
  extensionId: string;
  /** The extension's own base URL (`runtime.getURL('')`). */
  extensionUrl: string;
  /** The app origins the bridge runs on. */
  appOrigins: readonly string[];
}

export type SenderKind = { kind: 'extension-page' } | { kind: 'app'; origin: string } | null;

/**
 * Our popup and other extension pages (no tab, or a tab showing one of our pages), or our
 * bridge content script on an app origin; anything else is refused.
 */
export function classifySender(sender: SenderInfo, context: SenderContext): SenderKind {
  if (!sender.id || sender.id !== context.extensionId || !sender.url) return null;
  let origin: string;
  try {
    origin = new URL(sender.url).origin;
  } catch {
    return null;
  }
  if (sender.url.startsWith(context.extensionUrl)) {
    if (!sender.tab || sender.tab.url?.startsWith(context.extensionUrl))
      return { kind: 'extension-page' };
    return null;
  }
  if (sender.tab && context.appOrigins.includes(origin)) return { kind: 'app', origin };
  return null;
}

export const SESSION_ALARM = 'replypilot:session';
const CONNECTION_KEY = 'connection';
/** The connected account (ExtensionAccount, no token) for the popup: extension/popup/transport.ts. */
export const ACCOUNT_KEY = 'account';
const SESSION_KEY = 'session';
const ACTIVITY_CAP = 200;
/** How long a page of X is given to load before the content script is asked anything. */
const PAGE_LOAD_MS = 3000;
const HANDLED_CAP = 1000;
/** Review mode writes this many drafts ahead, then waits for the user. */
export const MAX_PENDING_DRAFTS = 3;
/** Posts composed per tick at most (skips move on to the next candidate). */
const COMPOSES_PER_TICK = 3;
/** This many X failures in a row (post-specific ones) stop the session as page-changed. */
const MAX_X_FAILURES = 3;
/** A repeated auth message from the website within this time needs no new status check. */
const AUTH_RECHECK_MS = 60_000;

/** What the extension keeps of its connection: secret, in storage.local, never logged. */
interface Connection {
  backend: Backend;
  token: string;
  tokenId: string;
  account: ExtensionAccount;
  /** The local day the account's counts were read on. */
  accountDay: string;
  checkedAt: number;
}

/** What the page looked like when it stopped matching: for a report the user can send. */
export interface PageReport {
  at: number;
  handle: string | null;
  problems: string[];
}

interface Persisted extends SessionState {
  generation: number;
  day: string;
  handledPosts: string[];
  authorsToday: string[];
  postedToday: number;
  /** Times of replies sent lately (for BURST). */
  postedAt: number[];
  recentStrategies: ReplyStrategyId[];
  xFailures: number;
  serverFailures: number;
  emptyScans: number;
  /** The next of the persona's searches (searchQueries) to open when the page offers nothing. */
  searchIndex: number;
  report: PageReport | null;
  /** A short explanation for the popup (why the mode changed, why an approval waits). */
  /** The account this session's counts, drafts and activity belong to. */
  userId: string | null;
}

const initialSession = (): Persisted => ({
  status: 'idle',
  stopReason: null,
  nextAt: null,
  settings: DEFAULT_SESSION_SETTINGS,
  drafts: [],
  activity: [],
  generation: 0,
  day: '',
  handledPosts: [],
  authorsToday: [],
  postedToday: 0,
  postedAt: [],
  recentStrategies: [],
  xFailures: 0,
  serverFailures: 0,
  emptyScans: 0,
  searchIndex: 0,
  report: null,
  notice: null,
  userId: null,
});

/** What the popup is answered: SessionState, plus the connection and the page report. */
export interface SessionView extends SessionState {
  account: {
    email: string;
    plan: ExtensionAccount['plan'];
    replies: ExtensionAccount['replies'];
  } | null;
  report: PageReport | null;
}

const X_STOPS: Partial<Record<XError, StopReason>> = {
  'rate-limited': 'x-rate-limited',
  'automation-flagged': 'x-automation-flagged',
  'daily-limit': 'x-daily-limit',
  'page-changed': 'page-changed',
  // Signed out of X in that tab: there is no X tab to work in.
  'signed-out': 'no-x-tab',
};

/** Thrown inside a step when the token turned out revoked (already handled). */
class Disconnected extends Error {}

function mutex() {
  let chain: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(fn, fn);
    chain = run.catch(() => undefined);
    return run;
  };
}

export function createBackground(deps: BackgroundDeps) {
  const api = createApi(deps.fetch);
  const stateLock = mutex();
  const authLock = mutex();
  const xLock = mutex();
  const now = () => deps.clock.now();
  const today = () => localDay(now(), deps.clock.offsetMinutes(now()));
  // The session's own waits (never the server's or X's limits) shrink in test builds.
  const scale = deps.waitScale ?? 1;
  const monotonic = deps.monotonic ?? (() => deps.clock.now());
  const jitter = (minSeconds: number, maxSeconds: number) =>
    jitterMs(deps.random, minSeconds, maxSeconds) * scale;

  // ---- storage ----

  async function loadSession(): Promise<Persisted> {
    const stored = (await deps.storage.get(SESSION_KEY)) as Partial<Persisted> | undefined;
    return { ...initialSession(), ...(stored ?? {}) };
  }
  const loadConnection = async () =>
    ((await deps.storage.get(CONNECTION_KEY)) as Connection | undefined) ?? null;
  /** The connection, and beside it the account alone (no token), which the popup reads. */
  async function saveConnection(connection: Connection) {
    await deps.storage.set(CONNECTION_KEY, connection);
    await deps.storage.set(ACCOUNT_KEY, connection.account);
  }
  async function forgetConnection() {
    await deps.storage.remove(CONNECTION_KEY);
    await deps.storage.remove(ACCOUNT_KEY);
  }

  /**
   * Changes the session under the lock. `change` edits a copy; returning false leaves it as it
   * was. Answers the saved session, or null when nothing changed.
   */
  function update(change: (s: Persisted) => boolean | void): Promise<Persisted | null> {
    return stateLock(async () => {
      const session = await loadSession();
      if (change(session) === false) return null;
      await deps.storage.set(SESSION_KEY, session);
      return session;
    });
  }

  /** The same, only while the tick of generation `gen` still owns a running session. */
  const guarded = (gen: number, change: (s: Persisted) => boolean | void) =>
    update((s) => (s.generation === gen && s.status === 'running' ? change(s) : false));

  function log(s: Persisted, entry: Omit<Activity, 'at'>) {
    s.activity = [{ at: now(), ...entry }, ...s.activity].slice(0, ACTIVITY_CAP);
  }

  function rollDay(s: Persisted) {
    const day = today();
    if (s.day === day) return;
    s.day = day;
    s.handledPosts = [];
    s.authorsToday = [];
    s.postedToday = 0;
  }

  function markHandled(s: Persisted, post: PostCandidate, author: boolean) {
    rollDay(s);
    if (!s.handledPosts.includes(post.url))
      s.handledPosts = [...s.handledPosts, post.url].slice(-HANDLED_CAP);
    const handle = post.author.toLowerCase();
    if (author && !s.authorsToday.includes(handle))
      s.authorsToday = [...s.authorsToday, handle].slice(-HANDLED_CAP);
  }

  function setStopped(s: Persisted, reason: StopReason) {
    s.status = 'stopped';
    s.stopReason = reason;
    s.nextAt = null;
    s.generation += 1;
  }

  async function stop(reason: StopReason, gen?: number) {
    const saved = await update((s) => {
      if (gen !== undefined && s.generation !== gen) return false;
      setStopped(s, reason);
    });
    if (saved) await deps.alarms.clear(SESSION_ALARM);
  }

  async function waitUntil(gen: number, at: number) {
    const saved = await guarded(gen, (s) => {
      s.status = 'waiting';
      s.nextAt = at;
    });
    if (saved) await deps.alarms.create(SESSION_ALARM, at);
  }

  /** Forgets the token (the server revoked it, or the user disconnected) and stops. */
  async function dropConnection(reason: 'signed-out' | 'disconnected') {
    await forgetConnection();
    await update((s) => {
      s.drafts = [];
      if (s.status === 'stopped' && s.stopReason === reason) return;
      if (s.status === 'idle') s.stopReason = reason;
      else setStopped(s, reason);
    });
    await deps.alarms.clear(SESSION_ALARM);
  }

  /** Runs a call with the token; a revoked token disconnects and throws Disconnected. */
  async function withToken<T>(
    connection: Connection,
    call: (backend: Backend, token: string) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(connection.backend, connection.token);
    } catch (error) {
      if (isDisconnected(error)) {
        await dropConnection('disconnected');
        throw new Disconnected();
      }
      throw error;
    }
  }

  async function refreshAccount(connection: Connection): Promise<Connection> {
    const account = await withToken(connection, (b, t) => api.status(b, t));
    const current = await loadConnection();
    // Signed out or reconnected meanwhile: leave the newer connection alone.
    if (!current || current.token !== connection.token) return connection;
    const refreshed = { ...current, account, accountDay: today(), checkedAt: now() };
    await saveConnection(refreshed);
    return refreshed;
  }

  // ---- the x.com tab ----

  type XAnswer<T> = { ok: true; data: T } | { ok: false; problem: 'unreachable' | 'invalid' };

  function x<S extends z.ZodType>(
    tabId: number,
    command: ContentCommand,
    schema: S,
  ): Promise<XAnswer<z.infer<S>>> {
    return xLock(async () => {
      let raw: unknown;
      try {
        raw = await deps.content.send(tabId, command);
      } catch {
        return { ok: false, problem: 'unreachable' };
      }
      const parsed = schema.safeParse(raw);
      return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: 'invalid' };
    });
  }

  function pageChanged(s: Persisted, check: PageCheck | null, problems: string[]) {
    s.report = {
      at: now(),
      handle: check?.handle ?? null,
      problems: problems.length ? problems : ['the page did not answer as expected'],
    };
    setStopped(s, 'page-changed');
  }

  async function recordOutcome(
    connection: Connection,
    body: Omit<ReplyRequest & { action: 'outcome' }, 'action'>,
  ) {
    try {
      await withToken(connection, (b, t) => api.reply(b, t, { action: 'outcome', ...body }));
    } catch {
      // Revoked (handled), unreachable or already settled: the server lapses it either way.
    }
  }

  type Posted = {
    posted: boolean;
    stop: StopReason | null;
    report?: string[];
    /** The page's deliberate pauses while replying (ms). */
    pausedMs?: number;
  };

  /** Sends a written reply on X and records what became of it. */
  async function postReply(
    connection: Connection,
    tabId: number,
    draft: { id: string; post: PostCandidate; text: string; like: boolean },
  ): Promise<Posted> {
    const { post, text } = draft;
    const answer = await x(
      tabId,
      { type: 'x:reply', postUrl: post.url, text, like: draft.like },
      ReplyResultSchema,
    );
    if (!answer.ok) {
      const reason = answer.problem === 'unreachable' ? 'no-x-tab' : 'page-changed';
      await recordOutcome(connection, { eventId: draft.id, outcome: 'failed', reason });
      await update((s) => {
        log(s, { postUrl: post.url, author: post.author, outcome: 'failed', reason });
      });
      return answer.problem === 'unreachable'
        ? { posted: false, stop: 'no-x-tab' }
        : {
            posted: false,
            stop: 'page-changed',
            report: ['x:reply answered something unexpected'],
          };
    }
    const result = answer.data;
    if (result.outcome === 'posted') {
      await recordOutcome(connection, {
        eventId: draft.id,
        outcome: 'posted',
        replyText: text,
      });
      await update((s) => {
        rollDay(s);
        s.postedToday += 1;
        s.postedAt = [...recentReplies(s.postedAt, now()), now()];
        s.xFailures = 0;
        log(s, {
          postUrl: post.url,
          author: post.author,
          outcome: 'posted',
          reply: text,
          ...(draft.like && !result.liked ? { reason: 'not liked' } : {}),
        });
      });
      return { posted: true, stop: null, pausedMs: result.pausedMs ?? 0 };
    }
    const reason = `${result.error}${result.detail ? `: ${result.detail}` : ''}`.slice(0, 200);
    await recordOutcome(connection, { eventId: draft.id, outcome: 'failed', reason });
    let stopReason = X_STOPS[result.error] ?? null;
    await update((s) => {
      log(s, { postUrl: post.url, author: post.author, outcome: 'failed', reason });
      s.xFailures += 1;
      // Sent but not seen: it may be out, so it counts for the burst limit all the same.
      if (result.error === 'not-confirmed')
        s.postedAt = [...recentReplies(s.postedAt, now()), now()];
      if (!stopReason && s.xFailures >= MAX_X_FAILURES) stopReason = 'page-changed';
    });
    return {
      posted: false,
      stop: stopReason,
      ...(stopReason === 'page-changed' ? { report: [reason] } : {}),
    };
  }

  async function applyStop(outcome: Posted, gen?: number) {
    if (!outcome.stop) return;
    if (outcome.stop === 'page-changed') {
      const saved = await update((s) => {
        if (gen !== undefined && s.generation !== gen) return false;
        pageChanged(s, null, outcome.report ?? []);
      });
      if (saved) await deps.alarms.clear(SESSION_ALARM);
    } else await stop(outcome.stop, gen);
  }

  /** Today's used replies: the server's count when read today, at least what we posted. */
  function usedToday(s: Persisted, connection: Connection) {
    const server = connection.accountDay === s.day ? connection.account.replies.used : 0;
    return Math.max(server, s.postedToday);
  }

  // ---- the session loop ----

  let ticking: Promise<void> | null = null;
  let tickAgain = false;

  /** Runs the session's next step now, unless one is running (then once more after it). */
  function runTick(): Promise<void> {
    if (ticking) {
      tickAgain = true;
      return ticking;
    }
    ticking = (async () => {
      try {
        do {
          tickAgain = false;
          await tickOnce().catch((error: unknown) => {
            if (!(error instanceof Disconnected)) throw error;
          });
        } while (tickAgain);
      } finally {
        ticking = null;
      }
    })();
    return ticking;
  }

  async function tickOnce(): Promise<void> {
    const started = await update((s) => {
      const due =
        s.status === 'running' ||
        (s.status === 'waiting' && s.nextAt !== null && s.nextAt <= now());
      if (!due) return false;
      s.status = 'running';
      s.nextAt = null;
      rollDay(s);
    });
    if (!started) return;
    const gen = started.generation;
    const settings = started.settings;
    let connection = await loadConnection();
    if (!connection) return stop('disconnected', gen);

    const done = dayDone(
      usedToday(started, connection),
      settings.pacing,
      connection.accountDay === started.day ? connection.account.replies.limit : null,
    );
    if (done) return stop(done, gen);

    const offset = deps.clock.offsetMinutes(now());
    const closed = msUntilActive(settings.activeHours, now(), offset);
    if (closed !== null) return waitUntil(gen, now() + closed);

    const burstAt = burstFreeAt(started.postedAt, now());
    if (burstAt !== null) return waitUntil(gen, burstAt + jitter(5, 30));

    if (settings.mode === 'review' && started.drafts.length >= MAX_PENDING_DRAFTS) {
      // Waits for the user: approving or discarding a draft wakes the session.
      await guarded(gen, (s) => {
        s.status = 'waiting';
        s.nextAt = null;
      });
      return;
    }

    const tabId = await deps.tabs.findXTab();
    if (tabId === null) return stop('no-x-tab', gen);

    const check = await x(tabId, { type: 'x:check' }, PageCheckSchema);
    if (!check.ok) {
      if (check.problem === 'unreachable') return stop('no-x-tab', gen);
      return reportPageChanged(gen, null, ['x:check answered something unexpected']);
    }
    if (!check.data.ok) return reportPageChanged(gen, check.data, check.data.problems);

    const scrolls = Math.min(2 + started.emptyScans * 2, 10);
    const scan = await x(tabId, { type: 'x:scan', scrolls }, ScanResultSchema);
    const discoveredAt = monotonic();
    if (!scan.ok) {
      if (scan.problem === 'unreachable') return stop('no-x-tab', gen);
      return reportPageChanged(gen, check.data, ['x:scan answered something unexpected']);
    }
    if (!scan.data.check.ok)
      return reportPageChanged(gen, scan.data.check, scan.data.check.problems);

    const persona = connection.account.settings.persona;
    // The X account the replies go out from: the server caps replies per X account.
    const xAccount = scan.data.check.handle ?? check.data.handle;
    const lower = (handles: readonly string[]) => new Set(handles.map((h) => h.toLowerCase()));
    const candidates = chooseCandidates(scan.data.posts, {
      handledPosts: new Set(started.handledPosts),
      authorsToday: new Set(started.authorsToday),
      avoidAuthors: lower(persona.avoidAccounts),
      targetAuthors: lower(persona.targetAccounts),
      languages: new Set(persona.languages),
      ownHandle: xAccount,
    }).slice(0, COMPOSES_PER_TICK);
    if (!candidates.length) {
      const queries = searchQueries(persona);
      const search =
        queries.length && deps.tabs.navigate
          ? queries[started.searchIndex % queries.length]
          : undefined;
      const saved = await guarded(gen, (s) => {
        s.emptyScans += 1;
        if (search) s.searchIndex = (s.searchIndex + 1) % queries.length;
      });
      if (!saved) return;
      if (search) {
        // The search page loads and its content script starts before the next look.
        await deps.tabs.navigate!(tabId, searchUrl(search));
        return waitUntil(gen, now() + PAGE_LOAD_MS + jitter(2, 6));
      }
      await waitUntil(gen, now() + jitter(45, 120));
      return;
    }

    for (const post of candidates) {
      const session = await loadSession();
      if (session.generation !== gen || session.status !== 'running') return;
      const language = post.language && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(post.language);
      let answer;
      const composeStart = monotonic();
      try {
        answer = await withToken(connection, (b, t) =>
          api.reply(b, t, {
            action: 'compose',
            post: {
              url: post.url,
              author: post.author,
              text: post.text.trim(),
              ...(language ? { language: post.language! } : {}),
            },
            persona: connection!.account.settings.persona,
            recentStrategies: session.recentStrategies,
            mode: session.settings.mode,
            ...(xAccount ? { xAccount } : {}),
          }),
        );
      } catch (error) {
        if (error instanceof Disconnected) throw error;
        // The server or the network failed: wait longer each time, never in a tight loop.
        const code = error instanceof ApiError ? `${error.status} ${error.code}` : 'error';
        let failures = 0;
        const saved = await guarded(gen, (s) => {
          s.serverFailures += 1;
          failures = s.serverFailures;
          log(s, {
            postUrl: post.url,
            author: post.author,
            outcome: 'skipped',
            reason: `server: ${code}`,
          });
        });
        if (saved) await waitUntil(gen, now() + 60_000 * 2 ** Math.min(failures - 1, 4) * scale);
        return;
      }

      if (answer.status === 'recorded') continue;
      if (answer.status === 'skipped') {
        const reason = answer.reason;
        let kept = true;
        const saved = await guarded(gen, (s) => {
          s.serverFailures = 0;
          s.emptyScans = 0;
          const postSpecific =
            reason === 'author-today' ||
            reason === 'already-replied' ||
            reason === 'quality' ||
            reason === 'language';
          if (postSpecific) markHandled(s, post, reason === 'author-today');
          log(s, {
            postUrl: post.url,
            author: post.author,
            outcome: 'skipped',
            reason:
              reason === 'quality' && answer.failedRules?.length
                ? `quality: ${answer.failedRules.join(', ')}`.slice(0, 200)
                : reason,
          });
          if (reason === 'no-model') {
            // Autopilot never posts the built-in writer's drafts: review them instead.
            if (s.settings.mode === 'autopilot') {
              s.settings = { ...s.settings, mode: 'review' };
              s.notice = { code: 'no-model-review' };
            } else s.notice = { code: 'no-model' };
          }
        });
        if (!saved) kept = false;
        if (!kept) return;
        if (reason === 'daily-limit' || reason === 'no-extension-access')
          return stop('allowance-reached', gen);
        // One X account's cap, not the plan's: another account may still have replies left.
        if (reason === 'safety-cap') return stop('account-cap', gen);
        if (reason === 'no-model') {
          const { settings } = await loadSession();
          await saveSettingsRemote(connection, settings);
          // Switched to review: this post is drafted on the next look. A server that answers
          // no-model even for review cannot draft at all.
          if (settings.mode === 'review' && session.settings.mode === 'autopilot') {
            return waitUntil(gen, now() + 1000 * scale);
          }
          return stop('no-model', gen);
        }
        if (reason === 'burst')
          return waitUntil(gen, now() + (answer.retryAfter ?? 60) * 1000 + jitter(1, 15));
        if (reason === 'model-unavailable') return waitUntil(gen, now() + jitter(90, 180));
        continue;
      }

      // Written: one reply taken from the allowance, for this post.
      const written = answer;
      const current = (await loadSession()).settings;
      const kept = await guarded(gen, (s) => {
        s.serverFailures = 0;
        s.emptyScans = 0;
        markHandled(s, post, true);
        s.recentStrategies = [...s.recentStrategies, written.strategy].slice(-12);
        if (current.mode === 'review') {
          const draft: Draft = {
            id: written.eventId,
            post,
            reply: written.reply,
            strategy: written.strategy,
            builtIn: written.engine.provider === BUILT_IN_ENGINE.provider,
            createdAt: now(),
          };
          s.drafts = [...s.drafts, draft];
        }
      });
      if (!kept) {
        // Paused or stopped meanwhile: the reply is not used; its place goes back.
        await recordOutcome(connection, {
          eventId: written.eventId,
          outcome: 'discarded',
          reason: 'session stopped',
        });
        await update((s) => {
          log(s, {
            postUrl: post.url,
            author: post.author,
            outcome: 'discarded',
            reason: 'session stopped',
          });
        });
        return;
      }
      if (current.mode === 'review') {
        return waitUntil(gen, now() + jitter(30, 90));
      }

      const composeMs = monotonic() - composeStart;
      const posted = await postReply(connection, tabId, {
        id: written.eventId,
        post,
        text: written.reply,
        like: current.like,
      });
      if (posted.stop) return applyStop(posted, gen);
      if (posted.posted) {
        deps.onPosted?.({
          totalMs: monotonic() - discoveredAt,
          composeMs,
          pausedMs: posted.pausedMs ?? 0,
        });
        try {
          connection = await refreshAccount(connection);
        } catch (error) {
          if (error instanceof Disconnected) throw error;
        }
        const after = await loadSession();
        const stopNow = dayDone(
          usedToday(after, connection),
          after.settings.pacing,
          connection.accountDay === after.day ? connection.account.replies.limit : null,
        );
        if (stopNow) return stop(stopNow, gen);
      }
      // After a reply (or a failed attempt), a human's pause before the next one.
      return waitUntil(gen, now() + humanDelayMs(deps.random) * scale);
    }
    // Every candidate was skipped: look again shortly.
    await waitUntil(gen, now() + jitter(30, 60));
  }

  async function reportPageChanged(gen: number, check: PageCheck | null, problems: string[]) {
    const saved = await update((s) => {
      if (s.generation !== gen) return false;
      pageChanged(s, check, problems);
    });
    if (saved) await deps.alarms.clear(SESSION_ALARM);
  }

  async function saveSettingsRemote(connection: Connection, settings: SessionSettings) {
    try {
      await withToken(connection, (b, t) => api.saveSettings(b, t, settings));
    } catch {
      // Kept locally; the next change saves again.
    }
  }

  // ---- the website's session (bridge) ----

  async function onAuth(payload: AuthPayload | null, origin: string) {
    return authLock(async () => {
      const connection = await loadConnection();
      if (payload === null) {
        if (connection && connection.backend.appOrigin === origin)
          await dropConnection('signed-out');
        return { ok: true };
      }
      const same =
        connection &&
        connection.backend.appOrigin === origin &&
        connection.account.user.id === payload.user.id;
      if (connection && same) {
        // The website's plan differs from ours (a checkout, a trial, a cancellation): ask now,
        // whatever the recheck interval.
        const plan = connection.account.plan;
        const planChanged =
          plan.tier !== payload.subscription.subscription_tier ||
          plan.status !== payload.subscription.subscription_status;
        if (!planChanged && now() - connection.checkedAt < AUTH_RECHECK_MS) return { ok: true };
        try {
          await refreshAccount(connection);
          return { ok: true };
        } catch (error) {
          // Revoked (a new website session): connect again below with this one.
          if (!(error instanceof Disconnected)) return { ok: true };
        }
      } else if (connection) {
        // Another account (or app) signs in: the old one's session ends here.
        await forgetConnection();
        await update((s) => {
          const fresh = initialSession();
          fresh.generation = s.generation + 1;
          fresh.status = s.status === 'idle' ? 'idle' : 'stopped';
          fresh.stopReason = s.status === 'idle' ? null : 'signed-out';
          Object.assign(s, fresh);
        });
        await deps.alarms.clear(SESSION_ALARM);
      }
      try {
        const backend = await api.backend(origin);
        const connected = await api.connect(backend, payload.token, deps.label());
        await saveConnection({
          backend,
          token: connected.token,
          tokenId: connected.tokenId,
          account: connected.account,
          accountDay: today(),
          checkedAt: now(),
        });
        await update((s) => {
          // Another account than the session's (also after a sign-out dropped the old
          // connection): its counts, drafts and activity are not this one's.
          if (s.userId !== connected.account.user.id) {
            const fresh = initialSession();
            fresh.generation = s.generation + 1;
            fresh.userId = connected.account.user.id;
            Object.assign(s, fresh);
          }
          if (s.status !== 'running' && s.status !== 'waiting')
            s.settings = connected.account.settings.session;
          if (s.stopReason === 'disconnected' || s.stopReason === 'signed-out') s.stopReason = null;
          if (s.status === 'stopped' && s.stopReason === null) s.status = 'idle';
        });
        return { ok: true };
      } catch {
        return { ok: false };
      }
    });
  }

  // ---- the popup ----

  async function view(): Promise<SessionView> {
    const [s, connection] = await Promise.all([loadSession(), loadConnection()]);
    return {
      status: s.status,
      stopReason: s.stopReason,
      nextAt: s.nextAt,
      settings: s.settings,
      drafts: s.drafts,
      activity: s.activity,
      account: connection
        ? {
            email: connection.account.user.email,
            plan: connection.account.plan,
            replies: connection.account.replies,
          }
        : null,
      report: s.report,
      notice: s.notice,
    };
  }

  async function start() {
    const current = await loadSession();
    if (current.status === 'running' || current.status === 'waiting') return;
    let connection = await loadConnection();
    if (!connection) {
      await update((s) => setStopped(s, 'disconnected'));
      return;
    }
    let refreshed = false;
    try {
      connection = await refreshAccount(connection);
      refreshed = true;
    } catch (error) {
      if (error instanceof Disconnected) return;
      // The server is unreachable: start with what was read last; the tick waits if it must.
    }
    // The settings saved for the account (the dashboard may have changed them).
    const fromServer = connection.account.settings.session;
    await update((s) => {
      s.status = 'running';
      s.stopReason = null;
      s.nextAt = null;
      s.report = null;
      s.notice = null;
      s.xFailures = 0;
      s.serverFailures = 0;
      s.emptyScans = 0;
      s.generation += 1;
      if (refreshed) s.settings = fromServer;
    });
    void runTick();
  }

  async function approve(id: string, text: string) {
    const connection = await loadConnection();
    if (!connection) return;
    let draft: Draft | undefined;
    await update((s) => {
      const found = s.drafts.find((d) => d.id === id);
      if (!found) return false;
      const burstAt = burstFreeAt(s.postedAt, now());
      if (burstAt !== null) {
        s.notice = { code: 'burst-wait', at: burstAt };
        return;
      }
      // Taken off the list first, so a second click cannot post it twice.
      draft = found;
      s.drafts = s.drafts.filter((d) => d.id !== id);
      s.notice = null;
    });
    if (!draft) return;
    const tabId = await deps.tabs.findXTab();
    if (tabId === null) {
      // Nothing sent: the draft stays for later.
      const kept = draft;
      await update((s) => {
        s.drafts = [kept, ...s.drafts.filter((d) => d.id !== kept.id)];
        s.notice = { code: 'open-x-tab' };
      });
      return;
    }
    const settings = (await loadSession()).settings;
    const posted = await postReply(connection, tabId, {
      id: draft.id,
      post: draft.post,
      text,
      like: settings.like,
    });
    if (posted.stop) return applyStop(posted);
    if (posted.posted) {
      try {
        await refreshAccount(connection);
      } catch {
        // Disconnected is handled; otherwise the counts refresh later.
      }
    }
    await wakeAfterDraft(posted.posted ? humanDelayMs(deps.random) * scale : 0);
  }

  /** A waiting review session goes on once the user has acted on a draft. */
  async function wakeAfterDraft(delayMs: number) {
    const at = now() + delayMs;
    const saved = await update((s) => {
      if (s.status !== 'waiting') return false;
      s.nextAt = Math.max(s.nextAt ?? 0, at);
    });
    if (!saved?.nextAt) return;
    if (saved.nextAt <= now()) void runTick();
    else await deps.alarms.create(SESSION_ALARM, saved.nextAt);
  }

  async function discard(id: string) {
    const connection = await loadConnection();
    let draft: Draft | undefined;
    await update((s) => {
      draft = s.drafts.find((d) => d.id === id);
      if (!draft) return false;
      s.drafts = s.drafts.filter((d) => d.id !== id);
      log(s, { postUrl: draft.post.url, author: draft.post.author, outcome: 'discarded' });
    });
    if (!draft) return;
    if (connection) await recordOutcome(connection, { eventId: draft.id, outcome: 'discarded' });
    await wakeAfterDraft(0);
  }

  async function disconnect() {
    const connection = await loadConnection();
    if (connection) {
      const { drafts } = await loadSession();
      for (const draft of drafts)
        await recordOutcome(connection, { eventId: draft.id, outcome: 'discarded' });
      try {
        await api.disconnect(connection.backend, connection.token);
      } catch {
        // Revoked already, or unreachable: the account page can revoke it too.
      }
    }
    await dropConnection('disconnected');
  }

  async function onPopup(command: PopupCommand): Promise<SessionView> {
    switch (command.type) {
      case 'session:get':
        break;
      case 'session:start':
        await start();
        break;
      case 'session:pause': {
        const saved = await update((s) => {
          if (s.status !== 'running' && s.status !== 'waiting') return false;
          s.status = 'paused';
          s.nextAt = null;
          s.generation += 1;
        });
        if (saved) await deps.alarms.clear(SESSION_ALARM);
        break;
      }
      case 'session:resume': {
        const saved = await update((s) => {
          if (s.status !== 'paused') return false;
          s.status = 'running';
          s.generation += 1;
        });
        if (saved) void runTick();
        break;
      }
      case 'session:stop': {
        const saved = await update((s) => {
          if (s.status !== 'running' && s.status !== 'waiting' && s.status !== 'paused')
            return false;
          setStopped(s, 'user');
        });
        if (saved) await deps.alarms.clear(SESSION_ALARM);
        break;
      }
      case 'session:settings': {
        const saved = await update((s) => {
          s.settings = command.settings;
          s.notice = null;
        });
        const connection = await loadConnection();
        if (connection) await saveSettingsRemote(connection, command.settings);
        // A review session waiting for the user may go on now (say, switched to autopilot).
        if (saved?.status === 'waiting' && saved.nextAt === null) await wakeAfterDraft(0);
        break;
      }
      case 'draft:approve':
        await approve(command.id, command.text);
        break;
      case 'draft:discard':
        await discard(command.id);
        break;
      case 'account:disconnect':
        await disconnect();
        break;
    }
    return view();
  }

  return {
    /**
     * A runtime message: the popup's commands (from our own pages only) and the bridge's auth
     * (from our content script on an app origin only). Anything else: undefined (not ours).
     */
    onMessage(
      message: unknown,
      sender: SenderInfo,
      context: SenderContext,
    ): Promise<unknown> | undefined {
      const from = classifySender(sender, context);
      if (!from) return undefined;
      if (from.kind === 'app') {
        const m = message as { kind?: unknown; payload?: unknown; origin?: unknown } | null;
        if (m?.kind !== 'auth') return undefined;
        // The bridge names the origin it ran on; the browser's word must agree.
        if (m.origin !== undefined && m.origin !== from.origin) return undefined;
        return onAuthMessage(m.payload, from.origin);
      }
      const parsed = PopupCommandSchema.safeParse(message);
      if (!parsed.success) return undefined;
      return onPopup(parsed.data);
    },

    onAuth,
    onPopup,

    /** An alarm went off. */
    async onAlarm(name: string) {
      if (name === SESSION_ALARM) await runTick();
    },

    /**
     * The worker (re)started: a session that was running or waiting goes on (its step again, or
     * its alarm set again if the browser dropped it).
     */
    async wake() {
      const s = await loadSession();
      if (s.status === 'running') return runTick();
      if (s.status !== 'waiting' || s.nextAt === null) return;
      if (s.nextAt <= now()) return runTick();
      if (!(await deps.alarms.get(SESSION_ALARM)))
        await deps.alarms.create(SESSION_ALARM, s.nextAt);
    },

    /** Resolves when no step is running (tests). */
    idle: () => ticking ?? Promise.resolve(),
    view,
  };

  async function onAuthMessage(payload: unknown, origin: string) {
    if (payload === null) return onAuth(null, origin);
    const parsed = AuthPayloadSchema.safeParse(payload);
    if (!parsed.success) return { ok: false };
    return onAuth(parsed.data, origin);
  }
}

export type Background = ReturnType<typeof createBackground>;
