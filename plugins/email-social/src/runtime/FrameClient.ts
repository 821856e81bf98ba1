// The app side of the secure-frame protocol: the iframe with the fixed id and name, READY accepted only
// from that iframe's window and the frame's exact origin, INIT with a private MessagePort, and from then
// on every message over that port only (the window listener is removed at once). Every message is parsed
// with the protocol's zod schemas; every request has a crypto-strong id and waits for `_SUCCESS` or
// `_ERROR` with that id (auth actions time out after 30 s); an answer is accepted once.
import {
  type AppEventPayload,
  type AppEventType,
  createAppEvent,
  createInitMessage,
  type FrameEvent,
  type FramePayloadError,
  parseFrameEvent,
  readyMessageSchema,
} from '@airlock/frame-host/protocol'
import { FrameError } from '../errors'

/** What the client needs of the iframe element it creates (a real HTMLIFrameElement in browsers). */
export interface FrameHandle {
  /** The frame's window (null until attached). */
  readonly contentWindow: {
    postMessage(message: unknown, targetOrigin: string, transfer: Transferable[]): void
  } | null
  /** Removes the iframe from the page. */
  remove(): void
}

/** The host-page surface the handshake listens on (the real `window` in browsers). */
export interface FrameWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** Unsolicited frame events the client hands on (they arrive on the private port only). */
export type FrameNotice = Extract<FrameEvent, { type: 'SESSION_UPDATE' | 'FRAME_VISIBILITY' }>

/** Options of {@link FrameClient}. */
export interface FrameClientOptions {
  /** The frame's exact origin. */
  frameOrigin: string
  /** The project id sent in INIT. */
  projectId: string
  /** The host window (READY arrives here, once). */
  window: FrameWindow
  /** Creates and attaches the iframe (fixed id and name, the frame URL). */
  createFrame(): FrameHandle
  /** Makes the private channel (`new MessageChannel()` in browsers). */
  createChannel(): { port1: MessagePort; port2: MessagePort }
  /** Time for the frame to load, hand over the port and report its session. */
  loadTimeoutMs: number
  /** Timeout of requests that carry one (auth actions: 30 s). */
  requestTimeoutMs: number
  /** SESSION_UPDATE and FRAME_VISIBILITY. */
  onNotice(notice: FrameNotice): void
  /** Called for every message dropped (wrong source, origin, shape, id…), for tests and logs. */
  onDropped?(reason: string): void
}

/** The frame did not load (or hand over its port) in time. */
export class FrameLoadTimeoutError extends FrameError {
  override name = 'FrameLoadTimeoutError'
  constructor() {
    super('The secure frame did not load in time')
  }
}

/** An `_ERROR` answer (or a timeout) of one request. */
export class FrameRequestError extends FrameError {
  override name = 'FrameRequestError'
  /** The frame's error code (4001 for a rejection in the frame, 'COOLDOWN', 'LOCKED'…). */
  readonly code: string | number | undefined
  /** With COOLDOWN: seconds until a new code may be requested. */
  readonly retryAfterSeconds: number | undefined
  constructor(error: Partial<FramePayloadError>) {
    super(error.message)
    this.code = error.code
    this.retryAfterSeconds = error.retryAfterSeconds
  }
}

interface Pending {
  type: AppEventType
  resolve(payload: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout> | undefined
}

/** Options of one request. */
export interface RequestOptions {
  /** False: no timeout (an approval waits for the visitor). Default true. */
  timeout?: boolean
}

/** One frame connection: handshake, then typed requests over the private port. */
export class FrameClient {
  private port: MessagePort | undefined
  private frame: FrameHandle | undefined
  private readonly pending = new Map<string, Pending>()
  private readyPromise: Promise<void> | undefined
  private closed = false
  /** While true (the visitor is acting in the frame), request timeouts are re-armed instead of firing. */
  private holdTimeouts = false

  constructor(private readonly options: FrameClientOptions) {}

  /**
   * Creates the iframe and waits for the handshake and the frame's first SESSION_UPDATE (sent once it
   * restored any session); rejects with {@link FrameLoadTimeoutError} after `loadTimeoutMs`.
   */
  ready(): Promise<void> {
    this.readyPromise ??= this.handshake()
    return this.readyPromise
  }

  /** Sends one app event and resolves with its `_SUCCESS` payload; rejects with the `_ERROR`. */
  async request<T extends AppEventType>(
    type: T,
    payload: AppEventPayload<T>,
    options: RequestOptions = {},
  ): Promise<unknown> {
    await this.ready()
    const port = this.port
    if (!port || this.closed) throw new FrameError('The secure frame is closed')
    const event = createAppEvent(type, payload)
    return new Promise((resolve, reject) => {
      const entry: Pending = { type, resolve, reject, timer: undefined }
      const arm = () => {
        entry.timer = setTimeout(() => {
          if (this.holdTimeouts) return arm()
          this.pending.delete(event.id)
          reject(new FrameRequestError({ message: `${type} timed out`, code: 'TIMEOUT' }))
        }, this.options.requestTimeoutMs)
      }
      if (options.timeout !== false) arm()
      this.pending.set(event.id, entry)
      port.postMessage(event)
    })
  }

