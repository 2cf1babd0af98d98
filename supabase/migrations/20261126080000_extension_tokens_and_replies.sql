-- The browser extension's connection and its daily reply allowance
-- (docs/product-rules.md#extension-tokens and #reply-allowance).
--
-- Extension tokens: the extension never holds the website's session. Once connected it holds
-- a token of its own, scoped to reply work: random, shown once, stored here only as its
-- SHA-256. A token belongs to the website session that connected it: when that session ends
-- (signing out, which is global on the website, or the account going away) the token is gone
-- too. The user lists and revokes tokens on the account page. Only the Edge Functions (service
-- role) read or write the table; the website reaches it through two functions below.
--
-- Reply allowance: one row per reply the extension asks the server to write. A reservation
-- counts against the day from the moment it is made; the extension then records the outcome,
-- and only posted replies (and reservations less than 15 minutes old, still in flight) count.
-- So a reply that was not posted gives its place back. The day is the user's own: it starts
-- at midnight in the time zone saved in reply_settings (UTC until one is saved).

create table public.extension_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  token_hash text not null unique
    check (char_length(token_hash) = 64 and token_hash ~ '^[0-9a-f]{64}$'),
  label text not null check (char_length(label) between 1 and 80),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);

create index extension_tokens_user_idx on public.extension_tokens (user_id, created_at);

-- Row-level security with no policy: invisible to anon and authenticated.
alter table public.extension_tokens enable row level security;

create table public.reply_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  time_zone text not null default 'UTC' check (char_length(time_zone) between 1 and 64),
  time_zone_changed_at timestamptz,
  -- The persona replies are written for, and the extension's session settings (mode, pacing,
  -- active hours, likes). Their shape is checked where they are read (ReplyPersonaSchema,
  -- SessionSettingsSchema: what does not fit reads as the defaults); here only their size.
  persona jsonb not null default '{}'::jsonb
    check (jsonb_typeof(persona) = 'object' and octet_length(persona::text) <= 16384),
  session jsonb not null default '{}'::jsonb
    check (jsonb_typeof(session) = 'object' and octet_length(session::text) <= 2048),
  updated_at timestamptz not null default now()
);

alter table public.reply_settings enable row level security;

create policy "Users can read their own reply settings"
  on public.reply_settings for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can create their own reply settings"
  on public.reply_settings for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can update their own reply settings"
  on public.reply_settings for update
  to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

-- A time zone PostgreSQL knows, changed at most once a day: moving the day boundary back and
-- forth must not hand out a second allowance.
create or replace function public.check_reply_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.time_zone) then
    raise exception 'Unknown time zone: %', left(new.time_zone, 64) using errcode = '22023';
  end if;
  -- The change time is the server's to keep: a client cannot clear it to change again.
  if tg_op = 'INSERT' then
    new.time_zone_changed_at := now();
  elsif new.time_zone is distinct from old.time_zone then
    if old.time_zone_changed_at > now() - interval '24 hours' then
      raise exception 'The time zone can change once a day' using errcode = '22023';
    end if;
    new.time_zone_changed_at := now();
  else
    new.time_zone_changed_at := old.time_zone_changed_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- A trigger function needs no grant to fire; closed to every API role.
revoke execute on function public.check_reply_settings() from service_role;

create trigger reply_settings_check
  before insert or update on public.reply_settings
  for each row execute function public.check_reply_settings();

create table public.reply_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_id uuid references public.extension_tokens (id) on delete set null,
  post_url text not null check (char_length(post_url) <= 80
    and post_url ~ '^https://(x|twitter)\.com/[A-Za-z0-9_]{1,15}/status/[0-9]{1,25}$'),
  post_author text not null
    check (char_length(post_author) <= 15 and post_author ~ '^[a-z0-9_]{1,15}$'),
  status text not null default 'reserved'
    check (status in ('reserved', 'posted', 'failed', 'skipped', 'discarded')),
  reason text check (char_length(reason) <= 200),
  strategy text check (char_length(strategy) <= 40),
  language text check (char_length(language) <= 16),
  reply_text text check (char_length(reply_text) <= 1000),
  created_at timestamptz not null default now(),
  settled_at timestamptz
);

create index reply_events_user_time_idx on public.reply_events (user_id, created_at);
create index reply_events_user_post_idx on public.reply_events (user_id, post_url);

alter table public.reply_events enable row level security;

-- The owner reads their activity; only the Edge Functions (service role) write.
create policy "Users can read their own reply events"
  on public.reply_events for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- Whether an event takes a place in the allowance: posted, or reserved and still in flight.
