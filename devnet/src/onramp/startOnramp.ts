import { DEFAULT_PRICES, type PriceTable } from '../api/ApiDeps'
import type { FaultRegistry } from '../faults/FaultRegistry'
import type { Database } from '../storage/openDatabase'
import { OnrampService } from './OnrampService'
import { OnrampStore } from './OnrampStore'
import { OrderSettler } from './OrderSettler'
import {
  DEVNET_ONRAMP_PROVIDERS,
  DEVNET_PAYMENT_CURRENCIES,
  evmOnrampNetwork,
  type OnrampProviderConfig,
  type PaymentCurrencyConfig,
  solanaOnrampNetwork,
} from './onrampCatalogue'
import { OnrampCatalogue } from './onrampRequests'
import { createOnrampApi, type OnrampApi } from './onrampRoutes'
import { type ProviderServer, startProviderServer } from './startProviderServer'
import { EvmTreasury } from './treasury/evmTreasury'
import { SolanaTreasury } from './treasury/solanaTreasury'

/** What can be changed of the devnet on-ramp (every field optional). */
export interface OnrampDevnetOptions {
  /** The providers (default DEVNET_ONRAMP_PROVIDERS: Harbor Pay 1 % + 0.99 USD, Meridian Ramp 2 %). */
  providers?: readonly OnrampProviderConfig[]
  /** Fiat currencies and their payment methods' limits (default DEVNET_PAYMENT_CURRENCIES: USD, EUR). */
  currencies?: readonly PaymentCurrencyConfig[]
  /** Fixed ports of the providers' checkout servers, in provider order (absent = free ports). */
  ports?: readonly number[]
  /** Milliseconds between "Pay" and delivery (default 1500). */
  settleDelayMs?: number
}

/** What startOnramp needs from the rest of the devnet. */
export interface StartOnrampOptions extends OnrampDevnetOptions {
  db: Database
  faults: FaultRegistry
  /** The anvil chains it delivers ETH and USDC on. */
  chains: ReadonlyArray<{ chainId: number; rpcUrl: string }>
  /** The Solana node it delivers SOL and USDC on. */
  solana?: { caipNetworkId: string; rpcUrl: string }
  /** USD prices by symbol (default DEFAULT_PRICES). */
  prices?: PriceTable
}

/** A provider as the endpoints list shows it. */
export interface OnrampProviderEndpoint {
  id: string
  name: string
  /** Its checkout server (its own origin): the checkout page is `${url}/checkout?sessionToken=…`. */
  url: string
}

/** The running devnet on-ramp: its providers' servers, its API face and its service. */
export interface OnrampDevnet {
  providers: OnrampProviderEndpoint[]
  /** The routes and history answer the blockchain-data API adds (pass to startApiServer as `onramp`). */
  api: OnrampApi
  service: OnrampService
  /** Stops the checkout servers and waits for deliveries under way (scheduled ones stay pending). */
  stop(): Promise<void>
}

/**
 * Starts the devnet on-ramp: one checkout server per provider on its own port, the shared service behind
 * them and the API's routes, and the settler that delivers paid orders from the treasury after a delay.
 * @example
 * const onramp = await startOnramp({ db, faults, chains: [{ chainId: 31337, rpcUrl }] })
 * const api = await startApiServer({ db, chains, onramp: onramp.api })
 */
export async function startOnramp(options: StartOnrampOptions): Promise<OnrampDevnet> {
  const networks = [
    ...options.chains.map((c) => evmOnrampNetwork(c.chainId, c.rpcUrl)),
    ...(options.solana ? [solanaOnrampNetwork(options.solana.caipNetworkId, options.solana.rpcUrl)] : []),
  ]
  const providers = options.providers ?? DEVNET_ONRAMP_PROVIDERS
  const catalogue = new OnrampCatalogue(networks, options.currencies ?? DEVNET_PAYMENT_CURRENCIES, providers)
  const store = new OnrampStore(options.db)
  const settler = new OrderSettler({
    store,
    networks: new Map(networks.map((n) => [n.caipNetworkId, n])),
    treasuries: { eip155: new EvmTreasury(), ...(options.solana ? { solana: new SolanaTreasury() } : {}) },
    ...(options.settleDelayMs !== undefined ? { delayMs: options.settleDelayMs } : {}),
    onError: (order, error) =>
      console.error(`devnet on-ramp: order ${order.id} could not be delivered:`, error),
  })
  const providerUrls = new Map<string, string>()
  const service = new OnrampService({
    store,
    catalogue,
    prices: options.prices ?? DEFAULT_PRICES,
    providerUrls,
    settler,
  })
  const servers: ProviderServer[] = []
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await settler.stop()
  }
  try {
    for (const [i, provider] of providers.entries()) {
      const port = options.ports?.[i]
      const server = await startProviderServer({
        provider,
        service,
        faults: options.faults,
        ...(port ? { port } : {}),
      })
      servers.push(server)
      providerUrls.set(provider.id, server.url)
    }
  } catch (error) {
    await stop()
    throw error
  }
  // Orders a previous run left unfinished exist only in a persistent database (PostgreSQL).
  if (options.db.kind === 'postgres') {
    settler
      .resume(Date.now())
      .catch((error: unknown) => console.error('devnet on-ramp: resume failed:', error))
  }
  return {
    providers: servers.map((s) => ({ id: s.provider.id, name: s.provider.name, url: s.url })),
    api: createOnrampApi(service),
    service,
    stop,
  }
}
