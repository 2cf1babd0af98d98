/**
 * When a pending share is verified: one timer per tool, kept while any component shows that
 * tool, never earlier than a back-off after a 'too-early' answer, and one request in flight
 * per tool. The clock is injected, so the rules are tested without fake timers or a DOM.
 */

/** After a 'too-early' answer, wait at least this long before asking again. */
export const VERIFY_RETRY_MS = 3000;

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Scheduled {
  at: number;
  handle: unknown;
  run: () => void;
}

export interface VerificationScheduler {
  /** Runs `run` at `at` (or after the back-off), replacing the tool's earlier timer. */
  schedule(toolId: string, at: number, run: () => void): void;
  /** Keeps the tool's verification scheduled until the last holder calls the release. */
  hold(toolId: string, at: number, run: () => void): () => void;
  cancel(toolId: string): void;
  /** After 'too-early': no new attempt for VERIFY_RETRY_MS. */
  backOff(toolId: string): void;
  clearBackOff(toolId: string): void;
  /** False when a request for the tool is already in flight; else marks one. */
  begin(toolId: string): boolean;
  end(toolId: string): void;
  /** Drops every timer and mark (tests). */
  reset(): void;
}

export function createVerificationScheduler(clock: Clock = systemClock): VerificationScheduler {
  const scheduled = new Map<string, Scheduled>();
  const holders = new Map<string, number>();
  const notBefore = new Map<string, number>();
  const inFlight = new Set<string>();

  const cancel = (toolId: string) => {
    const current = scheduled.get(toolId);
    if (current) clock.clearTimeout(current.handle);
    scheduled.delete(toolId);
  };

  const schedule = (toolId: string, at: number, run: () => void) => {
    const due = Math.max(at, notBefore.get(toolId) ?? 0);
    const current = scheduled.get(toolId);
    if (current?.at === due) {
      current.run = run;
      return;
    }
    if (current) clock.clearTimeout(current.handle);
    const entry: Scheduled = { at: due, run, handle: undefined };
    entry.handle = clock.setTimeout(
      () => {
        scheduled.delete(toolId);
        entry.run();
      },
      Math.max(0, due - clock.now()),
    );
    scheduled.set(toolId, entry);
  };

  return {
    schedule,
    cancel,
    hold(toolId, at, run) {
      holders.set(toolId, (holders.get(toolId) ?? 0) + 1);
      schedule(toolId, at, run);
      return () => {
        const left = (holders.get(toolId) ?? 1) - 1;
        if (left > 0) holders.set(toolId, left);
        else {
          holders.delete(toolId);
          cancel(toolId);
        }
      };
    },
    backOff: (toolId) => void notBefore.set(toolId, clock.now() + VERIFY_RETRY_MS),
    clearBackOff: (toolId) => void notBefore.delete(toolId),
    begin(toolId) {
      if (inFlight.has(toolId)) return false;
      inFlight.add(toolId);
      return true;
    },
    end: (toolId) => void inFlight.delete(toolId),
    reset() {
      for (const entry of scheduled.values()) clock.clearTimeout(entry.handle);
      scheduled.clear();
      holders.clear();
      notBefore.clear();
      inFlight.clear();
    },
  };
}
