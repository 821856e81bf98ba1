import { ConnectBeforeRequestError } from '@airlock/kernel'
import type { Eip1193EventName, Eip1193Provider, Eip1193RequestArguments } from '../types'

/** Methods the wallet handles (signing, sending, wallet_*); every other method is a read sent to the RPC. */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_watchAsset',
] as const

/** The session state the provider works on. */
export interface WalletConnectProviderState {
  /** Session topic, or undefined when not connected. */
  topic: string | undefined
  /** Active chain id. */
  chainId: number
  /** eip155 accounts of the session, CAIP-10. */
  accounts: readonly string[]
}

/** How the provider reaches the wallet and the RPC. */
export interface WalletConnectTransport {
  /** Sends a wallet request over the session. */
  walletRequest(topic: string, chainId: number, request: Eip1193RequestArguments): Promise<unknown>
  /** Sends a read to the chain's RPC. */
  rpcRequest(chainId: number, request: Eip1193RequestArguments): Promise<unknown>
}

type Listener = (...args: unknown[]) => void

/**
 * An EIP-1193 provider over a WalletConnect session: wallet methods go to the phone through the relay,
 * reads to the chain's RPC, eth_accounts and eth_chainId are answered from the session.
 */
export class WalletConnectProvider implements Eip1193Provider {
  readonly state: WalletConnectProviderState = { topic: undefined, chainId: 0, accounts: [] }
  private readonly listeners = new Map<Eip1193EventName, Set<Listener>>()

  constructor(private readonly transport: WalletConnectTransport) {}

  /** Addresses of the session on the active chain (falls back to any chain's). */
  addresses(): `0x${string}`[] {
    const parse = (a: string) => a.split(':')
    const onChain = this.state.accounts.map(parse).filter((p) => p[1] === String(this.state.chainId))
    const list = (onChain.length > 0 ? onChain : this.state.accounts.map(parse)).map(
      (p) => p[2] as `0x${string}`,
    )
    return [...new Set(list)]
  }

  /** Chain ids the session approved. */
  sessionChains(): number[] {
    return [...new Set(this.state.accounts.map((a) => Number(a.split(':')[1])))]
  }

  async request(args: Eip1193RequestArguments): Promise<unknown> {
    const { topic, chainId } = this.state
    switch (args.method) {
      case 'eth_accounts':
        return topic ? this.addresses() : []
      case 'eth_requestAccounts':
        if (!topic) throw new ConnectBeforeRequestError()
        return this.addresses()
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'wallet_switchEthereumChain': {
        const target = Number((args.params as [{ chainId: string }])[0].chainId)
        if (!topic) throw new ConnectBeforeRequestError()
        if (!this.sessionChains().includes(target)) await this.transport.walletRequest(topic, chainId, args)
        this.setChain(target)
        return null
      }
    }
    if ((WALLET_METHODS as readonly string[]).includes(args.method)) {
      if (!topic) throw new ConnectBeforeRequestError()
      return this.transport.walletRequest(topic, chainId, args)
    }
    return this.transport.rpcRequest(chainId, args)
  }

  /** Sets the active chain and emits chainChanged when it changed. */
  setChain(chainId: number): void {
    if (chainId === this.state.chainId) return
    this.state.chainId = chainId
    this.emit('chainChanged', `0x${chainId.toString(16)}`)
  }

  /** Replaces the session's accounts and emits accountsChanged. */
  setAccounts(accounts: readonly string[]): void {
    this.state.accounts = accounts
    this.emit('accountsChanged', this.addresses())
  }

  on(event: Eip1193EventName, listener: Listener): this {
    let set = this.listeners.get(event)
    if (!set) {
      set = new Set()
      this.listeners.set(event, set)
    }
    set.add(listener)
    return this
  }

  removeListener(event: Eip1193EventName, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  /** Calls the listeners of an event. */
  emit(event: Eip1193EventName, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args)
  }
}
