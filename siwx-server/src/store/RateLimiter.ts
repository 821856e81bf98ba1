import type { SiwxDatabase } from '../database/openSiwxDatabase'

/** The outcome of counting one request: allowed, or refused until `retryAfterSeconds` have passed. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Fixed-window request counters in the database (one atomic upsert per request), so a limit holds across
 * every process that shares it. A key's window starts at its first request; a burst can reach twice the
 * limit across a window boundary.
 */
export class RateLimiter {
  constructor(
    private readonly db: SiwxDatabase,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts a request under `key` and decides it against `limit` (0 = unlimited, not counted). */
  async hit(key: string, limit: number): Promise<RateDecision> {
    if (limit <= 0) return { allowed: true }
    const now = this.now()
    const [row] = await this.db.query<{ hits: number; window_start: Date }>(
      `INSERT INTO siwx_rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN siwx_rate_limits.window_start <= $3 THEN 1 ELSE siwx_rate_limits.hits + 1 END,
         window_start = CASE WHEN siwx_rate_limits.window_start <= $3 THEN $2 ELSE siwx_rate_limits.window_start END
       RETURNING hits, window_start`,
      [key, new Date(now), new Date(now - this.windowMs)],
    )
    if (!row || Number(row.hits) <= limit) return { allowed: true }
    const ends = new Date(row.window_start).getTime() + this.windowMs
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((ends - now) / 1000)) }
  }

  /** Deletes a batch of counters whose window ended long ago. */
  async sweep(): Promise<void> {
    await this.db.query(
      `DELETE FROM siwx_rate_limits WHERE key IN
         (SELECT key FROM siwx_rate_limits WHERE window_start < $1 LIMIT 200)`,
      [new Date(this.now() - 2 * this.windowMs)],
    )
  }
}
