// Executing a reviewed swap (spec §4 "loading transaction" → success or error): the quote refreshed when it
// expired, the balance rule, the allowance, the approval for exactly the amount (unless the integrator
// opted in to unlimited), then the swap. Where the wallet reports atomic batching (EIP-5792), approval
// and swap go as one wallet_sendCalls; otherwise two transactions, each waited for, with a step count.

import { type EvmAdapter, supportsAtomicBatch } from '@airlock/evm'
import {
  type BaseError,
  type CaipNetwork,
  type ChainAdapter,
  SignatureDeclinedError,
  type TransactionOutcome,
} from '@airlock/kernel'
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { parseAmount } from '../amount'
import { assertSufficientBalance } from '../balance'
import {
  AllowanceCheckError,
  ApprovalTransactionError,
  SwapTransactionError,
  SwapTransactionFailedError,
} from '../errors'
import { needsRequoteBeforeSigning } from '../quoteState'
import type { BuildApproveResponse, BuildTransactionResponse } from '../schemas'
import type { SwapApi } from './createSwapApi'
import { isNativeToken, plainAddress, type SwapContext, type SwapStore } from './SwapStore'
import { toVisitorError } from './visitorError'

/** Where a swap being executed stands. */
export type SwapStep = 'idle' | 'loadingTransaction' | 'approving' | 'swapping' | 'success' | 'error'

/** What the batched path uses of the EVM adapter (EIP-5792: capabilities, cached per account and chain; sendCalls). */
type BatchingAdapter = Pick<EvmAdapter, 'getCapabilities' | 'sendCalls' | 'getProvider'>

/** How long a batch is followed with wallet_getCallsStatus before it counts as failed (ms). */
export const BATCH_STATUS_TIMEOUT_MS = 120_000

function asBatching(adapter: ChainAdapter): BatchingAdapter | undefined {
  const a = adapter as Partial<BatchingAdapter>
  return typeof a.getCapabilities === 'function' &&
    typeof a.sendCalls === 'function' &&
    typeof a.getProvider === 'function'
    ? (a as BatchingAdapter)
    : undefined
}

/**
 * One swap at a time, observable: `step`, `stepIndex` of `stepTotal` (approval then swap), the error and
 * the swap's hash. `run()` executes the store's current quote.
 */
export class SwapExecution {
  step: SwapStep = 'idle'
  stepIndex = 0
  stepTotal = 1
  /** Whether approval and swap went as one batch. */
  batched = false
  error: BaseError | undefined = undefined
  hash: string | undefined = undefined

  constructor(
    private readonly deps: { ctx: SwapContext; api: SwapApi; store: SwapStore; unlimitedApproval: boolean },
  ) {
    makeObservable(this, {
      step: observable,
      stepIndex: observable,
      stepTotal: observable,
      batched: observable,
      error: observableRef,
      hash: observable,
      reset: action,
    })
  }

  /** Back to idle (a new review). */
  reset(): void {
    this.step = 'idle'
    this.error = undefined
    this.stepIndex = 0
  }

  private set(step: SwapStep, stepIndex = this.stepIndex): void {
    runInAction(() => {
      this.step = step
      this.stepIndex = stepIndex
    })
  }

