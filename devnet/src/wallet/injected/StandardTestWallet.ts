// What the devnet's Wallet Standard test wallets (Solana, Bitcoin) share: identity, accounts and the active
// one, authorisation, change events, and every prompt through the shared ApprovalGate and log.
import type { IdentifierString, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardConnectInput, StandardEventsChangeProperties } from '@wallet-standard/features'
import { ProviderRpcError } from '../createEip155Signer'
import type { TestWalletInfo } from '../testWalletConfig'
import type { ApprovalGate } from './approvalGate'
import { AIRLOCK_WALLET_INFO_FEATURE } from './solana/walletInfoFeature'

/** A Wallet Standard `change` listener. */
export type ChangeListener = (properties: StandardEventsChangeProperties) => void

/** One entry of a test wallet's request log. */
export interface LoggedRequest {
  method: string
  params: readonly unknown[]
}

const UNAUTHORIZED = 'The requested account and/or method has not been authorized by the user.'

/**
 * The base of the Wallet Standard test wallets: the accounts of its keys (one active), connect that asks the
 * gate once, disconnect, `standard:events`, and `ask` (log, then gate) before anything a user would confirm.
 */
export abstract class StandardTestWallet {
  readonly version = '1.0.0' as const
  readonly name: string
  readonly icon: WalletIcon
  readonly chains: readonly IdentifierString[]
  /** Decides every request the user would confirm (shared with the other sides in the injected wallet). */
  readonly gate: ApprovalGate
  /** Every request that reached the approval step, oldest first (method and what the user was shown). */
  readonly log: LoggedRequest[]
  readonly #walletAccounts: readonly WalletAccount[]
  readonly #listeners = new Set<ChangeListener>()
  readonly #kind: string
  #current = 0
  #authorized = false

  protected constructor(
    kind: string,
    info: TestWalletInfo,
    chains: readonly IdentifierString[],
    accounts: readonly WalletAccount[],
    gate: ApprovalGate,
    log: LoggedRequest[],
  ) {
    this.#kind = kind
    this.name = info.name
    this.icon = info.icon as WalletIcon
    this.chains = chains
    this.#walletAccounts = accounts
    this.gate = gate
    this.log = log
  }

  /** The connected account (empty until connect is approved). */
  get accounts(): readonly WalletAccount[] {
    return this.#authorized ? [this.activeAccount()] : []
  }

  /** Address of the active account (connected or not). */
  get address(): string {
    return this.activeAccount().address
  }

  /** Whether an app was given the account. */
  get connected(): boolean {
    return this.#authorized
  }

  /** Index of the active account. */
  protected get current(): number {
    return this.#current
  }

  /** Makes account `index` active; a connected app gets a `change` event with it. Returns its address. */
  switchAccount(index: number): string {
    if (!this.#walletAccounts[index])
      throw new Error(`No ${this.#kind} test wallet account at index ${index}`)
    if (index !== this.#current) {
      this.#current = index
      if (this.#authorized) this.emit({ accounts: this.accounts })
    }
    return this.activeAccount().address
  }

  /** Drops the app's authorization; a `change` event with no accounts when it was connected. */
  disconnect(): void {
    if (!this.#authorized) return
    this.#authorized = false
    this.emit({ accounts: [] })
  }

  /** Listens for account changes; returns the remover. */
  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** Asks the gate (logging the request) before an action a user would confirm. */
  async ask(method: string, params: readonly unknown[]): Promise<void> {
    this.log.push({ method, params })
    await this.gate.ask(method, params)
  }

  /** The active account (connected or not). */
  protected activeAccount(): WalletAccount {
    return this.#walletAccounts[this.#current] as WalletAccount
  }

  /** 4100 unless the app is connected and `address` is the active account's. */
  protected assertActive(address: string | undefined): void {
    if (!this.#authorized || address !== this.activeAccount().address)
      throw new ProviderRpcError(4100, UNAUTHORIZED)
  }

  /** Connects: asks `method` once (never when `silent` or already connected); returns the accounts. */
  protected async connectWith(
    silent: boolean,
    method: string,
    params: readonly unknown[],
  ): Promise<readonly WalletAccount[]> {
    if (this.#authorized || silent) return this.accounts
    await this.ask(method, params)
    this.grant()
    return this.accounts
  }

  /** Gives the app the active account (a `change` event) unless it has it already. */
  protected grant(): void {
    if (this.#authorized) return
    this.#authorized = true
    this.emit({ accounts: this.accounts })
  }

  protected emit(properties: StandardEventsChangeProperties): void {
    for (const listener of [...this.#listeners]) listener(properties)
  }

  /** standard:connect, standard:disconnect and standard:events over `connect`. */
  protected standardFeatures(
    connect: (input?: StandardConnectInput) => Promise<{ accounts: readonly WalletAccount[] }>,
  ) {
    return {
      'standard:connect': { version: '1.0.0', connect },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (event: 'change', listener: ChangeListener) =>
          event === 'change' ? this.onChange(listener) : () => undefined,
      },
    } as const
  }

  /** The wallet's own feature with its EIP-6963 identity (rdns, uuid). */
  protected static infoFeature(info: TestWalletInfo) {
    return { [AIRLOCK_WALLET_INFO_FEATURE]: { version: '1.0.0', rdns: info.rdns, uuid: info.uuid } }
  }
}
