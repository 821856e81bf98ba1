import type { ChainNamespace } from '../chain/types'
import { BaseError } from '../errors'
import { kernelKey } from '../errors/kernelKey'
import * as MESSAGES from '../errors/messages'
import type { ConnectionStorage } from '../storage/ConnectionStorage'
import type { AirlockStores } from '../stores/createStores'
import type { AccountDataApi } from './ports'

/** What the loader reads and writes. */
export interface AccountDataLoaderDeps {
  stores: AirlockStores
  storage: ConnectionStorage
  api: () => AccountDataApi | undefined
  onError: (error: BaseError) => void
}

/**
 * Loads account data: the native balance through the chain adapter (cached 30 s) and token balances
 * through the blockchain-data API (cached 30 s; 'Token Balance Unavailable' on failure, retries
 * blocked 30 s after one; 0-decimal tokens dropped).
 */
export class AccountDataLoader {
  /** Loads under way, by kind and account: a second caller joins the first instead of asking again. */
  private readonly inFlight = new Map<string, Promise<void>>()

  constructor(private readonly deps: AccountDataLoaderDeps) {}

  /** Runs `load` unless the same load is already under way, in which case its promise is shared. */
  private shared(key: string, load: () => Promise<void>): Promise<void> {
    const running = this.inFlight.get(key)
    if (running) return running
    const promise = load().finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, promise)
    return promise
  }

  /**
   * A connect of a namespace started: the API warms what the account's first reads need (for the namespaces
   * whose adapter declares account data, spec §9), in parallel with the wallet's answer.
   */
  prepare(namespace: ChainNamespace): void {
    if (this.deps.stores.connection.adapter(namespace)?.accountData) this.deps.api()?.prepare?.()
  }

  /**
   * Loads native and token balances of a namespace's account (failures are reported, not thrown). A native
   * balance that changed under the same account starts the loaded history over (a shown Activity loads it
   * again), unless `keepHistory` (the history itself just showed what changed it).
   */
  async refresh(
    namespace: ChainNamespace,
    options: { force?: boolean; keepHistory?: boolean } = {},
  ): Promise<void> {
    await Promise.all([
      this.loadNativeBalance(namespace, options),
      this.loadTokenBalances(namespace, options),
    ])
  }

  /** Loads the native balance of a namespace's account (cached 30 s unless forced). */
  loadNativeBalance(namespace: ChainNamespace, { force = false, keepHistory = false } = {}): Promise<void> {
    const caipAddress = this.deps.stores.account.state(namespace).caipAddress
    return this.shared(`native:${caipAddress}:${force}`, () =>
      this.fetchNativeBalance(namespace, force, keepHistory),
    )
  }

  private async fetchNativeBalance(
    namespace: ChainNamespace,
    force: boolean,
    keepHistory: boolean,
  ): Promise<void> {
    const { stores, storage } = this.deps
    const account = stores.account.state(namespace)
    const network = stores.network.activeByNamespace.get(namespace)
    const adapter = stores.connection.adapter(namespace)
    if (!account.address || !account.caipAddress || !network || !adapter) return
    const key = account.caipAddress
    let cached = force ? undefined : storage.nativeBalance.get(key)
    if (!cached) {
      try {
        cached = await adapter.getBalance({ address: account.address, network })
      } catch (cause) {
        this.deps.onError(
          new BaseError(MESSAGES.somethingWentWrong, { cause, messageKey: kernelKey('somethingWentWrong') }),
        )
        return
      }
      storage.nativeBalance.set(key, cached)
    }
    const shown = stores.account.state(namespace)
    if (shown.caipAddress !== key) return
    if (!keepHistory && shown.balance !== undefined && shown.balance !== cached.balance)
      stores.transactions.reset()
    stores.account.patch(namespace, { balance: cached.balance, balanceSymbol: cached.symbol })
  }

  /**
   * Loads token balances of a namespace's account through the API; `stores.account.tokenBalanceStatus`
   * follows it: 'loading', then 'loaded' or 'error' ('error' too while retries are blocked).
   */
  loadTokenBalances(namespace: ChainNamespace, { force = false } = {}): Promise<void> {
    const caipAddress = this.deps.stores.account.state(namespace).caipAddress
    // Forced or not, a load joins the one under way for the account: a forced refresh (Account's periodic
    // follow) while a request still hangs would send a second one for the same data.
    return this.shared(`tokens:${caipAddress}`, () => this.fetchTokenBalances(namespace, force))
  }

  private async fetchTokenBalances(namespace: ChainNamespace, force: boolean): Promise<void> {
    const { stores, storage } = this.deps
    const account = stores.account.state(namespace)
    const network = stores.network.activeByNamespace.get(namespace)
    // Token balances come from the API only for the namespaces whose adapter declares it (spec §9).
    const api = stores.connection.adapter(namespace)?.accountData ? this.deps.api() : undefined
    if (!account.address || !account.caipAddress || !network || !api) return
    const key = account.caipAddress
    const current = () => stores.account.state(namespace).caipAddress === key
    let tokens = force ? undefined : storage.portfolioBalance.get(key)
    if (!tokens) {
      if (storage.isTokenBalanceRetryBlocked())
        return stores.account.setTokenBalanceStatus(namespace, 'error')
      stores.account.setTokenBalanceStatus(namespace, 'loading')
      try {
        tokens = [
          ...(await api.getTokenBalances({
            address: account.address,
            chainId: network.caipNetworkId,
            forceUpdate: force,
          })),
        ]
      } catch (cause) {
        storage.markTokenBalanceFailure()
        if (current()) stores.account.setTokenBalanceStatus(namespace, 'error')
        stores.snackbar.show(MESSAGES.tokenBalanceUnavailable, 'error', kernelKey('tokenBalanceUnavailable'))
        this.deps.onError(
          new BaseError(MESSAGES.tokenBalanceUnavailable, {
            cause,
            messageKey: kernelKey('tokenBalanceUnavailable'),
          }),
        )
        return
      }
      storage.portfolioBalance.set(key, tokens)
    }
    if (!current()) return
    stores.account.setTokenBalance(namespace, tokens)
    stores.account.setTokenBalanceStatus(namespace, 'loaded')
  }
}
