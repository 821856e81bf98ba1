// A stored connection restored before its extension registered: the wallet is waited for, a bounded time.
// Only the implementation's reconnect waits (this module loads with it, out of the page's initial JS).
import type { Wallet } from '@wallet-standard/base'
import { reaction } from 'mobx'
import type { SolanaWalletRegistry } from './WalletRegistry'

/**
 * The registry's wallet behind `connectorId`, now or once it registers within `timeoutMs`; undefined after
 * that (the wait is dropped: no timer or reaction is left).
 *
 * @example
 * const wallet = await waitForWallet(registry, 'solana:Phantom', 1000)
 */
export function waitForWallet(
  registry: SolanaWalletRegistry,
  connectorId: string,
  timeoutMs: number,
): Promise<Wallet | undefined> {
  const found = registry.wallet(connectorId)
  if (found || timeoutMs <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer)
      stop()
      resolve(registry.wallet(connectorId))
    }
    const stop = reaction(
      () => registry.wallet(connectorId) !== undefined,
      (registered) => registered && settle(),
    )
    const timer = setTimeout(settle, timeoutMs)
  })
}
