// Proves the harness: the embedded backend starts on each database backend and the test
// clients can sign up and talk to it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser } from '../support/clients.ts';

forEachBackend('embedded backend harness', ({ backend, start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it('reports healthy on the expected database', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: backend });
    expect(await server.sql<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('signs up distinct users who get sessions', async () => {
    const first = await signUpUser(server);
    const second = await signUpUser(server);
    expect(first.user.id).not.toBe(second.user.id);
    expect(first.session.access_token).toBeTruthy();
    const { data } = await first.client.auth.getUser();
    expect(data.user?.email).toBe(first.email);
    const { data: anonSession } = await anonClient(server).auth.getSession();
    expect(anonSession.session).toBeNull();
  });
});
