import { type AirlockStores, ERROR_MESSAGES, isUserRejection } from '@airlock/kernel'
import { action, makeObservable, observable } from 'mobx'
import type { TipJarResolvedOptions } from './index'
import { parseAmount } from './parseAmount'

/** Where a tip is. */
export type TipStatus = 'idle' | 'sending' | 'sent' | 'failed'

/** The tip jar's state: sends the fixed tip through the active chain adapter (no chain library here). */
export class TipJarStore {
  /** Where the last tip is. */
  status: TipStatus = 'idle'
  /** Hash of the last tip sent. */
  hash: string | undefined = undefined
  /** Text of the last failure. */
  error: string | undefined = undefined

  constructor(
    private readonly stores: AirlockStores,
    readonly options: TipJarResolvedOptions,
  ) {
    makeObservable<TipJarStore, 'settle'>(this, {
      status: observable,
      hash: observable,
      error: observable,
      send: action,
      settle: action,
    })
  }

  /** Sends the tip from the active account; resolves the transaction hash, or undefined on failure. */
  async send(): Promise<string | undefined> {
    const { stores, options } = this
    const network = stores.network.activeNetwork
    const address = stores.account.active.address
    const adapter = stores.connection.adapter(options.namespace)
    this.status = 'sending'
    this.error = undefined
    try {
      if (!address || !adapter || network.chainNamespace !== options.namespace) {
        throw new Error('No account of the tip jar namespace is connected')
      }
      const value = parseAmount(options.amount, network.nativeCurrency.decimals)
      const hash = await adapter.sendTransaction({ to: options.to, value, network, address })
      this.settle('sent', hash, undefined)
      stores.snackbar.showSuccess(ERROR_MESSAGES.transactionStarted)
      return hash
    } catch (error) {
      const text = isUserRejection(error)
        ? ERROR_MESSAGES.signatureDeclined
        : ERROR_MESSAGES.failedToSendTransaction
      this.settle('failed', undefined, text)
      stores.snackbar.showError(text)
      return undefined
    }
  }

  private settle(status: TipStatus, hash: string | undefined, error: string | undefined): void {
    this.status = status
    this.hash = hash
    this.error = error
  }
}
