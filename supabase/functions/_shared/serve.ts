import { getEnv } from './env.ts';

export type Handler = (request: Request) => Response | Promise<Response>;

interface DenoServe {
  Deno?: { serve(options: { port?: number }, handler: Handler): unknown };
}

/**
 * The one way a function starts. Under Deno (Supabase, or our smoke test) it serves the
 * handler; under Node the embedded backend imports the module and calls the handler.
 */
export function serve(handler: Handler): Handler {
  const deno = (globalThis as unknown as DenoServe).Deno;
  if (deno) {
    const port = getEnv('PORT');
    deno.serve(port ? { port: Number(port) } : {}, handler);
  }
  return handler;
}
