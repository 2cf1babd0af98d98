// Billing without a Stripe account: the embedded backend's test-mode checkout and portal send
// signed Stripe-shaped events through the same webhook handler, so a plan button leads to a
// paid plan and the portal back to free, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { PLAN_LIMITS } from '../../src/shared/plans.ts';
import { forEachBackend } from '../support/backends.ts';
import { callFunction as call } from '../support/functions.ts';
import { anonClient, signUpUser, type SignedUpUser } from '../support/clients.ts';

const post = (url: string, form: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
  });

async function subscription(server: RunningServer, userId: string) {
  const [row] = await server.sql<Record<string, unknown>>(
    `select subscription_tier, subscription_status, daily_reply_limit, tools_access,
            billing_period, cancel_at_period_end, stripe_customer_id, stripe_subscription_id,
            founding_member, current_period_end is not null as has_period_end,
            trial_ends_at is not null as had_trial
       from public.subscriptions where user_id = $1`,
    [userId],
  );
  return row!;
}

async function buy(
  server: RunningServer,
  user: SignedUpUser,
  plan: string,
  period: string,
): Promise<string> {
  const started = await call<{ url: string; sessionId: string; mode: string }>(
    server,
    'create-checkout-session',
    { plan, period, toolSuite: 'unified_platform' },
    user.session.access_token,
  );
  expect(started.status).toBe(200);
  expect(started.body.mode).toBe('test');
  const page = await fetch(started.body.url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('TEST MODE');
  const paid = await post(`${started.body.url}/pay`);
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(
    `${server.url}/welcome?session_id=${started.body.sessionId}`,
  );
  return started.body.sessionId;
}

forEachBackend('billing test mode', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it('says what the pricing page may show: test mode, founding prices, a countdown', async () => {
    const answer = await call(server, 'pricing', { language: 'es' }, null);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      billing: 'test',
      foundingPrices: true,
      spotsLeft: expect.any(Number),
      localized: { currency: 'EUR' },
    });
    const ends = Date.parse(String(answer.body.countdownEndsAt));
    expect(ends).toBeGreaterThan(Date.now());
    // The same end for everyone, on every call.
    const again = await call(server, 'pricing', {}, null);
    expect(again.body.countdownEndsAt).toBe(answer.body.countdownEndsAt);
    expect(again.body.localized).toBeNull();
  });

  it('checkout → paid plan with the trial → portal cancel → free at the period end', async () => {
    const user = await signUpUser(server);
    const sessionId = await buy(server, user, 'pro', 'monthly');

    expect(await subscription(server, user.user.id)).toMatchObject({
      subscription_tier: 'pro',
      subscription_status: 'trialing',
      daily_reply_limit: PLAN_LIMITS.pro.dailyReplyLimit,
      tools_access: true,
      billing_period: 'monthly',
      founding_member: true,
      has_period_end: true,
      had_trial: true,
    });
    const status = await call(server, 'checkout-status', { sessionId }, user.session.access_token);
    expect(status.body).toMatchObject({ checkout: 'complete', applied: true, tier: 'pro' });
    // The extension reads the same record.
    expect((await user.client.rpc('my_subscription').single()).data).toMatchObject({
      subscription_tier: 'pro',
      daily_reply_limit: PLAN_LIMITS.pro.dailyReplyLimit,
    });

    // A second checkout while paying: the portal is the place for plan changes.
    const again = await call(
      server,
      'create-checkout-session',
      { plan: 'starter', period: 'annual' },
      user.session.access_token,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already-subscribed');

    const portal = await call<{ url: string }>(
      server,
      'customer-portal',
      {},
      user.session.access_token,
    );
    expect(portal.status).toBe(200);
    expect(await (await fetch(portal.body.url)).text()).toContain('Renews on');

    expect((await post(`${portal.body.url}/change`, { choice: 'creator|annual' })).status).toBe(
      303,
    );
    expect(await subscription(server, user.user.id)).toMatchObject({
      subscription_tier: 'creator',
      billing_period: 'annual',
      daily_reply_limit: PLAN_LIMITS.creator.dailyReplyLimit,
    });

    await post(`${portal.body.url}/cancel`);
    expect(await subscription(server, user.user.id)).toMatchObject({
      subscription_tier: 'creator',
      cancel_at_period_end: true,
    });
    expect(await (await fetch(portal.body.url)).text()).toContain('Ends on');

    await post(`${portal.body.url}/advance`);
    expect(await subscription(server, user.user.id)).toMatchObject({
      subscription_tier: 'free',
      subscription_status: 'active',
      daily_reply_limit: PLAN_LIMITS.free.dailyReplyLimit,
      tools_access: false,
      stripe_subscription_id: null,
      cancel_at_period_end: false,
    });
  });

  it('charges a trialled account at once, and a failed renewal makes it past due', async () => {
    const user = await signUpUser(server, { data: { plan: 'creator' } });
    await buy(server, user, 'starter', 'monthly');
    expect(await subscription(server, user.user.id)).toMatchObject({
      subscription_tier: 'starter',
      subscription_status: 'active',
      daily_reply_limit: PLAN_LIMITS.starter.dailyReplyLimit,
    });
    const portal = await call<{ url: string }>(
      server,
      'customer-portal',
      {},
      user.session.access_token,
    );
    await post(`${portal.body.url}/fail`);
    expect(await subscription(server, user.user.id)).toMatchObject({
      subscription_tier: 'starter',
      subscription_status: 'past_due',
    });
    await post(`${portal.body.url}/advance`);
    expect(await subscription(server, user.user.id)).toMatchObject({
      subscription_tier: 'starter',
      subscription_status: 'active',
    });
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const user = await signUpUser(server);
    const token = user.session.access_token;
    const count = async () =>
      Number(
        (
          await server.sql<{ n: string }>(
            'select count(*)::text as n from public.checkout_sessions where user_id = $1',
            [user.user.id],
          )
        )[0]!.n,
      );
    for (const body of [
      { plan: 'gold', period: 'monthly' },
      { plan: 'free', period: 'monthly' },
      { plan: 'pro', period: 'weekly' },
      { plan: 'pro', period: 'monthly', priceId: 'price_cheap' },
      { plan: 'pro', period: 'monthly', successUrl: 'https://evil.example' },
    ]) {
      const answer = await call(server, 'create-checkout-session', body, token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('invalid-request');
    }
    const visitor = await call(
      server,
      'create-checkout-session',
      { plan: 'pro', period: 'monthly' },
      null,
    );
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('sign-in-required');
    expect(await count()).toBe(0);

    // Someone else's checkout, or a made-up id, is not found; a malformed one is invalid.
    const other = await signUpUser(server);
    const started = await call<{ sessionId: string }>(
      server,
      'create-checkout-session',
      { plan: 'creator', period: 'monthly' },
      other.session.access_token,
    );
    for (const sessionId of [started.body.sessionId, 'cs_test_forged1234567890']) {
      const forged = await call(server, 'checkout-status', { sessionId }, token);
      expect(forged.status).toBe(404);
      expect(forged.body.code).toBe('checkout-not-found');
    }
    const malformed = await call(server, 'checkout-status', { sessionId: "x' or 1=1" }, token);
    expect(malformed.status).toBe(400);

    const noBilling = await call(server, 'customer-portal', {}, token);
    expect(noBilling.status).toBe(404);
    expect(noBilling.body.code).toBe('no-billing-account');

    // Pages of the test mode for unknown links.
    expect((await fetch(`${server.url}/_billing-test/checkout/cs_local_unknown12345`)).status).toBe(
      404,
    );
    expect(
      (await post(`${server.url}/_billing-test/portal/bps_local_unknown12345/advance`)).status,
    ).toBe(404);
  });

  it('deletes an account only with its email typed, cancelling its billing first', async () => {
    const user = await signUpUser(server);
    await buy(server, user, 'creator', 'monthly');
    const wrong = await call(
      server,
      'delete-account',
      { confirmEmail: 'someone@else.test' },
      user.session.access_token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('confirmation-mismatch');
    const deleted = await call(
      server,
      'delete-account',
      { confirmEmail: user.email.toUpperCase() },
      user.session.access_token,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, billingCanceled: true });
    const left = await server.sql<{ n: number }>(
      `select ((select count(*) from auth.users where id = $1) +
               (select count(*) from public.subscriptions where user_id = $1) +
               (select count(*) from public.checkout_sessions where user_id = $1))::int as n`,
      [user.user.id],
    );
    expect(left[0]!.n).toBe(0);
    const signIn = await anonClient(server).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(signIn.error).not.toBeNull();
  });
});

describe('billing test mode on a server reachable from other machines', () => {
  it('is off unless asked for, so nobody gets a paid plan for nothing', async () => {
    const { startServer } = await import('../../src/server/server.ts');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'billing-public-'));
    const server = await startServer({
      port: 0,
      host: '0.0.0.0',
      quiet: true,
      serveWeb: false,
      dataDir,
      env: { DEV_MAILBOX: 'off' },
    });
    try {
      const pricing = await call(server, 'pricing', {}, null);
      expect(pricing.body.billing).toBe('off');
      const user = await signUpUser(server);
      const checkout = await call(
        server,
        'create-checkout-session',
        { plan: 'pro', period: 'monthly' },
        user.session.access_token,
      );
      expect(checkout.status).toBe(503);
      expect(checkout.body.code).toBe('billing-unavailable');
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
