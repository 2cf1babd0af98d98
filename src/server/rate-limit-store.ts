/**
 * Where the server's own limits keep their counts. One process with PGlite keeps them in
 * memory; with `DATABASE_URL` several server processes may share one database, so the counts
 * live there (`embedded_server.rate_limit_hits`) and every process sees every hit.
 *
 * Each key holds the times of its recent hits (a sliding window). A hit is refused, and not
 * recorded, when the window already holds `max` hits.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimitStore {
  /** Records a hit; resolves 0 when allowed, else the milliseconds until one would be. */
  hit(key: string, limit: Limit): Promise<number>;
  /** How many hits the window holds now, without recording one. */
  count(key: string, windowMs: number): Promise<number>;
  /** Forgets a key (a new code was mailed, a code was used). */
  reset(key: string): Promise<void>;
}

const PRUNE_EVERY_MS = 10 * 60_000;
/** Keys whose newest hit is older than this are dropped (longer than any window we use). */
const KEEP_MS = 24 * 60 * 60_000;

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, number[]>();
  private lastPrune: number;

  constructor(private readonly now: () => number = Date.now) {
    this.lastPrune = now();
  }

  async hit(key: string, limit: Limit): Promise<number> {
    const now = this.now();
    this.prune(now);
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < limit.windowMs);
    if (recent.length >= limit.max) {
      this.hits.set(key, recent);
      return recent[recent.length - limit.max]! + limit.windowMs - now;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return 0;
  }

  async count(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    return (this.hits.get(key) ?? []).filter((t) => now - t < windowMs).length;
  }

  async reset(key: string): Promise<void> {
    this.hits.delete(key);
  }

  private prune(now: number) {
    if (now - this.lastPrune < PRUNE_EVERY_MS && this.hits.size < 50_000) return;
    this.lastPrune = now;
    for (const [key, times] of this.hits)
      if (!times.length || now - times[times.length - 1]! >= KEEP_MS) this.hits.delete(key);
  }
}

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * The table behind DatabaseRateLimitStore, created at start in a schema the API does not
 * expose (not part of the app's schema). `hit` locks the key's row, so concurrent hits from
 * any number of processes are counted one after another.
 */
export const RATE_LIMIT_SCHEMA_SQL = `
create schema if not exists embedded_server;
revoke all on schema embedded_server from public;
create table if not exists embedded_server.rate_limit_hits (
  key text primary key,
  hits timestamptz[] not null default '{}',
  last_hit timestamptz not null default clock_timestamp()
);
create index if not exists rate_limit_hits_last_hit on embedded_server.rate_limit_hits (last_hit);
create or replace function embedded_server.rate_limit_hit(p_key text, p_window_ms double precision, p_max integer)
returns double precision
language plpgsql
as $fn$
declare
  v_now timestamptz := clock_timestamp();
  v_since timestamptz := v_now - make_interval(secs => p_window_ms / 1000);
  v_hits timestamptz[];
begin
  insert into embedded_server.rate_limit_hits (key) values (p_key) on conflict (key) do nothing;
  select array(select t from unnest(r.hits) t where t > v_since order by t) into v_hits
    from embedded_server.rate_limit_hits r where r.key = p_key for update;
  if cardinality(v_hits) >= p_max then
    update embedded_server.rate_limit_hits set hits = v_hits where key = p_key;
    return greatest(1, extract(epoch from (v_hits[cardinality(v_hits) - p_max + 1]
      + make_interval(secs => p_window_ms / 1000) - v_now)) * 1000);
  end if;
  update embedded_server.rate_limit_hits set hits = v_hits || v_now, last_hit = v_now where key = p_key;
  return 0;
end
$fn$;
revoke all on function embedded_server.rate_limit_hit(text, double precision, integer) from public;
`;

/** Counts in the database, so that every server process on one PostgreSQL shares them. */
export class DatabaseRateLimitStore implements RateLimitStore {
  private lastPrune = 0;

  constructor(private readonly query: Query) {}

  async hit(key: string, limit: Limit): Promise<number> {
    this.maybePrune();
    const rows = await this.query<{ wait_ms: number | string }>(
      'select embedded_server.rate_limit_hit($1, $2, $3) as wait_ms',
      [key, limit.windowMs, limit.max],
    );
    return Math.ceil(Number(rows[0]?.wait_ms ?? 0));
  }

  async count(key: string, windowMs: number): Promise<number> {
    const rows = await this.query<{ n: number | string }>(
      `select count(*) as n from embedded_server.rate_limit_hits r, unnest(r.hits) t
        where r.key = $1 and t > clock_timestamp() - make_interval(secs => $2::double precision / 1000)`,
      [key, windowMs],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.query('delete from embedded_server.rate_limit_hits where key = $1', [key]);
  }

  private maybePrune() {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.query(
      `delete from embedded_server.rate_limit_hits
        where last_hit < clock_timestamp() - make_interval(secs => $1::double precision / 1000)`,
      [KEEP_MS],
    ).catch(() => {
      // Pruning is housekeeping; the next hit tries again.
    });
  }
}
