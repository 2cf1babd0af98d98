// Calling an Edge Function over HTTP as the website does: the publishable key, and a user's
// access token when given. Answers the status and the parsed body (errors carry `code`).
import type { RunningServer } from '../../src/server/server.ts';

export interface FunctionAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { code?: string; error?: string };
}

export async function callFunction<T = Record<string, unknown>>(
  server: Pick<RunningServer, 'url' | 'publishableKey'>,
  name: string,
  body: unknown,
  token: string | null = null,
): Promise<FunctionAnswer<T>> {
  const response = await fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: server.publishableKey,
      authorization: `Bearer ${token ?? server.publishableKey}`,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as FunctionAnswer<T>['body'] };
}
