// The free-use gate as the server enforces it: `generate` and `tool-usage` called directly
// (no website), for visitors (device id) and accounts, on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { GENERATION_RATE_LIMITS } from '../../src/shared/contracts/generate.ts';
import { freeUsesLeft, gateMessage } from '../../src/shared/tool-gate.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser, type SignedUpUser } from '../support/clients.ts';

const BIO = { tool: 'instagram-bio-generator', input: { niche: 'vegan baking for busy parents' } };

forEachBackend('free-use gate', ({ start }) => {
  let server: RunningServer;
  let address = 0;
  /** Each call comes from a new address unless a test says otherwise (the per-network caps). */
  const nextAddress = () => `10.${Math.floor(++address / 250)}.${address % 250}.1`;

  const call = async (
    fn: 'generate' | 'tool-usage',
    body: unknown,
    options: { token?: string; from?: string } = {},
  ) => {
    const response = await fetch(`${server.url}/functions/v1/${fn}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${options.token ?? server.publishableKey}`,
        'x-forwarded-for': options.from ?? nextAddress(),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of many shapes, checked by expect()
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const count = async (table: string) =>
    Number(
      (await server.sql<{ n: string }>(`select count(*)::text as n from public.${table}`))[0]!.n,
    );
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    server = await start({ env: { TRUST_PROXY: '1', SHARE_VERIFY_SECONDS: '1' } });
  });
  afterAll(() => server?.close());

  it('keeps the SQL allowance rule equal to the shared one', async () => {
    for (const verified of [false, true])
      for (const total of [0, 1, 2, 4, 5, 6, 40]) {
        const [row] = await server.sql<{ n: number }>(
          'select public.tool_free_uses_left($1, $2) as n',
          [total, verified],
        );
        expect(row!.n).toBe(freeUsesLeft(total, verified));
      }
  });

  it('gives a visitor one use, then asks for a share; a direct call past it is refused', async () => {
    const deviceId = randomUUID();
    const first = await call('generate', { ...BIO, deviceId });
    expect(first.status).toBe(200);
    expect(first.body.engine).toEqual({ kind: 'offline' });
    expect(first.body.result.bios).toHaveLength(3);
    expect(first.body.usage).toMatchObject({
      toolId: 'instagram-bio-generator',
      totalUsage: 1,
      freeUsageRemaining: 0,
      nextUnlockRequirement: 'share',
      isPaidUser: false,
    });

    const events = await count('generation_events');
    const second = await call('generate', { ...BIO, deviceId, input: { niche: 'something else' } });
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({
      code: 'gate',
      action: 'share',
      error: gateMessage('share'),
    });
    expect(second.body.error).toBe(
      "You've used your free use of this tool. Share it to unlock 4 more free uses, or start the 7-day free trial for unlimited use.",
    );
    expect(await count('generation_events')).toBe(events);
    const [row] = await server.sql<{ total_usage: number }>(
      'select total_usage from public.tool_usage where device_id = $1',
      [deviceId],
    );
    expect(row!.total_usage).toBe(1);
  });

  it('never lets concurrent calls take more than the free use', async () => {
    const deviceId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('generate', { ...BIO, deviceId, input: { niche: `niche number ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(5);
  });

  it('unlocks four more uses after a share is verified on trust, then asks for payment', async () => {
    const deviceId = randomUUID();
    const tool = 'smart-hashtag-generator';
    const generate = (i: number) =>
      call('generate', {
        tool,
        input: { content: `morning coffee routine number ${i}` },
        deviceId,
      });
    expect((await generate(0)).status).toBe(200);

    const started = await call('tool-usage', {
      action: 'start-share',
      toolId: tool,
      platform: 'twitter',
      deviceId,
    });
    expect(started.status).toBe(200);
    expect(started.body.usage).toMatchObject({ hasSharedOnce: true, shareVerified: false });
    const verifyAt = Date.parse(started.body.usage.verifyAt);
    expect(verifyAt - Date.parse(started.body.usage.shareTimestamp)).toBe(1000);

    const waiting = await generate(1);
    expect(waiting.status).toBe(403);
    expect(waiting.body).toMatchObject({ action: 'wait', error: gateMessage('wait') });

    const early = await call('tool-usage', {
      action: 'verify-share',
      toolId: tool,
      shareUrl: 'https://x.com/intent/tweet',
      deviceId,
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('too-early');

    await sleep(Math.max(0, verifyAt - Date.now()) + 50);
    const verified = await call('tool-usage', {
      action: 'verify-share',
      toolId: tool,
      shareUrl: 'https://x.com/intent/tweet?text=hi',
      userAgent: 'test',
      referrer: 'https://replypilot.app/tools/smart-hashtag-generator',
      deviceId,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.usage).toMatchObject({
      shareVerified: true,
      freeUsageRemaining: 4,
      sharedPlatforms: ['twitter'],
      verifyAt: null,
    });
    // Verifying again grants nothing more.
    const again = await call('tool-usage', {
      action: 'verify-share',
      toolId: tool,
      shareUrl: 'x',
      deviceId,
    });
    expect(again.body.usage.freeUsageRemaining).toBe(4);

    for (let i = 2; i <= 5; i++) expect((await generate(i)).status).toBe(200);
    const blocked = await generate(6);
    expect(blocked.status).toBe(403);
    expect(blocked.body.action).toBe('payment');
    expect(blocked.body.error).toBe(
      "You've used all 5 free uses of this tool. Start the 7-day free trial or upgrade for unlimited use, from $9.99/month.",
    );
    expect(blocked.body.usage).toMatchObject({
      totalUsage: 5,
      freeUsageRemaining: 0,
      nextUnlockRequirement: 'payment',
    });
    const [events] = await server.sql<{ n: string }>(
      'select count(*)::text as n from public.tool_share_events where device_id = $1',
      [deviceId],
    );
    expect(events!.n).toBe('1');
  });

  it('refuses to verify a share that was never started', async () => {
    const result = await call('tool-usage', {
      action: 'verify-share',
      toolId: 'reply-grader',
      shareUrl: 'https://x.com',
      deviceId: randomUUID(),
    });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('no-share');
  });

  describe('accounts', () => {
    let free: SignedUpUser;
    let trial: SignedUpUser;
    beforeAll(async () => {
      free = await signUpUser(server);
      trial = await signUpUser(server, { data: { plan: 'creator' } });
    });

    it("merges a visitor's record at sign-in without granting extra uses, once", async () => {
      const deviceId = randomUUID();
      expect((await call('generate', { ...BIO, deviceId })).status).toBe(200);
      const token = free.session.access_token;
      const status = await call(
        'tool-usage',
        { action: 'status', toolId: BIO.tool, deviceId },
        { token },
      );
      expect(status.body.usage).toMatchObject({
        totalUsage: 1,
        freeUsageRemaining: 0,
        nextUnlockRequirement: 'share',
      });
      const merged = await call('tool-usage', { action: 'merge', deviceId }, { token });
      expect(merged.body.merged).toBe(0);
      const blocked = await call('generate', { ...BIO, deviceId }, { token });
      expect(blocked.status).toBe(403);
      expect(blocked.body.usage.totalUsage).toBe(1);
      // Merging needs an account.
      expect((await call('tool-usage', { action: 'merge', deviceId })).status).toBe(401);
    });

    it('carries a verified share over and sums the uses', async () => {
      const deviceId = randomUUID();
      const tool = 'viral-post-deconstructor';
      const analyse = (i: number, token?: string) =>
        call(
          'generate',
          { tool, input: { content: `Post number ${i}: how I grew to 10k followers` }, deviceId },
          { token },
        );
      expect((await analyse(0)).status).toBe(200);
      await call('tool-usage', {
        action: 'start-share',
        toolId: tool,
        platform: 'linkedin',
        deviceId,
      });
      await sleep(1100);
      expect(
        (
          await call('tool-usage', {
            action: 'verify-share',
            toolId: tool,
            shareUrl: 'u',
            deviceId,
          })
        ).status,
      ).toBe(200);
      expect((await analyse(1)).status).toBe(200);
      const user = await signUpUser(server);
      const token = user.session.access_token;
      const status = await call(
        'tool-usage',
        { action: 'status', toolId: tool, deviceId },
        { token },
      );
      expect(status.body.usage).toMatchObject({
        totalUsage: 2,
        freeUsageRemaining: 3,
        shareVerified: true,
        sharedPlatforms: ['linkedin'],
      });
      for (let i = 2; i <= 4; i++) expect((await analyse(i, token)).status).toBe(200);
      expect((await analyse(5, token)).status).toBe(403);
    });

    it('lets a paid (trial) account use a tool without limit', async () => {
      const token = trial.session.access_token;
      for (let i = 0; i < 7; i++) {
        const result = await call(
          'generate',
          { ...BIO, input: { niche: `paid niche ${i}` } },
          { token },
        );
        expect(result.status).toBe(200);
        expect(result.body.usage).toMatchObject({
          isPaidUser: true,
          freeUsageRemaining: null,
          totalUsage: i + 1,
        });
      }
    });

    it('serves an identical request from the cache and says so', async () => {
      const token = trial.session.access_token;
      const body = {
        tool: 'reply-grader',
        input: {
          post: 'We just launched our pricing page for indie founders',
          reply: 'Congrats on the launch',
        },
      };
      const first = await call('generate', body, { token });
      expect(first.body.cached).toBe(false);
      const second = await call(
        'generate',
        { ...body, input: { ...body.input, reply: '  Congrats   on the launch ' } },
        { token },
      );
      expect(second.status).toBe(200);
      expect(second.body.cached).toBe(true);
      expect(second.body.result).toEqual(first.body.result);
    });

    it('limits one account to 12 generations a minute', async () => {
      const user = await signUpUser(server, { data: { plan: 'creator' } });
      const token = user.session.access_token;
      for (let i = 0; i < 12; i++)
        expect(
          (await call('generate', { ...BIO, input: { niche: `rate ${i}` } }, { token })).status,
        ).toBe(200);
      const limited = await call('generate', { ...BIO, input: { niche: 'rate 12' } }, { token });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/at most 12 a minute/);
    });

    it('lets users read only their own records and rate tools; nobody writes records directly', async () => {
      const own = await free.client.from('tool_usage').select('tool_id, total_usage');
      expect(own.error).toBeNull();
      expect(own.data).toEqual([{ tool_id: BIO.tool, total_usage: 1 }]);
      const visitor = await anonClient(server).from('tool_usage').select('*');
      expect(visitor.data ?? []).toEqual([]);
      const insert = await free.client
        .from('tool_usage')
        .insert({ user_id: free.user.id, tool_id: 'reply-grader' });
      expect(insert.error).not.toBeNull();
      const update = await free.client
        .from('tool_usage')
        .update({ total_usage: 0 })
        .eq('user_id', free.user.id)
        .select();
      expect(update.data ?? []).toEqual([]);
      const consume = await free.client.rpc('record_generation', {
        p_user_id: free.user.id,
        p_device_id: null,
        p_tool_id: 'reply-grader',
        p_unlimited: true,
        p_client_hash: 'x',
        p_engine: 'offline',
        p_cached: false,
        p_cache_key: null,
        p_result: {},
        p_engine_detail: {},
      });
      expect(consume.error).not.toBeNull();
      const share = await free.client.rpc('start_tool_share', {
        p_user_id: free.user.id,
        p_device_id: null,
        p_tool_id: 'reply-grader',
        p_platform: 'x',
        p_delay_seconds: 0,
        p_client_hash: 'x',
      });
      expect(share.error).not.toBeNull();

      expect(
        (await anonClient(server).rpc('rate_tool', { p_tool_id: BIO.tool, p_stars: 5 })).error,
      ).not.toBeNull();
      expect(
        (await free.client.rpc('rate_tool', { p_tool_id: BIO.tool, p_stars: 6 })).error?.message,
      ).toMatch(/1 to 5/);
      expect(
        (await free.client.rpc('rate_tool', { p_tool_id: BIO.tool, p_stars: 4 })).error,
      ).toBeNull();
      expect(
        (await trial.client.rpc('rate_tool', { p_tool_id: BIO.tool, p_stars: 5 })).error,
      ).toBeNull();
      const proof = await anonClient(server)
        .rpc('tool_social_proof', { p_tool_id: BIO.tool })
        .single();
      expect(proof.error).toBeNull();
      expect(proof.data).toMatchObject({ rating: 4.5, ratings_count: 2 });
      expect(Number((proof.data as { total_users: number }).total_users)).toBeGreaterThanOrEqual(4);
      expect(Number((proof.data as { today_usage: number }).today_usage)).toBeGreaterThanOrEqual(
        10,
      );
    });
  });

  it('answers bad input with 400 naming the problem and counts nothing', async () => {
    const deviceId = randomUUID();
    const before = [await count('generation_events'), await count('tool_usage')];
    const cases: [unknown, RegExp][] = [
      ['', /body is empty/],
      ['{not json', /Malformed JSON/],
      [{ tool: 'no-such-tool', input: {}, deviceId }, /tool/],
      [{ tool: 'instagram-bio-generator', input: { niche: '   ' }, deviceId }, /niche is required/],
      [{ tool: 'instagram-bio-generator', input: { niche: 42 }, deviceId }, /niche must be text/],
      [
        { tool: 'smart-hashtag-generator', input: { content: 'x'.repeat(100 * 1024) }, deviceId },
        /too large/,
      ],
      [
        { tool: 'smart-hashtag-generator', input: { content: 'x'.repeat(6000) }, deviceId },
        /content is too long/,
      ],
      [
        {
          tool: 'smart-hashtag-generator',
          input: { content: 'ok' },
          options: { platform: 'myspace' },
          deviceId,
        },
        /options\.platform/,
      ],
      [
        { tool: 'reply-grader', input: { post: 'a', reply: 'b', previousReplies: 'c' }, deviceId },
        /previousReplies/,
      ],
      [
        { tool: 'instagram-bio-generator', input: { niche: 'yoga' }, deviceId: 'abc' },
        /deviceId must be a UUID/,
      ],
      [{ tool: 'instagram-bio-generator', input: { niche: 'yoga' } }, /deviceId is required/],
      [
        { tool: 'instagram-bio-generator', input: { niche: 'yoga' }, extra: 1, deviceId },
        /extra|Unrecognized/i,
      ],
    ];
    for (const [body, message] of cases) {
      const result = await call('generate', body);
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(result.body.error).toMatch(message);
    }
    const usage = await call('tool-usage', { action: 'status', toolId: 'unknown-tool', deviceId });
    expect(usage.status).toBe(400);
    expect(usage.body.error).toMatch(/unknown tool/);
    expect([await count('generation_events'), await count('tool_usage')]).toEqual(before);
  });

  it('limits new browsers per network per day for visitors only; signing in continues', async () => {
    const limit = GENERATION_RATE_LIMITS.newBrowsersPerAddressPerDay;
    expect(limit).toBeGreaterThanOrEqual(60); // a classroom or an office is not refused
    const from = nextAddress();
    const known = randomUUID();
    expect((await call('generate', { ...BIO, deviceId: known }, { from })).status).toBe(200);
    // The rest of the day's new browsers from this network, written as the function writes them.
    const [row] = await server.sql<{ client_hash: string }>(
      'select client_hash from public.tool_usage where device_id = $1',
      [known],
    );
    await server.sql(
      `insert into public.tool_usage (device_id, tool_id, total_usage, client_hash)
         select gen_random_uuid(), 'reply-grader', 1, $1 from generate_series(1, $2::int)`,
      [row!.client_hash, limit - 2],
    );
    // One below the limit: a new browser still gets its free use.
    expect((await call('generate', { ...BIO, deviceId: randomUUID() }, { from })).status).toBe(200);
    const refused = await call('generate', { ...BIO, deviceId: randomUUID() }, { from });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('new-browser-limit');
    expect(refused.body.error).toMatch(/Sign in or create a free account/);
    // A browser the server knows goes on (its own gate applies)...
    const again = await call(
      'generate',
      { tool: 'smart-hashtag-generator', input: { content: 'tea' }, deviceId: known },
      { from },
    );
    expect(again.status).toBe(200);
    // ...and so does a signed-in user, from a new browser on the same network.
    const user = await signUpUser(server);
    const signedIn = await call(
      'generate',
      { ...BIO, deviceId: randomUUID() },
      { from, token: user.session.access_token },
    );
    expect(signedIn.status).toBe(200);
  });

  it('has no reset unless the server allows development resets', async () => {
    const result = await call('tool-usage', {
      action: 'reset',
      toolId: BIO.tool,
      deviceId: randomUUID(),
    });
    expect(result.status).toBe(404);
  });
});
