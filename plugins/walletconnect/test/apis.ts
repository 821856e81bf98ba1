// What the tests read of an instance, through its public surface: the plugin's exposed API and the EVM adapter.

import type { EvmAdapter } from '@airlock/evm'
import type { Airlock } from '@airlock/kernel'
import type { WalletConnectApi } from '../src/index'

/** The WalletConnect plugin's API (`airlock.plugin('walletconnect')`); throws when it is not set up. */
export function walletConnectOf(airlock: Airlock): WalletConnectApi {
  const api = airlock.plugin('walletconnect')
  if (!api) throw new Error('walletconnect is not set up')
  return api
}

/** The EVM chain adapter (`s.connection.adapter('eip155')`); throws when the evm plugin is not set up. */
export function evmAdapterOf(airlock: Airlock): EvmAdapter {
  const adapter = airlock.get((s) => s.connection.adapter('eip155'))
  if (!adapter) throw new Error('evm is not set up')
  return adapter
}
