import { type AltoBundler, type StartAltoBundlerOptions, startAltoBundler } from './startAltoBundler'

/** Where a chain's bundler is: not started yet, starting, serving, stopped on purpose, or failed to start. */
export type BundlerState = 'idle' | 'starting' | 'ready' | 'stopped' | 'failed'

/** What the control route reports about one bundler. */
export interface BundlerStatus {
  chainId: number
  state: BundlerState
  /** alto's own URL and pid while it runs. */
  url?: string
  pid?: number
  /** Why the last start failed or the process ended. */
  lastError?: string
  /** Milliseconds the last start took. */
  startupMs?: number
}

/** A bundler that is not running: stopped through the control route, or failed to start. */
export class BundlerUnavailable extends Error {
  constructor(
    readonly chainId: number,
    readonly state: BundlerState,
    message: string,
  ) {
    super(message)
    this.name = 'BundlerUnavailable'
  }
}

/**
 * Runs one chain's alto bundler on demand: the first request starts it (concurrent requests wait
 * for the same start), a process that exits is started again by the next request, and stop() keeps
 * it down (requests get BundlerUnavailable) until start().
 */
export class BundlerSupervisor {
  private state: BundlerState = 'idle'
  private bundler: AltoBundler | undefined
  private starting: Promise<AltoBundler> | undefined
  private lastError: string | undefined
  private startupMs: number | undefined

  constructor(
    readonly chainId: number,
    private readonly options: StartAltoBundlerOptions,
    private readonly start_: (options: StartAltoBundlerOptions) => Promise<AltoBundler> = startAltoBundler,
  ) {}

  /** The running bundler, started now if needed. Throws BundlerUnavailable when stopped. */
  ensure(): Promise<AltoBundler> {
    if (this.state === 'stopped') {
      return Promise.reject(
        new BundlerUnavailable(this.chainId, 'stopped', `The bundler of chain ${this.chainId} is stopped`),
      )
    }
    if (this.bundler && this.state === 'ready') return Promise.resolve(this.bundler)
    this.starting ??= this.launch()
    return this.starting
  }

  /** Starts the bundler (also after stop()); resolves when it serves. */
  start(): Promise<AltoBundler> {
    if (this.state === 'stopped' || this.state === 'failed') this.state = 'idle'
    return this.ensure()
  }

  /** Stops the bundler and keeps it down until start(). */
  async stop(): Promise<void> {
    this.state = 'stopped'
    const pending = this.starting
    this.starting = undefined
    const running = this.bundler ?? (await pending?.catch(() => undefined))
    this.bundler = undefined
    await running?.stop()
  }

  /** The bundler's state for the control route. */
  status(): BundlerStatus {
    return {
      chainId: this.chainId,
      state: this.state,
      ...(this.bundler ? { url: this.bundler.url, pid: this.bundler.pid } : {}),
      ...(this.lastError ? { lastError: this.lastError } : {}),
      ...(this.startupMs !== undefined ? { startupMs: this.startupMs } : {}),
    }
  }

  private async launch(): Promise<AltoBundler> {
    this.state = 'starting'
    const t0 = performance.now()
    try {
      const bundler = await this.start_(this.options)
      if (this.state !== 'starting') {
        // stop() came while it was starting.
        await bundler.stop()
        throw new BundlerUnavailable(
          this.chainId,
          this.state,
          `The bundler of chain ${this.chainId} is stopped`,
        )
      }
      this.bundler = bundler
      this.state = 'ready'
      this.startupMs = Math.round(performance.now() - t0)
      this.lastError = undefined
      void bundler.exited.then(() => {
        if (this.bundler !== bundler) return
        // Ended without stop(): the next request starts a new one.
        this.bundler = undefined
        this.state = 'idle'
        this.lastError = `alto exited; its last output:\n${bundler.recentOutput().slice(-1_000)}`
      })
      return bundler
    } catch (error) {
      if (this.state === 'starting') {
        this.state = 'failed'
        this.lastError = error instanceof Error ? error.message : String(error)
      }
      throw error instanceof BundlerUnavailable
        ? error
        : new BundlerUnavailable(
            this.chainId,
            'failed',
            `The bundler of chain ${this.chainId} failed to start: ${this.lastError}`,
          )
    } finally {
      this.starting = undefined
    }
  }
}
