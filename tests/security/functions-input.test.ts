// Odd input against every function over HTTP: NUL, broken characters, invisible-only text,
// deep nesting, huge numbers, a deleted user's token, invented tool ids, and a fuzz pass.
// The rule everywhere: a clear 4xx, never a 5xx, and nothing written on a 4xx.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_CONTRACTS, type FunctionName } from '../../src/shared/contracts/index.ts';
import { TOOLS } from '../../src/shared/tool-catalogue.ts';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { signUpUser } from '../support/clients.ts';
import { rawRequest } from '../support/http.ts';

/** Tables a function writes; their row counts must not move on a refusal. */
const WRITTEN = [
  'error_reports',
  'feature_requests',
  'magic_links',
  'generation_events',
  'generation_cache',
  'tool_usage',
  'tool_share_events',
  'tool_ratings',
  'workspace_items',
  'checkout_sessions',
  'billing_events',
  'billing_portal_sessions',
];

type Body = Record<string, unknown>;
interface Case {
  fn: string;
  body: () => Body;
  /** Text fields (dot paths) and whether they must show visible text. */
  fields: [string, boolean][];
}

const CASES: Case[] = [
  {
    fn: 'report-error',
    body: () => ({
      message: 'Something broke',
      stack: 'at x',
      componentStack: 'in App',
      path: '/tools',
    }),
    fields: [
      ['message', true],
      ['stack', false],
      ['componentStack', false],
      ['path', false],
    ],
  },
  {
    fn: 'feature-request',
    body: () => ({
      title: 'Dark mode please',
      details: 'A dark theme for the dashboard would help at night.',
      category: 'tools',
      email: 'someone@example.test',
    }),
    fields: [
      ['title', true],
      ['details', true],
      ['category', false],
      ['email', false],
    ],
  },
  {
    fn: 'generate',
    body: () => ({
      tool: 'reply-grader',
      input: {
        post: 'Shipping beats polishing.',
        reply: 'Agreed, ship it.',
        previousReplies: ['earlier'],
      },
      deviceId: randomUUID(),
    }),
    fields: [
      ['tool', false],
      ['input.post', true],
      ['input.reply', true],
      ['input.previousReplies.0', false],
      ['deviceId', false],
    ],
  },
  {
    fn: 'generate',
    body: () => ({
      tool: 'instagram-bio-generator',
      input: { niche: 'vegan baking' },
      options: { platform: 'tiktok' },
      deviceId: randomUUID(),
    }),
    fields: [
      ['input.niche', true],
      ['options.platform', false],
    ],
  },
  {
    fn: 'generate',
    body: () => ({
      tool: 'smart-hashtag-generator',
      input: { content: 'Autumn leaves in Kyoto' },
      deviceId: randomUUID(),
    }),
    fields: [['input.content', true]],
  },
  {
    fn: 'generate',
    body: () => ({
      tool: 'viral-post-deconstructor',
      input: { content: 'I quit my job to build in public.' },
      deviceId: randomUUID(),
    }),
    fields: [
      ['input.content', true],
      ['input.platform', false],
    ],
  },
  {
    fn: 'magic-link-auth',
    body: () => ({
      action: 'generate',
      email: `odd-${randomUUID().slice(0, 8)}@example.test`,
      contentToSave: {
        toolName: 'bio-generator',
        contentType: 'bio',
        title: 'My bio',
        content: 'Baker of vegan things',
        metadata: { note: 'x' },
      },
    }),
    fields: [
      ['email', false],
      ['contentToSave.toolName', true],
      ['contentToSave.title', false],
      ['contentToSave.content', true],
      ['contentToSave.metadata.note', false],
      ['contentToSave.contentType', false],
    ],
  },
  {
    fn: 'magic-link-auth',
    body: () => ({ action: 'validate', token: 'a'.repeat(64) }),
    fields: [['token', false]],
  },
  {
    fn: 'tool-usage',
    body: () => ({
      action: 'verify-share',
      toolId: 'reply-grader',
      shareUrl: 'https://x.com/i',
      userAgent: 'UA',
      referrer: 'https://example.test',
      deviceId: randomUUID(),
    }),
    fields: [
      ['toolId', false],
      ['shareUrl', false],
      ['userAgent', false],
      ['referrer', false],
      ['deviceId', false],
    ],
  },
  { fn: 'pricing', body: () => ({ language: 'en' }), fields: [['language', false]] },
  {
    fn: 'create-checkout-session',
    body: () => ({ plan: 'pro', period: 'monthly', language: 'en' }),
    fields: [
      ['plan', false],
      ['period', false],
      ['language', false],
    ],
  },
  {
    fn: 'checkout-status',
    body: () => ({ sessionId: 'cs_test_abcdefgh12' }),
    fields: [['sessionId', false]],
  },
  { fn: 'customer-portal', body: () => ({ language: 'en' }), fields: [['language', false]] },
  {
    fn: 'delete-account',
    body: () => ({ confirmEmail: 'someone@example.test' }),
    fields: [['confirmEmail', false]],
  },
];

