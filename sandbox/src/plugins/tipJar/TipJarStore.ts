import { BaseError, type PluginContext } from '@airlock/kernel'
import { action, makeObservable, observable } from 'mobx'
import type { TipJarResolvedOptions } from './index'
import { parseAmount } from './parseAmount'

/** Where a tip is. */
export type TipStatus = 'idle' | 'sending' | 'sent' | 'failed'

/**
 * The tip jar's state: sends the fixed tip through the active chain adapter's transfer capability and the
 * kernel's transaction service (no chain library here).
 */
export class TipJarStore {
  /** Where the last tip is. */
  status: TipStatus = 'idle'
  /** Hash of the last tip sent. */
  hash: string | undefined = undefined
  /** Text of the last failure. */
  error: string | undefined = undefined

  constructor(
    private readonly ctx: Pick<PluginContext, 'get' | 'transactions'>,
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
    const { ctx, options } = this
    const { network, address, adapter } = ctx.get((s) => ({
      network: s.network.active,
      address: s.account.address,
      adapter: s.connection.adapter(options.namespace),
    }))
    this.status = 'sending'
    this.error = undefined
    try {
      if (!address || !adapter?.prepareTransfer || !adapter.sendTransfer) {
        throw new BaseError('No account of the tip jar namespace is connected')
      }
      if (network.chainNamespace !== options.namespace) throw new BaseError('Switch to the tip jar network')
      const amount = parseAmount(options.amount, network.nativeCurrency.decimals)
      const prepared = await adapter.prepareTransfer({ to: options.to, amount, network, address })
      const send = adapter.sendTransfer.bind(adapter)
      // The service shows 'Transaction started' or the failure's text, and refreshes the balance.
      const hash = await ctx.transactions.submit({ network, send: () => send(prepared) })
      this.settle('sent', hash, undefined)
      return hash
    } catch (error) {
      const text = error instanceof BaseError ? error.shortMessage : 'Something went wrong'
      this.settle('failed', undefined, text)
      return undefined
    }
  }

  private settle(status: TipStatus, hash: string | undefined, error: string | undefined): void {
    this.status = status
    this.hash = hash
    this.error = error
  }
}
