-- Saved content (the Workspace) and pending magic links.
--
-- workspace_items: what a user saves from a tool. `user_id` repeats the workspace's owner so
-- RLS can check ownership without a join on every read. The free plan's 10-item limit
-- belongs to the Workspace feature and is not enforced here yet.
--
-- magic_links: sign-in links sent by the magic-link-auth function, with the content a
-- visitor asked to save. Only the SHA-256 of the token is stored; RLS is on with no policy,
-- so only the service role (the function) reads or writes it.

create table public.workspace_items (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.user_workspaces (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null default '' check (char_length(title) <= 200),
  content text not null check (char_length(content) between 1 and 50000),
  content_type text not null
    check (content_type in ('thread', 'bio', 'caption', 'hashtag', 'other')),
  tool_name text not null check (char_length(tool_name) between 1 and 100),
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  is_favorite boolean not null default false,
  is_archived boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.workspace_items enable row level security;

create index workspace_items_user_created_idx
  on public.workspace_items (user_id, created_at desc);
create index workspace_items_workspace_idx on public.workspace_items (workspace_id);

create trigger workspace_items_touch_updated_at
  before update on public.workspace_items
  for each row execute function public.touch_updated_at();

create policy "Users can read their own workspace items"
  on public.workspace_items for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can add items to their own workspace"
  on public.workspace_items for insert
  to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (
      select 1 from public.user_workspaces w
      where w.id = workspace_id and w.user_id = (select auth.uid())
    )
  );

create policy "Users can change their own workspace items"
  on public.workspace_items for update
  to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and exists (
      select 1 from public.user_workspaces w
      where w.id = workspace_id and w.user_id = (select auth.uid())
    )
  );

create policy "Users can delete their own workspace items"
  on public.workspace_items for delete
  to authenticated
  using ((select auth.uid()) = user_id);

create table public.magic_links (
  id bigint generated always as identity primary key,
  -- SHA-256 (hex) of the emailed token; the token itself is never stored.
  token_hash text not null unique check (char_length(token_hash) = 64),
  email text not null check (char_length(email) between 3 and 254),
  -- The content to save once the link is used ({toolName, contentType, title, content, metadata}).
  content jsonb check (content is null or jsonb_typeof(content) = 'object'),
  -- HMAC-SHA256 (hex) of the requesting address: enough to rate-limit, not to identify.
  client_hash text not null check (char_length(client_hash) = 64),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 hour',
  used_at timestamptz,
  check (expires_at <= created_at + interval '1 hour')
);

alter table public.magic_links enable row level security;
revoke all on table public.magic_links from anon, authenticated;

create index magic_links_email_recent_idx on public.magic_links (email, created_at desc);
create index magic_links_client_recent_idx on public.magic_links (client_hash, created_at desc);

-- Uses a link: returns its row only when it is unused and unexpired, and marks it used in the
-- same statement, so two concurrent uses cannot both succeed.
create or replace function public.consume_magic_link(p_token_hash text)
returns setof public.magic_links
language sql
security definer
set search_path = ''
as $$
  update public.magic_links
  set used_at = now()
  where token_hash = p_token_hash and used_at is null and expires_at > now()
  returning *;
$$;

revoke execute on function public.consume_magic_link(text) from public, anon, authenticated;
grant execute on function public.consume_magic_link(text) to service_role;
