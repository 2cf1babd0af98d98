export type HealthResult =
  | { state: 'ok'; latencyMs: number }
  | { state: 'error'; httpStatus: number }
  | { state: 'unreachable' };

/** Asks the backend's `/health` endpoint; never throws except on abort. */
export async function checkHealth(
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<HealthResult> {
  const started = performance.now();
  try {
    const response = await fetchImpl('/health', { cache: 'no-store', signal });
    if (!response.ok) return { state: 'error', httpStatus: response.status };
    return { state: 'ok', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { state: 'unreachable' };
  }
}
