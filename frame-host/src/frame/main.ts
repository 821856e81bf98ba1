// The secure frame page: handshake with the embedding app, then every message over a private
// MessagePort, validated with the protocol schemas. Bundled for the browser by the frame host.
import { NOT_ENABLED_APP_EVENTS } from '../protocol/appEvents'
import { createReadyMessage, initMessageSchema } from '../protocol/handshake'
import type { FramePageConfig } from '../server/routes/frameRoutes'
import { handleAppEvents } from './handlers'
import { applyFrameLanguage, chooseFrameLocale, texts } from './texts'

function readConfig(): FramePageConfig {
  return JSON.parse(document.getElementById('airlock-frame-config')?.textContent ?? '{}') as FramePageConfig
}

function matches(patterns: readonly string[], origin: string): boolean {
  return patterns.some((p) => {
    if (p === origin) return true
    if (!p.endsWith(':*')) return false
    const base = p.slice(0, -1)
    return origin.startsWith(base) && /^\d{1,5}$/.test(origin.slice(base.length))
  })
}

/** The embedding app's origin, when it is allowed: ancestorOrigins where available, else the referrer. */
function parentOrigin(config: FramePageConfig): string | undefined {
  if (window.parent === window) return undefined
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  let origin = ancestors?.length ? ancestors[0] : undefined
  if (!origin && document.referrer) origin = new URL(document.referrer).origin
  return origin && matches(config.allowedOrigins, origin) ? origin : undefined
}

function start(): void {
  const config = readConfig()
  chooseFrameLocale(config.locale)
  applyFrameLanguage(document.documentElement)
  const origin = parentOrigin(config)
  const main = document.getElementById('airlock-frame')!
  if (!origin) {
    main.textContent = texts().notEmbedded
    return
  }
  const onInit = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== origin) return
    const init = initMessageSchema.safeParse(event.data)
    const port = event.ports[0]
    if (
      !init.success ||
      init.data.payload.projectId !== config.projectId ||
      !port ||
      event.ports.length !== 1
    )
      return
    window.removeEventListener('message', onInit)
    void handleAppEvents(port, { config, appOrigin: origin, notEnabled: NOT_ENABLED_APP_EVENTS })
  }
  window.addEventListener('message', onInit)
  window.parent.postMessage(createReadyMessage(), origin)
}

start()
