import type { Chain } from 'viem'
import { evmError } from '../evmError'
import type { Eip1193Provider } from '../types'

// No viem runtime here: switching runs before the viem-backed part of the adapter is loaded.
const numberToHex = (n: number): `0x${string}` => `0x${n.toString(16)}`

function hasCode(err: unknown, code: number): boolean {
  let current: unknown = err
  for (let depth = 0; current !== null && typeof current === 'object' && depth < 20; depth++) {
    if ((current as { code?: unknown }).code === code) return true
    const data = (current as { data?: { originalError?: { code?: unknown } } }).data
    if (data?.originalError?.code === code) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The `wallet_addEthereumChain` parameter of a viem chain (EIP-3085). */
export function addEthereumChainParameter(chain: Chain, rpcUrls: readonly string[]) {
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...rpcUrls],
    ...(chain.blockExplorers ? { blockExplorerUrls: [chain.blockExplorers.default.url] } : {}),
  }
}

/**
 * Asks the wallet to switch to `chain` (wallet_switchEthereumChain); when it answers 4902 (unknown chain)
 * adds it with wallet_addEthereumChain, then switches again. Errors are mapped (4001/5000 → 'Signature declined').
 *
 * @example
 * await switchChain(provider, sepolia, ['https://rpc.sepolia.org'])
 */
export async function switchChain(
  provider: Eip1193Provider,
  chain: Chain,
  rpcUrls: readonly string[],
): Promise<void> {
  const params = [{ chainId: numberToHex(chain.id) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params })
  } catch (err) {
    if (!hasCode(err, 4902)) throw await evmError(err, 'wallet_switchEthereumChain')
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [addEthereumChainParameter(chain, rpcUrls)],
      })
      await provider.request({ method: 'wallet_switchEthereumChain', params })
    } catch (addErr) {
      throw await evmError(addErr, 'wallet_addEthereumChain')
    }
  }
}
