import { type Address, type Hex, hexToString, isAddressEqual, isHex, numberToHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  createEip155Signer,
  type Eip155Signer,
  ProviderRpcError,
  SIGNING_METHODS,
} from '../createEip155Signer'
import type { TestWalletConfig } from '../testWalletConfig'
import { ApprovalGate, type PendingRequest } from './approvalGate'

type Listener = (...args: unknown[]) => void

/** Arguments of an EIP-1193 `request`. */
export interface RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

const UNAUTHORIZED = 'The requested account and/or method has not been authorized by the user.'

/** A personal_sign payload as text: hex decoded as UTF-8, a plain string as it is. */
function readable(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  return isHex(message) ? hexToString(message as Hex) : message
}

/** Methods that prompt the user (and so go through the approval gate). */
const NEEDS_APPROVAL = new Set([
  ...SIGNING_METHODS,
  'eth_requestAccounts',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

/**
 * An EIP-1193 provider backed by devnet private keys: it signs locally (viem), sends raw
 * transactions to the chain's RPC, forwards reads, and asks an ApprovalGate before anything
 * the user would confirm.
 */
export class TestWalletProvider {
  readonly gate: ApprovalGate
  readonly #listeners = new Map<string, Set<Listener>>()
  readonly #rpcUrls: Record<number, string> = {}
  readonly #keys: TestWalletConfig['accounts']
  #signer: Eip155Signer
  #chainId: number
  #authorized = false
  #rpcIds = 0
  /** Every request seen, oldest first (method and params), for test assertions. */
  readonly log: Array<{ method: string; params: readonly unknown[] }> = []
  /** The personal_sign messages the wallet signed (approved), oldest first, decoded as UTF-8 text. */
  readonly signedMessages: string[] = []

  constructor(config: TestWalletConfig, onPending?: (request: PendingRequest) => void) {
    const first = config.accounts[0]
    const firstChain = config.chains[0]
    if (!first || !firstChain) throw new Error('Test wallet needs at least one account and one chain')
    for (const chain of config.chains) this.#rpcUrls[chain.chainId] = chain.rpcUrl
    this.#keys = config.accounts
    this.#chainId = config.initialChainId ?? firstChain.chainId
    this.#signer = createEip155Signer({ privateKey: first, rpcUrls: this.#rpcUrls })
    this.gate = new ApprovalGate(config.mode ?? 'approve', onPending)
  }

  /** Current account address. */
  get address(): Address {
    return this.#signer.address
  }

  /** The active account (a viem local account): a test signs with it directly, as the visitor's key would. */
  get account(): PrivateKeyAccount {
    return this.#signer.account
  }

  /** Current chain id (number). */
  get chainId(): number {
    return this.#chainId
  }

  /** Whether a dApp has been given the accounts (eth_requestAccounts approved). */
  get connected(): boolean {
    return this.#authorized
  }

  on(event: string, listener: Listener): this {
    const set = this.#listeners.get(event) ?? new Set()
    set.add(listener)
    this.#listeners.set(event, set)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener)
  }

  /**
   * Emits an EIP-1193 event to the app as it is, without changing the wallet's state: the wallet acting on
   * its own, or sending what a real wallet might (a `chainChanged` to a chain it never announced, a
   * `disconnect` with code 1013). `switchAccount`, `disconnect` and the requests emit the consistent ones.
   */
  emit(event: string, ...args: unknown[]): void {
    this.#emit(event, ...args)
  }

  /** How many listeners the app has on `event` (0 once it let go of the wallet). */
  listenerCount(event: string): number {
    return this.#listeners.get(event)?.size ?? 0
  }

  #emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(...args)
  }

  /** The methods of every request seen, oldest first (`log` without the params). */
  get calls(): string[] {
    return this.log.map((entry) => entry.method)
  }

  /**
   * The next request the user would confirm fails with this EIP-1193 code (default 4001 'User rejected the
   * request.'; e.g. 5000, as some wallets answer), whatever the approval mode.
   * @example
   * wallet.rejectNext(5000)
   * await expect(adapter.signMessage({ message: 'hi', address })).rejects.toBeInstanceOf(SignatureDeclinedError)
   */
  rejectNext(code = 4001): void {
    this.gate.setNextResponse(
      code === 4001 ? 'reject' : new ProviderRpcError(code, 'User rejected the request.'),
    )
  }

  /** Forgets a chain: switching to it answers 4902 until `wallet_addEthereumChain` adds it again. */
  forgetChain(chainId: number): void {
    delete this.#rpcUrls[chainId]
  }

  /**
   * Sets whether the site is authorised without telling it: a wallet that remembered the site from an
   * earlier visit (`eth_accounts` answers at once) or forgot it. Use `disconnect()` for a wallet that tells.
   */
  setConnected(connected: boolean): void {
    this.#authorized = connected
  }

  /** Switches the active account to `accounts[index]`; emits accountsChanged when connected. */
  switchAccount(index: number): Address {
    const key = this.#keys[index]
    if (!key) throw new Error(`No test wallet account at index ${index}`)
    this.#signer = createEip155Signer({ privateKey: key, rpcUrls: this.#rpcUrls })
    if (this.#authorized) this.#emit('accountsChanged', [this.address])
    return this.address
  }

  /** Drops the dApp's authorization: emits accountsChanged([]) and disconnect (4900). */
  disconnect(): void {
    this.#authorized = false
    this.#emit('accountsChanged', [])
    this.#emit('disconnect', new ProviderRpcError(4900, 'The provider is disconnected from all chains.'))
  }

  /** EIP-1193 request. Errors carry `code` (4001 rejected, 4100 unauthorized, 4902 unknown chain, ...). */
  async request(args: RequestArguments): Promise<unknown> {
    const method = args.method
    const params: readonly unknown[] = Array.isArray(args.params)
      ? args.params
      : args.params
        ? [args.params]
        : []
    this.log.push({ method, params })
    const isSigning = SIGNING_METHODS.includes(method)
    if (isSigning && !this.#authorized) throw new ProviderRpcError(4100, UNAUTHORIZED)
    if (method === 'wallet_switchEthereumChain') this.#chainParam(params, true)
    if (method === 'eth_requestAccounts' && this.#authorized) return [this.address]
    if (NEEDS_APPROVAL.has(method)) await this.gate.ask(method, params)
    switch (method) {
      case 'eth_requestAccounts':
        this.#authorized = true
        this.#emit('connect', { chainId: numberToHex(this.#chainId) })
        this.#emit('accountsChanged', [this.address])
        return [this.address]
      case 'eth_accounts':
        return this.#authorized ? [this.address] : []
      case 'eth_chainId':
        return numberToHex(this.#chainId)
      case 'net_version':
        return String(this.#chainId)
      case 'wallet_switchEthereumChain':
        this.#switchTo(this.#chainParam(params, true))
        return null
      case 'wallet_addEthereumChain': {
        const chainId = this.#chainParam(params, false)
        const rpcUrl = (params[0] as { rpcUrls?: unknown })?.rpcUrls
        const url = Array.isArray(rpcUrl) ? rpcUrl[0] : undefined
        if (typeof url !== 'string') throw new ProviderRpcError(-32602, 'rpcUrls must hold at least one URL')
        this.#rpcUrls[chainId] = url
        this.#switchTo(chainId)
        return null
      }
      default:
        if (isSigning) return this.#sign(method, params)
        return this.#forward(method, params)
    }
  }

  #chainParam(params: readonly unknown[], mustBeKnown: boolean): number {
    const raw = (params[0] as { chainId?: unknown } | undefined)?.chainId
    if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]+$/.test(raw))
      throw new ProviderRpcError(-32602, 'Invalid chainId')
    const chainId = Number.parseInt(raw, 16)
    if (mustBeKnown && !this.#rpcUrls[chainId]) {
      throw new ProviderRpcError(
        4902,
        `Unrecognized chain ID "${raw}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    return chainId
  }

  #switchTo(chainId: number): void {
    if (chainId === this.#chainId) return
    this.#chainId = chainId
    this.#emit('chainChanged', numberToHex(chainId))
  }

  async #sign(method: string, params: readonly unknown[]): Promise<unknown> {
    const from =
      method === 'personal_sign'
        ? params[1]
        : method === 'eth_sendTransaction'
          ? (params[0] as { from?: unknown })?.from
          : params[0]
    if (typeof from === 'string' && !isAddressEqual(from as Address, this.address)) {
      throw new ProviderRpcError(4100, UNAUTHORIZED)
    }
    try {
      const result = await this.#signer.sign(method, params, this.#chainId)
      if (method === 'personal_sign') this.signedMessages.push(readable(params[0]))
      return result
    } catch (error) {
      if (error instanceof ProviderRpcError) throw error
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
      throw new ProviderRpcError(-32603, message ?? 'Internal error')
    }
  }

  async #forward(method: string, params: readonly unknown[]): Promise<unknown> {
    const url = this.#rpcUrls[this.#chainId]
    if (!url) throw new ProviderRpcError(4901, `No RPC URL for chain ${this.#chainId}`)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++this.#rpcIds, method, params }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
    return body.result
  }
}
