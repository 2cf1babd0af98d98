// /functions/v1/reply: the extension's replies written and counted on the server, with the
// project's fake OpenAI-compatible server (its own process) standing in for the model.
// A reply takes one place from the day's allowance, is written in the post's language with a
// strategy and checked against the posting rules (up to 3 attempts); a skip or an unposted
// outcome gives the place back; without a model nothing is taken.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { startFakeAi, type FakeAi } from '../support/fake-ai.ts';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';
import { replyPasses } from '../../src/shared/reply-rules/index.ts';

let fakeAi: FakeAi;
let aiUrl = '';

beforeAll(async () => {
  fakeAi = await startFakeAi();
  aiUrl = fakeAi.url;
});

afterAll(() => fakeAi?.stop());

interface Scripted {
  content?: string;
  status?: number;
  error?: string;
}
const script = async (model: string, replies: Scripted[]) => {
  const res = await fetch(`${aiUrl}/__admin/script`, {
    method: 'POST',
    body: JSON.stringify({ model, replies }),
  });
  expect(res.status).toBe(200);
};
const modelRequests = async (model: string) =>
  (await (await fetch(`${aiUrl}/__admin/requests?model=${model}`)).json()) as {
    body: { messages: { role: string; content: string }[] };
  }[];

const POST_TEXT =
  'Shipping small changes every day beats one big launch. Our team deploys twenty times a week and bugs got rarer, not more common.';
const GOOD_REPLY =
  'Daily deploys changed how our team thinks about risk too. Small changes are easy to review and easy to roll back, so people stop batching work out of fear. Did the bug rate drop right away or only after the first few months?';
const DASHED_REPLY = `${GOOD_REPLY.slice(0, 60)} — ${GOOD_REPLY.slice(60, 200)}`;
const answer = (reply: string): Scripted => ({ content: JSON.stringify({ reply }) });

let postCounter = 0;
const compose = (author = `founder${++postCounter}`, extra: Record<string, unknown> = {}) => ({
  action: 'compose',
  post: {
    url: `https://x.com/${author}/status/${7_000_000 + ++postCounter}`,
    author,
    text: POST_TEXT,
    language: 'en',
  },
  persona: {
    niche: 'Engineering lead at a small SaaS company',
    tone: 'curious and plain spoken',
    sampleReplies: ['We tried weekly releases first and the reviews were painful.'],
  },
  ...extra,
});

