// Globals the test app and the devnet test wallet put on the page (read through page.evaluate).
import type { Airlock } from '@airlock/kernel'

declare global {
  interface Window {
    __airlock: Airlock
    airlockTestWallet?: {
      chainId: number
      log: ReadonlyArray<{ method: string }>
      setNextResponse(response: 'approve' | 'reject'): void
    }
  }
}
