-- The Workspace panel's reads: one page of a tab's items matching a free-text search (keyset
-- by creation time and id, never a silent row cap), and how full the Workspace is.

-- The item's text in lower case, kept with the row: substring search reads it as it is.
alter table public.workspace_items
  add column search_text text generated always as (lower(title || ' ' || content)) stored
    check (char_length(search_text) <= 50201);

/**
 * One page of the caller's items in a tab (`all`: not archived; `favorites`: favorite and not
 * archived; `archived`), newest first, matching `p_query` when given. The next page starts
 * after the last item's (created_at, id). Only the caller's own rows are read (the owner
 * filter below is the same rule as the table's row-level policy).
 */
create or replace function public.list_workspace_items(
  p_tab text default 'all',
  p_query text default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 50
)
returns table (
  id uuid,
  title text,
  content text,
  content_type text,
  tool_name text,
  metadata jsonb,
  is_favorite boolean,
  is_archived boolean,
  created_at timestamptz,
  updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  needle text := nullif(btrim(coalesce(p_query, '')), '');
  word text;
  lexemes text[];
  prefixes text[] := '{}';
  substrings text[] := '{}';
  words_query tsquery;
begin
  if caller is null then
    raise exception 'not-signed-in' using errcode = '42501';
  end if;
  if p_tab is null or p_tab not in ('all', 'favorites', 'archived') then
    raise exception 'invalid-tab' using errcode = '22023';
  end if;
  if needle is not null and char_length(needle) > 200 then
    raise exception 'search-too-long' using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'invalid-limit' using errcode = '22023';
  end if;
  if (p_after_created_at is null) <> (p_after_id is null) then
    raise exception 'invalid-cursor' using errcode = '22023';
  end if;

  -- Every word must be in the item. Words of scripts written with spaces match as word
  -- prefixes through the full-text index ('grow' finds "growth"). Words match as substrings
  -- in scripts written without spaces (Chinese, Japanese, Thai…), where the language-neutral
  -- parser keeps a whole run as one word, and in Arabic and Hebrew, where articles and
  -- prepositions are written onto the word ('مبدعين' finds "للمبدعين"); so do symbols.
  if needle is not null then
    foreach word in array regexp_split_to_array(lower(needle), '\s+') loop
      continue when word = '';
      lexemes := tsvector_to_array(to_tsvector('simple', word));
      if word ~ '[\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]'
         or cardinality(lexemes) = 0 then
        substrings := substrings || word;
      else
        prefixes := prefixes || array(select quote_literal(l) || ':*' from unnest(lexemes) l);
      end if;
    end loop;
    if cardinality(prefixes) > 0 then
      words_query := to_tsquery('simple', array_to_string(prefixes, ' & '));
    end if;
  end if;

  return query
    select i.id, i.title, i.content, i.content_type, i.tool_name, i.metadata,
           i.is_favorite, i.is_archived, i.created_at, i.updated_at
    from public.workspace_items i
    where i.user_id = caller
      and i.deleted_at is null
      and i.is_archived = (p_tab = 'archived')
      and (p_tab <> 'favorites' or i.is_favorite)
      and (p_after_created_at is null or (i.created_at, i.id) < (p_after_created_at, p_after_id))
      and (words_query is null or i.search @@ words_query)
      and (cardinality(substrings) = 0 or not exists (
        select 1 from unnest(substrings) s
        where strpos(i.search_text, s) = 0))
    order by i.created_at desc, i.id desc
    limit p_limit;
end;
$$;

/**
 * How full the caller's Workspace is: items kept (archived ones count, deleted ones do not),
 * the plan's cap (null: unlimited) and the tier the panel shows ('pro' for any paid plan or
 * the trial).
 */
create or replace function public.workspace_summary()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  item_limit integer;
begin
  if caller is null then
    raise exception 'not-signed-in' using errcode = '42501';
  end if;
  select l.workspace_item_limit into item_limit
  from public.refresh_subscription(caller) s
  join public.plan_limits l on l.tier = s.subscription_tier;
  return jsonb_build_object(
    'used', (select count(*) from public.workspace_items i
             where i.user_id = caller and i.deleted_at is null),
    'max', item_limit,
    'tier', case when item_limit is null then 'pro' else 'free' end
  );
end;
$$;

revoke all on function public.list_workspace_items(text, text, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.list_workspace_items(text, text, timestamptz, uuid, integer)
  to authenticated;
revoke all on function public.workspace_summary() from public, anon;
grant execute on function public.workspace_summary() to authenticated;

-- A workspace's first event: recorded by the database when the row is created, whichever way
-- (the user's first save, a magic link's arrival), so it is recorded exactly once.
create or replace function public.user_workspaces_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.workspace_analytics (user_id, workspace_id, event_type, event_data)
  values (new.user_id, new.id, 'workspace_created', jsonb_build_object('platform', 'server'));
  return null;
end;
$$;

create trigger user_workspaces_after_insert
  after insert on public.user_workspaces
  for each row execute function public.user_workspaces_after_insert();

revoke all on function public.user_workspaces_after_insert()
  from public, anon, authenticated, service_role;
