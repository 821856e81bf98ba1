import type { FrameDatabase } from '../database/openFrameDatabase'

/** One limit: at most `max` events per `windowMs` for `bucket` (fixed windows aligned on the epoch). */
export interface RateLimit {
  bucket: string
  max: number
  windowMs: number
}

/** The outcome of taking from several limits at once. */
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number; bucket: string }

/** How often a process deletes counters of windows long over. */
const CLEANUP_EVERY_MS = 10 * 60_000
/** Counters older than this are deleted (the longest window is a day). */
const KEEP_MS = 2 * 86_400_000

/**
 * Rate-limit counters in the database: one row per bucket and fixed window, incremented by one atomic
 * statement, so every process on the database counts against the same limits. Fixed windows let a
 * client spend up to twice a limit across a window boundary; every limit is documented with that.
 */
export class RateLimitStore {
  private lastCleanup = 0

  constructor(
    private readonly db: FrameDatabase,
    private readonly now: () => number,
  ) {}

  /**
   * Counts one event against every limit; when any is over, takes them all back and says how long until
   * the tightest one clears (a refused request spends nothing: someone else's spam does not eat your
   * budget where it is not yours to share).
   * @example
   * await limits.take([{ bucket: `mail:ip:${ip}`, max: 20, windowMs: 3_600_000 }])
   */
  async take(limits: readonly RateLimit[]): Promise<RateLimitResult> {
    const now = this.now()
    await this.cleanup(now)
    const taken: Array<{ limit: RateLimit; start: Date }> = []
    let worst: { retryAfterSeconds: number; bucket: string } | undefined
    for (const limit of limits) {
      const start = new Date(Math.floor(now / limit.windowMs) * limit.windowMs)
      const [row] = await this.db.query<{ count: number }>(
        `INSERT INTO rate_counters (bucket, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_counters.count + 1 RETURNING count`,
        [limit.bucket, start],
      )
      taken.push({ limit, start })
      if ((row?.count ?? 0) > limit.max) {
        const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + limit.windowMs - now) / 1000))
        if (!worst || retryAfterSeconds > worst.retryAfterSeconds)
          worst = { retryAfterSeconds, bucket: limit.bucket }
      }
    }
    if (!worst) return { ok: true }
    for (const { limit, start } of taken)
      await this.db.query(
        'UPDATE rate_counters SET count = count - 1 WHERE bucket = $1 AND window_start = $2',
        [limit.bucket, start],
      )
    return { ok: false, ...worst }
  }

  /** Whether `limit` is already spent (without counting anything): seconds until it clears, or 0. */
  async spent(limit: RateLimit): Promise<number> {
    const now = this.now()
    const start = new Date(Math.floor(now / limit.windowMs) * limit.windowMs)
    const [row] = await this.db.query<{ count: number }>(
      'SELECT count FROM rate_counters WHERE bucket = $1 AND window_start = $2',
      [limit.bucket, start],
    )
    if ((row?.count ?? 0) < limit.max) return 0
    return Math.max(1, Math.ceil((start.getTime() + limit.windowMs - now) / 1000))
  }

  /** Counts one event against `limit` without checking it (a wrong code already answered). */
  async add(limit: RateLimit): Promise<void> {
    const start = new Date(Math.floor(this.now() / limit.windowMs) * limit.windowMs)
    await this.db.query(
      `INSERT INTO rate_counters (bucket, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_counters.count + 1`,
      [limit.bucket, start],
    )
  }

  private async cleanup(now: number): Promise<void> {
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return
    this.lastCleanup = now
    await this.db.query('DELETE FROM rate_counters WHERE window_start < $1', [new Date(now - KEEP_MS)])
  }
}
