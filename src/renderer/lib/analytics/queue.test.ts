import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEventRow } from '../../platform/types.ts';
import { QUEUE_STORAGE_KEY } from './keys.ts';
import {
  createAnalyticsQueue,
  FLUSH_AT,
  FLUSH_INTERVAL_MS,
  MAX_QUEUED,
  type QueueDependencies,
  type QueuedEvent,
  type SessionStore,
} from './queue.ts';

/** sessionStorage's behaviour in a Map. */
class MemoryStorage implements SessionStore {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

type Answer = 'sent' | 'retry' | 'rejected';

/** A repository that records each batch and answers from `answers` ('sent' when empty). */
function fakeRepository() {
  const batches: AnalyticsEventRow[][] = [];
  const answers: Answer[] = [];
  return {
    batches,
    answers,
    sentTypes: () => batches.map((batch) => batch.map((row) => row.eventType)),
    insert: vi.fn(async (batch: AnalyticsEventRow[]) => {
      batches.push(batch);
      return answers.shift() ?? 'sent';
    }),
  };
}

let counter = 0;
function event(eventType = 'clicked_save', over: Partial<QueuedEvent> = {}): QueuedEvent {
  counter += 1;
  return {
    row: {
      eventType,
      workspaceId: null,
      sessionId: 'session-0000000000000001',
      data: { event_id: `e${counter}`, platform: 'web' },
      occurredAt: new Date(Date.UTC(2026, 10, 27, 9, 0, counter)).toISOString(),
    },
    owner: null,
    workspaceScoped: false,
    ...over,
  };
}

/** Lets the queue's promises (insert, flush chains) settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function setup(options: { user?: string | null; storage?: MemoryStorage } = {}) {
  const repository = fakeRepository();
  const storage = options.storage ?? new MemoryStorage();
  const auth = { user: options.user === undefined ? 'user-a' : options.user };
  const warn = vi.fn();
  const deps: QueueDependencies = {
    insert: repository.insert,
    signedInUser: () => auth.user,
    workspaceId: vi.fn(async () => '11111111-1111-4111-8111-111111111111'),
    storage,
    warn,
  };
  const queue = createAnalyticsQueue(deps);
  stops.push(() => queue.stop());
  return { queue, repository, storage, auth, warn, deps };
}

const stops: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('analytics queue', () => {
  it(`sends a signed-in user's events ${FLUSH_INTERVAL_MS / 1000} s after the first one, in one batch`, async () => {
    const { queue, repository } = setup();
    queue.enqueue(event('clicked_save'));
    await vi.advanceTimersByTimeAsync(2000);
    queue.enqueue(event('entered_email'));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 2001);
    expect(repository.insert).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(repository.sentTypes()).toEqual([['clicked_save', 'entered_email']]);
    expect(queue.pending()).toEqual([]);
    // Nothing waiting: no more inserts, however long.
    await vi.advanceTimersByTimeAsync(10 * FLUSH_INTERVAL_MS);
    expect(repository.insert).toHaveBeenCalledTimes(1);
  });

  it(`sends at once when ${FLUSH_AT} events wait`, async () => {
    const { queue, repository } = setup();
    for (let i = 0; i < FLUSH_AT - 1; i++) queue.enqueue(event());
    await settle();
    expect(repository.insert).not.toHaveBeenCalled();
    queue.enqueue(event());
    await settle();
    expect(repository.batches).toHaveLength(1);
    expect(repository.batches[0]).toHaveLength(FLUSH_AT);
  });

  it('puts a batch the server could not take back at the front, in order', async () => {
    const { queue, repository } = setup();
    repository.answers.push('retry');
    queue.enqueue(event('clicked_save'));
    queue.enqueue(event('entered_email'));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(repository.sentTypes()).toEqual([['clicked_save', 'entered_email']]);
    expect(queue.pending().map((e) => e.row.eventType)).toEqual(['clicked_save', 'entered_email']);

    queue.enqueue(event('completed_signup'));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(repository.sentTypes()[1]).toEqual([
      'clicked_save',
      'entered_email',
      'completed_signup',
    ]);
    // The same events (ids) as the first time, not copies with new ids.
    expect(repository.batches[1]!.slice(0, 2).map((r) => r.data.event_id)).toEqual(
      repository.batches[0]!.map((r) => r.data.event_id),
    );
    expect(queue.pending()).toEqual([]);
  });

  it('tries again after a retry without new events, and after an insert that threw', async () => {
    const { queue, repository } = setup();
    repository.answers.push('retry');
    repository.insert.mockImplementationOnce(async (batch) => {
      repository.batches.push(batch);
      throw new Error('offline');
    });
    queue.enqueue(event());
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(queue.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(repository.batches).toHaveLength(3);
    expect(queue.pending()).toEqual([]);
  });

  it('drops a batch the server refused, with a warning, and goes on with the next', async () => {
    const { queue, repository, warn } = setup();
    repository.answers.push('rejected');
    queue.enqueue(event('conversion'));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(queue.pending()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/refused 1 event/), ['conversion']);
    queue.enqueue(event('purchase'));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(repository.sentTypes()).toEqual([['conversion'], ['purchase']]);
  });

  it(`keeps at most ${MAX_QUEUED} events, dropping the oldest`, async () => {
    const { queue, repository, warn, storage } = setup({ user: null });
    const all = Array.from({ length: MAX_QUEUED + 5 }, () => event());
    for (const e of all) queue.enqueue(e);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(repository.insert).not.toHaveBeenCalled();
    expect(queue.pending().map((e) => e.row.data.event_id)).toEqual(
      all.slice(5).map((e) => e.row.data.event_id),
    );
    expect(JSON.parse(storage.getItem(QUEUE_STORAGE_KEY)!)).toHaveLength(MAX_QUEUED);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/queue is full/));
  });

  it('sends everything waiting after a sign-in, batch after batch', async () => {
    const { queue, repository, auth } = setup({ user: null });
    for (let i = 0; i < MAX_QUEUED; i++) queue.enqueue(event());
    auth.user = 'user-a';
    queue.authChanged();
    await settle();
    expect(repository.batches.map((b) => b.length)).toEqual([50, 50]);
    expect(queue.pending()).toEqual([]);
  });

  it('keeps a visitor’s events in session storage, never sends them signed out, and sends them once signed in', async () => {
    const storage = new MemoryStorage();
    const visitor = setup({ user: null, storage });
    visitor.queue.enqueue(event('clicked_save'));
    visitor.queue.enqueue(event('entered_email'));
    await visitor.queue.flush();
    await vi.advanceTimersByTimeAsync(3 * FLUSH_INTERVAL_MS);
    expect(visitor.repository.insert).not.toHaveBeenCalled();
    visitor.queue.stop();

    // The next page of the same tab (after the sign-up's redirect) finds them.
    const next = setup({ user: null, storage });
    expect(next.queue.pending().map((e) => e.row.eventType)).toEqual([
      'clicked_save',
      'entered_email',
    ]);
    next.queue.enqueue(event('completed_signup', { owner: 'user-a' }));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(next.repository.insert).not.toHaveBeenCalled();

    next.auth.user = 'user-a';
    next.queue.authChanged();
    await settle();
    expect(next.repository.sentTypes()).toEqual([
      ['clicked_save', 'entered_email', 'completed_signup'],
    ]);
    expect(storage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('drops another account’s events instead of sending them as the signed-in user', async () => {
    const { queue, repository } = setup({ user: 'user-b' });
    queue.enqueue(event('item_saved', { owner: 'user-a' }));
    queue.enqueue(event('clicked_save', { owner: 'user-b' }));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(repository.sentTypes()).toEqual([['clicked_save']]);
    expect(queue.pending()).toEqual([]);
  });

  it('sends what was queued while a batch was out once that batch is answered, when asked to', async () => {
    const { queue, repository } = setup();
    let answer!: (result: Answer) => void;
    repository.insert.mockImplementationOnce(async (batch) => {
      repository.batches.push(batch);
      return new Promise<Answer>((resolve) => (answer = resolve));
    });
    queue.enqueue(event('clicked_save'));
    void queue.flush();
    queue.enqueue(event('entered_email'));
    void queue.flush(); // the page is hidden meanwhile
    answer('sent');
    await settle();
    expect(repository.sentTypes()).toEqual([['clicked_save'], ['entered_email']]);
  });

  it('stops the timer when signed out, and sends on the next sign-in', async () => {
    const { queue, repository, auth } = setup();
    queue.enqueue(event());
    auth.user = null;
    queue.authChanged();
    await vi.advanceTimersByTimeAsync(2 * FLUSH_INTERVAL_MS);
    expect(repository.insert).not.toHaveBeenCalled();
    auth.user = 'user-a';
    queue.authChanged();
    await settle();
    expect(repository.insert).toHaveBeenCalledTimes(1);
  });

  it('gives events about the Workspace the user’s workspace id, and leaves others without one', async () => {
    const { queue, repository, deps } = setup();
    queue.enqueue(event('item_saved', { workspaceScoped: true }));
    queue.enqueue(event('upgraded'));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(repository.batches[0]!.map((r) => r.workspaceId)).toEqual([
      '11111111-1111-4111-8111-111111111111',
      null,
    ]);
    queue.enqueue(event('upgraded'));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    // Not asked for a batch that needs none.
    expect(deps.workspaceId).toHaveBeenCalledTimes(1);
  });

  it('sends an event too large for the server without its metadata, and drops one that still is', () => {
    const { queue, warn } = setup({ user: null });
    const big = { text: 'x'.repeat(5000) };
    expect(queue.enqueue(event('conversion', {}))).toBe(true);
    const withMetadata = event('item_saved');
    withMetadata.row.data = { ...withMetadata.row.data, metadata: big };
    expect(queue.enqueue(withMetadata)).toBe(true);
    expect(queue.pending()[1]!.row.data).toMatchObject({ metadata_dropped: true });
    expect(queue.pending()[1]!.row.data).not.toHaveProperty('metadata');

    const hopeless = event('item_saved');
    hopeless.row.data = { ...hopeless.row.data, tool_name: 'y'.repeat(5000) };
    expect(queue.enqueue(hopeless)).toBe(false);
    expect(queue.pending()).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/too large/));
  });

  it('ignores stored data that is not a queue', () => {
    const storage = new MemoryStorage();
    storage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([{ row: 'nope' }, 42, event()]));
    expect(setup({ storage }).queue.pending()).toHaveLength(1);
    storage.setItem(QUEUE_STORAGE_KEY, '{not json');
    expect(setup({ storage }).queue.pending()).toEqual([]);
  });
});
