// Analytics events as a user produces them: the built site on the embedded backend (PGlite,
// billing in its test mode), in Chromium. A sign-up followed by a paid checkout records
// completed_signup, then upgraded and purchase on /welcome (valued from the plans config),
// once per checkout: a reload of /welcome records nothing more. A magic link opened in the
// tab records completed_signup for the account it signs in, sent once the session has landed.
import { describe, expect, it } from 'vitest';
import { chargedUsd } from '../../src/shared/plans.ts';
import { uniqueEmail } from '../support/clients.ts';
import { hydrated, magicLinkFor, recordErrors, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('analytics', { env: { BILLING_TEST_MODE: 'on' } });
const DESKTOP = { width: 1280, height: 900 };

interface Landed {
  event_type: string;
  workspace_id: string | null;
  session_id: string | null;
  event_data: Record<string, unknown>;
}

const eventsOf = (email: string) =>
  web.server.sql<Landed>(
    `select a.event_type, a.workspace_id, a.session_id, a.event_data
       from public.workspace_analytics a join auth.users u on u.id = a.user_id
      where u.email = $1 order by a.id`,
    [email],
  );

const typesOf = async (email: string) => (await eventsOf(email)).map((e) => e.event_type);

describe('analytics events', () => {
  it('a sign-up, a paid checkout and /welcome record the funnel as the user’s, the purchase once', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = recordErrors(page);
    const email = uniqueEmail('analytics');

    await page.goto(`${web.server.url}/auth?plan=pro&period=monthly`, { waitUntil: 'load' });
    await hydrated(page.locator('main h1'));
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Full name').fill('Ada Counted');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('a-long-enough-password-1');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/_billing-test/checkout/'), {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Subscribe (test mode)' }).click();
    await page.waitForURL(/\/welcome\?session_id=cs_local_/);
    await page.getByTestId('welcome-ready').waitFor({ timeout: 30_000 });

    await expect
      .poll(() => typesOf(email), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['completed_signup', 'upgraded', 'purchase']));
    const events = await eventsOf(email);
    const one = (type: string) => events.filter((e) => e.event_type === type);
    // Sent at least once; a copy (a batch answered after its page had gone) has the same id.
    expect(new Set(one('completed_signup').map((e) => e.event_data.event_id)).size).toBe(1);
    expect(one('completed_signup')[0]!.event_data).toMatchObject({
      method: 'password',
      plan: 'pro',
      platform: 'web',
    });
    const [sub] = await web.server.sql<{ founding_member: boolean }>(
      `select s.founding_member from public.subscriptions s
         join auth.users u on u.id = s.user_id where u.email = $1`,
      [email],
    );
    expect(one('upgraded')).toHaveLength(1);
    expect(one('upgraded')[0]!.event_data).toMatchObject({
      plan: 'pro',
      period: 'monthly',
      status: 'trialing',
    });
    expect(one('purchase')).toHaveLength(1);
    expect(one('purchase')[0]!.event_data).toMatchObject({
      plan: 'pro',
      period: 'monthly',
      value: chargedUsd('pro', 'monthly', sub!.founding_member),
      currency: 'USD',
      trial: true,
    });
    // One browser session, one id, on every event of the tab.
    expect(
      new Set(events.filter((e) => e.event_type !== 'workspace_created').map((e) => e.session_id))
        .size,
    ).toBe(1);

    // A reload of /welcome records nothing more.
    await page.reload();
    await page.getByTestId('welcome-ready').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(6500);
    expect((await typesOf(email)).filter((t) => t === 'purchase' || t === 'upgraded')).toEqual([
      'upgraded',
      'purchase',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a magic link opened in the tab records completed_signup for its account once it is signed in', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const email = uniqueEmail('analytics-magic');
    await page.goto(`${web.server.url}/auth`, { waitUntil: 'load' });
    await hydrated(page.locator('main h1'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText('Check your email').waitFor({ timeout: 20_000 });

    const link = await magicLinkFor(web.server.url, email);
    await page.goto(link, { waitUntil: 'load' });
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    await expect.poll(() => typesOf(email), { timeout: 20_000 }).toContain('completed_signup');
    const [signup] = (await eventsOf(email)).filter((e) => e.event_type === 'completed_signup');
    expect(signup!.event_data).toMatchObject({ method: 'magic_link', platform: 'web' });
    expect(signup!.workspace_id).not.toBeNull();
    await context.close();
  });
});
