-- Billing (docs/product-rules.md#billing): Stripe's events applied to the subscription record,
-- the checkouts users started, and the founding campaign the pricing page counts down to.
-- Only the service role (the billing functions) writes any of it; a user reads their own
-- subscription row as before.

alter table public.subscriptions
  add column billing_period text check (billing_period in ('monthly', 'annual')),
  -- The creation time of the last Stripe event applied: an older event never overwrites a
  -- newer one (Stripe does not promise order).
  add column billing_event_at timestamptz,
  -- Subscribed while the founding campaign was open: keeps the founding price.
  add column founding_member boolean not null default false,
  -- When the first paid subscription (or its trial) started: "joined" figures count these.
  add column paid_since timestamptz,
  add constraint subscriptions_stripe_ids_size check (
    char_length(coalesce(stripe_customer_id, '')) <= 255
    and char_length(coalesce(stripe_subscription_id, '')) <= 255
    and char_length(coalesce(stripe_price_id, '')) <= 255
  );

-- Every Stripe event id handled once: a replay is acknowledged and changes nothing.
create table public.billing_events (
  id text primary key check (char_length(id) between 1 and 255),
  type text not null check (char_length(type) between 1 and 100),
  outcome text not null check (char_length(outcome) <= 40),
  received_at timestamptz not null default now()
);
alter table public.billing_events enable row level security;

-- The checkouts users started (Stripe's, or the test mode's), so `/welcome` can tell the
-- caller's own checkout from a forged id, and the test-mode page knows what to charge.
create table public.checkout_sessions (
  id text primary key check (char_length(id) <= 255 and id ~ '^cs_[A-Za-z0-9_]{8,250}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan text not null check (plan in ('starter', 'creator', 'pro')),
  period text not null check (period in ('monthly', 'annual')),
  mode text not null check (mode in ('stripe', 'test')),
  -- What the test mode charges (Stripe knows it from the price id); whole currency units.
  amount numeric(12, 2) not null check (amount >= 0),
  currency text not null check (char_length(currency) = 3 and currency ~ '^[A-Z]{3}$'),
  trial_days integer not null default 0 check (trial_days between 0 and 30),
  founding boolean not null,
  customer_id text check (char_length(customer_id) <= 255),
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  success_url text not null check (char_length(success_url) <= 2048),
  cancel_url text not null check (char_length(cancel_url) <= 2048),
  created_at timestamptz not null default now()
);
alter table public.checkout_sessions enable row level security;
create index checkout_sessions_user_idx on public.checkout_sessions (user_id, created_at desc);

-- The test mode's billing portal: a short-lived link for one user's customer.
create table public.billing_portal_sessions (
  id text primary key check (char_length(id) between 20 and 255),
  user_id uuid not null references auth.users (id) on delete cascade,
  return_url text not null check (char_length(return_url) <= 2048),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
alter table public.billing_portal_sessions enable row level security;

-- The founding campaign: one row, created when the pricing page first asks, the same for
-- every visitor and never reset by a reload.
create table public.pricing_campaign (
  id boolean primary key default true check (id),
  started_at timestamptz not null default now(),
  ends_at timestamptz not null,
  seats integer not null check (seats >= 0)
);
alter table public.pricing_campaign enable row level security;

-- None of these tables has a policy: API roles see nothing, the service role everything.
revoke all on public.billing_events, public.checkout_sessions, public.billing_portal_sessions,
  public.pricing_campaign from anon, authenticated;

/**
 * What the pricing page may show: the campaign (started now with the given length and seats
 * if it never was), founding seats taken, and real sign-ups in the last hour.
 */
create or replace function public.pricing_state(p_days integer, p_seats integer)
returns table (
  ends_at timestamptz,
  seats integer,
  founding_taken integer,
  joined_last_hour integer
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_days is null or p_days < 1 or p_days > 365 or p_seats is null or p_seats < 0 then
    raise exception 'invalid campaign' using errcode = '22023';
  end if;
  insert into public.pricing_campaign (ends_at, seats)
  values (now() + make_interval(days => p_days), p_seats)
  on conflict (id) do nothing;
  return query
    select c.ends_at, c.seats,
      (select count(*)::integer from public.subscriptions s where s.founding_member),
      (select count(*)::integer from auth.users u where u.created_at > now() - interval '1 hour')
    from public.pricing_campaign c;
end;
$$;

/**
 * Applies one Stripe subscription event to its user's record. Idempotent per event id (a
 * replay returns 'duplicate'), and an event older than the last one applied changes nothing
 * ('stale'); so does an event about a subscription the record no longer follows ('other').
 * The tier's limits come from plan_limits; an ended subscription returns the account to the
 * free plan. Returns what happened.
 */
create or replace function public.apply_subscription_event(
  p_event_id text,
  p_event_type text,
  p_event_at timestamptz,
  p_user_id uuid,
  p_customer_id text,
  p_subscription_id text,
  p_price_id text,
  p_tier text,
  p_period text,
  p_stripe_status text,
  p_period_end timestamptz,
  p_cancel_at_period_end boolean,
  p_trial_end timestamptz
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  row public.subscriptions;
  limits public.plan_limits;
  ended boolean := p_stripe_status in ('canceled', 'incomplete_expired', 'unpaid');
  next_tier text;
  next_status text;
  result text;
begin
  insert into public.billing_events (id, type, outcome) values (p_event_id, p_event_type, 'pending')
  on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;

  select * into row from public.subscriptions where user_id = p_user_id for update;
  if not found then
    result := 'unknown-user';
  elsif row.billing_event_at is not null and p_event_at < row.billing_event_at then
    result := 'stale';
  elsif row.stripe_subscription_id is not null and row.stripe_subscription_id <> p_subscription_id
        and ended then
    -- The end of an older subscription after the user subscribed again.
    result := 'other';
  elsif p_tier not in ('starter', 'creator', 'pro', 'enterprise')
        or coalesce(p_period, 'monthly') not in ('monthly', 'annual') then
    raise exception 'unknown plan %', p_tier using errcode = '22023';
  else
    if ended then
      next_tier := 'free';
      next_status := 'active';
    elsif p_stripe_status in ('active', 'trialing') then
      next_tier := p_tier;
      next_status := p_stripe_status;
    elsif p_stripe_status = 'past_due' then
      -- Stripe is retrying the payment: the plan stays while the account page explains.
      next_tier := p_tier;
      next_status := 'past_due';
    else
      -- incomplete, paused: not paid yet; the plan does not start.
      next_tier := case when row.stripe_subscription_id = p_subscription_id
                        then row.subscription_tier else 'free' end;
      next_status := 'incomplete';
    end if;
    select * into limits from public.plan_limits where tier = next_tier;
    update public.subscriptions set
      subscription_tier = next_tier,
      subscription_status = next_status,
      tools_access = limits.tools_access,
      extension_access = limits.extension_access,
      daily_reply_limit = limits.daily_reply_limit,
      stripe_customer_id = coalesce(p_customer_id, stripe_customer_id),
      stripe_subscription_id = case when ended then null else p_subscription_id end,
      stripe_price_id = case when ended then null else p_price_id end,
      billing_period = case when ended then null else p_period end,
      current_period_end = case when ended then null else p_period_end end,
      cancel_at_period_end = case when ended then false else coalesce(p_cancel_at_period_end, false) end,
      -- A Stripe trial counts as the account's one trial.
      trial_ends_at = coalesce(p_trial_end, trial_ends_at),
      paid_since = case when not ended and next_status in ('active', 'trialing')
                        then coalesce(paid_since, now()) else paid_since end,
      billing_event_at = p_event_at
    where user_id = p_user_id;
    result := 'applied';
  end if;

  update public.billing_events set outcome = result where id = p_event_id;
  return result;
end;
$$;

/**
 * A completed checkout: the user's billing customer, and founding membership when the
 * checkout was at the founding price. The plan itself arrives with the subscription's events.
 */
create or replace function public.apply_checkout_completed(
  p_event_id text,
  p_session_id text,
  p_user_id uuid,
  p_customer_id text,
  p_founding boolean
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.billing_events (id, type, outcome)
  values (p_event_id, 'checkout.session.completed', 'applied')
  on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;
  update public.checkout_sessions set status = 'complete', customer_id = p_customer_id
  where id = p_session_id and user_id = p_user_id;
  update public.subscriptions set
    stripe_customer_id = coalesce(stripe_customer_id, p_customer_id),
    founding_member = founding_member or coalesce(p_founding, false)
  where user_id = p_user_id;
  if not found then
    update public.billing_events set outcome = 'unknown-user' where id = p_event_id;
    return 'unknown-user';
  end if;
  return 'applied';
end;
$$;

/**
 * An invoice paid or failed for the subscription the record follows: a failure marks the
 * account past due (the plan stays while Stripe retries); a payment clears that and moves
 * the period end. Events for other subscriptions, replays and older events change nothing.
 */
create or replace function public.apply_invoice_event(
  p_event_id text,
  p_event_type text,
  p_event_at timestamptz,
  p_subscription_id text,
  p_paid boolean,
  p_period_end timestamptz
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  row public.subscriptions;
  result text;
begin
  insert into public.billing_events (id, type, outcome) values (p_event_id, p_event_type, 'pending')
  on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;
  select * into row from public.subscriptions
  where stripe_subscription_id = p_subscription_id for update;
  if not found then
    result := 'other';
  elsif row.billing_event_at is not null and p_event_at < row.billing_event_at then
    result := 'stale';
  elsif p_paid then
    update public.subscriptions set
      subscription_status = case when subscription_status = 'past_due' then 'active'
                                 else subscription_status end,
      current_period_end = greatest(coalesce(p_period_end, current_period_end), current_period_end),
      billing_event_at = p_event_at
    where user_id = row.user_id;
    result := 'applied';
  else
    update public.subscriptions set subscription_status = 'past_due', billing_event_at = p_event_at
    where user_id = row.user_id;
    result := 'applied';
  end if;
  update public.billing_events set outcome = result where id = p_event_id;
  return result;
end;
$$;

revoke all on function public.pricing_state(integer, integer) from public, anon, authenticated;
revoke all on function public.apply_subscription_event(text, text, timestamptz, uuid, text, text, text, text, text, text, timestamptz, boolean, timestamptz) from public, anon, authenticated;
revoke all on function public.apply_checkout_completed(text, text, uuid, text, boolean) from public, anon, authenticated;
revoke all on function public.apply_invoice_event(text, text, timestamptz, text, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.pricing_state(integer, integer) to service_role;
grant execute on function public.apply_subscription_event(text, text, timestamptz, uuid, text, text, text, text, text, text, timestamptz, boolean, timestamptz) to service_role;
grant execute on function public.apply_checkout_completed(text, text, uuid, text, boolean) to service_role;
grant execute on function public.apply_invoice_event(text, text, timestamptz, text, boolean, timestamptz) to service_role;
grant select, insert, update, delete on public.checkout_sessions, public.billing_portal_sessions,
  public.billing_events, public.pricing_campaign to service_role;
