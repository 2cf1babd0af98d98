/**
 * Waiting, the way a person would: small random pauses between steps (tens to hundreds of ms),
 * and polling for what the page does next. Injectable, so tests run without waiting.
 */
export interface Timing {
  /** Waits `ms` milliseconds. */
  sleep(ms: number): Promise<void>;
  /** A number in [0, 1). */
  random(): number;
  now(): number;
  /** Told of each deliberate, human-like pause (not of polling), for the time-to-post figure. */
  onPause?(ms: number): void;
}

export const realTiming: Timing = {
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
  random: Math.random,
  now: () => performance.now(),
};

/** A pause between `min` and `max` ms, skewed towards the lower half like a human's. */
export function pause(timing: Timing, min: number, max: number): Promise<void> {
  const r = timing.random();
  const ms = Math.round(min + (max - min) * r * r);
  timing.onPause?.(ms);
  return timing.sleep(ms);
}

/** Polls `probe` every `every` ms until it returns something other than undefined/null/false. */
export async function waitFor<T>(
  timing: Timing,
  probe: () => T | null | undefined | false,
  timeoutMs: number,
  every = 50,
): Promise<T | null> {
  const end = timing.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (timing.now() >= end) return null;
    await timing.sleep(every);
  }
}

/**
 * The next frame (after the page rendered what it was doing), or 100 ms at most: a hidden tab
 * gets no frames, and a command must not hang there.
 */
export function nextFrame(): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      done();
    });
  });
}
