import { ChainIdMissingError } from '@airlock/kernel'
import type { Eip1193Provider, EvmConnection, EvmConnector } from '../types'

/**
 * Opens (`prompt`) or restores a connector's connection: with the connector's own handshake when it has
 * one (`connect` / `reconnect`), else `eth_requestAccounts` / `eth_accounts` and `eth_chainId` on its
 * provider. `conn` is null when the wallet exposes no account (not authorised).
 *
 * @example
 * const { provider, conn } = await handshake(connector, true, 1)
 */
export async function handshake(
  connector: EvmConnector,
  prompt: boolean,
  chainId?: number,
): Promise<{ provider: Eip1193Provider; conn: EvmConnection | null }> {
  if (prompt && connector.connect) {
    const conn = await connector.connect(chainId === undefined ? {} : { chainId })
    return { provider: await connector.getProvider(), conn }
  }
  if (!prompt && connector.reconnect) {
    const conn = await connector.reconnect()
    return { provider: await connector.getProvider(), conn }
  }
  const provider = await connector.getProvider()
  const accounts = (await provider.request({
    method: prompt ? 'eth_requestAccounts' : 'eth_accounts',
  })) as `0x${string}`[]
  if (accounts.length === 0) return { provider, conn: null }
  const answer = await provider.request({ method: 'eth_chainId' })
  const walletChainId = typeof answer === 'string' || typeof answer === 'number' ? Number(answer) : Number.NaN
  // A wallet that names no chain cannot be placed on a network (spec §8: missing ChainId).
  if (!Number.isSafeInteger(walletChainId) || walletChainId <= 0) {
    throw new ChainIdMissingError({ details: `eth_chainId answered ${JSON.stringify(answer) ?? 'nothing'}` })
  }
  return { provider, conn: { accounts, chainId: walletChainId } }
}