create or replace function public.reply_event_counts(p_status text, p_created_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_status = 'posted'
    or (p_status = 'reserved' and p_created_at > now() - interval '15 minutes');
$$;

-- Midnight today in the user's time zone.
create or replace function public.reply_day_start(p_user_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select (date_trunc('day', now() at time zone s.tz) at time zone s.tz)
  from (
    select coalesce(
      (select time_zone from public.reply_settings where user_id = p_user_id), 'UTC'
    ) as tz
  ) s;
$$;

-- Replies counted today (the user's day).
create or replace function public.replies_used_today(p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.reply_events e
  where e.user_id = p_user_id
    and e.created_at >= public.reply_day_start(p_user_id)
    and public.reply_event_counts(e.status, e.created_at);
$$;

-- The trial and the daily counter, as before, but the counter is now what reply_events say
-- about the user's own day (it was a number reset at UTC midnight).
create or replace function public.refresh_subscription(p_user_id uuid)
returns public.subscriptions
language plpgsql
security definer
set search_path = ''
as $$
declare
  row public.subscriptions;
  free_limits public.plan_limits;
  used integer;
  today date;
begin
  select * into row from public.subscriptions where user_id = p_user_id for update;
  if not found then
    return null;
  end if;

  if row.subscription_status = 'trialing' and row.trial_ends_at is not null and row.trial_ends_at <= now()
     and row.stripe_subscription_id is null then
    select * into free_limits from public.plan_limits where tier = 'free';
    update public.subscriptions set
      subscription_tier = 'free',
      subscription_status = 'active',
      tools_access = free_limits.tools_access,
      extension_access = free_limits.extension_access,
      daily_reply_limit = free_limits.daily_reply_limit
    where user_id = p_user_id
    returning * into row;
  end if;

  used := public.replies_used_today(p_user_id);
  today := (public.reply_day_start(p_user_id) at time zone coalesce(
    (select time_zone from public.reply_settings where user_id = p_user_id), 'UTC'))::date;
  if row.daily_replies_used <> used or row.replies_reset_on <> today then
    update public.subscriptions set daily_replies_used = used, replies_reset_on = today
    where user_id = p_user_id
    returning * into row;
  end if;

  return row;
end;
$$;

-- One reply for one post, taken from the allowance atomically (the subscription row is locked
-- for the whole check). Answers {status: 'reserved', id, used, limit} or {status: 'skipped',
-- reason[, retry_after]}:
--   no-account, no-extension-access, daily-limit (the plan's daily number), safety-cap (350 a
--   day whatever the plan, also over any 24 hours), burst (5 in any 10 minutes; retry_after in
--   seconds), author-today (one reply per author per day), already-replied (this post).
create or replace function public.reserve_reply(
  p_user_id uuid,
  p_token_id uuid,
  p_post_url text,
  p_post_author text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  safety_cap constant integer := 350;
  burst_size constant integer := 5;
  sub public.subscriptions;
  day_start timestamptz;
  used integer;
  day_limit integer;
  recent integer;
  oldest_recent timestamptz;
  new_id uuid;
  author text := lower(p_post_author);
begin
  sub := public.refresh_subscription(p_user_id);
  if sub.user_id is null then
    return jsonb_build_object('status', 'skipped', 'reason', 'no-account');
  end if;
  if not sub.extension_access then
    return jsonb_build_object('status', 'skipped', 'reason', 'no-extension-access');
  end if;

  day_start := public.reply_day_start(p_user_id);
  used := sub.daily_replies_used;
  day_limit := least(sub.daily_reply_limit, safety_cap);
  if used >= day_limit then
    return jsonb_build_object(
      'status', 'skipped',
      'reason', case when sub.daily_reply_limit > safety_cap then 'safety-cap' else 'daily-limit' end,
      'used', used, 'limit', day_limit);
  end if;

  select count(*) into recent from public.reply_events e
  where e.user_id = p_user_id and e.created_at > now() - interval '24 hours'
    and public.reply_event_counts(e.status, e.created_at);
  if recent >= safety_cap then
    return jsonb_build_object('status', 'skipped', 'reason', 'safety-cap',
      'used', used, 'limit', day_limit);
  end if;

  select count(*), min(created_at) into recent, oldest_recent from (
    select e.created_at from public.reply_events e
    where e.user_id = p_user_id and e.created_at > now() - interval '10 minutes'
      and public.reply_event_counts(e.status, e.created_at)
    order by e.created_at desc
    limit burst_size
  ) last_ones;
  if recent >= burst_size then
    return jsonb_build_object('status', 'skipped', 'reason', 'burst',
      'retry_after', greatest(1, ceil(extract(epoch from
        (oldest_recent + interval '10 minutes' - now())))::integer));
  end if;

  if exists (
    select 1 from public.reply_events e
    where e.user_id = p_user_id and e.post_author = author and e.created_at >= day_start
      and public.reply_event_counts(e.status, e.created_at)
  ) then
    return jsonb_build_object('status', 'skipped', 'reason', 'author-today');
  end if;

  if exists (
    select 1 from public.reply_events e
    where e.user_id = p_user_id and e.post_url = p_post_url
      and (e.status = 'posted' or public.reply_event_counts(e.status, e.created_at))
  ) then
    return jsonb_build_object('status', 'skipped', 'reason', 'already-replied');
  end if;

  insert into public.reply_events (user_id, token_id, post_url, post_author)
  values (p_user_id, p_token_id, p_post_url, author)
  returning id into new_id;
  update public.subscriptions set daily_replies_used = used + 1 where user_id = p_user_id;

  return jsonb_build_object('status', 'reserved', 'id', new_id, 'used', used + 1,
    'limit', day_limit);
end;
$$;

-- The outcome of a reservation, once: posted, failed, skipped or discarded (all but posted
-- give the place back). Answers {status: 'recorded', used, limit} or {status: 'not-found'}
-- (no such reservation of this user, or already recorded).
create or replace function public.settle_reply(
  p_user_id uuid,
  p_event_id uuid,
  p_outcome text,
  p_reason text,
  p_strategy text,
  p_language text,
  p_reply_text text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  sub public.subscriptions;
begin
  if p_outcome not in ('posted', 'failed', 'skipped', 'discarded') then
    raise exception 'Unknown outcome: %', left(p_outcome, 40) using errcode = '22023';
  end if;
  -- The same lock as reserve_reply, so the counter cannot interleave.
  perform 1 from public.subscriptions where user_id = p_user_id for update;
  -- What the writer recorded (strategy, language, text) stays unless the outcome says otherwise.
  update public.reply_events set
    status = p_outcome,
    reason = p_reason,
    strategy = coalesce(p_strategy, strategy),
    language = coalesce(p_language, language),
    reply_text = coalesce(p_reply_text, reply_text),
    settled_at = now()
  where id = p_event_id and user_id = p_user_id and status = 'reserved';
  if not found then
    return jsonb_build_object('status', 'not-found');
  end if;
  sub := public.refresh_subscription(p_user_id);
  return jsonb_build_object('status', 'recorded', 'used', sub.daily_replies_used,
    'limit', least(sub.daily_reply_limit, 350));
end;
$$;

-- A new token for a website session: at most 10 per user (the oldest goes).
create or replace function public.create_extension_token(
  p_user_id uuid,
  p_session_id uuid,
  p_token_hash text,
  p_label text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  insert into public.extension_tokens (user_id, session_id, token_hash, label)
  values (p_user_id, p_session_id, p_token_hash, p_label)
  returning id into new_id;
  delete from public.extension_tokens where id in (
    select id from public.extension_tokens where user_id = p_user_id
    order by created_at desc, id offset 10
  );
  return new_id;
end;
$$;

-- Who a token belongs to, with their email (and marks it used); nothing for an unknown token.
create or replace function public.use_extension_token(p_token_hash text)
returns table (token_id uuid, user_id uuid, email text)
language sql
security definer
set search_path = ''
as $$
  update public.extension_tokens t set last_used_at = now()
  from auth.users u
  where t.token_hash = p_token_hash and u.id = t.user_id
  returning t.id, t.user_id, coalesce(u.email, '')::text;
$$;

-- The account page: the caller's tokens (never their hashes), and revoking one.
create or replace function public.my_extension_tokens()
returns table (id uuid, label text, created_at timestamptz, last_used_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, t.label, t.created_at, t.last_used_at from public.extension_tokens t
  where t.user_id = (select auth.uid())
  order by t.created_at desc;
$$;

create or replace function public.revoke_extension_token(p_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.extension_tokens where id = p_id and user_id = (select auth.uid());
  return found;
end;
$$;

-- Default privileges (20261125094200_function_privileges.sql) leave new functions closed to
-- the API roles; the website's two are opened by name, the Edge Functions' helpers are for
-- the service role.
grant execute on function public.my_extension_tokens() to authenticated;
grant execute on function public.revoke_extension_token(uuid) to authenticated;
grant execute on function public.reserve_reply(uuid, uuid, text, text) to service_role;
grant execute on function public.settle_reply(uuid, uuid, text, text, text, text, text) to service_role;
grant execute on function public.create_extension_token(uuid, uuid, text, text) to service_role;
grant execute on function public.use_extension_token(text) to service_role;
