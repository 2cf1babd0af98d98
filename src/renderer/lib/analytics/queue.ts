import type { AnalyticsEventRow, AnalyticsRepository } from '../../platform/index.ts';
import { jsonbTextBytes, MAX_EVENT_BYTES } from './events.ts';
import { QUEUE_STORAGE_KEY } from './keys.ts';

/** Sent at most this long after being queued (while signed in). */
export const FLUSH_INTERVAL_MS = 5000;
/** Sent at once when this many are waiting. */
export const FLUSH_AT = 10;
/** Beyond this many waiting, the oldest go: the queue never grows without bound. */
export const MAX_QUEUED = 100;
/** Events per insert. */
export const MAX_BATCH = 50;

/** One event waiting to be sent. */
export interface QueuedEvent {
  row: AnalyticsEventRow;
  /**
   * The account it belongs to; null for a visitor's (sent once someone signs in in this
   * browser session: the visitor who became that user).
   */
  owner: string | null;
  /** Takes the user's workspace id when sent (an event about the Workspace itself). */
  workspaceScoped: boolean;
}

export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface QueueDependencies {
  insert: AnalyticsRepository['insert'];
  /** The signed-in user's id; null while signed out or not yet known. */
  signedInUser(): string | null;
  /** The signed-in user's workspace id (created on first need); null when unavailable. */
  workspaceId(): Promise<string | null>;
  /** sessionStorage, or null where there is none (the queue then lives in memory only). */
  storage: SessionStore | null;
  warn?: (message: string, detail?: unknown) => void;
}

export interface AnalyticsQueue {
  /** False when the event was dropped (too large even without its metadata). */
  enqueue(event: QueuedEvent): boolean;
  /** Sends what may be sent now (one batch at a time; more follow while they succeed). */
  flush(): Promise<void>;
  /** The auth state changed: a new signed-in user gets the waiting events sent at once. */
  authChanged(): void;
  /** What is waiting, oldest first (those being sent included). */
  pending(): readonly QueuedEvent[];
  /** Stops the timer (tests, page teardown). */
  stop(): void;
}

function isQueuedEvent(value: unknown): value is QueuedEvent {
  const v = value as QueuedEvent | null;
  return (
    !!v &&
    typeof v === 'object' &&
    (v.owner === null || typeof v.owner === 'string') &&
    typeof v.workspaceScoped === 'boolean' &&
    !!v.row &&
    typeof v.row.eventType === 'string' &&
    typeof v.row.sessionId === 'string' &&
    typeof v.row.occurredAt === 'string' &&
    (v.row.workspaceId === null || typeof v.row.workspaceId === 'string') &&
    !!v.row.data &&
    typeof v.row.data === 'object'
  );
}

/** What the server stores for the event: its data plus when it happened. */
const storedBytes = (row: AnalyticsEventRow) =>
  jsonbTextBytes({ ...row.data, occurred_at: row.occurredAt });

/**
 * Fits an event into the server's size limit: without its metadata if need be (saying so),
 * or not at all.
 */
function fitted(event: QueuedEvent): QueuedEvent | null {
  if (storedBytes(event.row) <= MAX_EVENT_BYTES) return event;
  const { metadata: _dropped, ...data } = event.row.data;
  const smaller = { ...event, row: { ...event.row, data: { ...data, metadata_dropped: true } } };
  return storedBytes(smaller.row) <= MAX_EVENT_BYTES ? smaller : null;
}

/**
 * The analytics queue (docs/product-rules.md#analytics-events): events wait in the browser
 * session's storage and are sent in batches as the signed-in user, at most
 * FLUSH_INTERVAL_MS after being queued or as soon as FLUSH_AT wait. A batch the server could
 * not take now stays at the front, in order; one it refused is dropped with a warning.
 * A visitor's events are never sent anonymously: they wait until someone signs in in this
 * session.
 */
