import { randomUuid } from '../../../shared/random-uuid.ts';
import { platform } from '../../platform/index.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import {
  eventData,
  WORKSPACE_SCOPED_EVENTS,
  type AnalyticsEventType,
  type EventFields,
} from './events.ts';
import { createAnalyticsQueue, type AnalyticsQueue, type SessionStore } from './queue.ts';
import { browserSessionId } from './session.ts';

export {
  ANALYTICS_EVENT_TYPES,
  emailDomain,
  FALLBACK_PURCHASE_VALUE,
  purchaseValue,
  PURCHASE_CURRENCY,
  type AnalyticsEventType,
  type EventFields,
} from './events.ts';

export interface TrackOptions {
  /**
   * The account the event belongs to when it is known before this browser is signed in as it
   * (a magic link being used): then it is sent only once that account is signed in here.
   */
  userId?: string;
}

/** `track('clicked_save')` may leave out fields that are all optional; others must give them. */
type TrackArguments<T extends AnalyticsEventType> =
  Partial<EventFields[T]> extends EventFields[T]
    ? [fields?: EventFields[T], options?: TrackOptions]
    : [fields: EventFields[T], options?: TrackOptions];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function signedInUser(): string | null {
  const { status, user } = useAuthStore.getState();
  return status === 'signed-in' ? (user?.id ?? null) : null;
}

let queue: AnalyticsQueue | undefined;
let stopFollowing: (() => void) | undefined;

/**
 * The page's queue, started on first use: it follows the auth state (a sign-in sends what
 * waits) and sends what it can when the page is hidden (best effort: the page may be leaving).
 * Nothing here loads the Supabase client; the first insert does, for a signed-in user only.
 */
export function startAnalytics(): AnalyticsQueue {
  if (queue) return queue;
  const started = createAnalyticsQueue({
    insert: (batch) => platform().analytics.insert(batch),
    workspaceId: () => platform().workspace.ensure(),
    signedInUser,
    storage: sessionStore(),
  });
  queue = started;
  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    if (state.status !== previous.status || state.user?.id !== previous.user?.id)
      started.authChanged();
  });
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') void started.flush();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  stopFollowing = () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibilityChange);
    started.stop();
  };
  useAuthStore.getState().init();
  started.authChanged();
  return started;
}

/**
 * Records an event (docs/product-rules.md#analytics-events). Never throws and never waits:
 * analytics must not break or slow the page.
 */
export function track<T extends AnalyticsEventType>(type: T, ...args: TrackArguments<T>): void {
  if (typeof window === 'undefined') return;
  const [fields, options] = args as [EventFields[T] | undefined, TrackOptions | undefined];
  try {
    const storage = sessionStore();
    const workspaceId = fields?.workspaceId;
    startAnalytics().enqueue({
      row: {
        eventType: type,
        workspaceId: typeof workspaceId === 'string' && UUID.test(workspaceId) ? workspaceId : null,
        sessionId: browserSessionId(storage),
        data: eventData(type, fields, {
          eventId: randomUuid(),
          platform: platform().kind,
          userAgent: navigator.userAgent,
        }),
        occurredAt: new Date().toISOString(),
      },
      owner: options?.userId ?? signedInUser(),
      workspaceScoped: WORKSPACE_SCOPED_EVENTS.has(type),
    });
  } catch (error) {
    console.warn('Analytics: could not record an event', error);
  }
}

/** Sends what waits now (when signed in). */
export function flushAnalytics(): Promise<void> {
  return queue ? queue.flush() : Promise.resolve();
}

/** Forgets the page's queue and stops following the auth state (tests only). */
export function resetAnalytics(): void {
  stopFollowing?.();
  stopFollowing = undefined;
  queue = undefined;
}
