// The slice of devnet's injected test-wallet control API (`window.airlockTestWallet`) the sandbox uses.

/** A request waiting for approve()/reject() in manual mode. */
export interface PendingTestWalletRequest {
  id: number
  method: string
}

/** What the injected devnet test wallet exposes on `window.airlockTestWallet`. */
export interface TestWalletControlLike {
  readonly address: string
  readonly chainId: number
  readonly connected: boolean
  setMode(mode: 'approve' | 'reject' | 'manual'): void
  setNextResponse(response: 'approve' | 'reject'): void
  pending(): PendingTestWalletRequest[]
  approve(id?: number): boolean
  reject(id?: number): boolean
  switchAccount(index: number): string
  disconnect(): void
  /** The wallet's Solana side (Wallet Standard), when devnet runs a Solana node. */
  readonly solana?: {
    readonly address: string
    readonly connected: boolean
    /** Disconnects the Solana side only. */
    disconnect(): void
  }
  /** The wallet's Bitcoin side (Wallet Standard + Sats Connect), when devnet runs a Bitcoin node. */
  readonly bitcoin?: {
    readonly address: string
    readonly connected: boolean
    /** Disconnects the Bitcoin side only. */
    disconnect(): void
  }
}

/** The injected test wallet, if the page has one. */
export function testWallet(): TestWalletControlLike | undefined {
  return (window as unknown as { airlockTestWallet?: TestWalletControlLike }).airlockTestWallet
}