  /**
   * Executes the current quote; resolves true once the swap is confirmed (the view then shows Account),
   * false on any failure (its error is in `error`; the snackbar already showed it).
   */
  async run(): Promise<boolean> {
    const { ctx, api, store } = this.deps
    runInAction(() => {
      this.error = undefined
      this.hash = undefined
      this.batched = false
    })
    this.set('loadingTransaction', 0)
    try {
      // A quote older than its lifetime is asked for again before anything is signed.
      const key = store.quoteKey
      if (!key) throw new SwapTransactionError({ details: 'no quote for the current input' })
      if (needsRequoteBeforeSigning(store.quoteStatus)) await store.fetchQuote(key)
      if (store.quoteStatus.status !== 'fresh') {
        throw store.quoteError ?? new SwapTransactionError({ details: 'the quote could not be refreshed' })
      }
      const from = store.from
      const to = store.to
      const { network, address, adapter, balance, tokenBalance, accountType } = ctx.get((s) => {
        const account = s.accountOf('eip155')
        return {
          network: s.network.active,
          address: account.address,
          adapter: s.connection.adapter('eip155'),
          balance: account.balance,
          tokenBalance: account.tokenBalance,
          accountType: account.preferredAccountType,
        }
      })
      if (!from || !to || !address || !adapter?.sendTransaction || !adapter.waitForTransaction) {
        throw new SwapTransactionError({ details: 'no EVM account that can send transactions' })
      }
      // The network switched since the quote: its tokens and calldata belong to another chain.
      if (network.caipNetworkId.toLowerCase() !== key.chainId.toLowerCase()) {
        throw new SwapTransactionError({
          details: `the quote is for ${key.chainId}, the wallet is on ${network.caipNetworkId}`,
        })
      }
      const userAddress = `${network.caipNetworkId}:${address}`
      const sourceIsNative = isNativeToken(from)

      let approval: BuildApproveResponse | undefined
      if (!sourceIsNative) {
        let allowance: bigint
        try {
          allowance = (await api.getSwapAllowance(from.address, userAddress)).allowance
        } catch (cause) {
          throw new AllowanceCheckError({ cause })
        }
        if (allowance < key.amount) {
          try {
            approval = await api.buildSwapApproval({
              userAddress,
              from: from.address,
              to: to.address,
              amount: key.amount,
              unlimited: this.deps.unlimitedApproval,
            })
          } catch (cause) {
            throw new ApprovalTransactionError({ cause })
          }
        }
      }

      const nativeDecimals = network.nativeCurrency.decimals
      const nativeBalance = readAmount(balance, nativeDecimals)
      const held = tokenBalance.find(
        (b) =>
          b.address && plainAddress(b.address).toLowerCase() === plainAddress(from.address).toLowerCase(),
      )
      const sourceBalance = sourceIsNative
        ? nativeBalance
        : held
          ? readAmount(held.quantity.numeric, from.decimals ?? 18)
          : undefined
      if (nativeBalance !== undefined) {
        assertSufficientBalance({
          amount: key.amount,
          // Unknown token balance (not loaded): the wallet and the node refuse what the account cannot pay.
          sourceBalance: sourceBalance ?? key.amount,
          sourceIsNative,
          nativeBalance,
          networkCost: store.estimatedGas(approval !== undefined) * (store.gasPrice ?? 0n),
          accountType: accountType === 'smartAccount' ? 'smartAccount' : 'eoa',
        })
      }

      const batching = approval ? asBatching(adapter) : undefined
      if (approval && batching && (await this.canBatch(batching, address, Number(network.id)))) {
        return await this.runBatch(batching, network, approval, key.amount, userAddress)
      }
      runInAction(() => {
        this.stepTotal = approval ? 2 : 1
      })
      if (approval) {
        this.set('approving', 1)
        const tx = approval.tx
        const send = () =>
          adapter.sendTransaction!({
            to: plainAddress(tx.to),
            value: 0n,
            data: tx.data,
            network,
            address,
            ...(tx.eip155.gas === undefined ? {} : { gas: tx.eip155.gas }),
          })
        const outcome = await this.sendAndWait(adapter, network, send)
        if (outcome !== 'confirmed') throw new SwapTransactionFailedError({ details: 'the approval failed' })
      }
      this.set('swapping', approval ? 2 : 1)
      let built: BuildTransactionResponse
      try {
        built = await api.buildSwapTransaction({
          amount: key.amount,
          from: from.address,
          to: to.address,
          userAddress,
        })
      } catch (cause) {
        throw new SwapTransactionError({ cause })
      }
      const tx = built.tx
      const send = () =>
        adapter.sendTransaction!({
          to: plainAddress(tx.to),
          value: tx.value ?? 0n,
          data: tx.data,
          network,
          address,
          // The API's limit allows for the pool's writes in a later block (its price accumulators), which an
          // estimate made in the block of the pool's last trade leaves out.
          gas: tx.eip155.gas,
        })
      const outcome = await this.sendAndWait(adapter, network, send)
      if (outcome !== 'confirmed') throw new SwapTransactionFailedError({ details: 'the swap reverted' })
      return this.succeed()
    } catch (error) {
      return this.fail(error)
    }
  }

  private async canBatch(adapter: BatchingAdapter, address: string, chainId: number): Promise<boolean> {
    try {
      return supportsAtomicBatch(await adapter.getCapabilities({ address, chainId }), chainId)
    } catch {
      return false // a wallet without EIP-5792: two transactions
    }
  }

