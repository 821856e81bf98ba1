// One approval at a time. A request that needs the visitor while another waits replaces it, and the one
// replaced is answered (4001, 'Request was aborted') instead of waiting forever; RPC_ABORT ends the one
// waiting the same way. While any approval request is in flight (being prepared, shown or signed), the
// frame refuses to switch networks: the chain it shows is the chain it signs for.
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '../protocol/errors'
import { FrameError } from './api'

/** The frame's approval requests in flight, and the one the visitor is being asked about. */
export class ApprovalSlot {
  private current: AbortController | undefined
  private inFlight = 0

  /** Whether an approval request is being prepared, shown or signed. */
  get busy(): boolean {
    return this.inFlight > 0
  }

  /**
   * Runs one approval request: `run` gets a signal that aborts when a newer request replaces this one or
   * the app sends RPC_ABORT. An aborted run is answered with 4001 'Request was aborted'.
   * @example
   * await approvals.run((signal) => approveInWindow(content, signal))
   */
  async run<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.current?.abort()
    const controller = new AbortController()
    this.current = controller
    this.inFlight++
    try {
      const result = await run(controller.signal)
      if (controller.signal.aborted) throw aborted()
      return result
    } finally {
      this.inFlight--
      if (this.current === controller) this.current = undefined
    }
  }

  /** Ends the request waiting for the visitor, if any (RPC_ABORT). */
  abort(): void {
    this.current?.abort()
  }
}

/** The error an aborted or replaced approval is answered with. */
export function aborted(): FrameError {
  return new FrameError(FRAME_ERROR_MESSAGES.aborted, FRAME_ERROR_CODES.userRejected)
}
