/**
 * The free-use gate's state in the browser: one record per tool, as the server last reported
 * it (the server enforces; this mirror only explains), kept in localStorage for an instant
 * display on the next visit; the share being verified; the local sharing-event log; and the
 * tools' social-proof figures. Storage failures are ignored.
 */
import { create } from 'zustand';
import {
  SHARE_EVENT_LOG_LIMIT,
  SHARE_PLATFORMS,
  SharingEventSchema,
  ToolUsageStateSchema,
  type SharePlatform,
  type SharingEvent,
  type ToolUsageState,
} from '../../../shared/tool-gate.ts';
import { useAuthStore, type AuthStoreState } from '../../stores/auth-store.ts';
import {
  fetchSocialProof,
  fetchUsage,
  mergeDevice,
  socialProofToolId,
  type SocialProof,
  type UsageOutcome,
} from './api.ts';

export const usageStorageKey = (toolId: string) => `replypilot.tool-usage.${toolId}`;
export const pendingShareStorageKey = (toolId: string) => `replypilot.tool-share.${toolId}`;
export const SHARING_EVENTS_KEY = 'replypilot.sharing-events';
export const mergedStorageKey = (userId: string) => `replypilot.device-merged.${userId}`;

/** The share whose verification is pending: what to send and log when it is verified. */
export interface PendingShare {
  platform: SharePlatform;
  /** The network share link that was opened, stored with the share. */
  shareUrl: string;
}

// ── localStorage, every failure ignored ─────────────────────────────────────────────────────

function readJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // blocked or full: the in-memory state still holds for this page
  }
}

function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // blocked: nothing was stored either
  }
}

export function readStoredRecord(toolId: string): ToolUsageState | null {
  const parsed = ToolUsageStateSchema.safeParse(readJson(usageStorageKey(toolId)));
  return parsed.success && parsed.data.toolId === toolId ? parsed.data : null;
}

function readStoredPendingShare(toolId: string): PendingShare | null {
  const value = readJson(pendingShareStorageKey(toolId)) as Partial<PendingShare> | undefined;
  if (
    value &&
    typeof value.shareUrl === 'string' &&
    (SHARE_PLATFORMS as readonly unknown[]).includes(value.platform)
  )
    return { platform: value.platform as SharePlatform, shareUrl: value.shareUrl };
  return null;
}

