import type { Session, Subscription as AuthListener, User } from '@supabase/supabase-js';
import type {
  AuthErrorCode,
  ErrorCode,
  FunctionName,
  RequestOf,
  ResponseOf,
} from '../../shared/contracts/index.ts';
import type { BridgeSubscription } from '../../shared/bridge/protocol.ts';
import type { ReplyPersona } from '../../shared/contracts/reply.ts';
import type { SessionSettings } from '../../shared/extension/messages.ts';
import type { ContentToSave, ContentType } from '../../shared/contracts/magic-link-auth.ts';
import type { Json } from '../../shared/database.types.ts';

export type PlatformKind = 'web' | 'desktop';

/** A function's answer under its contract: the checked data, or what went wrong as a code. */
export type FunctionResult<N extends FunctionName> =
  { ok: true; status: number; data: ResponseOf<N> } | FunctionFailure;

export interface FunctionFailure {
  ok: false;
  /** The HTTP status; null when the server was never reached. */
  status: number | null;
  /** What went wrong, for the UI to translate (see src/shared/contracts/errors.ts). */
  code: ErrorCode;
  /** The server's English text, for logs; never shown as is. */
  message: string | null;
  /** The whole error body, for the fields a contract adds to some codes (usage, action…). */
  body: unknown;
}

export type InvokeFunction = <N extends FunctionName>(
  name: N,
  body: RequestOf<N>,
) => Promise<FunctionResult<N>>;

/** Why an auth call failed, as a code the UI translates. */
export type { AuthErrorCode };

export type AuthChange = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'OTHER';

/** The session: who is signed in, and signing in and out. */
export interface AuthRepository {
  /** False when this browser surely holds no session (then nothing needs loading). */
  mayHaveSession(): boolean;
  getSession(): Promise<{ session: Session | null; failed: boolean }>;
  onChange(listener: (change: AuthChange, session: Session | null) => void): Promise<AuthListener>;
  signIn(
    email: string,
    password: string,
  ): Promise<{ session: Session } | { error: AuthErrorCode; message?: string }>;
  signUp(input: {
    email: string;
    password: string;
    metadata: Record<string, string>;
  }): Promise<{ session: Session | null } | { error: AuthErrorCode; message?: string }>;
  /** Revokes every session of the user; the stored keys are cleared whatever happens. */
  signOutEverywhere(): Promise<void>;
  /** Revokes the user's other sessions, keeping this one; false when it failed. */
  signOutOthers(): Promise<boolean>;
  /**
   * Mails a password-reset link that lands on `redirectTo`. Answers the same whether or not
   * the email has an account.
   */
  requestPasswordReset(email: string, redirectTo: string): Promise<AuthOutcome>;
  /**
   * Sets a new password: `currentPassword` is required except in a session opened by a reset
   * link. Other sessions end on the server.
   */
  updatePassword(input: { password: string; currentPassword?: string }): Promise<AuthOutcome>;
  /** Saves profile fields of the user metadata (`full_name`). */
  updateProfile(input: { fullName: string }): Promise<UserOutcome>;
  /**
   * Asks to change the email: a confirmation is mailed, whose link lands on `redirectTo`; the
   * email changes only once it is opened (until then the user's `new_email` is pending).
   */
  changeEmail(email: string, redirectTo: string): Promise<UserOutcome>;
  /**
   * The mailed Auth link this page was opened from, when it landed on `path` (read before
   * supabase-js takes the tokens out of the address); null otherwise or once forgotten.
   */
  landedFrom(path: string): Promise<AuthRedirect | null>;
  forgetLanding(): Promise<void>;
}

export type AuthOutcome = { ok: true } | { ok: false; error: AuthErrorCode };
export type UserOutcome = { ok: true; user: User } | { ok: false; error: AuthErrorCode };

/** What a mailed Auth link brought: a session of some kind, or why the link failed. */
export type AuthRedirect =
  | { kind: 'session'; type: 'recovery' | 'email_change' | 'signup' | 'magiclink' | 'other' }
  /** Auth's error code (`otp_expired`: used, expired or unknown). */
  | { kind: 'error'; code: string };

