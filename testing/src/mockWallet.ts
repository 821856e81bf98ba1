// A scripted wallet for tests, like wagmi's `mock()` connector: a chain adapter for a namespace of your
// choice (made up by default) with its connector, whose every request (connect, switch, sign, send) is
// approved, rejected or held for the test to settle, and which can act on its own (switch chain, change
// accounts, disconnect). Built only on the kernel's public plugin contract.
import {
  type AirlockPlugin,
  type CaipNetwork,
  type ChainAdapter,
  type ChainAdapterHooks,
  type ChainNamespace,
  type Connector,
  type ConnectResult,
  definePlugin,
  type PreparedTransfer,
} from '@airlock/kernel'
import { type IObservableArray, observable, runInAction } from 'mobx'
import { MOCK_NAMESPACE, mockNetwork } from './mockNetworks'

/** The first scripted account (40 hex digits, so EVM-style address rules accept it too). */
export const MOCK_ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

/** A second scripted account (a receiver, or the account a wallet switches to). */
export const MOCK_ADDRESS_2 = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd'

/** The wallet requests a test scripts. */
export type MockMethod = 'connect' | 'switchNetwork' | 'signMessage' | 'sendTransfer' | 'sendTransaction'

/** How the wallet answers a request: at once (`approve`, `reject`) or when the test says (`manual`). */
export type MockApproval = 'approve' | 'reject' | 'manual'

/** A request the wallet received; `approve`/`reject` settle it while it is pending. */
export interface MockRequest {
  /** Which request. */
  readonly method: MockMethod
  /** Its parameters, as the kernel passed them. */
  readonly params: unknown
  /** 'pending' until settled. */
  readonly status: 'pending' | 'approved' | 'rejected'
  /** Approves it; `result` replaces the default answer (e.g. another address for `connect`). */
  approve(result?: unknown): void
  /** Rejects it (default: the user-rejection error, EIP-1193 code 4001). */
  reject(error?: unknown): void
}

/** Options of {@link createMockWallet}. */
export interface MockWalletOptions {
  /** The namespace the adapter serves (default `'mock'`): pass another to stand in for a chain plugin. */
  namespace?: ChainNamespace
  /** Its networks, the first being the default (default `mock:1` and `mock:2`). */
  networks?: readonly CaipNetwork[]
  /** The accounts the wallet exposes; the first connects (default {@link MOCK_ADDRESS}). */
  accounts?: readonly string[]
  /** The type of the wallet's accounts as it reports them (default 'eoa'; e.g. 'smartAccount'). */
  accountType?: string
  /** The wallets it lists (default one connector, {@link MOCK_CONNECTOR_ID} 'Mock Wallet'). */
  connectors?: readonly Connector[]
  /** How each request is answered (default `'approve'`); per method with {@link MockWallet.setApproval}. */
  approval?: MockApproval | Partial<Record<MockMethod, MockApproval>>
  /** Whether a stored connection is restored on start-up (default true). */
  reconnects?: boolean
  /** The native balance reported, as a decimal string (default '1.5'). */
  balance?: string
  /** Address rule of the namespace (default: `0x` and 40 hex digits). */
  validateAddress?: (value: string) => boolean
  /** The fee of a transfer, in the smallest unit (default 21000 gwei); `null` leaves `estimateFee` out. */
  fee?: bigint | null
  /** Whether the wallet can switch networks (default true; false leaves `switchNetwork` out). */
  canSwitchNetwork?: boolean
  /** How waiting for a sent transaction ends (default 'confirmed'). */
  transactionOutcome?: 'confirmed' | 'failed'
}

