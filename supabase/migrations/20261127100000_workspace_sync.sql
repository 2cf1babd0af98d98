-- The Workspace, ready for the desktop app's offline sync (docs/product-rules.md#workspace-items):
-- a per-user revision stamped in the writing transaction, soft deletes with a purge horizon,
-- the free plan's item cap enforced here whoever writes, search in every language, the
-- workspace created on first need, and the workspace's analytics events.

-- One counter row per user. Bumping it takes the row's lock, so one user's writers are
-- serialised and revision order equals commit order (a timestamp or a sequence would not be).
create table public.sync_state (
  user_id uuid primary key references auth.users (id) on delete cascade,
  rev bigint not null default 0 check (rev >= 0)
);
alter table public.sync_state enable row level security;
create policy "Users can read their own sync state"
  on public.sync_state for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- Item ids may come from the client (a replayed create is then idempotent); the server still
-- gives one to a client that sends none.
alter table public.workspace_items
  add column rev bigint not null default 0,
  add column deleted_at timestamptz,
  -- Words of the title and content, language-neutral (`simple`: no stemming, no stop words).
  add column search tsvector generated always as (
    to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(content, ''))
  ) stored;

create index workspace_items_user_rev_idx on public.workspace_items (user_id, rev);
create index workspace_items_listing_idx
  on public.workspace_items (user_id, is_archived, created_at desc, id)
  where deleted_at is null;
create index workspace_items_search_idx on public.workspace_items using gin (search);

/**
 * Every insert and update of an item: the user's revision goes up by one and stamps the row;
 * the row keeps its owner; and a free plan's cap holds. The counter row is locked first, so
 * two inserts racing for the last free slot are counted one after the other.
 */
create or replace function public.workspace_items_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  next_rev bigint;
  item_limit integer;
  live integer;
  comes_alive boolean;
begin
  if tg_op = 'UPDATE' then
    if new.user_id <> old.user_id or new.workspace_id <> old.workspace_id then
      raise exception 'An item cannot move to another account or workspace'
        using errcode = '42501';
    end if;
    -- Once deleted, an item stays deleted (the purge removes it later).
    if old.deleted_at is not null then
      raise exception 'workspace-item-deleted' using errcode = 'P0001';
    end if;
    new.created_at := old.created_at;
  end if;

  insert into public.sync_state (user_id, rev) values (new.user_id, 1)
  on conflict (user_id) do update set rev = public.sync_state.rev + 1
  returning rev into next_rev;
  new.rev := next_rev;
  new.updated_at := now();

  comes_alive := new.deleted_at is null and (tg_op = 'INSERT' or old.deleted_at is not null);
  if comes_alive then
    select l.workspace_item_limit into item_limit
    from public.refresh_subscription(new.user_id) s
    join public.plan_limits l on l.tier = s.subscription_tier;
    if item_limit is not null then
      select count(*) into live from public.workspace_items i
      where i.user_id = new.user_id and i.deleted_at is null
        and (tg_op = 'INSERT' or i.id <> new.id);
      if live >= item_limit then
        raise exception 'workspace-limit' using errcode = 'P0001',
          detail = format('used=%s max=%s', live, item_limit);
      end if;
    end if;
  end if;
  return new;
end;
$$;

create trigger workspace_items_before_write
  before insert or update on public.workspace_items
  for each row execute function public.workspace_items_before_write();

-- The old trigger only set updated_at; the new one does that too.
drop trigger workspace_items_touch_updated_at on public.workspace_items;

-- Deletes are soft (`deleted_at` and a revision), so other devices learn of them: removing a
-- row through the API is no longer allowed; the purge removes old tombstones.
drop policy "Users can delete their own workspace items" on public.workspace_items;
revoke delete on public.workspace_items from authenticated;

/** Tombstones older than the horizon go; a client whose cursor is older resyncs in full. */
create or replace function public.purge_workspace_tombstones(p_horizon interval default '30 days')
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.workspace_items
    where deleted_at is not null and deleted_at < now() - p_horizon
    returning 1
  )
  select count(*)::integer from gone;
$$;

/** The caller's workspace, created on first need. */
create or replace function public.ensure_workspace()
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  found_id uuid;
begin
  if caller is null then
    raise exception 'not-signed-in' using errcode = '42501';
  end if;
  insert into public.user_workspaces (user_id) values (caller)
  on conflict (user_id) do nothing;
  select id into found_id from public.user_workspaces where user_id = caller;
  return found_id;
end;
$$;

-- The workspace's analytics events: the owner adds their own, nobody reads them through the
-- API; the owner sees their figures through get_workspace_metrics.
create table public.workspace_analytics (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  workspace_id uuid references public.user_workspaces (id) on delete cascade,
  event_type text not null check (char_length(event_type) between 1 and 60
    and event_type ~ '^[a-z][a-z0-9_]*$'),
  event_data jsonb not null default '{}'::jsonb
    check (jsonb_typeof(event_data) = 'object' and octet_length(event_data::text) <= 4096),
  session_id text check (char_length(session_id) <= 64),
  created_at timestamptz not null default now()
);
alter table public.workspace_analytics enable row level security;
create index workspace_analytics_workspace_idx
  on public.workspace_analytics (workspace_id, created_at desc);

create policy "Users can add their own workspace events"
  on public.workspace_analytics for insert
  to authenticated
  with check (
    (select auth.uid()) = user_id
    and (workspace_id is null or exists (
      select 1 from public.user_workspaces w
      where w.id = workspace_id and w.user_id = (select auth.uid())
    ))
  );

/** The owner's own figures for one of their workspaces (nothing for anyone else's). */
create or replace function public.get_workspace_metrics(p_workspace_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null or not exists (
    select 1 from public.user_workspaces w where w.id = p_workspace_id and w.user_id = caller
  ) then
    return null;
  end if;
  return jsonb_build_object(
    'items', (select count(*) from public.workspace_items i
              where i.workspace_id = p_workspace_id and i.deleted_at is null),
    'favorites', (select count(*) from public.workspace_items i
                  where i.workspace_id = p_workspace_id and i.deleted_at is null and i.is_favorite),
    'archived', (select count(*) from public.workspace_items i
                 where i.workspace_id = p_workspace_id and i.deleted_at is null and i.is_archived),
    'byTool', coalesce((select jsonb_object_agg(tool_name, n) from (
                 select tool_name, count(*) as n from public.workspace_items i
                 where i.workspace_id = p_workspace_id and i.deleted_at is null
                 group by tool_name) t), '{}'::jsonb),
    'events', coalesce((select jsonb_object_agg(event_type, n) from (
                 select event_type, count(*) as n from public.workspace_analytics a
                 where a.workspace_id = p_workspace_id group by event_type) e), '{}'::jsonb)
  );
end;
$$;

revoke all on function public.workspace_items_before_write() from public, anon, authenticated, service_role;
revoke all on function public.purge_workspace_tombstones(interval) from public, anon, authenticated;
grant execute on function public.purge_workspace_tombstones(interval) to service_role;
revoke all on function public.ensure_workspace() from public, anon;
grant execute on function public.ensure_workspace() to authenticated;
revoke all on function public.get_workspace_metrics(uuid) from public, anon;
grant execute on function public.get_workspace_metrics(uuid) to authenticated;
