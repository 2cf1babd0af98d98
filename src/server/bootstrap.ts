/**
 * What a Supabase image has before any migration runs: the three API roles and the
 * default grants on `public` (for objects created from now on). Idempotent, so it runs at
 * every start; on a shared PostgreSQL cluster the roles may already exist (roles are
 * cluster-wide). It never re-grants on existing objects, so a migration's `revoke` stays,
 * and it sets the default grants only on a database no migration has run on yet, as a new
 * Supabase project has them: a migration may narrow them (functions are closed by default,
 * see supabase/migrations/20261125094200_function_privileges.sql) and a restart must not
 * widen them again.
 */
export const BOOTSTRAP_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The API switches to these roles per request; a non-superuser owner must be a member.
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on routines to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  end if;
end
$$;
`;