/** The mock wallet: pass `plugin` to `createAirlock`, drive the rest from the test. */
export interface MockWallet {
  /** The plugin registering the adapter (named `mock-wallet-<namespace>`). */
  readonly plugin: AirlockPlugin
  /** The chain adapter. */
  readonly adapter: ChainAdapter
  /** The namespace it serves. */
  readonly namespace: ChainNamespace
  /** Its networks. */
  readonly networks: readonly CaipNetwork[]
  /** Its connectors (observable: {@link MockWallet.announce} adds one, as an EIP-6963 announcement would). */
  readonly connectors: IObservableArray<Connector>
  /** Every request received, oldest first. */
  readonly requests: readonly MockRequest[]
  /** The requests not settled yet, oldest first. */
  readonly pending: readonly MockRequest[]
  /** The address connected now (undefined while disconnected). */
  readonly address: string | undefined
  /** Sets how requests are answered from now on, for one method or all. */
  setApproval(approval: MockApproval, method?: MockMethod): void
  /** Resolves with the oldest pending request (of `method`, if given), waiting for one if none is pending. */
  nextRequest(method?: MockMethod): Promise<MockRequest>
  /** Adds a connector (a wallet announcing itself at runtime). */
  announce(connector: Connector): void
  /** The wallet switches chain on its own (by chain id or CAIP-2 id). */
  switchChain(chainId: number | string): void
  /** The wallet's accounts change on its own; an empty list disconnects. */
  changeAccounts(accounts: readonly string[]): void
  /** The wallet disconnects on its own (the visitor disconnected in the wallet). */
  disconnect(): void
}

/** The id of the mock wallet's default connector. */
export const MOCK_CONNECTOR_ID = 'mock-wallet'

/** Options of {@link mockConnector}. */
export interface MockConnectorOptions extends Partial<Omit<Connector, 'namespaces'>> {
  /** The namespaces it serves (default `['mock']`). */
  namespaces?: readonly ChainNamespace[]
}

/** A connector for the mock wallet (an injected 'Mock Wallet' by default); override any field. */
export function mockConnector(options: MockConnectorOptions = {}): Connector {
  const { namespaces = [MOCK_NAMESPACE], ...rest } = options
  return { id: MOCK_CONNECTOR_ID, name: 'Mock Wallet', type: 'INJECTED', namespaces, ...rest }
}

