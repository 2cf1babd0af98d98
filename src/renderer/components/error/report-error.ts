import { REPORT_ERROR_LIMITS as MAX } from '../../../shared/error-reports.ts';
import { platform } from '../../platform/index.ts';

export interface ErrorReport {
  message: string;
  stack?: string;
  componentStack?: string;
  path: string;
}

const reported = new WeakSet<object>();

/** The body the report-error function accepts (its limits applied), from anything thrown. */
export function describeError(error: unknown, componentStack?: string | null): ErrorReport {
  const message =
    (error instanceof Error ? error.message : String(error)).trim() || 'Unknown error';
  const path = typeof window === 'undefined' ? '/' : window.location.pathname || '/';
  const stack = error instanceof Error ? error.stack : undefined;
  return {
    message: message.slice(0, MAX.message),
    ...(stack ? { stack: stack.slice(0, MAX.stack) } : {}),
    ...(componentStack ? { componentStack: componentStack.slice(0, MAX.stack) } : {}),
    path: path.slice(0, MAX.path),
  };
}

/**
 * Tells the team about an error shown on the error screen, so its "our team has been notified"
 * is true (docs/product-rules.md#error-reporting). Fire-and-forget: never throws, never
 * rejects, reports an error object once even when two boundaries see it.
 */
export function reportError(error: unknown, componentStack?: string | null): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  try {
    const body = describeError(error, componentStack);
    void platform()
      .invokeFunction('report-error', body)
      .catch(() => {
        // Nothing more to do: the screen already tells the visitor what they can do.
      });
  } catch {
    // Never let reporting break the error screen.
  }
}
