import { create } from 'zustand';
import type { BridgeSubscription } from '../../shared/bridge/protocol.ts';
import { PLAN_LIMITS } from '../../shared/plans.ts';
import { platform } from '../platform/index.ts';
import { useAuthStore } from './auth-store.ts';

/** The fields of the caller's `subscriptions` row the app uses, plus the trial end. */
export type Subscription = BridgeSubscription;

/** Used when there is no row or anything fails (a silent fallback that reads as Free). */
export const DEFAULT_SUBSCRIPTION: Subscription = Object.freeze({
  subscription_tier: 'free',
  extension_access: false,
  subscription_status: 'trialing',
  tools_access: false,
  daily_reply_limit: PLAN_LIMITS.free.dailyReplyLimit,
  daily_replies_used: 0,
  trial_ends_at: null,
});

export interface SubscriptionStoreState {
  /** null until loaded, and while signed out. */
  subscription: Subscription | null;
  loading: boolean;
  /** `rpc('my_subscription')`: the server applies the trial end and daily reset first. */
  load(): Promise<void>;
  refresh(): Promise<void>;
  /** Starts the account's 7-day trial; the new plan replaces the loaded one. */
  startTrial(): Promise<'started' | 'trial-unavailable' | 'failed'>;
  clear(): void;
}

async function fetchSubscription(): Promise<Subscription> {
  try {
    return (await platform().subscription.mine()) ?? DEFAULT_SUBSCRIPTION;
  } catch {
    return DEFAULT_SUBSCRIPTION;
  }
}

/** Counts loads so a sign-out (or a newer load) wins over a slower earlier one. */
let generation = 0;

export const useSubscriptionStore = create<SubscriptionStoreState>()((set, get) => ({
  subscription: null,
  loading: false,
  async load() {
    const mine = ++generation;
    set({ loading: true });
    const subscription = await fetchSubscription();
    if (mine === generation) set({ subscription, loading: false });
  },
  refresh() {
    return get().load();
  },
  async startTrial() {
    const answer = await platform().subscription.startTrial();
    if (!answer.ok) return answer.code;
    generation++;
    set({ subscription: answer.subscription, loading: false });
    return 'started';
  },
  clear() {
    generation++;
    set({ subscription: null, loading: false });
  },
}));

let unbind: (() => void) | undefined;

/**
 * Follows the auth store: loads when it becomes signed-in (and when the user changes), clears
 * on sign-out. Idempotent; returns nothing, the binding lives as long as the page.
 */
export function bindSubscriptionToAuth(): void {
  if (unbind) return;
  let userId: string | null = null;
  const follow = (state: ReturnType<typeof useAuthStore.getState>) => {
    const next = state.status === 'signed-in' ? (state.user?.id ?? null) : null;
    if (state.status === 'loading' || next === userId) return;
    userId = next;
    const store = useSubscriptionStore.getState();
    if (next) void store.load();
    else store.clear();
  };
  unbind = useAuthStore.subscribe(follow);
  follow(useAuthStore.getState());
}

/** Back to the first state (tests only). */
export function resetSubscriptionStore() {
  unbind?.();
  unbind = undefined;
  generation++;
  useSubscriptionStore.setState({ subscription: null, loading: false });
}
