-- What the error screen sends. Written only by the report-error function (service role);
-- RLS is on with no policy, so no user, signed in or not, can read a report back.

create table public.error_reports (
  id bigint generated always as identity primary key,
  message text not null check (char_length(message) between 1 and 2000),
  stack text check (char_length(stack) <= 20000),
  component_stack text check (char_length(component_stack) <= 20000),
  path text not null check (char_length(path) <= 2048),
  user_id uuid references auth.users (id) on delete set null,
  user_agent text check (char_length(user_agent) <= 1024),
  created_at timestamptz not null default now()
);

alter table public.error_reports enable row level security;

create index error_reports_created_at_idx on public.error_reports (created_at desc);
