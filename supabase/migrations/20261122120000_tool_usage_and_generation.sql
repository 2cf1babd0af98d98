-- The free-use gate, enforced here (docs/product-rules.md#free-use-gate): 5 free uses per tool =
-- 1 trial use + 4 after one verified share; a paid plan is unlimited. Signed-in users have one
-- record per tool; visitors have one per browser (a random device id), merged into the account
-- when they sign in without granting extra uses. Only the `generate` and `tool-usage` functions
-- (service role) change these tables; users may read their own rows.
-- The numbers mirror src/shared/tool-gate.ts (tests/integration/tool-gate.test.ts compares them).

create table public.tool_usage (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete cascade,
  device_id uuid,
  tool_id text not null check (char_length(tool_id) between 1 and 100),
  total_usage integer not null default 0 check (total_usage >= 0),
  -- A share was started (the gate waits for its verification) or verified.
  has_shared_once boolean not null default false,
  share_verified boolean not null default false,
  shared_platforms text[] not null default '{}',
  share_platform text,
  share_started_at timestamptz,
  -- Verification is on trust: allowed from this time on (60–120 s after the share started).
  share_verify_at timestamptz,
  share_url text,
  -- Visitors' rows: the hashed address that created the row (limits new browsers per network).
  client_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tool_usage_one_owner check ((user_id is null) <> (device_id is null)),
  constraint tool_usage_user_tool unique (user_id, tool_id),
  constraint tool_usage_device_tool unique (device_id, tool_id)
);

create index tool_usage_client_hash_created on public.tool_usage (client_hash, created_at)
  where device_id is not null;

alter table public.tool_usage enable row level security;

create policy "Users can read their own tool usage"
  on public.tool_usage for select to authenticated
  using (user_id = (select auth.uid()));

grant select on public.tool_usage to authenticated;

-- How much of a browser's usage has already been added to an account (merge is idempotent).
create table public.tool_usage_merges (
  device_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  tool_id text not null,
  merged_usage integer not null,
  primary key (device_id, user_id, tool_id)
);
alter table public.tool_usage_merges enable row level security;

-- Every verified share (the browser keeps its last 100; the server keeps all).
create table public.tool_share_events (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete cascade,
  device_id uuid,
  tool_id text not null,
  platform text not null,
  share_url text,
  user_agent text,
  referrer text,
  created_at timestamptz not null default now()
);
create index tool_share_events_user on public.tool_share_events (user_id, created_at);
alter table public.tool_share_events enable row level security;

create policy "Users can read their own sharing events"
  on public.tool_share_events for select to authenticated
  using (user_id = (select auth.uid()));

grant select on public.tool_share_events to authenticated;

-- One row per successful generation: rate limits and the tools' social proof are counted here.
create table public.generation_events (
  id bigint generated always as identity primary key,
  tool_id text not null,
  user_id uuid references auth.users (id) on delete cascade,
  device_id uuid,
  client_hash text not null,
  engine text not null,
  cached boolean not null,
  created_at timestamptz not null default now()
);
create index generation_events_tool_created on public.generation_events (tool_id, created_at);
create index generation_events_user_created on public.generation_events (user_id, created_at)
  where user_id is not null;
create index generation_events_device_created on public.generation_events (device_id, created_at)
  where device_id is not null;
create index generation_events_client_created on public.generation_events (client_hash, created_at);
alter table public.generation_events enable row level security;

-- Identical requests (same tool kind, normalised input, options and engine) reuse a result.
create table public.generation_cache (
  cache_key text primary key,
  result jsonb not null,
  engine jsonb not null,
  created_at timestamptz not null default now()
);
create index generation_cache_created on public.generation_cache (created_at);
alter table public.generation_cache enable row level security;

-- Star ratings of the tools by signed-in users (one per user and tool, changeable).
create table public.tool_ratings (
  user_id uuid not null references auth.users (id) on delete cascade,
  tool_id text not null check (char_length(tool_id) between 1 and 100),
  stars smallint not null check (stars between 1 and 5),
  updated_at timestamptz not null default now(),
  primary key (user_id, tool_id)
);
alter table public.tool_ratings enable row level security;

create policy "Users can read their own ratings"
  on public.tool_ratings for select to authenticated
  using (user_id = (select auth.uid()));

grant select on public.tool_ratings to authenticated;

-- ── Rules ──────────────────────────────────────────────────────────────────────────────────

-- Free uses left: (verified ? 5 : 1) − uses, never below 0 (src/shared/tool-gate.ts freeUsesLeft).
create or replace function public.tool_free_uses_left(p_total integer, p_verified boolean)
returns integer
language sql
immutable
set search_path = ''
as $$
  select greatest(0, (case when p_verified then 5 else 1 end) - p_total);
$$;

-- Tools access on an active or trialing plan = unlimited (from the subscription, not the client).
create or replace function public.has_unlimited_tools(p_user_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  sub public.subscriptions;
begin
  if p_user_id is null then
    return false;
  end if;
  sub := public.refresh_subscription(p_user_id);
  return sub.user_id is not null
    and sub.tools_access
    and sub.subscription_status in ('active', 'trialing');
end;
$$;

-- The caller's row for a tool (user or browser), or null.
create or replace function public.find_tool_usage(p_user_id uuid, p_device_id uuid, p_tool_id text)
returns public.tool_usage
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.tool_usage
  where tool_id = p_tool_id
    and (case when p_user_id is not null then user_id = p_user_id else device_id = p_device_id end);
$$;

-- The caller's row for a tool, created when missing, locked for the rest of the transaction.
create or replace function public.lock_tool_usage(
  p_user_id uuid, p_device_id uuid, p_tool_id text, p_client_hash text
)
returns public.tool_usage
language plpgsql
security definer
set search_path = ''
as $$
declare
  row public.tool_usage;
begin
  if p_user_id is not null then
    insert into public.tool_usage (user_id, tool_id) values (p_user_id, p_tool_id)
    on conflict (user_id, tool_id) do nothing;
    select * into row from public.tool_usage
    where user_id = p_user_id and tool_id = p_tool_id for update;
  elsif p_device_id is not null then
    insert into public.tool_usage (device_id, tool_id, client_hash)
    values (p_device_id, p_tool_id, p_client_hash)
    on conflict (device_id, tool_id) do nothing;
    select * into row from public.tool_usage
    where device_id = p_device_id and tool_id = p_tool_id for update;
  else
    raise exception 'a user or a device id is required' using errcode = '22023';
  end if;
  return row;
end;
$$;

-- Adds a browser's usage to an account, once per (browser, account, tool): the account's uses
-- become the sum, shares and verifications carry over. Never adds free uses: the allowance
-- follows from the summed uses. Returns how many tool records changed.
create or replace function public.merge_device_tool_usage(p_user_id uuid, p_device_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  device_row public.tool_usage;
  already integer;
  delta integer;
  changed integer := 0;
  target public.tool_usage;
begin
  for device_row in
    select * from public.tool_usage where device_id = p_device_id order by tool_id for update
  loop
    select merged_usage into already from public.tool_usage_merges
    where device_id = p_device_id and user_id = p_user_id and tool_id = device_row.tool_id
    for update;
    delta := device_row.total_usage - coalesce(already, 0);
    target := public.lock_tool_usage(p_user_id, null, device_row.tool_id, null);
    if delta > 0
       or (device_row.share_verified and not target.share_verified)
       or (device_row.has_shared_once and not target.has_shared_once) then
      update public.tool_usage set
        total_usage = total_usage + greatest(delta, 0),
        has_shared_once = has_shared_once or device_row.has_shared_once,
        share_verified = share_verified or device_row.share_verified,
        shared_platforms = array(
          select distinct p from unnest(shared_platforms || device_row.shared_platforms) as p
          order by p
        ),
        share_platform = coalesce(share_platform, device_row.share_platform),
        share_started_at = coalesce(share_started_at, device_row.share_started_at),
        share_verify_at = coalesce(share_verify_at, device_row.share_verify_at),
        share_url = coalesce(share_url, device_row.share_url),
        updated_at = now()
      where id = target.id;
      changed := changed + 1;
    end if;
    insert into public.tool_usage_merges (device_id, user_id, tool_id, merged_usage)
    values (p_device_id, p_user_id, device_row.tool_id, device_row.total_usage)
    on conflict (device_id, user_id, tool_id) do update set merged_usage = excluded.merged_usage;
  end loop;
  return changed;
end;
$$;

-- Everything `generate` needs before it writes, in one round trip: merges the browser into the
-- account when both are given, whether the caller is unlimited, the caller's record, recent
-- generations for the rate limits, new browsers from this address, and a cached result.
create or replace function public.generation_precheck(
  p_user_id uuid,
  p_device_id uuid,
  p_tool_id text,
  p_client_hash text,
  p_cache_key text,
  p_cache_ttl_seconds integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  usage_row public.tool_usage;
  cached public.generation_cache;
  since_minute timestamptz := now() - interval '1 minute';
  since_hour timestamptz := now() - interval '1 hour';
begin
  if p_user_id is not null and p_device_id is not null then
    perform public.merge_device_tool_usage(p_user_id, p_device_id);
  end if;
  usage_row := public.find_tool_usage(p_user_id, p_device_id, p_tool_id);
  if p_cache_key is not null then
    select * into cached from public.generation_cache
    where cache_key = p_cache_key
      and created_at > now() - make_interval(secs => p_cache_ttl_seconds);
  end if;
  return jsonb_build_object(
    'paid', public.has_unlimited_tools(p_user_id),
    'usage', case when usage_row.id is null then null else to_jsonb(usage_row) end,
    'subject_minute', (
      select count(*) from public.generation_events e
      where e.created_at > since_minute
        and (case when p_user_id is not null then e.user_id = p_user_id
                  else e.device_id = p_device_id end)),
    'subject_hour', (
      select count(*) from public.generation_events e
      where e.created_at > since_hour
        and (case when p_user_id is not null then e.user_id = p_user_id
                  else e.device_id = p_device_id end)),
    'address_hour', (
      select count(*) from public.generation_events e
      where e.created_at > since_hour and e.client_hash = p_client_hash),
    'device_known', (
      p_device_id is null
      or exists (select 1 from public.tool_usage u where u.device_id = p_device_id)),
    'new_devices_today', (
      select count(distinct u.device_id) from public.tool_usage u
      where u.device_id is not null
        and u.client_hash = p_client_hash
        and u.created_at > now() - interval '1 day'),
    'cached', case when cached.cache_key is null then null
                   else jsonb_build_object('result', cached.result, 'engine', cached.engine) end
  );
end;
$$;

-- The embedded backend's PostgreSQL driver hands jsonb arguments over as a JSON string inside
-- jsonb (as with auth metadata, see the sign-up trigger); this reads the same value everywhere.
create or replace function public.unwrap_jsonb(p_value jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_value) = 'string' then (p_value #>> '{}')::jsonb else p_value end;
$$;

-- Consumes one use atomically (the row is locked, so two concurrent calls cannot both take the
-- last free use), logs the generation and stores the result for identical requests. Refuses
-- when no free use is left and the caller is not unlimited; then nothing changes.
create or replace function public.record_generation(
  p_user_id uuid,
  p_device_id uuid,
  p_tool_id text,
  p_unlimited boolean,
  p_client_hash text,
  p_engine text,
  p_cached boolean,
  p_cache_key text,
  p_result jsonb,
  p_engine_detail jsonb
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  row public.tool_usage;
begin
  row := public.lock_tool_usage(p_user_id, p_device_id, p_tool_id, p_client_hash);
  if not p_unlimited and public.tool_free_uses_left(row.total_usage, row.share_verified) = 0 then
    return jsonb_build_object('allowed', false, 'usage', to_jsonb(row));
  end if;
  update public.tool_usage set total_usage = total_usage + 1, updated_at = now()
  where id = row.id
  returning * into row;
  insert into public.generation_events (tool_id, user_id, device_id, client_hash, engine, cached)
  values (p_tool_id, p_user_id, case when p_user_id is null then p_device_id end, p_client_hash,
          p_engine, p_cached);
  if not p_cached and p_cache_key is not null then
    insert into public.generation_cache (cache_key, result, engine)
    values (p_cache_key, public.unwrap_jsonb(p_result), public.unwrap_jsonb(p_engine_detail))
    on conflict (cache_key) do update
      set result = excluded.result, engine = excluded.engine, created_at = now();
    -- Keep the cache from growing without bound: expired rows go now and then.
    if random() < 0.01 then
      delete from public.generation_cache where created_at < now() - interval '7 days';
    end if;
  end if;
  return jsonb_build_object('allowed', true, 'usage', to_jsonb(row));
end;
$$;

-- The share window opened: the gate waits ("verifying") until p_delay_seconds have passed.
-- A verified share stays verified; starting again while one is pending restarts the wait.
create or replace function public.start_tool_share(
  p_user_id uuid, p_device_id uuid, p_tool_id text, p_platform text,
  p_delay_seconds integer, p_client_hash text
)
returns public.tool_usage
language plpgsql
security definer
set search_path = ''
as $$
declare
  row public.tool_usage;
begin
  row := public.lock_tool_usage(p_user_id, p_device_id, p_tool_id, p_client_hash);
  if row.share_verified then
    return row;
  end if;
  update public.tool_usage set
    has_shared_once = true,
    share_platform = p_platform,
    share_started_at = now(),
    share_verify_at = now() + make_interval(secs => p_delay_seconds),
    updated_at = now()
  where id = row.id
  returning * into row;
  return row;
end;
$$;

-- Verification on trust: allowed once the wait is over; grants the 4 extra
-- uses through the allowance (5 − uses so far) and logs the sharing event.
create or replace function public.verify_tool_share(
  p_user_id uuid, p_device_id uuid, p_tool_id text, p_share_url text,
  p_user_agent text, p_referrer text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  row public.tool_usage;
begin
  row := public.find_tool_usage(p_user_id, p_device_id, p_tool_id);
  if row.id is null or row.share_started_at is null then
    return jsonb_build_object('status', 'no-share', 'usage', to_jsonb(row));
  end if;
  select * into row from public.tool_usage where id = row.id for update;
  if row.share_verified then
    return jsonb_build_object('status', 'already', 'usage', to_jsonb(row));
  end if;
  if now() < row.share_verify_at then
    return jsonb_build_object('status', 'too-early', 'usage', to_jsonb(row));
  end if;
  update public.tool_usage set
    share_verified = true,
    shared_platforms = array(
      select distinct p from unnest(shared_platforms || array[share_platform]) as p order by p
    ),
    share_url = p_share_url,
    updated_at = now()
  where id = row.id
  returning * into row;
  insert into public.tool_share_events
    (user_id, device_id, tool_id, platform, share_url, user_agent, referrer)
  values (p_user_id, case when p_user_id is null then p_device_id end, p_tool_id,
          row.share_platform, p_share_url, p_user_agent, p_referrer);
  return jsonb_build_object('status', 'verified', 'usage', to_jsonb(row));
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.tool_free_uses_left(integer, boolean)',
    'public.unwrap_jsonb(jsonb)',
    'public.has_unlimited_tools(uuid)',
    'public.find_tool_usage(uuid, uuid, text)',
    'public.lock_tool_usage(uuid, uuid, text, text)',
    'public.merge_device_tool_usage(uuid, uuid)',
    'public.generation_precheck(uuid, uuid, text, text, text, integer)',
    'public.record_generation(uuid, uuid, text, boolean, text, text, boolean, text, jsonb, jsonb)',
    'public.start_tool_share(uuid, uuid, text, text, integer, text)',
    'public.verify_tool_share(uuid, uuid, text, text, text, text)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end;
$$;

-- ── Social proof and ratings (anyone may read the figures; signed-in users rate) ─────────────

create or replace function public.tool_social_proof(p_tool_id text)
returns table (total_users bigint, today_usage bigint, rating numeric, ratings_count bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(distinct coalesce(e.user_id, e.device_id)) from public.generation_events e
      where e.tool_id = p_tool_id),
    (select count(*) from public.generation_events e
      where e.tool_id = p_tool_id
        and e.created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'),
    (select round(avg(r.stars), 1) from public.tool_ratings r where r.tool_id = p_tool_id),
    (select count(*) from public.tool_ratings r where r.tool_id = p_tool_id);
$$;

revoke execute on function public.tool_social_proof(text) from public;
grant execute on function public.tool_social_proof(text) to anon, authenticated, service_role;

create or replace function public.rate_tool(p_tool_id text, p_stars integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to rate a tool' using errcode = '42501';
  end if;
  if p_stars is null or p_stars < 1 or p_stars > 5 then
    raise exception 'A rating is 1 to 5 stars' using errcode = '22023';
  end if;
  if p_tool_id is null or char_length(p_tool_id) not between 1 and 100 then
    raise exception 'Unknown tool' using errcode = '22023';
  end if;
  insert into public.tool_ratings (user_id, tool_id, stars)
  values ((select auth.uid()), p_tool_id, p_stars)
  on conflict (user_id, tool_id) do update set stars = excluded.stars, updated_at = now();
end;
$$;

revoke execute on function public.rate_tool(text, integer) from public, anon;
grant execute on function public.rate_tool(text, integer) to authenticated;
