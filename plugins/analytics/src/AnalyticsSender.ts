// Batches analytics events and sends them to POST /e when the page is hidden or idle, each as
// { eventId, url, domain, timestamp, props }, with keep-alive fetches (they outlive the page and, unlike
// sendBeacon, show the answer: a 403 raises the origin-not-allowed alert). Bodies go as text/plain, a
// CORS-safelisted type, so no preflight is needed (the endpoint reads the body as JSON).

/** One event as POST /e takes it. */
export interface AnalyticsEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, string | number | boolean>
}

/** What the sender needs. */
export interface AnalyticsSenderOptions {
  /** Base URL of the analytics endpoint (POST {endpoint}/e). */
  endpoint: string
  /** Query every call carries (projectId, st, sv). */
  query: Readonly<Record<string, string>>
  /**
   * Whether events may be sent: true / false once the project's analytics config is known, undefined
   * while it is being read (events wait).
   */
  enabled: () => boolean | undefined
  /** Receives the HTTP status of a refused event (403: origin not allow-listed). */
  onRefused: (status: number) => void
  /** Quiet time after the last event before an idle flush (ms). */
  idleDelayMs?: number
  /** fetch implementation; default the global fetch. */
  fetch?: typeof fetch
  /** Clock, ms since epoch; default Date.now. */
  now?: () => number
  /** Event id generator; default crypto.randomUUID. */
  newId?: () => string
}

/** Default quiet time before an idle flush: events of one gesture go in one batch. */
export const IDLE_DELAY_MS = 1000

/** Queues events and flushes them on page hide or idle; `dispose` flushes and removes its listeners. */
export class AnalyticsSender {
  private queue: AnalyticsEvent[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  private idle: number | undefined
  private readonly inFlight = new Set<Promise<void>>()
  private readonly onHidden = () => {
    if (document.visibilityState === 'hidden') this.flush()
  }
  private readonly onPageHide = () => this.flush()

  constructor(private readonly options: AnalyticsSenderOptions) {
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onHidden)
    if (typeof window !== 'undefined') window.addEventListener('pagehide', this.onPageHide)
  }

  /** Events waiting for the next flush. */
  get pending(): readonly AnalyticsEvent[] {
    return this.queue
  }

  /** Queues one event (stamped now, with the page's URL and domain) and schedules an idle flush. */
  add(props: AnalyticsEvent['props']): void {
    const where = typeof location === 'undefined' ? { href: '', hostname: '' } : location
    this.queue.push({
      eventId: (this.options.newId ?? (() => globalThis.crypto.randomUUID()))(),
      url: where.href,
      domain: where.hostname,
      timestamp: (this.options.now ?? Date.now)(),
      props,
    })
    this.scheduleFlush()
  }

  /**
   * Sends every queued event now (keep-alive), when sending is allowed; while the config is unknown the
   * events stay queued; when analytics is disabled they are dropped.
   */
  flush(): void {
    this.cancelIdle()
    const enabled = this.options.enabled()
    if (enabled === undefined || this.queue.length === 0) return
    const batch = this.queue.splice(0)
    if (!enabled) return
    for (const event of batch) {
      const sent = this.post(event).finally(() => this.inFlight.delete(sent))
      this.inFlight.add(sent)
    }
  }

  /** Resolves when every request sent so far has been answered (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight])
  }

  /** Flushes what is queued and removes the page listeners. */
  dispose(): void {
    this.flush()
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onHidden)
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', this.onPageHide)
  }

  private async post(event: AnalyticsEvent): Promise<void> {
    const url = new URL(
      'e',
      this.options.endpoint.endsWith('/') ? this.options.endpoint : `${this.options.endpoint}/`,
    )
    for (const [key, value] of Object.entries(this.options.query)) url.searchParams.set(key, value)
    try {
      const res = await (this.options.fetch ?? globalThis.fetch)(url, {
        method: 'POST',
        body: JSON.stringify(event),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        keepalive: true,
        credentials: 'omit',
      })
      if (!res.ok) this.options.onRefused(res.status)
    } catch {
      // Analytics never breaks the page: a network failure drops the event.
    }
  }

  /** Flushes after a quiet time, at the next idle moment (at once where requestIdleCallback is absent). */
  scheduleFlush(): void {
    this.cancelIdle()
    this.timer = setTimeout(() => {
      this.timer = undefined
      if (typeof requestIdleCallback === 'function') {
        this.idle = requestIdleCallback(() => this.flush(), { timeout: 2000 })
      } else this.flush()
    }, this.options.idleDelayMs ?? IDLE_DELAY_MS)
  }

  private cancelIdle(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    if (this.idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(this.idle)
    this.timer = undefined
    this.idle = undefined
  }
}
