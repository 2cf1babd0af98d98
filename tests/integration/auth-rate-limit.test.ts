// Abuse limits on the embedded Auth API, through supabase-js as a client meets them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser, uniqueEmail } from '../support/clients.ts';

forEachBackend('auth rate limits', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it('stops password guessing on one email with the same message for registered and unknown emails', async () => {
    const victim = await signUpUser(server);
    const nobody = uniqueEmail('nobody');
    const messages: Record<string, string[]> = { registered: [], unknown: [] };
    for (let i = 0; i < 11; i++) {
      for (const [kind, email] of [
        ['registered', victim.email],
        ['unknown', nobody],
      ] as const) {
        const { error } = await anonClient(server).auth.signInWithPassword({
          email,
          password: `guess-${i}`,
        });
        messages[kind]!.push(error?.message ?? 'no error');
      }
    }
    expect(messages.registered!.slice(0, 10)).toEqual(Array(10).fill('Invalid login credentials'));
    expect(messages.registered![10]).toBe(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(messages.unknown).toEqual(messages.registered);

    // The limit is per email: the right password is refused too while it lasts...
    const locked = await anonClient(server).auth.signInWithPassword({
      email: victim.email,
      password: victim.password,
    });
    expect(locked.error?.status).toBe(429);
    // ...and another account signs in normally.
    const other = await signUpUser(server);
    const fine = await anonClient(server).auth.signInWithPassword({
      email: other.email,
      password: other.password,
    });
    expect(fine.error).toBeNull();
  });

  it('limits sign-ups from one email', async () => {
    const email = uniqueEmail('repeat');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { error } = await anonClient(server).auth.signUp({
        email,
        password: `password-${i}-long`,
      });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses[5]).toBe(429);
    expect(statuses.slice(0, 5)).not.toContain(429);
  });
});
