// Test support: the on-ramp alone behind a blockchain-data API, on PGlite, without the rest of the devnet.
import { type ApiServer, startApiServer } from '../../api/startApiServer'
import { FaultRegistry } from '../../faults/FaultRegistry'
import { DEVNET_SOLANA_CAIP_ID } from '../../solana/solanaConstants'
import { defaultCacheDir } from '../../startDevnet'
import { type Database, openDatabase } from '../../storage/openDatabase'
import { type OnrampDevnet, startOnramp } from '../startOnramp'

/** The parts startOnrampApi started; stop() ends them all. */
export interface OnrampApiTestbed {
  db: Database
  faults: FaultRegistry
  onramp: OnrampDevnet
  api: ApiServer
  stop(): Promise<void>
}

/** An RPC URL nothing listens on: with the default hour-long delay no order is ever delivered to it. */
const UNUSED_RPC = 'http://127.0.0.1:9'

/**
 * Starts the on-ramp's providers and a blockchain-data API serving its routes, on PGlite (loaded from the
 * devnet's template cache). Without `chains`, it sells on 31337, 31338 and the Solana network but delivers
 * nowhere (the settler waits an hour): enough for options, quotes, URLs, checkout pages and declined orders.
 * @example
 * const bed = await startOnrampApi()
 * await fetch(`${bed.api.url}/v1/onramp/options?projectId=airlock-devnet&st=t&sv=1`)
 * await bed.stop()
 */
export async function startOnrampApi(
  options: {
    chains?: ReadonlyArray<{ chainId: number; rpcUrl: string }>
    solana?: { caipNetworkId: string; rpcUrl: string } | false
    settleDelayMs?: number
  } = {},
): Promise<OnrampApiTestbed> {
  const cacheDir = defaultCacheDir()
  const db = await openDatabase(cacheDir ? { cacheDir } : {})
  const faults = new FaultRegistry()
  const solana =
    options.solana === false
      ? undefined
      : (options.solana ?? { caipNetworkId: DEVNET_SOLANA_CAIP_ID, rpcUrl: UNUSED_RPC })
  let onramp: OnrampDevnet | undefined
  try {
    onramp = await startOnramp({
      db,
      faults,
      chains: options.chains ?? [
        { chainId: 31337, rpcUrl: UNUSED_RPC },
        { chainId: 31338, rpcUrl: UNUSED_RPC },
      ],
      ...(solana ? { solana } : {}),
      settleDelayMs: options.settleDelayMs ?? 3_600_000,
    })
    const api = await startApiServer({ db, faults, chains: [], onramp: onramp.api })
    const started = onramp
    return {
      db,
      faults,
      onramp: started,
      api,
      async stop() {
        await api.stop()
        await started.stop()
        await db.close()
      },
    }
  } catch (error) {
    await onramp?.stop()
    await db.close()
    throw error
  }
}
