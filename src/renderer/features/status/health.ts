/** What `/health` says (README "What runs where"), as the status page shows it. */
export type HealthCheck =
  | {
      state: 'operational' | 'degraded';
      database: string | null;
      functions: string[];
      latencyMs: number;
      checkedAt: Date;
    }
  | { state: 'outage'; checkedAt: Date };

function parse(body: unknown): { status?: unknown; database?: unknown; functions?: unknown } {
  return typeof body === 'object' && body !== null ? body : {};
}

/** Calls `/health` once; never throws (an unreachable backend is an outage). */
export async function fetchHealth(fetchImpl: typeof fetch = fetch): Promise<HealthCheck> {
  const started = performance.now();
  try {
    const response = await fetchImpl('/health', { cache: 'no-store' });
    const latencyMs = Math.round(performance.now() - started);
    const body = parse(await response.json().catch(() => null));
    const isJson = typeof body.status === 'string';
    if (!isJson) return { state: 'outage', checkedAt: new Date() };
    return {
      state: response.ok && body.status === 'ok' ? 'operational' : 'degraded',
      database: typeof body.database === 'string' ? body.database : null,
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