const ODD: [string, string, 'always' | 'visible'][] = [
  ['NUL', '\u0000', 'always'],
  ['a NUL inside', 'ab\u0000cd', 'always'],
  ['a lone high surrogate', 'ab\ud800cd', 'always'],
  ['a lone low surrogate', '\udc00', 'always'],
  ['a reversed pair', '\udc00\ud800', 'always'],
  ['a control character', 'ab\u0007cd', 'always'],
  ['only zero-width spaces', '\u200b\u200b\u200b\u200b\u200b\u200b', 'visible'],
  ['only invisible characters', '\u200b \ufeff\u2060\u200d\u00ad\u3164\u202e\u2800', 'visible'],
];

function setPath(body: Body, path: string, value: unknown): Body {
  const keys = path.split('.');
  let target = body as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return body;
}

forEachBackend('functions refuse odd input', ({ start }) => {
  let server: RunningServer;
  let address = 0;
  beforeAll(async () => {
    server = await start({ env: { TRUST_PROXY: '1', GENERATE_RATE_LIMITS: 'off' } });
  });
  afterAll(() => server?.close());

  /** Every refusal carries a code its function's contract lists (the website words codes). */
  const call = async (fn: string, body: string, token?: string) => {
    const r = await rawRequest(server.url, `/functions/v1/${fn}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token ?? server.publishableKey}`,
        'x-forwarded-for': `10.${Math.floor(++address / 250) % 250}.${address % 250}.7`,
      },
      body,
    });
    if (r.status >= 400) {
      const codes: readonly string[] = FUNCTION_CONTRACTS[fn as FunctionName].codes;
      expect(codes, `${fn} ${r.status} ${r.text.slice(0, 120)}`).toContain(
        (r.json() as { code?: unknown }).code,
      );
    }
    return r;
  };
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        WRITTEN.map(async (table) => [
          table,
          (await server.sql<{ n: string }>(`select count(*)::text as n from public.${table}`))[0]!
            .n,
        ]),
      ),
    );

  describe.each(ODD)('%s', (_name, value, when) => {
    it('is refused with a 400 naming the field, in every field of every function', async () => {
      const before = await counts();
      const failures: string[] = [];
      for (const { fn, body, fields } of CASES)
        for (const [field, visible] of fields) {
          if (when === 'visible' && !visible) continue;
          const r = await call(fn, JSON.stringify(setPath(body(), field, value)));
          const leaf = field.split('.').at(-1)!;
          if (
            r.status !== 400 ||
            !r.text.includes(/^\d+$/.test(leaf) ? field.split('.').at(-2)! : leaf)
          )
            failures.push(`${fn} ${field}: ${r.status} ${r.text.slice(0, 120)}`);
        }
      expect(failures).toEqual([]);
      expect(await counts()).toEqual(before);
    });
  });

  it('refuses NUL and broken characters in field names too', async () => {
    for (const key of ['a\u0000', '\ud800']) {
      const r = await call(
        'report-error',
        `{"message":"x","path":"/","${JSON.stringify(key).slice(1, -1)}":1}`,
      );
      expect(r.status).toBe(400);
    }
  });

  it.each([40, 3000, 100_000])('refuses JSON nested %i deep, in every function', async (depth) => {
    const before = await counts();
    const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const bodies: [string, string][] = [
      [
        'magic-link-auth',
        `{"action":"generate","email":"deep@example.test","contentToSave":{"toolName":"t","contentType":"bio","content":"c","metadata":${deep}}}`,
      ],
      ['report-error', `{"message":"m","path":"/","stack":${deep}}`],
      [
        'feature-request',
        `{"title":"Deep title","details":"Twenty characters or more here","category":"tools","email":${deep}}`,
      ],
      ['generate', `{"tool":"reply-grader","input":${deep}}`],
      ['tool-usage', `{"action":"status","toolId":${deep}}`],
    ];
    for (const [fn, body] of bodies) {
      const r = await call(fn, body);
      expect(r.status, fn).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses huge and odd numbers without a 5xx', async () => {
    const before = await counts();
    for (const n of ['1e400', '-1e400', '123456789012345678901234567890', '1e-400', '-0']) {
      for (const body of [
        `{"tool":"reply-grader","input":{"post":${n},"reply":"r"},"deviceId":"${randomUUID()}"}`,
        `{"action":"status","toolId":"reply-grader","deviceId":${n}}`,
        `{"message":${n},"path":"/"}`,
      ]) {
        for (const fn of ['generate', 'tool-usage', 'report-error']) {
          const r = await call(fn, body);
          expect(r.status, `${fn} ${body}`).toBeLessThan(500);
        }
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("answers a deleted user's token with 401 'User not found' and writes nothing", async () => {
    const user = await signUpUser(server);
    const token = user.session.access_token;
    await server.sql('delete from auth.users where id = $1', [user.user.id]);
    const before = await counts();
    // The pricing facts are public and about nobody: a stale token reads them like a visitor.
    const forUsers = CASES.filter((c) => c.fn !== 'magic-link-auth' && c.fn !== 'pricing');
    for (const { fn, body } of forUsers) {
      const r = await call(fn, JSON.stringify(body()), token);
      expect(r.status, fn).toBe(401);
      expect(r.json(), fn).toEqual({ error: 'User not found', code: 'account-not-found' });
    }
    expect(await counts()).toEqual(before);
  });

  describe('ratings', () => {
    it('accept only tools of the catalogue', async () => {
      const user = await signUpUser(server);
      const before = await counts();
      for (const id of ['made-up-tool', 'reply-grader ', 'REPLY-GRADER', '', 'x'.repeat(100)]) {
        const { error } = await user.client.rpc('rate_tool', { p_tool_id: id, p_stars: 5 });
        expect(error?.message, id).toBe('Unknown tool');
      }
      expect(await counts()).toEqual(before);
      expect(
        (await user.client.rpc('rate_tool', { p_tool_id: 'reply-grader', p_stars: 5 })).error,
      ).toBeNull();
    });

    it('the database knows the same catalogue as the site', async () => {
      const rows = await server.sql<{ slug: string }>(
        'select slug from public.tool_catalogue order by slug',
      );
      expect(rows.map((r) => r.slug)).toEqual(TOOLS.map((t) => t.slug).sort());
    });
  });

  it('fuzz: arbitrary JSON and strings in every field never get a 5xx, and a 4xx writes nothing', async () => {
    const oddString = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('\u0000', '\ud800', '\u200b', '', ' ', 'x'.repeat(70_000), '💥'.repeat(300)),
    );
    const oddValue = fc.oneof(
      oddString,
      fc.jsonValue({ maxDepth: 4 }),
      fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, -0, true, null, [], {}),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: CASES.length - 1 }),
        fc.integer({ min: 0, max: 20 }),
        oddValue,
        fc.boolean(),
        async (caseIndex, fieldIndex, value, replaceWhole) => {
          const { fn, body, fields } = CASES[caseIndex]!;
          const [field] = fields[fieldIndex % fields.length]!;
          const payload = replaceWhole
            ? JSON.stringify(value)
            : JSON.stringify(setPath(body(), field, value));
          const before = await counts();
          const r = await call(fn, payload ?? 'null');
          if (r.status >= 500)
            failures.push(`${fn} ${payload?.slice(0, 200)} → ${r.status} ${r.text.slice(0, 200)}`);
          if (
            r.status >= 400 &&
            r.status < 500 &&
            JSON.stringify(await counts()) !== JSON.stringify(before)
          )
            failures.push(`${fn} ${payload?.slice(0, 200)} → ${r.status} but rows were written`);
          return failures.length === 0;
        },
      ),
      { numRuns: 120, seed: 20261125 },
    );
    expect(failures).toEqual([]);
  });
});
