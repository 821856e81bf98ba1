// A minimal app side of the frame protocol, for the browser test only (the real one is the
// email-social plugin): iframe, READY from the exact frame window and origin, INIT with a port,
// then requests over the port only. Exposes window.airlockTest.
import { FRAME_IFRAME_ID, FRAME_IFRAME_NAME, frameUrl } from '../../protocol/constants'
import type { FrameEvent } from '../../protocol/frameEvents'
import { createInitMessage, readyMessageSchema } from '../../protocol/handshake'
import { createAppEvent, parseFrameEvent } from '../../protocol/parse'

interface TestConfig {
  frameOrigin: string
  projectId: string
  chainId: string
  /** The frame's language (`locale` of the frame URL), when the page asks for one. */
  locale?: string
}

const config = JSON.parse(document.getElementById('test-config')!.textContent!) as TestConfig
const iframe = document.createElement('iframe')
iframe.id = FRAME_IFRAME_ID
iframe.name = FRAME_IFRAME_NAME
// As the email-social plugin's frame element: the frame's Copy may write the clipboard.
iframe.setAttribute('allow', 'clipboard-write')
iframe.style.cssText = 'position:fixed;top:0;left:0;width:360px;height:600px;border:0;z-index:999'
iframe.src = frameUrl(config.frameOrigin, {
  projectId: config.projectId,
  chainId: config.chainId,
  enableLogger: true,
  ...(config.locale ? { locale: config.locale } : {}),
})

const pending = new Map<string, (event: FrameEvent) => void>()
const events: FrameEvent[] = []
const windowMessages: unknown[] = []
let port: MessagePort | undefined
let loaded = false
let resolveReady: () => void
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve
})

window.addEventListener('message', (event) => {
  windowMessages.push(event.data)
  if (port || event.source !== iframe.contentWindow || event.origin !== config.frameOrigin) return
  if (!readyMessageSchema.safeParse(event.data).success) return
  const channel = new MessageChannel()
  port = channel.port1
  port.onmessage = (message) => {
    const parsed = parseFrameEvent(message.data)
    if (!parsed.success) return
    events.push(parsed.data)
    pending.get(parsed.data.id)?.(parsed.data)
    pending.delete(parsed.data.id)
  }
  iframe.contentWindow!.postMessage(createInitMessage(config.projectId), config.frameOrigin, [channel.port2])
  resolveReady()
})
iframe.addEventListener('load', () => {
  loaded = true
})
document.body.append(iframe)

function request(type: Parameters<typeof createAppEvent>[0], payload: unknown): Promise<FrameEvent> {
  if (!port) return Promise.reject(new Error('frame not ready'))
  const event = createAppEvent(type, payload as never)
  const answer = new Promise<FrameEvent>((resolve) => pending.set(event.id, resolve))
  port.postMessage(event)
  return answer
}

/** Sends without waiting for the answer (it lands in `events`); returns the request's id. */
function send(type: Parameters<typeof createAppEvent>[0], payload: unknown): string {
  if (!port) throw new Error('frame not ready')
  const event = createAppEvent(type, payload as never)
  port.postMessage(event)
  return event.id
}

/** Posts a raw, unchecked message on the port (to test the frame's rejection). */
function raw(message: unknown): void {
  port?.postMessage(message)
}

Object.assign(window, {
  airlockTest: {
    ready,
    request,
    send,
    raw,
    events,
    windowMessages,
    pendingIds: () => [...pending.keys()],
    isReady: () => port !== undefined,
    isLoaded: () => loaded,
  },
})
