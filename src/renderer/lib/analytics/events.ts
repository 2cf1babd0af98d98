import type { ContentType } from '../../../shared/contracts/magic-link-auth.ts';
import type { Json } from '../../../shared/database.types.ts';
import {
  chargedUsd,
  type BillingPeriod,
  type PaidTier,
  type SubscriptionStatus,
} from '../../../shared/plans.ts';

/**
 * The events the client records (docs/product-rules.md#analytics-events), a closed list.
 * `workspace_created` is not here: the database records it when a workspace row is created.
 */
export const ANALYTICS_EVENT_TYPES = [
  'workspace_accessed',
  'item_saved',
  'magic_link_sent',
  'clicked_save',
  'entered_email',
  'completed_signup',
  'upgraded',
  'email_captured',
  'conversion',
  'purchase',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Events about the Workspace itself: they carry the user's workspace id once signed in. */
export const WORKSPACE_SCOPED_EVENTS: ReadonlySet<AnalyticsEventType> = new Set([
  'workspace_accessed',
  'item_saved',
]);

/** What any event may carry besides its own fields. */
export interface CommonFields {
  toolName?: string;
  contentType?: ContentType;
  itemId?: string | null;
  /** The workspace the event is about, when the caller knows it. */
  workspaceId?: string | null;
  /** Free-form details; dropped when the event would not fit the server's size limit. */
  metadata?: Record<string, Json>;
}

/** How a purchase's value is stated: US dollars, from the plans config. */
export const PURCHASE_CURRENCY = 'USD';
/** The value a purchase is recorded with when what was charged cannot be known. */
export const FALLBACK_PURCHASE_VALUE = 9;

export interface EventFields {
  workspace_accessed: CommonFields;
  item_saved: CommonFields & { itemId: string; toolName: string; contentType: ContentType };
  magic_link_sent: CommonFields;
  clicked_save: CommonFields;
  entered_email: CommonFields;
  completed_signup: CommonFields & {
    method: 'password' | 'magic_link';
    /** The plan asked for at sign-up (`creator` starts the trial). */
    plan?: string;
  };
  upgraded: CommonFields & {
    plan: PaidTier;
    period: BillingPeriod;
    status: SubscriptionStatus;
    checkoutId: string;
  };
  /** The address itself is never recorded: only its domain. */
  email_captured: CommonFields & {
    toolName: string;
    leadMagnet: string;
    source?: string;
    email: string;
  };
  conversion: CommonFields & { type: string; stage: string; value?: number };
  purchase: CommonFields & {
    plan: PaidTier;
    period: BillingPeriod;
    value: number;
    currency: typeof PURCHASE_CURRENCY;
    /** Started in the plan's free trial: the first charge comes when it ends. */
    trial: boolean;
    checkoutId: string;
  };
}

/** Longest text kept in a field (tool names are at most 100 characters anyway). */
const MAX_TEXT = 200;
const MAX_USER_AGENT = 400;

const text = (value: unknown, max = MAX_TEXT): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The part after the last `@`, lower-cased; null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  const domain =
    at >= 0
      ? email
          .trim()
          .slice(at + 1)
          .toLowerCase()
      : '';
  return domain && !/[\s@]/.test(domain) ? domain.slice(0, MAX_TEXT) : null;
}

/**
 * What a checkout for `plan` and `period` charges each period, from the plans config:
 * founding or standard price. Unknown founding status: the fallback value.
 */
export function purchaseValue(
  plan: PaidTier,
  period: BillingPeriod,
  founding: boolean | null,
): number {
  return founding === null ? FALLBACK_PURCHASE_VALUE : chargedUsd(plan, period, founding);
}

/** Free-form details as plain JSON (a cycle, a function or a date is not JSON: dropped). */
function plainJson(value: unknown): Record<string, Json> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  try {
    const copy: unknown = JSON.parse(JSON.stringify(value));
    return copy && typeof copy === 'object' && !Array.isArray(copy)
      ? (copy as Record<string, Json>)
      : undefined;
  } catch {
    return undefined;
  }
}

export interface EventContext {
  eventId: string;
  platform: 'web' | 'desktop';
  userAgent: string;
}

/**
 * The stored form of an event's fields (snake_case keys, as the table's columns would be):
 * known fields only, text trimmed and bounded, the email reduced to its domain.
 */
export function eventData<T extends AnalyticsEventType>(
  type: T,
  fields: EventFields[T] | undefined,
  context: EventContext,
): Record<string, Json> {
  const f = (fields ?? {}) as Partial<Record<string, unknown>>;
  const data: Record<string, Json | undefined> = {
    event_id: context.eventId,
    platform: context.platform,
    user_agent: text(context.userAgent, MAX_USER_AGENT),
    tool_name: text(f.toolName),
    content_type: text(f.contentType),
    item_id: text(f.itemId),
  };
  switch (type) {
    case 'completed_signup':
      Object.assign(data, { method: text(f.method), plan: text(f.plan) });
      break;
    case 'upgraded':
      Object.assign(data, {
        plan: text(f.plan),
        period: text(f.period),
        status: text(f.status),
        checkout_id: text(f.checkoutId, 255),
      });
      break;
    case 'email_captured':
      Object.assign(data, {
        lead_magnet: text(f.leadMagnet),
        source: text(f.source),
        email_domain: typeof f.email === 'string' ? emailDomain(f.email) : null,
      });
      break;
    case 'conversion':
      Object.assign(data, { type: text(f.type), stage: text(f.stage), value: finite(f.value) });
      break;
    case 'purchase':
      Object.assign(data, {
        plan: text(f.plan),
        period: text(f.period),
        value: finite(f.value) ?? FALLBACK_PURCHASE_VALUE,
        currency: PURCHASE_CURRENCY,
        trial: f.trial === true,
        checkout_id: text(f.checkoutId, 255),
      });
      break;
  }
  const metadata = plainJson(f.metadata);
  if (metadata) data.metadata = metadata;
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, Json] => entry[1] !== undefined),
  );
}

/**
 * The size Postgres gives the object as `jsonb::text` (`{"a": 1, "b": [1, 2]}`: a space after
 * each colon and comma), which the table's 4 KB check measures.
 */
export function jsonbTextBytes(value: Json | undefined): number {
  if (value === null || value === undefined) return 4;
  if (typeof value === 'string') return new TextEncoder().encode(JSON.stringify(value)).length;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  if (Array.isArray(value))
    return 2 + value.reduce<number>((sum, v, i) => sum + jsonbTextBytes(v) + (i ? 2 : 0), 0);
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return (
    2 +
    entries.reduce(
      (sum, [k, v], i) => sum + jsonbTextBytes(k) + 2 + jsonbTextBytes(v) + (i ? 2 : 0),
      0,
    )
  );
}

/** The server keeps events up to 4 KB; a margin covers how Postgres prints numbers. */
export const MAX_EVENT_BYTES = 4096 - 64;
