-- Size limits on every text and jsonb column that a user's input reaches, through the data
-- API or through a function, so that no account can fill the database: sized for real use,
-- enforced by the database whoever writes. (Columns limited when their table was created
-- keep those limits.) A test lists every such column and fails on one without a limit.

alter table public.workspace_items
  add constraint "workspace item metadata is at most 32 KB"
    check (octet_length(metadata::text) <= 32768);

alter table public.magic_links
  add constraint "magic link content is at most 256 KB"
    check (content is null or octet_length(content::text) <= 262144);

alter table public.generation_cache
  add constraint "generation cache key is at most 128 characters"
    check (char_length(cache_key) <= 128),
  add constraint "generation cache engine is at most 4 KB"
    check (octet_length(engine::text) <= 4096),
  add constraint "generation cache result is at most 256 KB"
    check (octet_length(result::text) <= 262144);

alter table public.generation_events
  add constraint "generation event client hash is at most 128 characters"
    check (client_hash is null or char_length(client_hash) <= 128),
  add constraint "generation event engine is at most 100 characters"
    check (engine is null or char_length(engine) <= 100),
  add constraint "generation event tool id is at most 100 characters"
    check (char_length(tool_id) <= 100);

alter table public.subscriptions
  add constraint "stripe customer id is at most 255 characters"
    check (stripe_customer_id is null or char_length(stripe_customer_id) <= 255),
  add constraint "stripe price id is at most 255 characters"
    check (stripe_price_id is null or char_length(stripe_price_id) <= 255),
  add constraint "stripe subscription id is at most 255 characters"
    check (stripe_subscription_id is null or char_length(stripe_subscription_id) <= 255);

alter table public.tool_share_events
  add constraint "share event platform is at most 40 characters"
    check (char_length(platform) <= 40),
  add constraint "share event referrer is at most 2048 characters"
    check (referrer is null or char_length(referrer) <= 2048),
  add constraint "share event url is at most 2048 characters"
    check (share_url is null or char_length(share_url) <= 2048),
  add constraint "share event tool id is at most 100 characters"
    check (char_length(tool_id) <= 100),
  add constraint "share event user agent is at most 1024 characters"
    check (user_agent is null or char_length(user_agent) <= 1024);

alter table public.tool_usage
  add constraint "tool usage client hash is at most 128 characters"
    check (client_hash is null or char_length(client_hash) <= 128),
  add constraint "tool usage share platform is at most 40 characters"
    check (share_platform is null or char_length(share_platform) <= 40),
  add constraint "tool usage share url is at most 2048 characters"
    check (share_url is null or char_length(share_url) <= 2048),
  add constraint "tool usage lists at most 20 shared platforms"
    check (shared_platforms is null or cardinality(shared_platforms) <= 20);

alter table public.tool_usage_merges
  add constraint "tool usage merge tool id is at most 100 characters"
    check (char_length(tool_id) <= 100);
