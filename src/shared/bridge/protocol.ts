import { z } from 'zod';
import { PLAN_TIERS, SUBSCRIPTION_STATUSES } from '../plans.ts';

/**
 * The page ⇄ extension bridge (docs/product-rules.md#extension-bridge). Both sides post
 * `{ source, type, data }` envelopes with `window.postMessage(message, location.origin)` and
 * accept a message only from their own window and origin carrying the *other* side's source
 * tag, so each side ignores its own echoes. Everything received is validated here.
 */
import { EXTENSION_SOURCE, PAGE_SOURCE } from './sources.ts';

export { EXTENSION_SOURCE, PAGE_SOURCE };
export type BridgeSource = typeof PAGE_SOURCE | typeof EXTENSION_SOURCE;

/** Delays after start-up at which the page (re)sends auth, and runs its self-test. */
export const AUTH_RESEND_DELAYS_MS = [0, 1000, 3000] as const;
export const SELF_TEST_DELAY_MS = 2000;

export const BridgeSubscriptionSchema = z.object({
  subscription_tier: z.enum(PLAN_TIERS),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  extension_access: z.boolean(),
  tools_access: z.boolean(),
  daily_reply_limit: z.number().int().nonnegative(),
  daily_replies_used: z.number().int().nonnegative(),
  trial_ends_at: z.string().nullable(),
});
export type BridgeSubscription = z.infer<typeof BridgeSubscriptionSchema>;

export const AuthPayloadSchema = z.object({
  token: z.string().min(1),
  user: z.object({ id: z.string().min(1), email: z.string(), created_at: z.string() }),
  subscription: BridgeSubscriptionSchema,
  timestamp: z.number(),
});
export type AuthPayload = z.infer<typeof AuthPayloadSchema>;

const envelope = <S extends BridgeSource, T extends string, D extends z.ZodType>(
  source: S,
  type: T,
  data: D,
) => z.object({ source: z.literal(source), type: z.literal(type), data });

/** What the extension sends to the page. */
export const ExtensionToPageSchema = z.discriminatedUnion('type', [
  envelope(EXTENSION_SOURCE, 'GET_AUTH_TOKEN', z.undefined().optional()),
  envelope(EXTENSION_SOURCE, 'REFRESH_SUBSCRIPTION', z.undefined().optional()),
  envelope(EXTENSION_SOURCE, 'TEST_MESSAGE', z.object({ text: z.string().max(1000) }).optional()),
  envelope(EXTENSION_SOURCE, 'TEST_BRIDGE', z.undefined().optional()),
  envelope(
    EXTENSION_SOURCE,
    'TEST_BRIDGE_RESPONSE',
    z.object({ status: z.literal('ok'), timestamp: z.number() }),
  ),
]);
export type ExtensionToPage = z.infer<typeof ExtensionToPageSchema>;

/** What the page sends to the extension. */
export const PageToExtensionSchema = z.discriminatedUnion('type', [
  envelope(PAGE_SOURCE, 'AUTH_TOKEN_RESPONSE', AuthPayloadSchema.nullable()),
  envelope(PAGE_SOURCE, 'AUTH_STATE_CHANGED', z.object({ authenticated: z.boolean() })),
  envelope(PAGE_SOURCE, 'TEST_BRIDGE', z.undefined().optional()),
  envelope(
    PAGE_SOURCE,
    'TEST_BRIDGE_RESPONSE',
    z.object({ status: z.literal('ok'), timestamp: z.number() }),
  ),
]);
export type PageToExtension = z.infer<typeof PageToExtensionSchema>;

interface MessageLike {
  source: unknown;
  origin: string;
  data: unknown;
}

/**
 * The one acceptance rule for both sides: from this very window, from this origin, with the
 * expected tag and a valid shape. Returns the parsed message, or null to ignore it.
 */
export function acceptMessage<S extends z.ZodType>(
  event: MessageLike,
  self: { window: unknown; origin: string },
  schema: S,
): z.infer<S> | null {
  if (event.source !== self.window || event.origin !== self.origin) return null;
  const parsed = schema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
