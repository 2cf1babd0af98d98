// The server ends trials and restarts the daily counter; users delete their own accounts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser } from '../support/clients.ts';

forEachBackend('subscription lifecycle and account deletion', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it('keeps a running trial, and ends it once the server clock passes its end', async () => {
    const user = await signUpUser(server, { data: { plan: 'creator' } });
    const running = await user.client.rpc('my_subscription').single();
    expect(running.error).toBeNull();
    expect(running.data).toMatchObject({
      subscription_tier: 'creator',
      subscription_status: 'trialing',
    });

    await server.sql(
      `update public.subscriptions set trial_ends_at = now() - interval '1 second' where user_id = $1`,
      [user.user.id],
    );
    const ended = await user.client.rpc('my_subscription').single();
    expect(ended.data).toMatchObject({
      subscription_tier: 'free',
      subscription_status: 'active',
      daily_reply_limit: 5,
      tools_access: false,
    });
    // What a plain select sees afterwards is the same, stored row.
    const { data } = await user.client.from('subscriptions').select('subscription_tier').single();
    expect(data).toEqual({ subscription_tier: 'free' });
  });

  it('starts the daily reply counter over on a new day', async () => {
    const user = await signUpUser(server);
    await server.sql(
      `update public.subscriptions set daily_replies_used = 4, replies_reset_on = current_date - 1 where user_id = $1`,
      [user.user.id],
    );
    const { data } = await user.client.rpc('my_subscription').single();
    expect(data).toMatchObject({ daily_replies_used: 0 });
    const today = await server.sql<{ d: string }>(
      `select (now() at time zone 'utc')::date::text as d`,
    );
    expect((data as { replies_reset_on: string }).replies_reset_on).toBe(today[0]!.d);
  });

  it('does not let anyone refresh another account or call it anonymously', async () => {
    const user = await signUpUser(server);
    const other = await signUpUser(server);
    const direct = await user.client.rpc('refresh_subscription', { p_user_id: other.user.id });
    expect(direct.error).not.toBeNull();
    const anon = await anonClient(server).rpc('my_subscription');
    expect(anon.error).not.toBeNull();
  });

  it('deletes the caller and their rows, nothing else', async () => {
    const doomed = await signUpUser(server);
    const bystander = await signUpUser(server);
    await doomed.client.from('user_workspaces').insert({ user_id: doomed.user.id });
    // Through the function that cancels billing first (nothing to cancel here).
    const { error } = await doomed.client.functions.invoke('delete-account', {
      body: { confirmEmail: doomed.email },
    });
    expect(error).toBeNull();
    const left = await server.sql<{ n: string }>(
      `select (select count(*) from auth.users where id = $1)::text || '/' ||
              (select count(*) from public.subscriptions where user_id = $1)::text || '/' ||
              (select count(*) from public.user_workspaces where user_id = $1)::text as n`,
      [doomed.user.id],
    );
    expect(left[0]!.n).toBe('0/0/0');
    const [still] = await server.sql(
      'select count(*)::int as n from public.subscriptions where user_id = $1',
      [bystander.user.id],
    );
    expect(still).toEqual({ n: 1 });
    const signIn = await anonClient(server).auth.signInWithPassword({
      email: doomed.email,
      password: doomed.password,
    });
    expect(signIn.error).not.toBeNull();
    // Straight through the Data API it is gone: a paid subscription would outlive the account.
    expect((await doomed.client.rpc('delete_my_account')).error).not.toBeNull();
    expect(
      (await anonClient(server).rpc('delete_user_account', { p_user_id: bystander.user.id })).error,
    ).not.toBeNull();
    expect(
      (await bystander.client.rpc('delete_user_account', { p_user_id: bystander.user.id })).error,
    ).not.toBeNull();
  });
});
