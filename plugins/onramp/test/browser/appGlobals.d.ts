// Globals the test app and the devnet test wallet put on window (for page.evaluate in the tests).
import type { Airlock } from '@airlock/kernel'

declare global {
  interface Window {
    __airlock: Airlock
    /** The runtime locale switch of the test app (useLocale().setLocale). */
    __setLocale?: (locale: string) => Promise<void>
    airlockTestWallet?: {
      address: string
      log: ReadonlyArray<{ method: string; params: readonly unknown[] }>
      switchAccount(index: number): string
      /** The wallet's EIP-1193 provider (setConnected: the wallet remembers the site). */
      provider: { setConnected(connected: boolean): void }
      setNextResponse(response: 'approve' | 'reject'): void
      setMode(mode: 'approve' | 'reject' | 'manual'): void
      pending(): unknown[]
      approve(id?: number): boolean
    }
  }
}
