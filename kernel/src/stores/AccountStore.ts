import { action, computed, makeObservable, observable } from 'mobx'
import type { TokenBalance } from '../api/schemas'
import type { ChainNamespace } from '../chain/types'
import type { CaipAddress } from '../validation/caip'
import type { AccountState } from './storeTypes'

/** A fresh, disconnected account state. */
export function emptyAccountState(): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    connectedWalletInfo: undefined,
    preferredAccountType: undefined,
    socialProvider: undefined,
    allAccounts: [],
    user: undefined,
    status: 'disconnected',
    smartAccountDeployed: false,
    currentTab: 0,
  }
}

/** Where a namespace's token balances stand: not asked yet, loading, loaded, or failed (retries blocked 30 s). */
export type TokenBalanceStatus = 'idle' | 'loading' | 'loaded' | 'error'

/** Account state per namespace (spec §3 "Account state"); `active` follows the active namespace. */
export class AccountStore {
  /** State per namespace. */
  readonly accounts = observable.map<ChainNamespace, AccountState>()
  /** Token-balance loading state per namespace (absent = 'idle'). */
  readonly tokenBalanceStatuses = observable.map<ChainNamespace, TokenBalanceStatus>()

  constructor(private readonly activeNamespace: () => ChainNamespace | undefined) {
    makeObservable(this, {
      active: computed,
      activeTokenBalanceStatus: computed,
      setTokenBalanceStatus: action,
      patch: action,
      setCaipAddress: action,
      setTokenBalance: action,
      reset: action,
      resetAll: action,
    })
  }

  /** The state of a namespace (a disconnected one if never set). */
  state(namespace: ChainNamespace): AccountState {
    return this.accounts.get(namespace) ?? emptyAccountState()
  }

  /** The state of the active namespace. */
  get active(): AccountState {
    const namespace = this.activeNamespace()
    return namespace === undefined ? emptyAccountState() : this.state(namespace)
  }

  /** The token-balance status of a namespace ('idle' until a load starts). */
  tokenBalanceStatus(namespace: ChainNamespace): TokenBalanceStatus {
    return this.tokenBalanceStatuses.get(namespace) ?? 'idle'
  }

  /** The token-balance status of the active namespace. */
  get activeTokenBalanceStatus(): TokenBalanceStatus {
    const namespace = this.activeNamespace()
    return namespace === undefined ? 'idle' : this.tokenBalanceStatus(namespace)
  }

  /** Sets the token-balance status of a namespace. */
  setTokenBalanceStatus(namespace: ChainNamespace, status: TokenBalanceStatus): void {
    this.tokenBalanceStatuses.set(namespace, status)
  }

  /** Changes some fields of a namespace's state. */
  patch(namespace: ChainNamespace, fields: Partial<AccountState>): void {
    const current = this.accounts.get(namespace) ?? emptyAccountState()
    this.accounts.set(namespace, { ...current, ...fields })
  }

  /** Sets the CAIP-10 address (and the plain address from its third part). */
  setCaipAddress(namespace: ChainNamespace, caipAddress: CaipAddress | undefined): void {
    const address = caipAddress?.split(':').slice(2).join(':')
    this.patch(namespace, { caipAddress, address })
  }

  /** Sets the token balances, dropping tokens with 0 decimals (spec §5). */
  setTokenBalance(namespace: ChainNamespace, tokens: readonly TokenBalance[]): void {
    this.patch(namespace, { tokenBalance: tokens.filter((t) => Number(t.quantity.decimals) !== 0) })
  }

  /** Resets one namespace to disconnected. */
  reset(namespace: ChainNamespace): void {
    this.accounts.set(namespace, emptyAccountState())
    this.tokenBalanceStatuses.delete(namespace)
  }

  /** Resets every namespace. */
  resetAll(): void {
    for (const namespace of [...this.accounts.keys()]) this.reset(namespace)
  }
}
