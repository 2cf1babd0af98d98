import { z } from 'zod';
import {
  EXTENSION_TOKEN_HEADER,
  EXTENSION_TOKEN_PATTERN,
  ExtensionAccountSchema,
  type ExtensionAccount,
  type ExtensionTokenRequest,
} from '../../src/shared/contracts/extension-token.ts';
import {
  ReplyResponseSchema,
  type ReplyRequest,
  type ReplyResponse,
} from '../../src/shared/contracts/reply.ts';
import type { SessionSettings } from '../../src/shared/extension/messages.ts';

/**
 * The two Edge Functions the background calls: `extension-token` (connect, status, settings,
 * disconnect) and `reply` (compose, outcome). The website's `/config.json` says where the
 * functions live and which publishable key the gateway wants; the extension token goes in its
 * own header. Every answer is validated.
 */

/** Where an account's functions are: from the app origin's /config.json. */
export interface Backend {
  appOrigin: string;
  supabaseUrl: string;
  apiKey: string;
}

const RuntimeConfigSchema = z.object({
  supabaseUrl: z.string().min(1),
  supabaseAnonKey: z.string().min(1),
});
const ConnectedSchema = z.object({
  token: z.string().regex(EXTENSION_TOKEN_PATTERN),
  tokenId: z.string(),
  account: ExtensionAccountSchema,
});
const StatusSchema = z.object({ tokenId: z.string(), account: ExtensionAccountSchema });
const ErrorBodySchema = z.object({ code: z.union([z.string(), z.number()]).optional() });

/** A function answered an error (or could not be reached: status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`HTTP ${status} ${code}`);
    this.name = 'ApiError';
  }
}

/** The token is unknown or revoked: the extension is no longer connected. */
export const isDisconnected = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'extension-disconnected';

const TIMEOUT_MS = { short: 20_000, compose: 120_000 } as const;

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export function createApi(fetchImpl: Fetch) {
  async function call<S extends z.ZodType>(
    url: string,
    headers: Record<string, string>,
    body: unknown,
    schema: S,
    timeoutMs: number = TIMEOUT_MS.short,
  ): Promise<z.infer<S>> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ApiError(0, 'network');
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = ErrorBodySchema.safeParse(json);
      throw new ApiError(response.status, String(parsed.data?.code ?? 'error'));
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ApiError(response.status, 'invalid-response');
    return parsed.data;
  }

  const functionUrl = (backend: Backend, name: string) =>
    `${backend.supabaseUrl.replace(/\/+$/, '')}/functions/v1/${name}`;

  /** The extension's own credential; the website's access token never goes with it. */
  const tokenHeaders = (backend: Backend, token: string) => ({
    apikey: backend.apiKey,
    authorization: `Bearer ${backend.apiKey}`,
    [EXTENSION_TOKEN_HEADER]: token,
  });

  const extensionToken = <S extends z.ZodType>(
    backend: Backend,
    token: string,
    body: ExtensionTokenRequest,
    schema: S,
  ) => call(functionUrl(backend, 'extension-token'), tokenHeaders(backend, token), body, schema);

  return {
    /** Where the app origin's functions are (its /config.json, as the website reads it). */
    async backend(appOrigin: string): Promise<Backend> {
      const config = await call(`${appOrigin}/config.json`, {}, undefined, RuntimeConfigSchema);
      // A relative supabaseUrl means the app origin itself (the embedded backend).
      const supabaseUrl = new URL(config.supabaseUrl, appOrigin).toString();
      return { appOrigin, supabaseUrl, apiKey: config.supabaseAnonKey };
    },

    /** Mints the extension's token with the website session's access token. */
    connect(backend: Backend, accessToken: string, label: string) {
      const body: ExtensionTokenRequest = { action: 'connect', label };
      return call(
        functionUrl(backend, 'extension-token'),
        { apikey: backend.apiKey, authorization: `Bearer ${accessToken}` },
        body,
        ConnectedSchema,
      );
    },

    async status(backend: Backend, token: string): Promise<ExtensionAccount> {
      return (await extensionToken(backend, token, { action: 'status' }, StatusSchema)).account;
    },

    async saveSettings(backend: Backend, token: string, session: SessionSettings): Promise<void> {
      await extensionToken(
        backend,
        token,
        { action: 'settings', session },
        z.object({ saved: z.literal(true) }),
      );
    },

    async disconnect(backend: Backend, token: string): Promise<void> {
      await extensionToken(
        backend,
        token,
        { action: 'disconnect' },
        z.object({ disconnected: z.literal(true) }),
      );
    },

    reply(backend: Backend, token: string, body: ReplyRequest): Promise<ReplyResponse> {
      return call(
        functionUrl(backend, 'reply'),
        tokenHeaders(backend, token),
        body,
        ReplyResponseSchema,
        body.action === 'compose' ? TIMEOUT_MS.compose : TIMEOUT_MS.short,
      );
    },
  };
}

export type Api = ReturnType<typeof createApi>;
