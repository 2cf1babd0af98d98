/**
 * Test hook for the error screen, safe in production builds: it throws only when the
 * visitor's own browser holds the flag, and only once.
 *
 *   localStorage.setItem('replypilot:throw-once', 'render'); location.reload();
 *
 * The next page render throws a ForcedRenderError (the error boundary shows the error screen
 * and reports it); the flag is cleared at once, and once the boundary has shown the error the
 * next render is normal, so 'Try Again' renders the page.
 * A URL parameter was rejected: anyone could send a link that breaks the page for someone
 * else, and the e2e tests run the production build, so a DEV-only switch would not help.
 */
export const THROW_ONCE_KEY = 'replypilot:throw-once';

export class ForcedRenderError extends Error {
  constructor() {
    super(`Forced render error (${THROW_ONCE_KEY})`);
    this.name = 'ForcedRenderError';
  }
}

let armed: ForcedRenderError | null | undefined;

function readFlag(): ForcedRenderError | null {
  try {
    const value = window.localStorage.getItem(THROW_ONCE_KEY);
    if (value !== null) window.localStorage.removeItem(THROW_ONCE_KEY);
    return value === 'render' ? new ForcedRenderError() : null;
  } catch {
    return null; // no window (prerendering) or storage blocked
  }
}

export function ThrowOnce(): null {
  armed ??= readFlag();
  // The same error is thrown on every attempt (React retries a failed render, and a failed
  // hydration is retried as a client render) until an error boundary has shown it.
  if (armed) throw armed;
  return null;
}

/** Called by the error boundary once it shows a forced error: the next render is normal. */
export function disarmThrowOnce(error: unknown): void {
  if (error instanceof ForcedRenderError && error === armed) armed = null;
}

/** Tests only: forget what was read so the next render reads the flag again. */
export function resetThrowOnceForTests(): void {
  armed = undefined;
}