  /**
   * Reloads the frame's page (RELOAD, spec §4's "reload the auth provider") and connects to it again:
   * what is still pending is rejected, and the next request waits for the new handshake (the frame
   * restores its session from its own cookie). Nothing happens before the first handshake.
   * @example
   * await client.reload()
   */
  async reload(): Promise<void> {
    if (this.closed || !this.port || !this.frame) return
    const frame = this.frame
    await this.request('RELOAD', undefined)
    // The frame answered and reloads in a moment: listen for its next READY before it can come.
    this.port?.close()
    this.port = undefined
    for (const entry of this.pending.values()) {
      clearTimeout(entry.timer)
      entry.reject(new FrameError('The secure frame reloaded'))
    }
    this.pending.clear()
    this.readyPromise = this.handshake(frame)
    await this.readyPromise
  }

  /** Holds request timeouts while the visitor acts in the shown frame (recovery code, approval). */
  setHoldTimeouts(hold: boolean): void {
    this.holdTimeouts = hold
  }

  /** Number of requests waiting for an answer. */
  get pendingCount(): number {
    return this.pending.size
  }

  /** Closes the port, removes the iframe and rejects what is pending. */
  close(): void {
    if (this.closed) return
    this.closed = true
    this.port?.close()
    this.port = undefined
    this.frame?.remove()
    for (const entry of this.pending.values()) {
      clearTimeout(entry.timer)
      entry.reject(new FrameError('The secure frame is closed'))
    }
    this.pending.clear()
  }

  /** Waits for READY from `existing` (a reloaded frame) or from a frame it creates. */
  private handshake(existing?: FrameHandle): Promise<void> {
    const { options } = this
    return new Promise<void>((resolve, reject) => {
      const frame = existing ?? options.createFrame()
      this.frame = frame
      let restored: (() => void) | undefined
      const timer = setTimeout(() => {
        options.window.removeEventListener('message', onMessage)
        this.close()
        reject(new FrameLoadTimeoutError())
      }, options.loadTimeoutMs)
      const onMessage = (event: MessageEvent) => {
        if (this.port || this.closed) return
        const dropped =
          event.source === null || event.source !== frame.contentWindow
            ? 'window: not the frame window'
            : event.origin !== options.frameOrigin
              ? 'window: wrong origin'
              : readyMessageSchema.safeParse(event.data).success
                ? undefined
                : 'window: not a READY message'
        if (dropped) {
          options.onDropped?.(dropped)
          return
        }
        options.window.removeEventListener('message', onMessage)
        const channel = options.createChannel()
        this.port = channel.port1
        restored = () => {
          clearTimeout(timer)
          resolve()
        }
        channel.port1.onmessage = (message) => this.receive(message.data, restored)
        channel.port1.onmessageerror = () => options.onDropped?.('port: unreadable message')
        frame.contentWindow?.postMessage(createInitMessage(options.projectId), options.frameOrigin, [
          channel.port2,
        ])
      }
      options.window.addEventListener('message', onMessage)
    })
  }

  private receive(raw: unknown, restored: (() => void) | undefined): void {
    const dropped = this.accept(raw, restored)
    if (dropped) this.options.onDropped?.(dropped)
  }

  /** Handles one port message; returns why it was dropped, or undefined when it was taken. */
  private accept(raw: unknown, restored: (() => void) | undefined): string | undefined {
    const parsed = parseFrameEvent(raw)
    if (!parsed.success) return `port: ${parsed.error.message}`
    const event = parsed.data
    if (event.type === 'SESSION_UPDATE' || event.type === 'FRAME_VISIBILITY') {
      this.options.onNotice(event)
      if (event.type === 'SESSION_UPDATE') restored?.()
      return undefined
    }
    if (event.type === 'READY') return 'port: READY after the handshake'
    const entry = this.pending.get(event.id)
    if (!entry) return 'port: unknown or answered id'
    if (event.type === 'MESSAGE_ERROR' || event.type === `${entry.type}_ERROR`) {
      this.settle(event.id, entry)
      entry.reject(new FrameRequestError(event.payload as FramePayloadError))
      return undefined
    }
    if (event.type === `${entry.type}_SUCCESS`) {
      this.settle(event.id, entry)
      entry.resolve(event.payload)
      return undefined
    }
    return 'port: answer of another type'
  }

  private settle(id: string, entry: Pending): void {
    clearTimeout(entry.timer)
    this.pending.delete(id)
  }
}