/** The error a wallet throws when the user rejects a request (EIP-1193 code 4001). */
export function userRejection(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/** Creates a mock wallet: a chain adapter and its connectors, scripted by the test. */
export function createMockWallet(options: MockWalletOptions = {}): MockWallet {
  const namespace = options.namespace ?? MOCK_NAMESPACE
  const networks = options.networks ?? [
    mockNetwork(1, { namespace, name: 'Mock Chain' }),
    mockNetwork(2, { namespace, name: 'Mock Chain Two' }),
  ]
  const accounts = [...(options.accounts ?? [MOCK_ADDRESS])]
  const connectors = observable.array<Connector>(
    [...(options.connectors ?? [mockConnector({ namespaces: [namespace] })])],
    { deep: false },
  )
  const approvals = new Map<MockMethod | '*', MockApproval>()
  if (typeof options.approval === 'string') approvals.set('*', options.approval)
  else
    for (const [method, mode] of Object.entries(options.approval ?? {}))
      approvals.set(method as MockMethod, mode)
  const requests: MockRequest[] = []
  const waiters: { method: MockMethod | undefined; resolve: (request: MockRequest) => void }[] = []
  let hooks: ChainAdapterHooks | undefined
  let address: string | undefined
  let sent = 0

  /** Sends a request through the script; `answer` is the default result of an approval. */
  function request<T>(method: MockMethod, params: unknown, answer: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let status: MockRequest['status'] = 'pending'
      const entry: MockRequest = {
        method,
        params,
        get status() {
          return status
        },
        approve: (result) => {
          if (status !== 'pending') throw new Error(`${method} request already ${status}`)
          status = 'approved'
          resolve(result === undefined ? answer() : (result as T))
        },
        reject: (error = userRejection()) => {
          if (status !== 'pending') throw new Error(`${method} request already ${status}`)
          status = 'rejected'
          reject(error)
        },
      }
      requests.push(entry)
      const mode = approvals.get(method) ?? approvals.get('*') ?? 'approve'
      if (mode === 'approve') entry.approve()
      else if (mode === 'reject') entry.reject()
      else {
        const waiter = waiters.findIndex((w) => w.method === undefined || w.method === method)
        if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(entry)
      }
    })
  }

  const attached = (): ChainAdapterHooks => {
    if (!hooks) throw new Error('the mock wallet is not attached: pass wallet.plugin to createAirlock first')
    return hooks
  }
  const connectResult = (network: CaipNetwork | undefined, chosen = accounts[0] ?? MOCK_ADDRESS) => {
    const result: ConnectResult = {
      address: chosen,
      chainId: (network ?? (networks[0] as CaipNetwork)).id,
      accounts: accounts.map((a) => ({ address: a, type: options.accountType ?? 'eoa' })),
    }
    return result
  }
  const gated = async <T>(method: MockMethod, params: unknown, answer: () => T): Promise<T> => {
    await attached().beforeRequest({ method, params })
    return request(method, params, answer)
  }
  const nextHash = () => `0x${(++sent).toString(16).padStart(64, '0')}`

  const adapter: ChainAdapter = {
    namespace,
    networks,
    address: { validate: options.validateAddress ?? ((value) => /^0x[0-9a-fA-F]{40}$/.test(value)) },
    get connectors() {
      return connectors
    },
    attach(h) {
      hooks = h
      return () => {
        hooks = undefined
      }
    },
    async connect(params) {
      const result = await request('connect', params, () => connectResult(params.network))
      const connected = typeof result === 'string' ? connectResult(params.network, result) : result
      address = connected.address
      return connected
    },
    async reconnect(params) {
      if (options.reconnects === false) return null
      const result = connectResult(params.network)
      address = result.address
      return result
    },
    async disconnect() {
      address = undefined
    },
    async getBalance({ network }) {
      return { balance: options.balance ?? '1.5', symbol: network.nativeCurrency.symbol }
    },
    ...(options.canSwitchNetwork === false
      ? {}
      : {
          switchNetwork: ({ network }: { network: CaipNetwork }) =>
            request('switchNetwork', { network }, () => undefined),
        }),
    signMessage: (params) => gated('signMessage', params, () => `0xsigned:${params.message}`),
    prepareTransfer: async (params) => ({ params }),
    ...(options.fee === null
      ? {}
      : {
          estimateFee: async ({ params }: PreparedTransfer) => ({
            amount: options.fee ?? 21_000n * 1_000_000_000n,
            decimals: params.network.nativeCurrency.decimals,
            symbol: params.network.nativeCurrency.symbol,
          }),
        }),
    sendTransfer: (prepared) => gated('sendTransfer', prepared, nextHash),
    sendTransaction: (params) => gated('sendTransaction', params, nextHash),
    waitForTransaction: async () => options.transactionOutcome ?? 'confirmed',
  }

  return {
    plugin: definePlugin({
      name: `mock-wallet-${namespace}`,
      networks,
      setup(ctx) {
        ctx.registerChainAdapter(adapter)
      },
    }),
    adapter,
    namespace,
    networks,
    connectors,
    requests,
    get pending() {
      return requests.filter((r) => r.status === 'pending')
    },
    get address() {
      return address
    },
    setApproval(approval, method) {
      approvals.set(method ?? '*', approval)
      if (method === undefined)
        for (const key of [...approvals.keys()]) if (key !== '*') approvals.delete(key)
    },
    nextRequest(method) {
      const pending = requests.find(
        (r) => r.status === 'pending' && (method === undefined || r.method === method),
      )
      if (pending) return Promise.resolve(pending)
      return new Promise((resolve) => waiters.push({ method, resolve }))
    },
    announce(connector) {
      runInAction(() => connectors.push(connector))
    },
    switchChain(chainId) {
      attached().chainChanged(chainId)
    },
    changeAccounts(next) {
      accounts.splice(0, accounts.length, ...next)
      address = next[0]
      attached().accountsChanged(next)
    },
    disconnect() {
      address = undefined
      attached().disconnected()
    },
  }
}
