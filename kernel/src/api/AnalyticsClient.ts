import { alertFromAnalyticsStatus } from '../errors/alerts'
import type { Alert } from '../errors/catalogue'
import { HttpRequestError } from '../errors/http'
import { HttpClient } from '../http/HttpClient'
import { type ApiClientOptions, httpOptionsOf } from './ApiClientOptions'

/** Options of the analytics client. */
export type AnalyticsClientOptions = Omit<ApiClientOptions, 'retry' | 'onAlert'> & {
  /** Read before every event: nothing is sent while it returns false (the analytics feature flag). */
  isEnabled: () => boolean
  /** Receives the alert an answer raises (403: origin not allow-listed). */
  onAlert?: ((alert: Alert) => void) | undefined
  /** Receives any other failure (analytics never throws). */
  onError?: (error: unknown) => void
  /** Page URL and domain; default `window.location` when it exists. */
  location?: () => { url: string; domain: string } | undefined
  /** Clock, ms since epoch; default Date.now. */
  now?: () => number
  /** Event id generator; default crypto.randomUUID. */
  newId?: () => string
}

/** The body of POST /e. */
export type AnalyticsEvent = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
}

function pageLocation(): { url: string; domain: string } | undefined {
  if (typeof window === 'undefined' || !window.location) return undefined
  return { url: window.location.href, domain: window.location.hostname }
}

/**
 * Sends analytics events (POST /e {eventId, url, domain, timestamp, props}) only while the
 * analytics flag is on. Never throws; a 403 raises the 'origin not allow-listed' alert.
 *
 * @example
 * const analytics = new AnalyticsClient({ baseUrl, projectId, sdkVersion, isEnabled: () => flags.analytics })
 * await analytics.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
 */
export class AnalyticsClient {
  private readonly http: HttpClient

  constructor(private readonly options: AnalyticsClientOptions) {
    this.http = new HttpClient({ ...httpOptionsOf(options), retry: false })
  }

  /** Sends one event when analytics is on; resolves with the event sent, or undefined when not sent. */
  async sendEvent(props: Record<string, unknown>): Promise<AnalyticsEvent | undefined> {
    if (!this.options.isEnabled()) return undefined
    const where = (this.options.location ?? pageLocation)() ?? { url: '', domain: '' }
    const event: AnalyticsEvent = {
      eventId: (this.options.newId ?? (() => globalThis.crypto.randomUUID()))(),
      url: where.url,
      domain: where.domain,
      timestamp: (this.options.now ?? Date.now)(),
      props,
    }
    try {
      await this.http.post('/e', event)
      return event
    } catch (error) {
      const alert = error instanceof HttpRequestError ? alertFromAnalyticsStatus(error.status) : undefined
      if (alert) this.options.onAlert?.(alert)
      else this.options.onError?.(error)
      return undefined
    }
  }
}

/** What sends analytics events: an `AnalyticsClient`, or the instance's lazy one (ANALYTICS_TOKEN). */
export type AnalyticsSender = Pick<AnalyticsClient, 'sendEvent'>

/** Creates the analytics client. */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  return new AnalyticsClient(options)
}
