import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { canonicalPath } from './request-path.ts';

type Fetch<E> = (request: Request, env: E) => Response | Promise<Response>;
/** What @hono/node-server hands a request handler besides the request. */
type ServeEnv = Parameters<Parameters<typeof serve>[0]['fetch']>[1];
export type HttpServer = ReturnType<typeof serve>;

/** Listens on host:port (0 = any free port) once the socket is bound. */
export function listen(
  fetch: Fetch<ServeEnv>,
  port: number,
  host: string,
): Promise<{ server: HttpServer; address: AddressInfo }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: canonicalFetch(fetch), port, hostname: host }, () =>
      resolve({ server, address: server.address() as AddressInfo }),
    );
    server.once('error', reject);
  });
}

/** Stops accepting connections and closes the open ones (keep-alive included). */
export function closeHttpServer(server: HttpServer): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  });
}

/**
 * Every API request goes on with its path in one spelling (request-path.ts), so the limits
 * and the routers behind them see the same route; a path that cannot be read is refused.
 *
 * A refusal may come before the request's body was read (too large, bad path): the rest of
 * that body would then be read as the next request on the connection, so such a connection
 * is closed after the answer.
 */
function canonicalFetch<E>(fetch: Fetch<E>) {
  return async (request: Request, env: E) => {
    const hasBody =
      request.headers.has('transfer-encoding') ||
      Number(request.headers.get('content-length') ?? '0') > 0;
    const url = new URL(request.url);
    const canonical = canonicalPath(url.pathname);
    let response: Response;
    if (!canonical.ok) response = Response.json({ error: canonical.reason }, { status: 400 });
    else if (!canonical.api || canonical.path === url.pathname)
      response = await fetch(request, env);
    else {
      url.pathname = canonical.path;
      response = await fetch(new Request(url, request), env);
    }
    if (!hasBody || response.status < 400) return response;
    const headers = new Headers(response.headers);
    headers.set('Connection', 'close');
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
