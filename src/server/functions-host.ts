import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseToml } from 'smol-toml';
import { z } from 'zod';
import { checkCredential } from './api-guard.ts';

type Handler = (request: Request) => Response | Promise<Response>;

interface LoadedFunction {
  name: string;
  handler: Handler;
  verifyJwt: boolean;
}

export interface GatewayKeys {
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
}

const FunctionsConfigSchema = z.object({
  functions: z.record(z.string(), z.object({ verify_jwt: z.boolean().optional() })).optional(),
});

// Error bodies as Supabase's gateway sends them, so clients see the same thing embedded and hosted.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};
const gatewayError = (status: number, code: string | number, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { ...CORS, 'Content-Type': 'application/json' },
  });

/** Each server's function environment; see supabase/functions/_shared/env.ts. */
const functionEnv = new AsyncLocalStorage<Record<string, string | undefined>>();
(globalThis as { __edgeFunctionEnv?: (name: string) => string | undefined }).__edgeFunctionEnv = (
  name,
) => {
  const scoped = functionEnv.getStore();
  return scoped && name in scoped ? scoped[name] : process.env[name];
};

/** Loads every `supabase/functions/<name>/index.ts` (folders starting with `_` are shared code). */
export async function loadFunctions(
  functionsDir: string,
  configFile: string,
): Promise<Map<string, LoadedFunction>> {
  const config = existsSync(configFile)
    ? FunctionsConfigSchema.parse(parseToml(await readFile(configFile, 'utf8')))
    : {};
  const loaded = new Map<string, LoadedFunction>();
  for (const entry of await readdir(functionsDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const file = path.join(functionsDir, entry.name, 'index.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (typeof mod.default !== 'function') {
      throw new Error(`${file} must export its handler as default (export default serve(handler))`);
    }
    loaded.set(entry.name, {
      name: entry.name,
      handler: mod.default as Handler,
      verifyJwt: config.functions?.[entry.name]?.verify_jwt ?? true,
    });
  }
  return loaded;
}

/**
 * `/functions/v1/<name>`: the gateway part of Supabase Edge Functions. Functions that
 * require a JWT accept a user's access token signed by this project, or one of the
 * project's API keys (hosted Supabase accepts its anon and service-role JWTs the same way).
 */
export function createFunctionsGateway(
  functions: Map<string, LoadedFunction>,
  keys: GatewayKeys,
  env: Record<string, string | undefined>,
) {
  async function authorize(request: Request): Promise<Response | null> {
    const header = request.headers.get('authorization');
    if (!header) return gatewayError(401, 401, 'Missing authorization header');
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    // The same rules as the data API (api-guard.ts): keys, or an expiring HS256 JWT for an
    // API role and our audience.
    return (await checkCredential(token, keys)).ok ? null : gatewayError(401, 401, 'Invalid JWT');
  }

  return async function handle(request: Request, name: string): Promise<Response> {
    const fn = functions.get(name);
    if (!fn) return gatewayError(404, 'NOT_FOUND', 'Requested function was not found');
    if (fn.verifyJwt && request.method !== 'OPTIONS') {
      const denied = await authorize(request);
      if (denied) return denied;
    }
    try {
      return await functionEnv.run(env, () => fn.handler(request));
    } catch (error) {
      console.error(`function ${name} failed:`, error);
      return gatewayError(500, 'WORKER_ERROR', 'Function exited due to an error');
    }
  };
}