forEachBackend('reply function', ({ start, backend }) => {
  let server: RunningServer;
  let offline: RunningServer;
  const model = `reply-${backend}`;

  beforeAll(async () => {
    [server, offline] = await Promise.all([
      start({
        env: {
          AI_PROVIDER: 'openai-compatible',
          AI_BASE_URL: `${aiUrl}/v1`,
          AI_API_KEY: 'test-key',
          AI_MODEL: model,
          AI_MAX_RETRIES: '0',
          AI_TIMEOUT_MS: '5000',
        },
      }),
      start(),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await offline?.close();
  });

  const connect = async (target: RunningServer, user: SignedUpUser) => {
    const res = await fetch(`${target.url}/functions/v1/extension-token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${user.session.access_token}`,
      },
      body: JSON.stringify({ action: 'connect', label: 'Chrome' }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { token: string }).token;
  };
  const call = async (target: RunningServer, token: string, body: unknown) => {
    const res = await fetch(`${target.url}/functions/v1/reply`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${target.publishableKey}`,
        'x-extension-token': token,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const events = (target: RunningServer, userId: string) =>
    target.sql<{ status: string; reply_text: string | null; strategy: string | null }>(
      'select status, reply_text, strategy from public.reply_events where user_id = $1 order by created_at',
      [userId],
    );

  it('writes a reply, then records it posted; the author is not replied to twice a day', async () => {
    const user = await signUpUser(server, { data: { plan: 'creator' } });
    const token = await connect(server, user);
    await script(model, [answer(`"${GOOD_REPLY}"`)]);
    const written = await call(
      server,
      token,
      compose('BuildInPublic', { strategy: 'ask-question' }),
    );
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({
      status: 'written',
      reply: GOOD_REPLY, // the model's wrapping quotes removed
      strategy: 'ask-question',
      language: 'en',
      attempts: 1,
      engine: { provider: 'openai-compatible', model },
      replies: { used: 1, limit: 200 },
    });
    // The post is data in the prompt, the strategy and the language are instructions.
    const [request] = await modelRequests(model);
    const text = request!.body.messages.map((m) => m.content).join('\n');
    expect(text).toContain(`<<<BEGIN POST>>>\n${POST_TEXT}\n<<<END POST>>>`);
    expect(text).toContain('Reply strategy: ask-question');
    expect(text).toContain('language whose code is en');

    const recorded = await call(server, token, {
      action: 'outcome',
      eventId: written.body.eventId,
      outcome: 'posted',
    });
    expect(recorded).toEqual({
      status: 200,
      body: { status: 'recorded', replies: { used: 1, limit: 200 } },
    });
    expect(await events(server, user.user.id)).toEqual([
      { status: 'posted', reply_text: GOOD_REPLY, strategy: 'ask-question' },
    ]);
    // Once only.
    expect(
      (
        await call(server, token, {
          action: 'outcome',
          eventId: written.body.eventId,
          outcome: 'failed',
        })
      ).status,
    ).toBe(404);

    const again = await call(server, token, compose('buildinpublic'));
    expect(again.body).toMatchObject({ status: 'skipped', reason: 'author-today' });
  });

  it('retries a reply that breaks a rule, and gives up after 3 attempts with the rules', async () => {
    const user = await signUpUser(server, { data: { plan: 'creator' } });
    const token = await connect(server, user);
    await fetch(`${aiUrl}/__admin/reset`, { method: 'POST' });
    await script(model, [answer(DASHED_REPLY), answer(GOOD_REPLY)]);
    const second = await call(server, token, compose());
    expect(second.body).toMatchObject({ status: 'written', attempts: 2, reply: GOOD_REPLY });
    const retried = await modelRequests(model);
    expect(retried).toHaveLength(2);
    expect(retried[1]!.body.messages.map((m) => m.content).join('\n')).toMatch(
      /previous reply broke these rules: no-dashes/,
    );

    await script(model, [answer(DASHED_REPLY), answer(DASHED_REPLY), answer('Great post!')]);
    const given = await call(server, token, compose());
    expect(given.body).toMatchObject({ status: 'skipped', reason: 'quality' });
    expect(given.body.failedRules).toEqual(expect.arrayContaining(['length']));
    // The place came back: one reservation is in flight (the written one), the skip is not counted.
    expect(given.body.replies).toEqual({ used: 1, limit: 200 });
    const rows = await events(server, user.user.id);
    expect(rows.map((r) => r.status)).toEqual(['reserved', 'skipped']);
  });

  it('skips when the model fails, and takes nothing without a model', async () => {
    const user = await signUpUser(server);
    const token = await connect(server, user);
    await script(model, [{ status: 500, error: 'overloaded' }]);
    const failed = await call(server, token, compose());
    expect(failed.body).toMatchObject({
      status: 'skipped',
      reason: 'model-unavailable',
      replies: { used: 0, limit: 5 },
    });

    const other = await signUpUser(offline);
    const offlineToken = await connect(offline, other);
    const none = await call(offline, offlineToken, compose());
    expect(none).toEqual({ status: 200, body: { status: 'skipped', reason: 'no-model' } });
    expect(await events(offline, other.user.id)).toEqual([]);
  });

  it('without a model, drafts for review with the built-in writer, in the post language', async () => {
    const user = await signUpUser(offline);
    const token = await connect(offline, user);
    const drafted = await call(offline, token, compose(undefined, { mode: 'review' }));
    expect(drafted.status).toBe(200);
    expect(drafted.body).toMatchObject({
      status: 'written',
      engine: { provider: 'built-in', model: 'built-in' },
      replies: { used: 1, limit: 5 },
    });
    const reply = drafted.body.reply as string;
    expect(replyPasses(reply, { post: POST_TEXT, previousReplies: [] })).toBe(true);

    const japanese = await call(
      offline,
      token,
      compose(undefined, {
        mode: 'review',
        post: {
          url: `https://x.com/kyoto_walks/status/${7_100_000 + ++postCounter}`,
          author: 'kyoto_walks',
          text: '京都の紅葉は今週が見頃です。朝早く嵐山に行くと人が少なくて、光もきれいでした。',
          language: 'ja',
        },
      }),
    );
    expect(japanese.body).toMatchObject({ status: 'written' });
    expect(japanese.body.reply as string).toMatch(/[\u3040-\u30ff]/u);

    // A language the built-in writer has no phrasing in: skipped, and its place given back.
    const thai = await call(
      offline,
      token,
      compose(undefined, {
        mode: 'review',
        post: {
          url: `https://x.com/bkk_food/status/${7_200_000 + ++postCounter}`,
          author: 'bkk_food',
          text: 'ร้านก๋วยเตี๋ยวเรือแถวอนุสาวรีย์ชัยยังอร่อยเหมือนเดิม ราคาไม่แพงด้วย',
          language: 'th',
        },
      }),
    );
    expect(thai.body).toMatchObject({
      status: 'skipped',
      reason: 'language',
      replies: { used: 2, limit: 5 },
    });
    const rows = await events(offline, user.user.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['reserved', 'reserved', 'skipped']);
  });

  it('stops at the allowance and the burst limit, and answers bad calls with 4xx', async () => {
    const user = await signUpUser(server); // free: 5 a day
    const token = await connect(server, user);
    await script(
      model,
      Array.from({ length: 5 }, () => answer(GOOD_REPLY)),
    );
    // Five different authors: five written (each compared with posted replies only).
    for (let i = 0; i < 5; i++)
      expect((await call(server, token, compose())).body.status).toBe('written');
    const sixth = await call(server, token, compose());
    expect(sixth.body).toMatchObject({
      status: 'skipped',
      reason: 'daily-limit',
      replies: { used: 5, limit: 5 },
    });

    for (const body of [
      {
        action: 'compose',
        post: { url: 'https://evil.example/a/status/1', author: 'a', text: 'x' },
        persona: {},
      },
      { ...compose(), post: { ...compose().post, author: 'not a handle' } },
      { ...compose(), persona: { strategies: ['flatter'] } },
      { action: 'outcome', eventId: 'nope', outcome: 'posted' },
      { action: 'outcome', eventId: '00000000-0000-4000-8000-000000000000', outcome: 'liked' },
    ]) {
      const res = await call(server, token, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.code).toBe('invalid-request');
    }
    const unknown = await call(server, token, {
      action: 'outcome',
      eventId: '00000000-0000-4000-8000-000000000000',
      outcome: 'posted',
    });
    expect(unknown.status).toBe(404);
    const forged = await call(server, `rpx_${'B'.repeat(43)}`, compose());
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('extension-disconnected');
  });
});
