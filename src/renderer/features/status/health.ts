/**
 * The status page's checks (docs/product-rules.md#status-page), run from the visitor's
 * browser: `/health` (the server answers, its database answers `select 1`, and the Edge
 * Functions it serves), and the sign-in service's own settings (`/auth/v1/settings`). Each
 * service a user cares about is judged from these, never assumed.
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

/**
 * Whether the sign-in service answers and offers email sign-in: its public settings, at the
 * address the website's own client uses (`/config.json`). Never throws.
 */
export async function fetchSignIn(
  fetchImpl: typeof fetch = fetch,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): Promise<boolean> {
  try {
    const config = parse(
      await (await fetchImpl('/config.json', { cache: 'no-store' })).json().catch(() => null),
    );
    const { supabaseUrl, supabaseAnonKey } = config;
    if (typeof supabaseUrl !== 'string' || typeof supabaseAnonKey !== 'string') return false;
    const base = new URL(supabaseUrl, origin).toString().replace(/\/+$/, '');
    const response = await fetchImpl(`${base}/auth/v1/settings`, {
      cache: 'no-store',
      headers: { apikey: supabaseAnonKey },
    });
    if (!response.ok) return false;
    const external = parse(parse(await response.json().catch(() => null)).external);
    return external.email === true;
  } catch {
    return false;
  }
}

/** The services a user cares about, in the order the page lists them. */
export const SERVICES = ['website', 'signIn', 'aiTools', 'payments', 'extension'] as const;
export type Service = (typeof SERVICES)[number];
export type ServiceState = 'up' | 'down' | 'not-yet';

/** The functions each service needs (besides the database). */
export const SERVICE_FUNCTIONS = {
  aiTools: ['generate', 'tool-usage'],
  extension: ['extension-token', 'reply'],
} as const;

export interface StatusReport {
  state: 'operational' | 'degraded' | 'outage';
  services: Record<Service, ServiceState>;
  /** How long `/health` took; null when it did not answer. */
  latencyMs: number | null;
  checkedAt: Date;
}

/** Each service's state from the checks; the overall state from the services offered. */
export function statusReport(health: HealthCheck, signInUp: boolean): StatusReport {
  const reached = health.state !== 'outage';
  const database = reached && health.databaseUp;
  const serves = (names: readonly string[]) =>
    database && names.every((name) => health.functions.includes(name));
  const state = (up: boolean): ServiceState => (up ? 'up' : 'down');
  const services: Record<Service, ServiceState> = {
    website: state(reached),
    signIn: state(reached && database && signInUp),
    aiTools: state(serves(SERVICE_FUNCTIONS.aiTools)),
    // This build has no checkout (no payment function; a Starter sign-up goes on to the
    // pricing page): "Not available yet", never a green light. A checkout adds its check here.
    payments: 'not-yet',
    extension: state(serves(SERVICE_FUNCTIONS.extension)),
  };
  const offered = SERVICES.filter((service) => services[service] !== 'not-yet');
  return {
    state: !reached
      ? 'outage'
      : offered.every((service) => services[service] === 'up')
        ? 'operational'
        : 'degraded',
    services,
    latencyMs: reached ? health.latencyMs : null,
    checkedAt: health.checkedAt,
  };
}

/** Runs every check once, at the same time; never throws. */
export async function checkStatus(fetchImpl: typeof fetch = fetch): Promise<StatusReport> {
  const [health, signIn] = await Promise.all([fetchHealth(fetchImpl), fetchSignIn(fetchImpl)]);
  return statusReport(health, signIn);
}
