import type { Address } from 'viem'
import type { ApprovalMode, TestWalletInfo } from '../testWalletConfig'
import type { PendingRequest } from './approvalGate'
import type { TestWalletProvider } from './TestWalletProvider'

/** The control API the injected test wallet puts on `window.airlockTestWallet`. */
export interface TestWalletControl {
  readonly provider: TestWalletProvider
  readonly info: TestWalletInfo
  readonly address: Address
  readonly chainId: number
  /** True once eth_requestAccounts was approved (until disconnect()). */
  readonly connected: boolean
  /** Every request seen, oldest first. */
  readonly log: ReadonlyArray<{ method: string; params: readonly unknown[] }>
  /** 'approve' (default), 'reject', or 'manual' (requests wait for approve()/reject()). */
  setMode(mode: ApprovalMode): void
  /** One-shot answer for the next request that needs approval. */
  setNextResponse(response: 'approve' | 'reject'): void
  /** Requests waiting in manual mode (also announced as 'airlockTestWallet:pending' window events). */
  pending(): PendingRequest[]
  /** Approves a pending request (the oldest when no id); false if none. */
  approve(id?: number): boolean
  /** Rejects a pending request with 4001 (the oldest when no id); false if none. */
  reject(id?: number): boolean
  /** Switches to account `index` of the config; emits accountsChanged when connected. */
  switchAccount(index: number): Address
  /** Emits accountsChanged([]) and disconnect; the dApp must request accounts again. */
  disconnect(): void
  /** Announces the provider again through EIP-6963. */
  announce(): void
}
