// Which SQL functions the API roles may execute. Functions are closed by default
// (supabase/migrations/20261125094200_function_privileges.sql); every one a visitor or a
// signed-in user may call through /rest/v1/rpc is listed here with its reason, and any other
// is refused over HTTP with a 4xx that carries no data.
import { randomUUID } from 'node:crypto';
import { splitSqlStatements } from '@supabase/lite';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { BOOTSTRAP_SQL } from '../../src/server/bootstrap.ts';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';

/** What the Data API serves: `public` here; hosted Supabase also exposes `graphql_public`. */
const EXPOSED_SCHEMAS = ['public', 'graphql_public'];

/** Every function a visitor (role anon) may execute, and why. */
const ANON_MAY_EXECUTE: Record<string, string> = {
  'public.tool_social_proof(text)': 'usage and rating figures shown on the public tool pages',
};

/** Every function a signed-in user (role authenticated) may execute, and why. */
const AUTHENTICATED_MAY_EXECUTE: Record<string, string> = {
  'public.tool_social_proof(text)': 'the same figures on the tool pages for a signed-in user',
  'public.my_subscription()': "the caller's own plan, with trial end and daily counter applied",
  'public.rate_tool(text, integer)': 'a signed-in user rates a tool of the catalogue',
  'public.my_extension_tokens()': "the account page lists the caller's extension tokens",
  'public.revoke_extension_token(uuid)': 'the account page revokes one of them',
  'public.start_trial()': 'a free account that never had a trial starts its own 7-day trial',
  'public.ensure_workspace()': "the caller's workspace, created on first need",
  'public.get_workspace_metrics(uuid)': "the owner's own figures for one of their workspaces",
  'public.list_workspace_items(text, text, timestamp with time zone, uuid, integer)':
    "one page of the caller's own items in a tab, matching a search (only rows whose owner is the caller)",
  'public.workspace_summary()': "how full the caller's own Workspace is, and the plan's cap",
};

/** What the Edge Functions call with the service key: must stay callable for them. */
const CALLED_BY_EDGE_FUNCTIONS = [
  'public.generation_precheck(uuid, uuid, text, text, text, integer)',
  'public.record_generation(uuid, uuid, text, boolean, text, text, boolean, text, jsonb, jsonb)',
  'public.find_tool_usage(uuid, uuid, text)',
  'public.has_unlimited_tools(uuid)',
  'public.merge_device_tool_usage(uuid, uuid)',
  'public.start_tool_share(uuid, uuid, text, text, integer, text)',
  'public.verify_tool_share(uuid, uuid, text, text, text, text)',
  'public.consume_magic_link(text)',
  'public.reserve_reply(uuid, uuid, text, text, text)',
  'public.settle_reply(uuid, uuid, text, text, text, text, text)',
  'public.create_extension_token(uuid, uuid, text, text)',
  'public.use_extension_token(text)',
  'public.refresh_subscription(uuid)',
  'public.pricing_state(integer, integer)',
  'public.apply_subscription_event(text, text, timestamp with time zone, uuid, text, text, text, text, text, text, timestamp with time zone, boolean, timestamp with time zone)',
  'public.apply_checkout_completed(text, text, uuid, text, boolean)',
  'public.apply_invoice_event(text, text, timestamp with time zone, text, boolean, timestamp with time zone)',
  'public.delete_user_account(uuid)',
  'public.purge_workspace_tombstones(interval)',
];

interface ApiFunction {
  signature: string;
  name: string;
  is_trigger: boolean;
  /** JSON arrays (text): argument names and modes, as pg_proc stores them. */
  arg_names: string;
  arg_modes: string;
}

const schemaList = EXPOSED_SCHEMAS.map((s) => `'${s}'`).join(', ');

/** Functions of the exposed schemas, extension members left out, optionally only a role's. */
const FUNCTIONS_SQL = (roleFilter: string) => `
  select n.nspname || '.' || p.proname || '(' || oidvectortypes(p.proargtypes) || ')' as signature,
    p.proname::text as name,
    p.prorettype = 'trigger'::regtype as is_trigger,
    coalesce(array_to_json(p.proargnames)::text, '[]') as arg_names,
    coalesce(array_to_json(p.proargmodes::text[])::text, 'null') as arg_modes
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in (${schemaList})
    and not exists (
      select 1 from pg_depend d
      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    ${roleFilter}
  order by 1`;

async function executableBy(server: RunningServer, role: string): Promise<string[]> {
  const rows = await server.sql<ApiFunction>(
    FUNCTIONS_SQL(`and has_function_privilege($1::name, p.oid, 'EXECUTE')`),
    [role],
  );
  // Sorted here, not by the database's collation, to compare with the lists above.
  return rows.map((r) => r.signature).sort();
}

