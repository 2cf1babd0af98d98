-- Deleting an account cancels its billing first (docs/product-rules.md#billing), so it goes
-- through the `delete-account` function, which cancels the Stripe subscription and then calls
-- `delete_user_account`. The caller can no longer delete their account straight through the
-- Data API, which would leave a subscription charging a deleted account.
revoke execute on function public.delete_my_account() from authenticated;
drop function public.delete_my_account();

create or replace function public.delete_user_account(p_user_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Every table that references auth.users cascades (subscriptions, workspaces, tokens,
  -- checkouts) or forgets the user (reports).
  delete from auth.users where id = p_user_id;
  return found;
end;
$$;

revoke all on function public.delete_user_account(uuid) from public, anon, authenticated;
grant execute on function public.delete_user_account(uuid) to service_role;
