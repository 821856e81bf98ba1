// A chain namespace for UI tests: the mock wallet of @airlock/testing on the `test` namespace, with
// observable connectors (announce wallets at will) and every connect held until the test approves or
// rejects it. This file only keeps the names the UI tests were written with.
import type {
  AirlockPlugin,
  CaipNetwork,
  ChainAdapter,
  ChainConnectParameters,
  Connector,
} from '@airlock/kernel'
import { createMockWallet, type MockRequest, mockNetwork } from '@airlock/testing'
import type { IObservableArray } from 'mobx'

export { userRejection } from '@airlock/testing'

/** The test namespace. */
export const TEST_NAMESPACE = 'test'

const testCurrency = { name: 'Test Ether', symbol: 'TST', decimals: 18 }

/** A network of the test namespace. */
export const testNetwork: CaipNetwork = mockNetwork(1, {
  namespace: TEST_NAMESPACE,
  name: 'Test Chain',
  nativeCurrency: testCurrency,
})

/** A second network of the test namespace. */
export const testNetwork2: CaipNetwork = mockNetwork(2, {
  namespace: TEST_NAMESPACE,
  name: 'Test Chain Two',
  nativeCurrency: testCurrency,
})

/** A small SVG as a data URL (safe image for connectors). */
export const TEST_ICON =
  'data:image/svg+xml;utf8,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Crect width="10" height="10" fill="%23f6851b"/%3E%3C/svg%3E'

/** An announced (EIP-6963-style) wallet connector. */
export function announcedConnector(n: number, overrides: Partial<Connector> = {}): Connector {
  return {
    id: `io.test.wallet${n}`,
    name: `Test Wallet ${n}`,
    type: 'ANNOUNCED',
    namespaces: [TEST_NAMESPACE],
    imageUrl: TEST_ICON,
    info: { rdns: `io.test.wallet${n}` },
    ...overrides,
  }
}

/** The pairing protocol's connector (WalletConnect's row), id 'wc'. */
export function walletConnectConnector(): Connector {
  return {
    id: 'wc',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    namespaces: [TEST_NAMESPACE],
    imageUrl: TEST_ICON,
  }
}

/** A pending connect the test settles. */
export interface PendingConnect {
  params: ChainConnectParameters
  approve(address?: string): void
  reject(error: unknown): void
}

/** The fake chain and its controls. */
export interface TestChain {
  /** Pass it in `plugins`. */
  plugin: AirlockPlugin
  /** The adapter (registered on set-up). */
  adapter: ChainAdapter
  /** Its connectors (observable). */
  connectors: IObservableArray<Connector>
  /** Connect calls not settled yet, oldest first. */
  pending: PendingConnect[]
  /** Every connect call. */
  calls: ChainConnectParameters[]
  /** Adds a connector (like an EIP-6963 announcement). */
  announce(connector: Connector): void
  /** Resolves when a connect call is pending, returning the oldest. */
  nextConnect(): Promise<PendingConnect>
}

/** Test address. */
export const TEST_ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

/** A connect request of the mock wallet as a {@link PendingConnect}. */
const asPendingConnect = (request: MockRequest): PendingConnect => ({
  params: request.params as ChainConnectParameters,
  approve: (address) => request.approve(address),
  reject: (error) => request.reject(error),
})

/** Creates the test chain with the given connectors. */
export function createTestChain(initial: readonly Connector[] = []): TestChain {
  const wallet = createMockWallet({
    namespace: TEST_NAMESPACE,
    networks: [testNetwork, testNetwork2],
    accounts: [TEST_ADDRESS],
    connectors: initial,
    approval: { connect: 'manual' },
    balance: '1.23456789',
  })
  // The test chain stands for a chain the blockchain-data API serves (spec §9: its activity and balances).
  Object.assign(wallet.adapter, { accountData: true })
  const connects = () => wallet.requests.filter((r) => r.method === 'connect')
  return {
    plugin: wallet.plugin,
    adapter: wallet.adapter,
    connectors: wallet.connectors,
    get pending() {
      return connects()
        .filter((r) => r.status === 'pending')
        .map(asPendingConnect)
    },
    get calls() {
      return connects().map((r) => r.params as ChainConnectParameters)
    },
    announce: (connector) => wallet.announce(connector),
    nextConnect: () => wallet.nextRequest('connect').then(asPendingConnect),
  }
}
