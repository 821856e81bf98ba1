// Reading EIP-5792 capabilities for atomic batches, in a module of its own: the evm plugin's eager code does
// not need it, and a plugin that does (swap's batched approve + swap) loads it with its own lazy chunk.
import type { WalletCapabilities } from './capabilities'

/**
 * Whether capabilities say calls on `chainId` go atomically (in one batch): EIP-5792's `atomic.status`
 * `'supported'` or `'ready'` (the wallet can upgrade the account first), or the older
 * `atomicBatch.supported: true`. The chain's entry is read under its hex id (or decimal, as some wallets
 * answer), else the all-chains entry `'0x0'`.
 *
 * @example
 * supportsAtomicBatch({ '0x2105': { atomic: { status: 'supported' } } }, 8453) // true
 * supportsAtomicBatch({}, 8453) // false: a wallet without EIP-5792
 */
export function supportsAtomicBatch(capabilities: WalletCapabilities, chainId: number): boolean {
  const entry = (capabilities[`0x${chainId.toString(16)}`] ??
    capabilities[String(chainId)] ??
    capabilities['0x0']) as
    | { atomic?: { status?: unknown } | undefined; atomicBatch?: { supported?: unknown } | undefined }
    | undefined
  const status = entry?.atomic?.status
  return status === 'supported' || status === 'ready' || entry?.atomicBatch?.supported === true
}
