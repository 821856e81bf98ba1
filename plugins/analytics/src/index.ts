// @airlock/analytics: product analytics as a plugin. It listens to the public event bus and reads the
// instance through `ctx.get`/`ctx.watch` only (no kernel internals), reads the project's analytics config once the visitor has acted, and sends
// batched events to the configured analytics endpoint (`endpoints.analytics`) when the page is hidden or
// idle. Nothing is recorded before the visitor first opens the modal, and nothing is sent while the
// `analytics` flag is off (the plugin is then not set up) or the config says disabled.
import { type AirlockPlugin, ALERTS, definePlugin, type PluginContext, SDK_VERSION } from '@airlock/kernel'
import './augment'
import { AnalyticsSender, type AnalyticsSenderOptions } from './AnalyticsSender'
import { type AnalyticsProps, eventProps, type ProductEvent } from './events'
import { ANALYTICS_MESSAGES } from './messages'

export {
  type AnalyticsEvent,
  AnalyticsSender,
  type AnalyticsSenderOptions,
  IDLE_DELAY_MS,
} from './AnalyticsSender'
export { type AnalyticsProps, eventProps, PRODUCT_EVENTS, type ProductEvent } from './events'
export { ANALYTICS_MESSAGES } from './messages'

/** Options of {@link analytics}. */
export interface AnalyticsOptions {
  /** Quiet time after the last event before an idle flush, ms (default 1000). */
  idleDelayMs?: number
  /** fetch used for POST /e (default the global fetch). */
  fetch?: typeof fetch
}

/** The analytics plugin's name. */
export const ANALYTICS_PLUGIN_NAME = 'analytics'

/**
 * The analytics plugin: add it to `plugins` with an `endpoints.analytics` URL. Events: MODAL_OPEN,
 * MODAL_CLOSE, SELECT_WALLET, CONNECT_SUCCESS and CONNECT_ERROR (with the connector type), SWITCH_NETWORK,
 * SEND_STARTED / SEND_SUCCESS / SEND_ERROR, FEATURE_USED (a view opened from Account). A 403 from the
 * endpoint raises the 'Invalid App Configuration' (origin not allow-listed) alert on the bus.
 *
 * @example
 * createAirlock({ ..., endpoints: { analytics: 'https://pulse.example', walletCatalogue }, plugins: [evm(), analytics()] })
 */
export function analytics(options: AnalyticsOptions = {}): AirlockPlugin {
  return definePlugin({
    name: ANALYTICS_PLUGIN_NAME,
    feature: 'analytics',
    setup(ctx) {
      const endpoint = ctx.options.endpoints.analytics
      if (!endpoint) return // no endpoint configured: nothing is recorded or sent
      startAnalytics(ctx, endpoint, options)
    },
  })
}

