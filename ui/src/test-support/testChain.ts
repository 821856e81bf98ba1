// A fake chain namespace for UI tests, built only on the kernel's public plugin API (contract v2: address
// rules, connectors listing their namespaces, the transfer capabilities): its connectors are observable
// (announce wallets at will) and every connect waits for the test to approve or reject it.
import {
  type AirlockPlugin,
  type CaipNetwork,
  type ChainAdapter,
  type ChainAdapterHooks,
  type ChainConnectParameters,
  type Connector,
  type ConnectResult,
  definePlugin,
} from '@airlock/kernel'
import { type IObservableArray, observable, runInAction } from 'mobx'

/** The test namespace. */
export const TEST_NAMESPACE = 'test'

/** A network of the test namespace. */
export const testNetwork: CaipNetwork = {
  id: 1,
  name: 'Test Chain',
  nativeCurrency: { name: 'Test Ether', symbol: 'TST', decimals: 18 },
  caipNetworkId: 'test:1',
  chainNamespace: TEST_NAMESPACE,
  rpcUrls: { default: { http: ['http://127.0.0.1:9/rpc'] } },
}

/** A second network of the test namespace. */
export const testNetwork2: CaipNetwork = {
  ...testNetwork,
  id: 2,
  name: 'Test Chain Two',
  caipNetworkId: 'test:2',
}

/** A tiny valid PNG as a data URL (safe image for connectors). */
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
  /** The kernel's callbacks, once attached. */
  hooks(): ChainAdapterHooks
  /** Adds a connector (like an EIP-6963 announcement). */
  announce(connector: Connector): void
  /** Resolves when a connect call is pending, returning the oldest. */
  nextConnect(): Promise<PendingConnect>
}

/** An error a wallet throws when the user rejects (EIP-1193 code 4001). */
export function userRejection(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/** Test address. */
export const TEST_ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

/** Creates a fake chain with the given connectors. */
export function createTestChain(initial: readonly Connector[] = []): TestChain {
  const connectors = observable.array<Connector>([...initial], { deep: false })
  const pending: PendingConnect[] = []
  const calls: ChainConnectParameters[] = []
  const waiters: ((p: PendingConnect) => void)[] = []
  let hooks: ChainAdapterHooks | undefined
  const adapter: ChainAdapter = {
    namespace: TEST_NAMESPACE,
    networks: [testNetwork, testNetwork2],
    address: { validate: (value) => /^0x[0-9a-fA-F]{40}$/.test(value) },
    get connectors() {
      return connectors
    },
    attach(h) {
      hooks = h
      return undefined
    },
    connect(params) {
      calls.push(params)
      return new Promise<ConnectResult>((resolve, reject) => {
        const entry: PendingConnect = {
          params,
          approve: (address = TEST_ADDRESS) => {
            pending.splice(pending.indexOf(entry), 1)
            resolve({ address, chainId: 1 })
          },
          reject: (error) => {
            pending.splice(pending.indexOf(entry), 1)
            reject(error)
          },
        }
        pending.push(entry)
        waiters.shift()?.(entry)
      })
    },
    async disconnect() {},
    async getBalance() {
      return { balance: '1.23456789', symbol: 'TST' }
    },
    async switchNetwork() {},
    async signMessage() {
      return '0xsig'
    },
    async prepareTransfer(params) {
      return { params }
    },
    async estimateFee() {
      return { amount: 21_000_000_000_000n, decimals: 18, symbol: 'TST' }
    },
    async sendTransfer() {
      return `0x${'ab'.repeat(32)}`
    },
  }
  return {
    plugin: definePlugin({
      name: 'test-chain',
      setup(ctx) {
        ctx.registerChainAdapter(adapter)
      },
    }),
    adapter,
    connectors,
    pending,
    calls,
    hooks: () => {
      if (!hooks) throw new Error('adapter not attached')
      return hooks
    },
    announce: (connector) => runInAction(() => connectors.push(connector)),
    nextConnect: () => {
      const first = pending[0]
      return first ? Promise.resolve(first) : new Promise((resolve) => waiters.push(resolve))
    },
  }
}