/** How the signed-in user is billed, for the account page (never a Stripe id). */
export interface BillingDetails {
  /** `monthly`/`annual` while a paid subscription exists, else null. */
  period: 'monthly' | 'annual' | null;
  /** When the paid period (or the paid plan's trial) renews or ends; null without one. */
  currentPeriodEnd: string | null;
  /** The subscription ends at `currentPeriodEnd` instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** The account has a billing customer: the billing portal can open (invoices, card). */
  hasBillingAccount: boolean;
  /** Joined while the founding campaign was open: keeps the founding price. */
  foundingMember: boolean;
}

/** The signed-in user's plan, with the trial end and the daily reset applied by the server. */
export interface SubscriptionRepository {
  /** Billing details of the caller's own record; null when they cannot be read. */
  billing(): Promise<BillingDetails | null>;
  /** null when it cannot be read (the caller falls back to the free plan). */
  mine(): Promise<BridgeSubscription | null>;
  /**
   * Starts the 7-day trial of a free account that never had one (`start_trial`):
   * `trial-unavailable` when the account is not eligible, `failed` when it could not be asked.
   */
  startTrial(): Promise<
    | { ok: true; subscription: BridgeSubscription }
    | { ok: false; code: 'trial-unavailable' | 'failed' }
  >;
}

export interface RecentItem {
  id: string;
  title: string;
  tool_name: string;
  content_type: ContentType;
  created_at: string;
}

/** One saved item as the Workspace shows it. */
export interface WorkspaceItem {
  id: string;
  title: string;
  content: string;
  contentType: ContentType;
  toolName: string;
  metadata: Record<string, Json>;
  isFavorite: boolean;
  isArchived: boolean;
  createdAt: string;
  updatedAt: string;
}

/** All = not archived; Favorites = favorite and not archived; Archived = archived. */
export type WorkspaceTab = 'all' | 'favorites' | 'archived';

export interface WorkspaceQuery {
  tab: WorkspaceTab;
  /** Free text: every word must appear in the title, content or tool name (any language). */
  search?: string;
  /** From `nextCursor` of the previous page; absent for the first page. */
  cursor?: string | null;
  /** Items per page (1 to 100; 50 when absent). */
  limit?: number;
}

export interface WorkspacePage {
  /** Newest first. */
  items: WorkspaceItem[];
  /** Where the next page starts; null when this was the last one. */
  nextCursor: string | null;
}

/** How full the Workspace is: `max` null means unlimited (a paid plan or the trial). */
export interface WorkspaceSummary {
  used: number;
  max: number | null;
  tier: 'free' | 'pro';
}

/** The owner's own figures (get_workspace_metrics). */
export interface WorkspaceMetrics {
  items: number;
  favorites: number;
  archived: number;
  byTool: Record<string, number>;
  events: Record<string, number>;
}

/** What a tool hands to the Workspace (and to the magic link for a visitor). */
export type NewWorkspaceItem = ContentToSave;

/** Why a Workspace write failed, for the UI to translate. */
export type WorkspaceErrorCode =
  /** The free plan's item cap is reached ('Storage Limit'). */
  | 'workspace-limit'
  /** The input does not fit (too long, unknown content type, blank). */
  | 'invalid'
  /** No such item of the user's (or it was deleted): nothing was changed. */
  | 'not-found'
  | 'signed-out'
  | 'failed';

export type WorkspaceWrite =
  { ok: true; item: WorkspaceItem } | { ok: false; code: WorkspaceErrorCode };

/** Saved content. The website reads it from the server; the desktop app will use IPC. */
export interface WorkspaceRepository {
  /** The user's most recent items (archived ones included), newest first; null on failure. */
  recent(userId: string, limit: number): Promise<RecentItem[] | null>;
  /** One page of the tab's items matching the search; null when they cannot be read. */
  list(query: WorkspaceQuery): Promise<WorkspacePage | null>;
  /** Every item of the tab matching the search (all pages), for export; null on failure. */
  listAll(query: Omit<WorkspaceQuery, 'cursor' | 'limit'>): Promise<WorkspaceItem[] | null>;
  summary(): Promise<WorkspaceSummary | null>;
  /** Creates the signed-in user's workspace on first need; returns its id (null on failure). */
  ensure(): Promise<string | null>;
  save(item: NewWorkspaceItem): Promise<WorkspaceWrite>;
  /** Changes one field set of an item; 0 rows changed (not the user's, deleted) is `not-found`. */
  update(
    id: string,
    patch: { content: string } | { isFavorite: boolean } | { isArchived: boolean },
  ): Promise<WorkspaceWrite>;
  /** Deletes for good (a soft delete other devices learn of); cannot be undone. */
  remove(id: string): Promise<{ ok: true } | { ok: false; code: WorkspaceErrorCode }>;
  metrics(): Promise<WorkspaceMetrics | null>;
}

