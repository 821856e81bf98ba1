import { action, computed, makeObservable, observable } from 'mobx'
import type { TokenBalance } from '../api/schemas'
import type { ChainNamespace } from '../chain/types'
import type { CaipAddress } from '../validation/caip'
import type { AccountState, TokenBalanceStatus } from './storeTypes'

/** A fresh, disconnected account state (frozen). */
export function emptyAccountState(): AccountState {
  return Object.freeze({
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: Object.freeze([]),
    tokenBalanceStatus: 'idle',
    connectedWalletInfo: undefined,
    preferredAccountType: undefined,
    allAccounts: Object.freeze([]),
    status: 'disconnected',
    data: Object.freeze({}),
  })
}

/** The fields the kernel writes; `data` is written by `setData` only. */
type AccountFields = Partial<Omit<AccountState, 'data'>>

/**
 * Account state per namespace (spec §3 "Account state"); `active` follows the active namespace. Each
 * state is a frozen object replaced as a whole on change, so what readers get can never change the store.
 */
export class AccountStore {
  /** State per namespace. */
  readonly accounts = observable.map<ChainNamespace, AccountState>({}, { deep: false })

  constructor(private readonly activeNamespace: () => ChainNamespace | undefined) {
    makeObservable(this, {
      active: computed,
      patch: action,
      setData: action,
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

  /** Changes some fields of a namespace's state. */
  patch(namespace: ChainNamespace, fields: AccountFields): void {
    this.accounts.set(namespace, Object.freeze({ ...this.state(namespace), ...fields }))
  }

  /** Sets (or, with undefined, clears) one plugin's data on a namespace's account. */
  setData(namespace: ChainNamespace, plugin: string, value: unknown): void {
    const { [plugin]: _previous, ...others } = this.state(namespace).data as Record<string, unknown>
    const kept = value !== null && typeof value === 'object' ? Object.freeze({ ...value }) : value
    const data = Object.freeze(value === undefined ? others : { ...others, [plugin]: kept })
    this.accounts.set(namespace, Object.freeze({ ...this.state(namespace), data }))
  }

  /** Sets the CAIP-10 address and the plain address (given in its canonical form). */
  setAddress(
    namespace: ChainNamespace,
    caipAddress: CaipAddress | undefined,
    address: string | undefined,
  ): void {
    this.patch(namespace, { caipAddress, address })
  }

  /** Sets the token-balance status of a namespace. */
  setTokenBalanceStatus(namespace: ChainNamespace, tokenBalanceStatus: TokenBalanceStatus): void {
    this.patch(namespace, { tokenBalanceStatus })
  }

  /** Sets the token balances, dropping tokens with 0 decimals (spec §5). */
  setTokenBalance(namespace: ChainNamespace, tokens: readonly TokenBalance[]): void {
    const kept = tokens.filter((t) => Number(t.quantity.decimals) !== 0).map((t) => Object.freeze({ ...t }))
    this.patch(namespace, { tokenBalance: Object.freeze(kept) })
  }

  /** Resets one namespace to disconnected. */
  reset(namespace: ChainNamespace): void {
    this.accounts.set(namespace, emptyAccountState())
  }

  /** Resets every namespace. */
  resetAll(): void {
    for (const namespace of [...this.accounts.keys()]) this.reset(namespace)
  }
}