function startAnalytics(ctx: PluginContext, endpoint: string, options: AnalyticsOptions): void {
  let enabled: boolean | undefined
  let configRead = false
  let refusedAlertRaised = false
  const senderOptions: AnalyticsSenderOptions = {
    endpoint,
    query: { projectId: ctx.options.projectId, st: 'airlock', sv: SDK_VERSION },
    // The flag is read at every flush too: a host that turns it off stops sending at once.
    enabled: () => (ctx.get((s) => s.features.analytics) ? enabled : false),
    onRefused: (status) => {
      if (status !== 403 || refusedAlertRaised) return
      refusedAlertRaised = true
      ctx.emit('alert', { alert: ALERTS.ORIGIN_NOT_ALLOWED, source: ctx.name })
    },
    ...(options.idleDelayMs === undefined ? {} : { idleDelayMs: options.idleDelayMs }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }
  const sender = new AnalyticsSender(senderOptions)
  ctx.onDispose(() => sender.dispose())

  const isConnected = () => ctx.get((s) => s.connection.status === 'connected')
  /** Reads GET /getAnalyticsConfig once (after the visitor's first act); without a catalogue, the flag decides. */
  const readConfig = () => {
    if (configRead) return
    configRead = true
    const catalogue = ctx.service('walletCatalogue')
    if (!catalogue) {
      enabled = true
      return
    }
    catalogue
      .getAnalyticsConfig()
      .then((config) => {
        enabled = config.isAnalyticsEnabled
      })
      .catch((error: unknown) => {
        enabled = false
        ctx.log.warn(ANALYTICS_MESSAGES.configUnreadable, { error: String(error) })
      })
      .finally(() => sender.scheduleFlush())
  }

  let acted = false
  const record = (event: ProductEvent['event'], properties?: AnalyticsProps) => {
    if (!acted || enabled === false) return
    sender.add(eventProps(properties ? { event, properties } : { event }))
  }

  ctx.on('modal:open', ({ view }) => {
    acted = true // the visitor acted: from now on events are recorded
    readConfig()
    record('MODAL_OPEN', { view: view.view, connected: isConnected() })
  })
  ctx.on('modal:close', () => record('MODAL_CLOSE', { connected: isConnected() }))
  ctx.on('view:changed', ({ view, previous }) => {
    if (view.view === 'ConnectingExternal') {
      const { connectorId } = view.params
      const connector = ctx.get((s) => s.connection.connector(connectorId))
      const wallet = ctx.get((s) => s.connection.walletOf(connectorId))
      record('SELECT_WALLET', {
        name: wallet?.name ?? connector?.name ?? connectorId,
        connectorType: connector?.type ?? 'UNKNOWN',
      })
    } else if (previous?.view === 'Account' && view.view !== 'Account') {
      record('FEATURE_USED', { feature: view.view })
    }
  })
  const connectorType = (namespace: string) => {
    const id = ctx.get((s) => s.connection.connectorIdOf(namespace))
    return (id && ctx.get((s) => s.connection.connector(id))?.type) || 'UNKNOWN'
  }
  const connecting = new Set<string>()
  ctx.on('connection:status', ({ namespace, status }) => {
    if (status === 'connecting') connecting.add(namespace)
    else if (status === 'pending')
      return // the after-connect hooks (sign-in) run: the connect goes on
    else if (status === 'connected' && connecting.delete(namespace)) {
      record('CONNECT_SUCCESS', { namespace, connectorType: connectorType(namespace) })
    } else connecting.delete(namespace)
  })
  // A failed connect is recorded by the kernel under each connector id of the attempt.
  ctx.watch(
    (s) =>
      s.connection.connectors.flatMap((c): [string, string][] => {
        const error = s.connection.lastError(c.id)
        return error ? [[c.id, error.shortMessage]] : []
      }),
    (errors, previous) => {
      const before = new Map(previous ?? [])
      // One attempt may fail under several connector ids at once: one event per attempt.
      const failed = errors.find(([connectorId, message]) => before.get(connectorId) !== message)
      if (!failed) return
      const connector = ctx.get((s) => s.connection.connector(failed[0]))
      record('CONNECT_ERROR', { connectorType: connector?.type ?? 'UNKNOWN', message: failed[1] })
    },
  )
  ctx.on('network:changed', ({ network }) =>
    record('SWITCH_NETWORK', { network: network.caipNetworkId, namespace: network.chainNamespace }),
  )
  // Sends through the transaction service: started when tracked, then its outcome.
  ctx.watch(
    (s) => s.transactions.map((t) => `${t.hash}|${t.status}|${t.caipNetworkId}`),
    (now, before) => {
      const seen = new Set(before ?? [])
      for (const entry of now) {
        if (seen.has(entry)) continue
        const [, status, network] = entry.split('|') as [string, string, string]
        const name =
          status === 'pending' ? 'SEND_STARTED' : status === 'confirmed' ? 'SEND_SUCCESS' : 'SEND_ERROR'
        record(name, { network: network })
      }
    },
  )
}
