// Magic links: the magic-link-auth function (generate → mail → validate → session), the
// embedded backend's development mailbox and its admin generate_link endpoint.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, serviceClient, signUpUser, uniqueEmail } from '../support/clients.ts';

interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  links: string[];
}

const ITEM = {
  toolName: 'Thread Generator',
  contentType: 'thread',
  title: 'My first thread',
  content: '1/ Growth is a habit.\n2/ Reply early, reply well.',
  metadata: { platform: 'x', tone: 'friendly' },
};

forEachBackend('magic-link-auth and the development mailbox', ({ start }) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  const call = (body: unknown, key = server.publishableKey) =>
    fetch(`${server.url}/functions/v1/magic-link-auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const mailbox = async (): Promise<StoredMail[]> => {
    const response = await fetch(`${server.url}/dev/mailbox.json`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { mails: StoredMail[] }).mails;
  };

  /** The token in the newest mail to `email`. */
  const tokenFor = async (email: string) => {
    const mail = (await mailbox()).find((m) => m.to === email);
    expect(mail, `a mail to ${email}`).toBeDefined();
    const link = mail!.links.find((l) => l.includes('/auth/magic?token='));
    expect(link).toBeDefined();
    expect(link!.startsWith(`${server.url}/auth/magic?token=`)).toBe(true);
    return new URL(link!).searchParams.get('token')!;
  };

  const linkCount = async (email: string) =>
    Number(
      (
        await server.sql<{ n: string }>(
          'select count(*)::text as n from public.magic_links where email = $1',
          [email],
        )
      )[0]!.n,
    );

  /** Follows a session URL the way a browser does; returns the access token from the hash. */
  const signInWith = async (sessionUrl: string) => {
    const response = await fetch(sessionUrl, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    return { location, params: new URLSearchParams(location.hash.slice(1)) };
  };

  const currentUser = async (accessToken: string) => {
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.publishableKey, authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; email: string };
  };

  it('signs a new visitor up through the mailed link and saves their content', async () => {
    const email = uniqueEmail('visitor');
    const sent = await call({
      action: 'generate',
      email: email.toUpperCase(),
      contentToSave: ITEM,
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent: true });

    const mail = (await mailbox()).find((m) => m.to === email)!;
    expect(mail.subject).toBe('Sign in to ReplyPilot');
    expect(mail.text).toContain('expires in one hour');
    expect(mail.html).toContain('/auth/magic?token=');
    const token = await tokenFor(email);
    // Only the hash is stored.
    const [row] = await server.sql<{ token_hash: string; content: unknown }>(
      'select token_hash, content from public.magic_links where email = $1',
      [email],
    );
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row!.content).toEqual(ITEM);

    const validated = await call({ action: 'validate', token });
    expect(validated.status).toBe(200);
    const body = (await validated.json()) as {
      userId: string;
      email: string;
      workspaceId: string;
      sessionUrl: string;
      savedItemId: string;
    };
    expect(body.email).toBe(email);
    expect(body.sessionUrl).toContain('/auth/v1/verify?');

    const { location, params } = await signInWith(body.sessionUrl);
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/dashboard`);
    const user = await currentUser(params.get('access_token')!);
    expect(user).toMatchObject({ id: body.userId, email });

    const [workspace] = await server.sql(
      'select id from public.user_workspaces where user_id = $1',
      [body.userId],
    );
    expect(workspace).toEqual({ id: body.workspaceId });
    const items = await server.sql(
      `select id, workspace_id, user_id, title, content, content_type, tool_name, metadata,
              is_favorite, is_archived
       from public.workspace_items where user_id = $1`,
      [body.userId],
    );
    expect(items).toEqual([
      {
        id: body.savedItemId,
        workspace_id: body.workspaceId,
        user_id: body.userId,
        title: ITEM.title,
        content: ITEM.content,
        content_type: 'thread',
        tool_name: ITEM.toolName,
        metadata: ITEM.metadata,
        is_favorite: false,
        is_archived: false,
      },
    ]);
    // The save is counted with the owner's other saves.
    const saves = await server.sql<{ event_data: Record<string, unknown> }>(
      `select event_data from public.workspace_analytics
       where user_id = $1 and event_type = 'item_saved'`,
      [body.userId],
    );
    expect(saves.map((s) => s.event_data)).toEqual([
      expect.objectContaining({ item_id: body.savedItemId, source: 'magic_link' }),
    ]);
    // The new user reads their item through RLS, and nobody else does.
    const own = anonClient(server);
    await own.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect((await own.from('workspace_items').select('id')).data).toEqual([
      { id: body.savedItemId },
    ]);
    const stranger = await signUpUser(server);
    expect((await stranger.client.from('workspace_items').select('id')).data).toEqual([]);

    // The same token again, and the session URL again, fail.
    const again = await call({ action: 'validate', token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'Invalid or expired link', code: 'invalid-link' });
    const reused = await signInWith(body.sessionUrl);
    expect(reused.params.get('error_code')).toBe('otp_expired');
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('late');
    expect((await call({ action: 'generate', email })).status).toBe(200);
    const token = await tokenFor(email);
    await server.sql(
      `update public.magic_links set expires_at = now() - interval '1 second' where email = $1`,
      [email],
    );
    const response = await call({ action: 'validate', token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid or expired link',
      code: 'invalid-link',
    });
    expect(await server.sql('select id from auth.users where email = $1', [email])).toEqual([]);
  });

  it('refuses unknown and malformed tokens with the same message', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(200)]) {
      const response = await call({ action: 'validate', token });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Invalid or expired link',
        code: 'invalid-link',
      });
    }
  });

  it('signs an existing user in as themselves, and keeps their workspace', async () => {
    const existing = await signUpUser(server);
    const { data: workspace } = await existing.client
      .from('user_workspaces')
      .insert({ user_id: existing.user.id })
      .select('id')
      .single();
    expect((await call({ action: 'generate', email: existing.email })).status).toBe(200);
    const response = await call({ action: 'validate', token: await tokenFor(existing.email) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      userId: string;
      workspaceId: string;
      sessionUrl: string;
    };
    expect(body.userId).toBe(existing.user.id);
    expect(body.workspaceId).toBe((workspace as { id: string }).id);
    const { params } = await signInWith(body.sessionUrl);
    expect((await currentUser(params.get('access_token')!)).id).toBe(existing.user.id);
    // The password still works.
    const signIn = await anonClient(server).auth.signInWithPassword({
      email: existing.email,
      password: existing.password,
    });
    expect(signIn.error).toBeNull();
  });

  it('limits links per email with a message that does not say whether it is registered', async () => {
    const registered = await signUpUser(server);
    const unknown = uniqueEmail('nobody');
    const answers: Record<string, unknown>[] = [];
    for (const email of [registered.email, unknown]) {
      for (let i = 0; i < 5; i += 1)
        expect((await call({ action: 'generate', email })).status).toBe(200);
      const limited = await call({ action: 'generate', email });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      answers.push((await limited.json()) as Record<string, unknown>);
      expect(await linkCount(email)).toBe(5);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.error).toMatch(/^Too many sign-in links requested/);
  });

  it('limits links per client address', async () => {
    // Fill this address's hour with links (the test client is always the same address).
    const [{ client_hash: clientHash } = { client_hash: '' }] = await server.sql<{
      client_hash: string;
    }>('select client_hash from public.magic_links order by created_at desc limit 1');
    expect(clientHash).toHaveLength(64);
    await server.sql(
      `insert into public.magic_links (token_hash, email, client_hash)
       select encode(sha256(('filler-' || g)::bytea), 'hex'), 'filler' || g || '@example.test', $1
       from generate_series(1, 20) as g`,
      [clientHash],
    );
    const email = uniqueEmail('fresh');
    const response = await call({ action: 'generate', email });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Too many sign-in links/);
    expect(await linkCount(email)).toBe(0);
    await server.sql(`delete from public.magic_links where email like 'filler%@example.test'`);
  });

  it('rejects bad input naming the problem, and stores nothing', async () => {
    const before = await server.sql('select count(*)::int as n from public.magic_links');
    const cases: [unknown, RegExp][] = [
      [{ action: 'generate', email: 'not-an-email' }, /email: must be a valid email address/],
      [{ action: 'sign-in', email: 'a@b.test' }, /action: must be 'generate' or 'validate'/],
      [{ action: 'validate' }, /token/],
      [{ action: 'generate', email: 'a@b.test', extra: 1 }, /Unrecognized key/i],
      [
        { action: 'generate', email: 'a@b.test', contentToSave: { ...ITEM, contentType: 'poem' } },
        /contentToSave.contentType: must be one of thread, bio, caption, hashtag, other/,
      ],
      [
        {
          action: 'generate',
          email: 'a@b.test',
          contentToSave: { ...ITEM, content: 'x'.repeat(100_000) },
        },
        /contentToSave.content: must be at most 50000 characters/,
      ],
      ['{"action":', /Malformed JSON/],
    ];
    for (const [body, message] of cases) {
      const response = await call(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    // Oversized: answered before the body is read, so the server closes this connection.
    const large = await fetch(`${server.url}/functions/v1/magic-link-auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${server.publishableKey}`,
        connection: 'close',
      },
      body: JSON.stringify({ action: 'generate', email: 'a@b.test', pad: 'x'.repeat(300_000) }),
    });
    expect(large.status).toBe(400);
    expect(((await large.json()) as { error: string }).error).toMatch(/too large \(limit 256 KB\)/);
    expect(await server.sql('select count(*)::int as n from public.magic_links')).toEqual(before);
  });

  it('needs at least the publishable key', async () => {
    const response = await fetch(`${server.url}/functions/v1/magic-link-auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'generate', email: uniqueEmail() }),
    });
    expect(response.status).toBe(401);
  });

  it('keeps magic links away from users and visitors', async () => {
    const user = await signUpUser(server);
    expect((await user.client.from('magic_links').select('*')).data ?? []).toEqual([]);
    expect((await anonClient(server).from('magic_links').select('*')).data ?? []).toEqual([]);
    const rpc = await user.client.rpc('consume_magic_link', { p_token_hash: 'x'.repeat(64) });
    expect(rpc.error).not.toBeNull();
  });

  describe('admin generate_link', () => {
    it('gives the service role a single-use sign-in link, as supabase-js parses it', async () => {
      const email = uniqueEmail('admin');
      const { data, error } = await serviceClient(server).auth.admin.generateLink({
        type: 'magiclink',
        email,
        options: { redirectTo: `${server.url}/welcome` },
      });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ email, aud: 'authenticated' });
      expect(data.properties).toMatchObject({
        verification_type: 'magiclink',
        redirect_to: `${server.url}/welcome`,
      });
      const { location, params } = await signInWith(data.properties!.action_link);
      expect(location.pathname).toBe('/welcome');
      expect((await currentUser(params.get('access_token')!)).id).toBe(data.user!.id);
      expect((await signInWith(data.properties!.action_link)).params.get('error_code')).toBe(
        'otp_expired',
      );
      // Nothing was mailed.
      expect((await mailbox()).some((m) => m.to === email)).toBe(false);
    });

    it('keeps redirects on the site', async () => {
      const { data } = await serviceClient(server).auth.admin.generateLink({
        type: 'magiclink',
        email: uniqueEmail('redirect'),
        options: { redirectTo: 'https://evil.example/steal' },
      });
      expect(data.properties!.redirect_to).toBe(server.url);
    });

    it('refuses the publishable key and user tokens', async () => {
      const user = await signUpUser(server);
      const post = (headers: Record<string, string>) =>
        fetch(`${server.url}/auth/v1/admin/generate_link`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ type: 'magiclink', email: uniqueEmail('x') }),
        });
      expect((await post({})).status).toBe(401);
      expect((await post({ apikey: server.publishableKey })).status).toBe(403);
      const withUser = await post({
        apikey: server.publishableKey,
        authorization: `Bearer ${user.session.access_token}`,
      });
      expect(withUser.status).toBe(403);
      expect(await withUser.json()).toMatchObject({ error_code: 'not_admin' });
    });
  });

  describe('development mailbox', () => {
    it('lists mails as HTML with clickable links and shows one', async () => {
      const email = uniqueEmail('page');
      await call({ action: 'generate', email });
      const page = await fetch(`${server.url}/dev/mailbox`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain(email);
      expect(html).toContain('Sign in to ReplyPilot');
      expect(html).toMatch(/<a href="http:\/\/[^"]+\/auth\/magic\?token=/);
      const mail = (await mailbox()).find((m) => m.to === email)!;
      const one = await fetch(`${server.url}/dev/mailbox/${mail.id}`);
      expect(one.status).toBe(200);
      expect(await one.text()).toContain(mail.links[0]!);
      expect((await fetch(`${server.url}/dev/mailbox/nope`)).status).toBe(404);
    });

    it('accepts mail from functions only with the secret key', async () => {
      const mail = { to: 'dev@example.test', subject: 'Hello', text: 'http://x.test/a' };
      const post = (authorization?: string, body: unknown = mail) =>
        fetch(`${server.url}/_internal/mail`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(authorization ? { authorization } : {}),
          },
          body: JSON.stringify(body),
        });
      expect((await post()).status).toBe(401);
      expect((await post(`Bearer ${server.publishableKey}`)).status).toBe(403);
      const bad = await post(`Bearer ${server.secretKey}`, { ...mail, to: 'nope' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toMatch(/to: must be a valid email/);
      expect((await post(`Bearer ${server.secretKey}`)).status).toBe(202);
      expect((await mailbox())[0]).toMatchObject({
        to: 'dev@example.test',
        links: ['http://x.test/a'],
      });
    });
  });
});

forEachBackend('magic links with DEV_MAILBOX=off and no SMTP', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start({ env: { DEV_MAILBOX: 'off' } });
  });
  afterAll(() => server?.close());

  it('has no mailbox routes', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
    const internal = await fetch(`${server.url}/_internal/mail`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'a@b.test', subject: 'x' }),
    });
    expect(internal.status).toBe(404);
  });

  it("answers 'Failed to send magic link' when no mail can be sent, and leaves no usable link", async () => {
    const email = uniqueEmail('nomail');
    const response = await fetch(`${server.url}/functions/v1/magic-link-auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${server.publishableKey}`,
      },
      body: JSON.stringify({ action: 'generate', email }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: 'Failed to send magic link',
      code: 'send-failed',
    });
    const rows = await server.sql<{ used: boolean }>(
      'select used_at is not null as used from public.magic_links where email = $1',
      [email],
    );
    expect(rows).toEqual([{ used: true }]);
  });
});
