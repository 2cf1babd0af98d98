-- A free account that never had a trial starts the 7-day creator trial itself, from the tools'
-- gate or the dashboard (docs/product-rules.md#trial), as sign-up with the creator plan does.
-- Never had one: still on the free plan, no trial end recorded (it is kept after a trial ends)
-- and no Stripe subscription. Anything else is refused with 'trial-unavailable' and changes
-- nothing. The caller is the signed-in user (auth.uid()); nobody starts another's trial.
create or replace function public.start_trial()
returns public.subscriptions
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  row public.subscriptions;
  limits public.plan_limits;
begin
  if caller is null then
    raise exception 'not-signed-in' using errcode = '42501';
  end if;
  select * into row from public.subscriptions where user_id = caller for update;
  if not found
     or row.subscription_tier <> 'free'
     or row.trial_ends_at is not null
     or row.stripe_subscription_id is not null then
    raise exception 'trial-unavailable' using errcode = 'P0001';
  end if;
  select * into limits from public.plan_limits where tier = 'creator';
  update public.subscriptions set
    subscription_tier = 'creator',
    subscription_status = 'trialing',
    tools_access = limits.tools_access,
    extension_access = limits.extension_access,
    daily_reply_limit = limits.daily_reply_limit,
    trial_ends_at = now() + interval '7 days'
  where user_id = caller
  returning * into row;
  return row;
end;
$$;

revoke all on function public.start_trial() from public, anon;
grant execute on function public.start_trial() to authenticated;
