import { describe, expect, it } from 'vitest';
import {
  VERIFY_RETRY_MS,
  createVerificationScheduler,
  type Clock,
} from './verification-scheduler.ts';

/** A clock that moves only when told to, running what falls due in order. */
function manualClock(start = 1_000_000) {
  let now = start;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(++next, { at: now + ms, run });
      return next;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  return { clock, advance, pending: () => timers.size, now: () => now };
}

describe('verification scheduler', () => {
  it('runs once at the time asked, and a new time replaces the old timer', () => {
    const { clock, advance, pending, now } = manualClock();
    const scheduler = createVerificationScheduler(clock);
    const runs: string[] = [];
    scheduler.schedule('t', now() + 5000, () => runs.push('first'));
    scheduler.schedule('t', now() + 8000, () => runs.push('second'));
    expect(pending()).toBe(1);
    advance(7999);
    expect(runs).toEqual([]);
    advance(1);
    expect(runs).toEqual(['second']);
    expect(pending()).toBe(0);
  });

  it('keeps one timer per tool while it has holders, and cancels with the last one', () => {
    const { clock, advance, pending, now } = manualClock();
    const scheduler = createVerificationScheduler(clock);
    let runs = 0;
    const releaseA = scheduler.hold('t', now() + 1000, () => runs++);
    const releaseB = scheduler.hold('t', now() + 1000, () => runs++);
    expect(pending()).toBe(1);
    releaseA();
    expect(pending()).toBe(1);
    releaseB();
    expect(pending()).toBe(0);
    advance(5000);
    expect(runs).toBe(0);
  });

  it("waits out the back-off after 'too-early', even for a time already past", () => {
    const { clock, advance, now } = manualClock();
    const scheduler = createVerificationScheduler(clock);
    let runs = 0;
    scheduler.backOff('t');
    scheduler.schedule('t', now() - 10_000, () => runs++);
    advance(VERIFY_RETRY_MS - 1);
    expect(runs).toBe(0);
    advance(1);
    expect(runs).toBe(1);
    scheduler.clearBackOff('t');
    scheduler.schedule('t', now(), () => runs++);
    advance(0);
    expect(runs).toBe(2);
  });

  it('lets one request per tool be in flight', () => {
    const scheduler = createVerificationScheduler(manualClock().clock);
    expect(scheduler.begin('t')).toBe(true);
    expect(scheduler.begin('t')).toBe(false);
    expect(scheduler.begin('other')).toBe(true);
    scheduler.end('t');
    expect(scheduler.begin('t')).toBe(true);
  });

  it('reset drops every timer and mark', () => {
    const { clock, advance, pending, now } = manualClock();
    const scheduler = createVerificationScheduler(clock);
    let runs = 0;
    scheduler.hold('a', now() + 10, () => runs++);
    scheduler.schedule('b', now() + 10, () => runs++);
    scheduler.backOff('a');
    scheduler.begin('a');
    scheduler.reset();
    expect(pending()).toBe(0);
    advance(60_000);
    expect(runs).toBe(0);
    expect(scheduler.begin('a')).toBe(true);
  });
});
