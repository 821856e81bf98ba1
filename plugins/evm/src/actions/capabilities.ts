// EIP-5792 capabilities: wallet_getCapabilities for one account and chain, the "none" answer of wallets
// that do not know the method, a cache per account and chain (the atomic-batch reading is in atomicBatch.ts).
import type { RpcError } from '@airlock/kernel'
import { evmError } from '../evmError'
import type { Eip1193Provider } from '../types'

/**
 * A wallet's EIP-5792 capabilities, keyed by chain id in hex (`'0x1'`; `'0x0'` holds those of every
 * chain), each a record of capability name → its description (e.g. `{ atomic: { status: 'supported' } }`).
 * An empty record: the wallet reports none.
 */
export type WalletCapabilities = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>

/**
 * JSON-RPC codes by which a wallet says it does not know a method: 4200 (EIP-1193 unsupported method),
 * -32601 (JSON-RPC method not found) and -32004 (EIP-1474 method not supported). A wallet answering one of
 * them to wallet_getCapabilities has no capabilities.
 */
export const METHOD_NOT_FOUND_CODES: readonly number[] = [4200, -32601, -32004]

/**
 * Asks the wallet for its EIP-5792 capabilities on one chain: `wallet_getCapabilities` with
 * `[address, [chainIdHex]]`. A wallet that does not know the method (a code of
 * {@link METHOD_NOT_FOUND_CODES}) has none: the answer is `{}`. Other failures throw the kernel's error
 * classes (`toEvmError`); a null answer counts as none.
 *
 * @example
 * const caps = await getCapabilities(provider, { address, chainId: 8453 })
 * if (supportsAtomicBatch(caps, 8453)) await sendCalls(provider, { from: address, chainId: 8453, calls })
 */
export async function getCapabilities(
  provider: Eip1193Provider,
  params: { address: string; chainId: number },
): Promise<WalletCapabilities> {
  let answer: unknown
  try {
    answer = await provider.request({
      method: 'wallet_getCapabilities',
      params: [params.address, [`0x${params.chainId.toString(16)}`]],
    })
  } catch (err) {
    const error = await evmError(err, 'wallet_getCapabilities')
    if (METHOD_NOT_FOUND_CODES.includes((error as Partial<RpcError>).code as number)) return {}
    throw error
  }
  return (answer ?? {}) as WalletCapabilities
}

/** A cache of wallet capabilities per account and chain; see {@link createCapabilitiesCache}. */
export interface CapabilitiesCache {
  /** The capabilities of `address` on `chainId`: cached, or asked once (concurrent callers share the ask). */
  get(provider: Eip1193Provider, params: { address: string; chainId: number }): Promise<WalletCapabilities>
  /** Drops every cached answer (account change, chain change, disconnect); asks under way are not kept. */
  clear(): void
}

/**
 * Creates a cache of {@link getCapabilities} answers per account (case-insensitive) and chain. The "none"
 * answer of a wallet without the method is cached too; a failure is not. `clear()` drops everything, and an
 * ask under way when it is called does not fill the cache afterwards.
 *
 * @example
 * const cache = createCapabilitiesCache()
 * await cache.get(provider, { address, chainId: 1 }) // asks the wallet
 * await cache.get(provider, { address, chainId: 1 }) // cached
 * provider.on('accountsChanged', () => cache.clear())
 */
export function createCapabilitiesCache(): CapabilitiesCache {
  const entries = new Map<string, Promise<WalletCapabilities>>()
  return {
    get(provider, params) {
      const key = `${params.address.toLowerCase()}:${params.chainId}`
      let ask = entries.get(key)
      if (!ask) {
        ask = getCapabilities(provider, params)
        entries.set(key, ask)
        ask.catch(() => entries.delete(key))
      }
      return ask
    },
    clear() {
      entries.clear()
    },
  }
}