/** The local sharing-event log, oldest first. */
export function readSharingEvents(): SharingEvent[] {
  const value = readJson(SHARING_EVENTS_KEY);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = SharingEventSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Appends an event, keeping the last 100. */
export function logSharingEvent(event: SharingEvent): void {
  writeJson(SHARING_EVENTS_KEY, [...readSharingEvents(), event].slice(-SHARE_EVENT_LOG_LIMIT));
}

// ── The store ───────────────────────────────────────────────────────────────────────────────

export interface ToolGateState {
  /** Each tool's record; absent until read from storage or the server. */
  records: Record<string, ToolUsageState>;
  /** Tools whose record came from the server since the page loaded. */
  synced: Record<string, true>;
  pendingShares: Record<string, PendingShare>;
  /** Figures per tool; null = nothing to show (or unreadable); absent = not loaded. */
  socialProof: Record<string, SocialProof | null>;
  /** Reads the stored record and pending share once, for an instant display. */
  hydrate(toolId: string): void;
  setRecord(usage: ToolUsageState): void;
  setPendingShare(toolId: string, share: PendingShare | null): void;
  /** Forgets everything kept about a tool (development reset). */
  forget(toolId: string): void;
  /** Asks the server for the tool's record; the latest request wins. */
  loadStatus(toolId: string): Promise<UsageOutcome>;
  /** Loads the record once the session is known, and again whenever the user changes. */
  ensureStatus(toolId: string): void;
  loadSocialProof(toolId: string, options?: { force?: boolean }): Promise<void>;
}

/** Module state that is not rendered; cleared by `resetToolGateStore` (tests). */
const wanted = new Set<string>();
const statusRequests = new Map<string, number>();
const proofRequests = new Map<string, Promise<void>>();
/** undefined until the auth store has settled; then the signed-in user's id or null. */
let authUser: string | null | undefined;
let unbindAuth: (() => void) | undefined;
let merging = false;
let requestCounter = 0;

export const useToolGateStore = create<ToolGateState>()((set, get) => ({
  records: {},
  synced: {},
  pendingShares: {},
  socialProof: {},

  hydrate(toolId) {
    const state = get();
    if (state.records[toolId]) return;
    const record = readStoredRecord(toolId);
    const pending = readStoredPendingShare(toolId);
    if (!record && !pending) return;
    set((s) => ({
      records: record && !s.records[toolId] ? { ...s.records, [toolId]: record } : s.records,
      pendingShares:
        pending && !s.pendingShares[toolId]
          ? { ...s.pendingShares, [toolId]: pending }
          : s.pendingShares,
    }));
  },

  setRecord(usage) {
    writeJson(usageStorageKey(usage.toolId), usage);
    set((s) => ({ records: { ...s.records, [usage.toolId]: usage } }));
  },

  setPendingShare(toolId, share) {
    if (share) writeJson(pendingShareStorageKey(toolId), share);
    else removeKey(pendingShareStorageKey(toolId));
    set((s) => {
      const pendingShares = { ...s.pendingShares };
      if (share) pendingShares[toolId] = share;
      else delete pendingShares[toolId];
      return { pendingShares };
    });
  },

  forget(toolId) {
    removeKey(usageStorageKey(toolId));
    removeKey(pendingShareStorageKey(toolId));
    set((s) => {
      const records = { ...s.records };
      const pendingShares = { ...s.pendingShares };
      const synced = { ...s.synced };
      delete records[toolId];
      delete pendingShares[toolId];
      delete synced[toolId];
      return { records, pendingShares, synced };
    });
  },

  async loadStatus(toolId) {
    const mine = ++requestCounter;
    statusRequests.set(toolId, mine);
    const outcome = await fetchUsage(toolId);
    if (statusRequests.get(toolId) !== mine) return outcome; // a newer request answers
    statusRequests.delete(toolId);
    if (outcome.ok) {
      get().setRecord(outcome.usage);
      set((s) => ({ synced: { ...s.synced, [toolId]: true } }));
    }
    return outcome;
  },

  ensureStatus(toolId) {
    wanted.add(toolId);
    bindGateToAuth();
    // Before the session is known (and while a visitor's records are being merged) the
    // answer could be the wrong one; the auth follower loads every wanted tool afterwards.
    if (authUser !== undefined && !merging && !get().synced[toolId] && !statusRequests.has(toolId))
      void get().loadStatus(toolId);
  },

  loadSocialProof(toolId, { force = false } = {}) {
    if (!force && toolId in get().socialProof) return Promise.resolve();
    const key = socialProofToolId(toolId);
    const running = proofRequests.get(key);
    if (running && !force) return running;
    const request = fetchSocialProof(toolId)
      .then((proof) => set((s) => ({ socialProof: { ...s.socialProof, [toolId]: proof } })))
      .finally(() => {
        if (proofRequests.get(key) === request) proofRequests.delete(key);
      });
    proofRequests.set(key, request);
    return request;
  },
}));

/** Merges this browser's visitor records into the account, once per user and browser. */
async function mergeOnce(userId: string): Promise<void> {
  const key = mergedStorageKey(userId);
  if (readJson(key) === true) return;
  const outcome = await mergeDevice();
  if (outcome.ok) writeJson(key, true);
}

function followAuth(state: AuthStoreState): void {
  if (state.status === 'loading') return;
  const user = state.status === 'signed-in' ? (state.user?.id ?? null) : null;
  if (user === authUser) return;
  const firstAnswer = authUser === undefined;
  authUser = user;
  merging = user !== null;
  void (async () => {
    if (user) {
      await mergeOnce(user);
      if (authUser !== user) return; // changed again meanwhile; that change reloads
      merging = false;
    }
    const store = useToolGateStore.getState();
    for (const toolId of wanted) {
      // On the first answer a record loaded meanwhile is current; after a change none is.
      if (!firstAnswer || !store.synced[toolId]) void store.loadStatus(toolId);
    }
  })();
}

/** Follows sign-in and sign-out (idempotent): merge once, then reload the records shown. */
export function bindGateToAuth(): void {
  if (unbindAuth) return;
  useAuthStore.getState().init();
  unbindAuth = useAuthStore.subscribe(followAuth);
  followAuth(useAuthStore.getState());
}

/** Back to the first state (tests only). */
export function resetToolGateStore(): void {
  unbindAuth?.();
  unbindAuth = undefined;
  authUser = undefined;
  merging = false;
  wanted.clear();
  statusRequests.clear();
  proofRequests.clear();
  useToolGateStore.setState({ records: {}, synced: {}, pendingShares: {}, socialProof: {} });
}