  /** Approval and swap as one atomic wallet_sendCalls, followed until the wallet reports its receipts. */
  private async runBatch(
    adapter: BatchingAdapter,
    network: CaipNetwork,
    approval: BuildApproveResponse,
    amount: bigint,
    userAddress: string,
  ): Promise<boolean> {
    const { api, store, ctx } = this.deps
    runInAction(() => {
      this.batched = true
      this.stepTotal = 1
    })
    this.set('swapping', 1)
    let built: BuildTransactionResponse
    try {
      // The approval in the same batch has not landed: the API must not estimate (it would revert).
      built = await api.buildSwapTransaction({
        amount,
        from: store.from?.address ?? '',
        to: store.to?.address ?? '',
        userAddress,
        disableEstimate: true,
      })
    } catch (cause) {
      throw new SwapTransactionError({ cause })
    }
    const calls = [
      { to: plainAddress(approval.tx.to), data: approval.tx.data, value: '0x0' },
      {
        to: plainAddress(built.tx.to),
        data: built.tx.data,
        value: `0x${(built.tx.value ?? 0n).toString(16)}`,
      },
    ]
    const hash = await ctx.transactions.submit({
      network,
      send: async () => {
        const answer = (await adapter.sendCalls({ calls })) as { id?: unknown } | string
        const id = typeof answer === 'string' ? answer : String(answer?.id ?? '')
        return followBatch(adapter, id)
      },
    })
    runInAction(() => {
      this.hash = hash
    })
    return this.succeed()
  }

  private async sendAndWait(
    adapter: ChainAdapter,
    network: CaipNetwork,
    send: () => Promise<string>,
  ): Promise<TransactionOutcome> {
    let hash: string
    try {
      hash = await this.deps.ctx.transactions.submit({ network, send })
    } catch (error) {
      // The service already showed it ('Signature declined', or why the send failed).
      throw error instanceof SignatureDeclinedError ? error : new SwapTransactionFailedError({ cause: error })
    }
    runInAction(() => {
      this.hash = hash
    })
    return adapter.waitForTransaction!({ hash, network })
  }

  private succeed(): true {
    const { ctx, store } = this.deps
    this.set('success')
    runInAction(() => {
      store.amountText = ''
      store.quote = undefined
    })
    ctx.notify('Swap completed', 'success')
    void ctx.navigate('Account', undefined, { mode: 'reset' })
    return true
  }

  private fail(error: unknown): false {
    const visitor = toVisitorError(error)
    runInAction(() => {
      this.error = visitor
      this.step = 'error'
    })
    // Failures of the transaction service were shown by it; the swap's own are shown here.
    const shownBySubmit =
      error instanceof SignatureDeclinedError ||
      (error instanceof SwapTransactionFailedError && error.cause !== undefined)
    if (!shownBySubmit) this.deps.ctx.notify(visitor)
    // The pool moved (or the swap reverted): the review shows a new quote for the next try.
    const key = this.deps.store.quoteKey
    if (error instanceof SwapTransactionFailedError && key) void this.deps.store.fetchQuote(key)
    return false
  }
}

/** A base-unit amount from a decimal text (a balance); undefined when it cannot be read. */
function readAmount(text: string | undefined, decimals: number): bigint | undefined {
  if (text === undefined) return undefined
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.')
  try {
    return parseAmount(fraction ? `${whole}.${fraction.slice(0, decimals)}` : whole, decimals)
  } catch {
    return undefined
  }
}

/** Follows a batch with wallet_getCallsStatus (bounded) and returns the last call's transaction hash. */
async function followBatch(adapter: BatchingAdapter, id: string): Promise<string> {
  const deadline = Date.now() + BATCH_STATUS_TIMEOUT_MS
  for (let delay = 250; Date.now() < deadline; delay = Math.min(delay * 2, 2000)) {
    const status = (await adapter
      .getProvider()
      .request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status?: unknown
      receipts?: { transactionHash?: string; status?: string }[]
    }
    const code = Number(status?.status)
    if (code >= 400) throw new SwapTransactionFailedError({ details: `batch ${id}: status ${code}` })
    const last = status?.receipts?.at(-1)?.transactionHash
    if (code === 200 && last) return last
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
  throw new SwapTransactionFailedError({
    details: `batch ${id}: no receipt within ${BATCH_STATUS_TIMEOUT_MS} ms`,
  })
}
