-- The server decides when a trial has ended and when the daily reply counter starts over.
-- `my_subscription()` applies both to the caller's row and returns it; functions that
-- enforce limits call `refresh_subscription(user)` first.

create or replace function public.refresh_subscription(p_user_id uuid)
returns public.subscriptions
language plpgsql
security definer
set search_path = ''
as $$
declare
  row public.subscriptions;
  free_limits public.plan_limits;
  today date := (now() at time zone 'utc')::date;
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

  if row.replies_reset_on < today then
    update public.subscriptions set daily_replies_used = 0, replies_reset_on = today
    where user_id = p_user_id
    returning * into row;
  end if;

  return row;
end;
$$;

revoke execute on function public.refresh_subscription(uuid) from public, anon, authenticated;
grant execute on function public.refresh_subscription(uuid) to service_role;

create or replace function public.my_subscription()
returns setof public.subscriptions
language sql
security definer
set search_path = ''
as $$
  select * from public.refresh_subscription((select auth.uid())) as s where s.user_id is not null;
$$;

revoke execute on function public.my_subscription() from public, anon;
grant execute on function public.my_subscription() to authenticated;

-- Account deletion: the signed-in user removes their own auth record; every table that
-- references auth.users cascades (subscriptions, workspaces) or forgets them (reports).
create or replace function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  delete from auth.users where id = me;
end;
$$;

revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
