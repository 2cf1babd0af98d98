import { BILLING_MODES, type BillingMode } from '../../../shared/contracts/billing.ts';

/**
 * The status page's checks (docs/product-rules.md#status-page), run from the visitor's
 * browser: `/health` (the server answers, its database answers `select 1`, and the Edge
 * Functions it serves), the sign-in service's own settings (`/auth/v1/settings`) and the
 * `pricing` function's billing mode. Each service a user cares about is judged from these,
 * never assumed.
 */

/** What `/health` says (README "What runs where"). */
export type HealthCheck =
  | {
      state: 'operational' | 'degraded';
      /** The database answered. */
      databaseUp: boolean;
      functions: string[];
      latencyMs: number;
      checkedAt: Date;
    }
  | { state: 'outage'; checkedAt: Date };

function parse(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** Calls `/health` once; never throws (an unreachable backend is an outage). */
export async function fetchHealth(fetchImpl: typeof fetch = fetch): Promise<HealthCheck> {
  const started = performance.now();
  try {
    const response = await fetchImpl('/health', { cache: 'no-store' });
    const latencyMs = Math.round(performance.now() - started);
    const body = parse(await response.json().catch(() => null));
    if (typeof body.status !== 'string') return { state: 'outage', checkedAt: new Date() };
    const databaseUp = response.ok && body.status === 'ok';
    return {
      state: databaseUp ? 'operational' : 'degraded',
      databaseUp,
      functions: Array.isArray(body.functions)
        ? body.functions.filter((f): f is string => typeof f === 'string')
        : [],
      latencyMs,
      checkedAt: new Date(),
    };
  } catch {
    return { state: 'outage', checkedAt: new Date() };
  }
}

/** Where the website's own client reaches the backend (`/config.json`), and with which key. */
export interface BackendAddress {
  base: string;
  key: string;
}

/** Reads `/config.json` as the website's client does; null when it cannot. Never throws. */
export async function fetchBackendAddress(
  fetchImpl: typeof fetch = fetch,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): Promise<BackendAddress | null> {
  try {
    const config = parse(
      await (await fetchImpl('/config.json', { cache: 'no-store' })).json().catch(() => null),
    );
    const { supabaseUrl, supabaseAnonKey } = config;
    if (typeof supabaseUrl !== 'string' || typeof supabaseAnonKey !== 'string') return null;
    return {
      base: new URL(supabaseUrl, origin).toString().replace(/\/+$/, ''),
      key: supabaseAnonKey,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the sign-in service answers and offers email sign-in: its public settings, at the
 * address the website's own client uses (`/config.json`). Never throws.
 */
export async function fetchSignIn(
  fetchImpl: typeof fetch = fetch,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
  address: Promise<BackendAddress | null> = fetchBackendAddress(fetchImpl, origin),
): Promise<boolean> {
  try {
    const backend = await address;
    if (!backend) return false;
    const response = await fetchImpl(`${backend.base}/auth/v1/settings`, {
      cache: 'no-store',
      headers: { apikey: backend.key },
    });
    if (!response.ok) return false;
    const external = parse(parse(await response.json().catch(() => null)).external);
    return external.email === true;
  } catch {
    return false;
  }
}

/**
 * How this server takes payments, as the `pricing` function says (asked as the website asks
 * it, with the site's key): `stripe`, `test` (checkout without a payment provider, nothing
 * charged) or `off`; null when the call fails. Never throws.
 */
export async function fetchBilling(
  fetchImpl: typeof fetch = fetch,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
  address: Promise<BackendAddress | null> = fetchBackendAddress(fetchImpl, origin),
): Promise<BillingMode | null> {
  try {
    const backend = await address;
    if (!backend) return null;
    const response = await fetchImpl(`${backend.base}/functions/v1/pricing`, {
      method: 'POST',
      cache: 'no-store',
      headers: {
        apikey: backend.key,
        authorization: `Bearer ${backend.key}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    if (!response.ok) return null;
    const { billing } = parse(await response.json().catch(() => null));
    return BILLING_MODES.find((mode) => mode === billing) ?? null;
  } catch {
    return null;
  }
}

/** The services a user cares about, in the order the page lists them. */
export const SERVICES = ['website', 'signIn', 'aiTools', 'payments', 'extension'] as const;
export type Service = (typeof SERVICES)[number];
/**
 * `test-mode`: payments only; checkout works but nothing is charged (no payment provider on
 * this server). `not-yet`: not offered by this server (payments with billing off).
 */
export type ServiceState = 'up' | 'down' | 'test-mode' | 'not-yet';

/** The functions each service needs (besides the database). */
export const SERVICE_FUNCTIONS = {
  aiTools: ['generate', 'tool-usage'],
  payments: ['pricing', 'create-checkout-session', 'customer-portal', 'stripe-webhook'],
  extension: ['extension-token', 'reply'],
} as const;

/** What the payments row says for a billing mode (null: the `pricing` call failed). */
const PAYMENTS_STATE: Record<BillingMode, ServiceState> = {
  stripe: 'up',
  test: 'test-mode',
  off: 'not-yet',
};

export interface StatusReport {
  state: 'operational' | 'degraded' | 'outage';
  services: Record<Service, ServiceState>;
  /** How long `/health` took; null when it did not answer. */
  latencyMs: number | null;
  checkedAt: Date;
}

/**
 * Each service's state from the checks; the overall state from the services offered (a
 * test-mode checkout is offered and working; payments with billing off are not offered).
 */
export function statusReport(
  health: HealthCheck,
  signInUp: boolean,
  billing: BillingMode | null,
): StatusReport {
  const reached = health.state !== 'outage';
  const database = reached && health.databaseUp;
  const serves = (names: readonly string[]) =>
    database && names.every((name) => health.functions.includes(name));
  const state = (up: boolean): ServiceState => (up ? 'up' : 'down');
  const services: Record<Service, ServiceState> = {
    website: state(reached),
    signIn: state(reached && database && signInUp),
    aiTools: state(serves(SERVICE_FUNCTIONS.aiTools)),
    payments:
      serves(SERVICE_FUNCTIONS.payments) && billing !== null ? PAYMENTS_STATE[billing] : 'down',
    extension: state(serves(SERVICE_FUNCTIONS.extension)),
  };
  const offered = SERVICES.filter((service) => services[service] !== 'not-yet');
  return {
    state: !reached
      ? 'outage'
      : offered.every((service) => services[service] !== 'down')
        ? 'operational'
        : 'degraded',
    services,
    latencyMs: reached ? health.latencyMs : null,
    checkedAt: health.checkedAt,
  };
}

/** Runs every check once, at the same time; never throws. */
export async function checkStatus(fetchImpl: typeof fetch = fetch): Promise<StatusReport> {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const address = fetchBackendAddress(fetchImpl, origin);
  const [health, signIn, billing] = await Promise.all([
    fetchHealth(fetchImpl),
    fetchSignIn(fetchImpl, origin, address),
    fetchBilling(fetchImpl, origin, address),
  ]);
  return statusReport(health, signIn, billing);
}