/** One analytics event as queued by the client (stored in workspace_analytics). */
export interface AnalyticsEventRow {
  eventType: string;
  workspaceId: string | null;
  sessionId: string;
  /** Everything else the event carries (tool, item, content type, platform, user agent…). */
  data: Record<string, Json>;
  /** When it happened (ISO); the server stamps its own time too. */
  occurredAt: string;
}

export interface AnalyticsRepository {
  /**
   * Inserts a batch as the signed-in user: `retry` when it could not be sent now (signed out,
   * offline: the caller re-queues it), `rejected` when the server refused its content (kept
   * would fail forever).
   */
  insert(events: AnalyticsEventRow[]): Promise<'sent' | 'retry' | 'rejected'>;
}

export interface SocialProof {
  totalUsers: number;
  todayUsage: number;
  /** Average stars, or null when nobody rated the tool. */
  rating: number | null;
  ratingsCount: number;
}

/** The tools' public figures and ratings (the gate itself goes through `invokeFunction`). */
export interface ToolUsageRepository {
  socialProof(toolId: string): Promise<SocialProof | null>;
  rate(toolId: string, stars: number): Promise<boolean>;
}

/** A browser extension connected to the account (never its token). */
export interface ExtensionTokenInfo {
  id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The extension connections of the signed-in user, listed and revoked on the account page. */
export interface ExtensionTokenRepository {
  /** Newest first; null when they cannot be read. */
  list(): Promise<ExtensionTokenInfo[] | null>;
  /** True when the connection was removed (false: unknown, not the user's, or a failure). */
  revoke(id: string): Promise<boolean>;
}

/**
 * The signed-in user's reply settings (table reply_settings): the persona replies are written
 * for, the extension's session settings, and the time zone whose midnight starts their day.
 */
export interface ReplySettings {
  /** False until the user saves once: then the day is counted in UTC and the rest are defaults. */
  saved: boolean;
  /** An IANA name; `UTC` until one is saved. */
  timeZone: string;
  /** When the time zone last changed (it may change once a day); null before the first save. */
  timeZoneChangedAt: string | null;
  /** Read through ReplyPersonaSchema: what does not fit reads as the defaults, as on the server. */
  persona: ReplyPersona;
  /** Read through SessionSettingsSchema, likewise (DEFAULT_SESSION_SETTINGS). */
  session: SessionSettings;
}

export interface ReplySettingsInput {
  timeZone: string;
  persona: ReplyPersona;
  session: SessionSettings;
}

/** Why reply settings were not saved, for the page to translate. */
export type ReplySettingsErrorCode =
  /** The time zone changed less than 24 hours ago. */
  | 'time-zone-once-a-day'
  /** The server does not know the time zone. */
  | 'unknown-time-zone'
  /** The persona or the session settings do not fit their schema. */
  | 'invalid'
  /** Larger than the server keeps. */
  | 'too-large'
  | 'signed-out'
  | 'failed';

export interface ReplySettingsRepository {
  /** Null when they cannot be read. */
  get(): Promise<ReplySettings | null>;
  /** Only the time zone (no schemas to load): the dashboard names the day it counts. */
  timeZone(): Promise<Pick<ReplySettings, 'saved' | 'timeZone'> | null>;
  /** Checks with the same schemas as the server, then creates or updates the user's row. */
  save(
    input: ReplySettingsInput,
  ): Promise<{ ok: true } | { ok: false; code: ReplySettingsErrorCode }>;
}

/** What differs between the website and the Electron window. Grows one capability at a time. */
export interface PlatformAdapter {
  readonly kind: PlatformKind;
  /** Built desktop pages load from file://, where only hash routing works. */
  readonly routerMode: 'browser' | 'hash';
  /** The installed app's version, or null where there is none (the website). */
  appVersion(): Promise<string | null>;
  invokeFunction: InvokeFunction;
  auth: AuthRepository;
  subscription: SubscriptionRepository;
  workspace: WorkspaceRepository;
  analytics: AnalyticsRepository;
  toolUsage: ToolUsageRepository;
  extensionTokens: ExtensionTokenRepository;
  replySettings: ReplySettingsRepository;
}
