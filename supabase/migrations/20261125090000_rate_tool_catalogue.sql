-- Ratings only for tools of the catalogue (src/shared/tool-catalogue.ts): rate_tool used to
-- accept any id, so anyone signed in could invent tools and ratings. The catalogue's slugs
-- are mirrored here; a test fails when the two lists differ, and a later migration adds the
-- slugs of new tools. Only functions read this table (RLS on, no policy, no grants).

create table public.tool_catalogue (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100)
);

alter table public.tool_catalogue enable row level security;
revoke all on public.tool_catalogue from anon, authenticated;

insert into public.tool_catalogue (slug) values
  ('reply-grader'),
  ('twitter-bio-optimizer'),
  ('thread-scheduler'),
  ('tweet-performance-analyzer'),
  ('twitter-character-counter'),
  ('twitter-advanced-analytics'),
  ('visual-thread-weaver'),
  ('angle-generator'),
  ('ai-caption-generator'),
  ('instagram-growth-analytics'),
  ('instagram-hashtag-optimizer'),
  ('instagram-bio-generator'),
  ('tiktok-viral-predictor'),
  ('tiktok-hashtag-analyzer'),
  ('tiktok-script-generator'),
  ('tiktok-hook-generator'),
  ('tiktok-viral-hashtag-generator'),
  ('linkedin-headline-optimizer'),
  ('linkedin-headline-generator'),
  ('linkedin-post-generator'),
  ('youtube-shorts-analytics'),
  ('youtube-shorts-optimizer'),
  ('youtube-thumbnail-tester'),
  ('youtube-shorts-analytics-calculator'),
  ('youtube-retention-calculator'),
  ('youtube-hook-analyzer'),
  ('youtube-growth-calculator'),
  ('youtube-conversion-calculator'),
  ('youtube-shorts-title-generator'),
  ('youtube-shorts-hook-generator'),
  ('reddit-karma-calculator'),
  ('reddit-subreddit-analyzer'),
  ('reddit-post-optimizer'),
  ('smart-hashtag-generator'),
  ('performance-dashboard'),
  ('smart-inbox'),
  ('social-media-crisis-manager'),
  ('bio-generator'),
  ('quote-generator'),
  ('ai-social-media-tutor'),
  ('ai-social-media-strategist'),
  ('creator-income-simulator'),
  ('cross-platform-analytics'),
  ('social-media-audit'),
  ('ai-content-calendar'),
  ('authenticity-scorer'),
  ('viral-content-generator'),
  ('viral-content-predictor'),
  ('viral-post-deconstructor'),
  ('content-idea-generator'),
  ('social-media-bio-generator'),
  ('username-generator'),
  ('hashtag-research'),
  ('roi-calculator'),
  ('ai-content-repurposing-engine'),
  ('social-media-listening'),
  ('social-media-content-calendar'),
  ('social-media-competitor-analysis'),
  ('ai-post-generator');

create or replace function public.rate_tool(p_tool_id text, p_stars integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to rate a tool' using errcode = '42501';
  end if;
  if p_stars is null or p_stars < 1 or p_stars > 5 then
    raise exception 'A rating is 1 to 5 stars' using errcode = '22023';
  end if;
  if p_tool_id is null
     or not exists (select 1 from public.tool_catalogue c where c.slug = p_tool_id) then
    raise exception 'Unknown tool' using errcode = '22023';
  end if;
  insert into public.tool_ratings (user_id, tool_id, stars)
  values ((select auth.uid()), p_tool_id, p_stars)
  on conflict (user_id, tool_id) do update set stars = excluded.stars, updated_at = now();
end;
$$;

revoke execute on function public.rate_tool(text, integer) from public, anon;
grant execute on function public.rate_tool(text, integer) to authenticated;
