/**
 * Reads a function's environment. On Supabase (Deno) that is `Deno.env`; in the embedded
 * backend several servers may share one Node process (tests do), so the host installs a
 * per-request reader and this falls back to `process.env` only when there is none.
 */
type EnvReader = (name: string) => string | undefined;

interface FunctionGlobals {
  Deno?: { env: { get(name: string): string | undefined } };
  __edgeFunctionEnv?: EnvReader;
  process?: { env: Record<string, string | undefined> };
}

export function getEnv(name: string): string | undefined {
  const g = globalThis as unknown as FunctionGlobals;
  if (g.Deno) return g.Deno.env.get(name);
  if (g.__edgeFunctionEnv) return g.__edgeFunctionEnv(name);
  return g.process?.env[name];
}

export function requireEnv(name: string): string {
  const value = getEnv(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
