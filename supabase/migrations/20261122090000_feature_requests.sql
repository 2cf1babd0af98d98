-- Feature requests from the /feature-request form. Written only by the feature-request
-- function (service role), which validates the input and rate-limits by a keyed hash of the
-- client address. Signed-in users may read back their own requests; nobody else reads.

create table public.feature_requests (
  id bigint generated always as identity primary key,
  title text not null check (char_length(btrim(title)) between 5 and 120),
  details text not null check (char_length(btrim(details)) between 20 and 2000),
  category text not null
    check (category in ('extension', 'tools', 'workspace', 'desktop', 'billing', 'other')),
  email text check (email is null or (char_length(email) <= 254 and email like '%_@_%')),
  user_id uuid references auth.users (id) on delete set null,
  -- HMAC-SHA256 (hex) of the caller's address: enough to rate-limit, not to identify.
  client_hash text not null check (char_length(client_hash) = 64),
  created_at timestamptz not null default now()
);

alter table public.feature_requests enable row level security;

-- No insert, update or delete policy: anon and authenticated cannot write directly.
create policy "Users can read their own feature requests"
  on public.feature_requests for select
  to authenticated
  using ((select auth.uid()) = user_id);

create index feature_requests_client_recent_idx
  on public.feature_requests (client_hash, created_at desc);

create index feature_requests_user_idx on public.feature_requests (user_id);