/** A body naming every input argument (null), so the API finds the function itself. */
function nullArguments(fn: ApiFunction): Record<string, null> {
  const names = JSON.parse(fn.arg_names) as string[];
  const modes = JSON.parse(fn.arg_modes) as string[] | null;
  const inputs = names.filter((_, i) => !modes || ['i', 'b', 'v'].includes(modes[i]!));
  return Object.fromEntries(inputs.map((name) => [name, null]));
}

forEachBackend('SQL functions the API may call', ({ start }) => {
  let server: RunningServer;
  let user: SignedUpUser;

  beforeAll(async () => {
    server = await start();
    user = await signUpUser(server);
  });
  afterAll(() => server?.close());

  const rpc = (name: string, body: unknown, token?: string) =>
    fetch(`${server.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: server.publishableKey,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it('lets a visitor (anon) execute only the listed functions', async () => {
    expect(await executableBy(server, 'anon')).toEqual(Object.keys(ANON_MAY_EXECUTE).sort());
  });

  it('lets a signed-in user (authenticated) execute only the listed functions', async () => {
    expect(await executableBy(server, 'authenticated')).toEqual(
      Object.keys(AUTHENTICATED_MAY_EXECUTE).sort(),
    );
  });

  it('keeps what the Edge Functions call open to service_role, and triggers closed to all', async () => {
    const service = await executableBy(server, 'service_role');
    for (const signature of CALLED_BY_EDGE_FUNCTIONS) expect(service).toContain(signature);
    const triggers = (
      await server.sql<ApiFunction>(FUNCTIONS_SQL("and p.prorettype = 'trigger'::regtype"))
    ).map((f) => f.signature);
    expect(triggers.length).toBeGreaterThan(0);
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const open = await executableBy(server, role);
      expect(
        open.filter((s) => triggers.includes(s)),
        role,
      ).toEqual([]);
    }
  });

  it('closes a function created later, even after a restart re-ran the bootstrap', async () => {
    for (const statement of splitSqlStatements(BOOTSTRAP_SQL)) {
      if (statement.trim()) await server.sql(statement);
    }
    const name = `probe_${randomUUID().replaceAll('-', '')}`;
    await server.sql(`create function public.${name}() returns int language sql as 'select 1'`);
    try {
      const [privileges] = await server.sql<Record<string, boolean>>(
        `select has_function_privilege('anon', 'public.${name}()', 'EXECUTE') as anon,
                has_function_privilege('authenticated', 'public.${name}()', 'EXECUTE') as authenticated,
                has_function_privilege('service_role', 'public.${name}()', 'EXECUTE') as service_role`,
      );
      expect(privileges).toEqual({ anon: false, authenticated: false, service_role: true });
    } finally {
      await server.sql(`drop function public.${name}()`);
    }
  });

  it('refuses every other function over /rest/v1/rpc with a 4xx and no data', async () => {
    const all = await server.sql<ApiFunction>(FUNCTIONS_SQL(''));
    // The embedded API prints each refused query's error; the answers are what matters here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const [caller, allowed, token, status] of [
        ['anon', ANON_MAY_EXECUTE, undefined, 401],
        ['authenticated', AUTHENTICATED_MAY_EXECUTE, user.session.access_token, 403],
      ] as const) {
        for (const fn of all.filter((f) => !(f.signature in allowed))) {
          const response = await rpc(fn.name, nullArguments(fn), token);
          const body = (await response.json()) as { code?: string };
          const what = `${caller} → ${fn.signature}: ${response.status} ${JSON.stringify(body)}`;
          expect(Array.isArray(body), what).toBe(false);
          // A trigger function cannot be called at all (400 here; hosted PostgREST: 404).
          if (fn.is_trigger) expect(response.status, what).toBeGreaterThanOrEqual(400);
          else
            expect({ status: response.status, code: body.code }, what).toEqual({
              status,
              code: '42501',
            });
          expect(response.status, what).toBeLessThan(500);
        }
      }
    } finally {
      quiet.mockRestore();
    }
  });

  it('still answers the allowed functions', async () => {
    const proof = await rpc('tool_social_proof', { p_tool_id: 'reply-grader' });
    expect(proof.status).toBe(200);
    expect(await proof.json()).toEqual([
      expect.objectContaining({ ratings_count: expect.anything() }),
    ]);
    const mine = await rpc('my_subscription', {}, user.session.access_token);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual([expect.objectContaining({ user_id: user.user.id })]);
    const rated = await rpc(
      'rate_tool',
      { p_tool_id: 'reply-grader', p_stars: 4 },
      user.session.access_token,
    );
    expect(rated.status).toBeLessThan(300);
    // The service key still reaches an Edge Function helper.
    const unlimited = await fetch(`${server.url}/rest/v1/rpc/has_unlimited_tools`, {
      method: 'POST',
      headers: {
        apikey: server.secretKey,
        authorization: `Bearer ${server.secretKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_user_id: user.user.id }),
    });
    expect(unlimited.status).toBe(200);
    expect(await unlimited.json()).toBe(false);
  });
});
