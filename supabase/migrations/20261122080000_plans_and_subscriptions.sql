-- Plans, subscriptions and workspaces.
-- Limits mirror src/shared/plans.ts (a unit test compares them).

create table public.plan_limits (
  tier text primary key check (tier in ('free', 'starter', 'creator', 'pro', 'enterprise')),
  daily_reply_limit integer not null check (daily_reply_limit >= 0),
  tools_access boolean not null,
  extension_access boolean not null,
  workspace_item_limit integer check (workspace_item_limit is null or workspace_item_limit >= 0)
);

insert into public.plan_limits (tier, daily_reply_limit, tools_access, extension_access, workspace_item_limit) values
  ('free', 5, false, true, 10),
  ('starter', 50, true, true, null),
  ('creator', 200, true, true, null),
  ('pro', 500, true, true, null),
  ('enterprise', 500, true, true, null);

alter table public.plan_limits enable row level security;

create policy "Anyone can read plan limits"
  on public.plan_limits for select
  to anon, authenticated
  using (true);

create table public.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  subscription_tier text not null default 'free'
    check (subscription_tier in ('free', 'starter', 'creator', 'pro', 'enterprise')),
  subscription_status text not null default 'active'
    check (subscription_status in ('active', 'trialing', 'past_due', 'canceled', 'incomplete')),
  extension_access boolean not null default true,
  tools_access boolean not null default false,
  daily_reply_limit integer not null default 5 check (daily_reply_limit >= 0),
  daily_replies_used integer not null default 0 check (daily_replies_used >= 0),
  -- The day (UTC) the daily counter belongs to; a later day means the counter is stale (0).
  replies_reset_on date not null default (now() at time zone 'utc')::date,
  trial_ends_at timestamptz,
  stripe_customer_id text unique,
  stripe_subscription_id text unique,
  stripe_price_id text,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.subscriptions enable row level security;

-- Only the owner reads; nobody but the service role (which bypasses RLS) writes.
create policy "Users can read their own subscription"
  on public.subscriptions for select
  to authenticated
  using ((select auth.uid()) = user_id);

create table public.user_workspaces (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table public.user_workspaces enable row level security;

create policy "Users can read their own workspace"
  on public.user_workspaces for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can create their own workspace"
  on public.user_workspaces for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

create or replace function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

create trigger subscriptions_touch_updated_at
  before update on public.subscriptions
  for each row execute function public.touch_updated_at();

-- Every new account gets its subscription row: the free plan, or the 7-day creator
-- trial when the sign-up metadata asks for plan 'creator' (docs/product-rules.md#trial).
create or replace function public.create_subscription_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The embedded backend's PostgreSQL driver stores the metadata as a JSON string inside
  -- jsonb; unwrap it so the trigger reads the same object everywhere.
  meta jsonb := case jsonb_typeof(new.raw_user_meta_data)
    when 'string' then (new.raw_user_meta_data #>> '{}')::jsonb
    else new.raw_user_meta_data
  end;
  wants_trial boolean := coalesce(meta ->> 'plan', '') = 'creator';
  chosen text := case when wants_trial then 'creator' else 'free' end;
  limits public.plan_limits%rowtype;
begin
  select * into limits from public.plan_limits where tier = chosen;
  insert into public.subscriptions (
    user_id, subscription_tier, subscription_status, extension_access, tools_access,
    daily_reply_limit, trial_ends_at
  ) values (
    new.id,
    chosen,
    case when wants_trial then 'trialing' else 'active' end,
    limits.extension_access,
    limits.tools_access,
    limits.daily_reply_limit,
    case when wants_trial then now() + interval '7 days' else null end
  );
  return new;
end;
$$;

create trigger on_auth_user_created_create_subscription
  after insert on auth.users
  for each row execute function public.create_subscription_for_new_user();
