-- The safety cap counts per X account (docs/product-rules.md#daily-replies): at most 350
-- replies a day (and in any 24 hours) on one X account, whatever the plan, while the plan's
-- daily number counts every reply of the user. A plan above the cap (Pro: 500) is reached only
-- across more than one X account. The extension names the X account it posts from; a reply
-- whose account is unknown (an older extension) counts against every account of the user, and
-- a reservation without an account is capped over all of the user's replies, as before.
-- The `limit` that reserve_reply and settle_reply answer is the plan's daily number, the one
-- `used` (every reply of the user today) counts against: the per-account cap shows in the
-- `safety-cap` reason, never as the day's limit.

alter table public.reply_events
  add column x_account text
    check (char_length(x_account) <= 15 and x_account ~ '^[a-z0-9_]{1,15}$');

create index reply_events_user_account_time_idx
  on public.reply_events (user_id, x_account, created_at);

drop function public.reserve_reply(uuid, uuid, text, text);

create or replace function public.reserve_reply(
  p_user_id uuid,
  p_token_id uuid,
  p_post_url text,
  p_post_author text,
  p_x_account text default null
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
  account_used integer;
  recent integer;
  oldest_recent timestamptz;
  new_id uuid;
  author text := lower(p_post_author);
  account text := lower(p_x_account);
begin
  if account is not null and account !~ '^[a-z0-9_]{1,15}$' then
    raise exception 'Not an X handle: %', left(p_x_account, 20) using errcode = '22023';
  end if;
  sub := public.refresh_subscription(p_user_id);
  if sub.user_id is null then
    return jsonb_build_object('status', 'skipped', 'reason', 'no-account');
  end if;
  if not sub.extension_access then
    return jsonb_build_object('status', 'skipped', 'reason', 'no-extension-access');
  end if;

  day_start := public.reply_day_start(p_user_id);
  used := sub.daily_replies_used;
  if used >= sub.daily_reply_limit then
    return jsonb_build_object('status', 'skipped', 'reason', 'daily-limit',
      'used', used, 'limit', sub.daily_reply_limit);
  end if;

  -- This X account's replies (with those whose account is unknown): today, and in 24 hours.
  select count(*) into account_used from public.reply_events e
  where e.user_id = p_user_id and e.created_at >= day_start
    and (account is null or e.x_account is null or e.x_account = account)
    and public.reply_event_counts(e.status, e.created_at);
  select count(*) into recent from public.reply_events e
  where e.user_id = p_user_id and e.created_at > now() - interval '24 hours'
    and (account is null or e.x_account is null or e.x_account = account)
    and public.reply_event_counts(e.status, e.created_at);
  if account_used >= safety_cap or recent >= safety_cap then
    return jsonb_build_object('status', 'skipped', 'reason', 'safety-cap',
      'used', used, 'limit', sub.daily_reply_limit);
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

  insert into public.reply_events (user_id, token_id, post_url, post_author, x_account)
  values (p_user_id, p_token_id, p_post_url, author, account)
  returning id into new_id;
  update public.subscriptions set daily_replies_used = used + 1 where user_id = p_user_id;

  return jsonb_build_object('status', 'reserved', 'id', new_id, 'used', used + 1,
    'limit', sub.daily_reply_limit);
end;
$$;

revoke all on function public.reserve_reply(uuid, uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.reserve_reply(uuid, uuid, text, text, text) to service_role;

-- settle_reply answers the same limit: the plan's daily number over every X account (it was
-- the plan's number within the cap). Signature, privileges and everything else unchanged.
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
    'limit', sub.daily_reply_limit);
end;
$$;
