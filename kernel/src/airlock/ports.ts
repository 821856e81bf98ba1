// What the instance needs from the services side, as narrow interfaces (injectable in tests).
import type { TokenBalance } from '../api/schemas'
import type { TransactionHistorySource } from '../stores/TransactionsStore'

/** The blockchain-data API calls the account-data loader and the history store use. */
export interface AccountDataApi extends TransactionHistorySource {
  /** Token balances of an address on a network (GET /v1/account/{address}/balance). */
  getTokenBalances(params: {
    address: string
    chainId: string
    forceUpdate?: boolean
  }): Promise<readonly TokenBalance[]>
  /**
   * Warms what the account's first reads need (the API's list of supported chains), asked when a connect
   * starts — the visitor acted — so the balances and the profile need not wait for it after the wallet answers.
   */
  prepare?(): void
}
