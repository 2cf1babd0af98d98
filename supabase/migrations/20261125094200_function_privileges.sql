-- Who may execute the SQL functions in `public`: closed by default, opened by name.
--
-- Every function in `public` can be called at POST /rest/v1/rpc/<name>. PostgreSQL gives
-- EXECUTE on a new function to PUBLIC (every role, so anon and authenticated too), and a
-- Supabase database adds default grants of EXECUTE on new functions in `public` to anon,
-- authenticated and service_role. So far each migration revoked what it did not want the API
-- to reach; one that forgot (the two trigger functions did) left its function open to every
-- visitor. From here on it is the other way round:
--
-- - The role that runs migrations (postgres on hosted Supabase, the database owner in the
--   embedded backend) no longer gives EXECUTE on its new functions to PUBLIC, nor, in
--   `public`, to anon and authenticated. A new function is callable only by its owner and
--   service_role until a migration grants it to an API role, by name. Only our own role's
--   defaults can change (hosted Supabase does not let postgres alter supabase_admin's), and
--   ours are the ones our migrations create functions under.
-- - Existing functions lose EXECUTE for PUBLIC, anon and authenticated, and the ones the
--   website calls get it back explicitly below; that list is the whole API surface, and
--   tests/security/function-privileges.test.ts holds the same list.
-- - service_role keeps EXECUTE on the helpers: the Edge Functions call them through the Data
--   API with the service key (generation_precheck, record_generation, find_tool_usage,
--   has_unlimited_tools, merge_device_tool_usage, start_tool_share, verify_tool_share,
--   consume_magic_link; refresh_subscription is meant for functions that enforce plan limits).
--   The others (lock_tool_usage, tool_free_uses_left, unwrap_jsonb) run inside those as their
--   owner; service_role keeps the grant its earlier migration gave, since a role that bypasses
--   row-level security and writes the tables directly gains nothing from them.
-- - Trigger functions need no grant at all: PostgreSQL checks EXECUTE when a trigger is
--   created, not when it fires. They are closed to every API role, service_role included.
--
-- Why not move the helpers to a schema the API does not expose instead: the Edge Functions
-- reach the database only through the Data API (`db.rpc(...)` with the service key), so that
-- schema would have to be exposed again for them, and exposure is per schema, not per role.
-- The gate would then be these same privileges, with a second list of schemas to keep in
-- step between hosted Supabase and the embedded backend. Privileges in one place are simpler.
--
-- The global revoke from PUBLIC also covers functions our role creates in other schemas. The
-- embedded backend creates auth.uid() and its siblings (used by row-level security) before
-- any migration runs, so they keep their grant; on hosted Supabase they belong to another role.

alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;

revoke execute on all routines in schema public from public, anon, authenticated;

-- The API surface: what a visitor or a signed-in user may call.
grant execute on function public.tool_social_proof(text) to anon, authenticated;
grant execute on function public.my_subscription() to authenticated;
grant execute on function public.delete_my_account() to authenticated;
grant execute on function public.rate_tool(text, integer) to authenticated;

-- What the Edge Functions call with the service key.
grant execute on function
  public.generation_precheck(uuid, uuid, text, text, text, integer),
  public.record_generation(uuid, uuid, text, boolean, text, text, boolean, text, jsonb, jsonb),
  public.find_tool_usage(uuid, uuid, text),
  public.has_unlimited_tools(uuid),
  public.merge_device_tool_usage(uuid, uuid),
  public.start_tool_share(uuid, uuid, text, text, integer, text),
  public.verify_tool_share(uuid, uuid, text, text, text, text),
  public.consume_magic_link(text),
  public.refresh_subscription(uuid)
to service_role;

-- Trigger functions: fired by PostgreSQL, called by nobody.
revoke execute on function
  public.touch_updated_at(),
  public.create_subscription_for_new_user()
from service_role;