export function createAnalyticsQueue(deps: QueueDependencies): AnalyticsQueue {
  const warn = deps.warn ?? ((message, detail) => console.warn(message, detail));
  let events: QueuedEvent[] = load();
  /** Events of the batch being sent (still in `events`, at the front, until answered). */
  const sending = new Set<QueuedEvent>();
  let flushing: Promise<void> | null = null;
  let flushAgain = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function load(): QueuedEvent[] {
    try {
      const parsed: unknown = JSON.parse(deps.storage?.getItem(QUEUE_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isQueuedEvent).slice(-MAX_QUEUED) : [];
    } catch {
      return [];
    }
  }

  function save() {
    try {
      if (events.length) deps.storage?.setItem(QUEUE_STORAGE_KEY, JSON.stringify(events));
      else deps.storage?.removeItem(QUEUE_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the queue still works for this page.
    }
  }

  /** Events the signed-in `user` may send now: theirs and the visitor's, not yet in flight. */
  const sendable = (user: string) =>
    events.filter((e) => !sending.has(e) && (e.owner === null || e.owner === user));

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function schedule() {
    if (flushing) return; // it schedules again when it ends
    const user = deps.signedInUser();
    if (!user) return;
    const ready = sendable(user).length;
    if (ready >= FLUSH_AT) void flush();
    else if (ready > 0 && timer === undefined)
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, FLUSH_INTERVAL_MS);
  }

  async function send(user: string): Promise<'sent' | 'retry' | 'rejected' | 'none'> {
    // Another account's events cannot be sent as this one: they go.
    const before = events.length;
    events = events.filter((e) => e.owner === null || e.owner === user || sending.has(e));
    if (events.length !== before) save();
    const batch = sendable(user).slice(0, MAX_BATCH);
    if (!batch.length) return 'none';
    for (const event of batch) sending.add(event);
    let result: 'sent' | 'retry' | 'rejected';
    try {
      const workspaceId = batch.some((e) => e.workspaceScoped && !e.row.workspaceId)
        ? await deps.workspaceId().catch(() => null)
        : null;
      result = await deps.insert(
        batch.map((e) => ({
          ...e.row,
          workspaceId: e.row.workspaceId ?? (e.workspaceScoped ? workspaceId : null),
        })),
      );
    } catch {
      result = 'retry';
    } finally {
      for (const event of batch) sending.delete(event);
    }
    if (result === 'retry') return result; // still where they were: at the front, in order
    if (result === 'rejected')
      warn(
        `Analytics: the server refused ${batch.length} event(s); dropped`,
        batch.map((e) => e.row.eventType),
      );
    const done = new Set(batch);
    events = events.filter((e) => !done.has(e));
    save();
    return result;
  }

  function flush(): Promise<void> {
    if (flushing) {
      // Asked while a batch is out (the page is being hidden…): once more when it is answered.
      flushAgain = true;
      return flushing;
    }
    const user = deps.signedInUser();
    if (!user || !sendable(user).length) return Promise.resolve();
    clearTimer();
    flushing = (async () => {
      let result = await send(user);
      // More waiting after a success: the next batch at once.
      while (result === 'sent' && deps.signedInUser() === user && sendable(user).length)
        result = await send(user);
    })().finally(() => {
      flushing = null;
      if (flushAgain) {
        flushAgain = false;
        void flush();
      }
      schedule();
    });
    return flushing;
  }

  return {
    enqueue(event) {
      const fits = fitted(event);
      if (!fits) {
        warn(`Analytics: a ${event.row.eventType} event is too large to send; dropped`);
        return false;
      }
      events.push(fits);
      if (events.length > MAX_QUEUED) {
        const dropped = events.splice(0, events.length - MAX_QUEUED);
        for (const event of dropped) sending.delete(event);
        warn(`Analytics: the queue is full; dropped the ${dropped.length} oldest event(s)`);
      }
      save();
      schedule();
      return true;
    },
    flush,
    authChanged() {
      if (deps.signedInUser()) void flush();
      else clearTimer();
    },
    pending: () => [...events],
    stop: clearTimer,
  };
}
