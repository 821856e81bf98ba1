// A second, made-up chain namespace ("testchain") used by the kernel's tests to prove the kernel is
// namespace-generic. It is a test double of a chain (deterministic accounts and balances), not of the
// kernel: everything it touches is the real kernel. Not exported from the package.
import { observable } from 'mobx'
import { definePlugin } from '../../plugins/types'
import type { CaipNetwork, ChainAdapter, ChainAdapterHooks, Connector, ConnectResult } from '../types'

/** A testchain network. */
export function testchainNetwork(id: string, name = `Testchain ${id}`): CaipNetwork {
  return {
    id,
    name,
    nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 9 },
    caipNetworkId: `testchain:${id}`,
    chainNamespace: 'testchain',
    rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
    blockExplorers: { default: { name: 'TestScan', url: 'http://127.0.0.1:1/scan' } },
  }
}

/** Options of the testchain adapter. */
export interface TestchainOptions {
  networks?: CaipNetwork[]
  /** Address each connector returns. */
  address?: string
  /** Chain id the wallet reports on connect. */
  chainId?: string
  /** When set, connect rejects with this error. */
  connectError?: unknown
  /** Whether reconnect succeeds (default true). */
  reconnects?: boolean
  /** Native balance returned. */
  balance?: string
  /** What waiting for a sent transaction reports (default 'confirmed'). */
  transactionOutcome?: 'confirmed' | 'failed'
  /** Whether the blockchain-data API serves its token balances and activity (default true, as EVM and Solana). */
  accountData?: boolean
}

/** The adapter plus handles the tests drive (wallet-side events, call counts). */
export interface TestchainAdapter extends ChainAdapter {
  readonly connectors: Connector[]
  hooks: ChainAdapterHooks | undefined
  calls: { connect: number; reconnect: number; disconnect: number; getBalance: number; switchNetwork: number }
  options: TestchainOptions
  announce(connector: Connector): void
}

/** Creates the testchain adapter (connectors in a MobX observable array, like EIP-6963 announcements). */
export function createTestchainAdapter(options: TestchainOptions = {}): TestchainAdapter {
  const networks = options.networks ?? [testchainNetwork('alpha'), testchainNetwork('beta')]
  const connectors = observable.array<Connector>(
    [
      {
        id: 'test-wallet',
        name: 'Test Wallet',
        type: 'EXTERNAL',
        namespaces: ['testchain'],
        explorerId: 'tw',
      },
    ],
    { deep: false },
  )
  const result = (): ConnectResult => ({
    address: options.address ?? 'tc1alice',
    chainId: options.chainId ?? String(networks[0]?.id),
    accounts: [{ address: options.address ?? 'tc1alice', type: 'eoa' }],
  })
  const adapter: TestchainAdapter = {
    namespace: 'testchain',
    accountData: options.accountData ?? true,
    networks,
    address: { validate: (value) => /^tc1[a-z0-9]+$/.test(value) },
    connectors,
    hooks: undefined,
    options,
    calls: { connect: 0, reconnect: 0, disconnect: 0, getBalance: 0, switchNetwork: 0 },
    announce(connector) {
      connectors.push(connector)
    },
    attach(hooks) {
      adapter.hooks = hooks
      return () => {
        adapter.hooks = undefined
      }
    },
    async connect() {
      adapter.calls.connect++
      if (options.connectError !== undefined) throw options.connectError
      return result()
    },
    async reconnect() {
      adapter.calls.reconnect++
      return options.reconnects === false ? null : result()
    },
    async disconnect() {
      adapter.calls.disconnect++
    },
    async getBalance() {
      adapter.calls.getBalance++
      return { balance: options.balance ?? '1.5', symbol: 'TST' }
    },
    async switchNetwork() {
      adapter.calls.switchNetwork++
    },
    async signMessage({ message }) {
      return `signed:${message}`
    },
    async sendTransaction({ to, value }) {
      return `tx:${to}:${value}`
    },
    async prepareTransfer(params) {
      return { params }
    },
    async estimateFee() {
      return { amount: 5000n, decimals: 9, symbol: 'TST' }
    },
    async sendTransfer({ params }) {
      return `tx:${params.to}:${params.amount}`
    },
    async waitForTransaction() {
      return options.transactionOutcome ?? 'confirmed'
    },
  }
  return adapter
}

/** The testchain plugin: registers the adapter. */
export function testchain(adapter: TestchainAdapter = createTestchainAdapter()) {
  return definePlugin({
    name: 'testchain',
    networks: adapter.networks,
    setup(ctx) {
      ctx.registerChainAdapter(adapter)
    },
  })
}
