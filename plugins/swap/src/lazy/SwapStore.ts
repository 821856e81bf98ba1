// The swap form's state: the chain's tokens, the two sides, the amount, the live quote with its prices
// and gas price (spec §4: initializing → initialized → quote loading), and the figures the review shows.
// Executing the swap (allowance, approval, transaction) is `executeSwap` in its own module.
import type { BaseError, PluginContext } from '@airlock/kernel'
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { normalizeAmountInput } from '../amount'
import { NetworkTokenPriceError, SwapInitializationError } from '../errors'
import { reviewSwap, type SwapReview } from '../quote'
import { acceptQuote, type QuoteKey, quoteState, type StoredQuote } from '../quoteState'
import type { SwapToken } from '../schemas'
import type { SwapResolvedOptions } from '../swap'
import { quoteToAmount, swappableTokens, validateSwapInput } from '../swapInput'
import { NATIVE_TOKEN_ADDRESS, SWAP_GAS_ESTIMATE, SWAP_QUOTE_LIFETIME_MS } from '../tradeConstants'
import type { SwapApi } from './createSwapApi'
import { toVisitorError } from './visitorError'

/** Where the swap form stands (spec §4). */
export type SwapStatus = 'initializing' | 'initialized' | 'error'

/** What the store needs of the plugin context. */
export type SwapContext = Pick<PluginContext, 'get' | 'notify' | 'back' | 'navigate' | 'transactions' | 'log'>

/** What the store is made from. */
export interface SwapStoreDeps {
  ctx: SwapContext
  api: SwapApi
  options: SwapResolvedOptions
  /** The clock quotes are dated with (ms). */
  now?: () => number
}

/** True when a CAIP-10 token id names the chain's native token. */
export function isNativeToken(token: Pick<SwapToken, 'address'>): boolean {
  return plainAddress(token.address).toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
}

/** The address part of a CAIP-10 id (or the id itself when it is a plain address). */
export function plainAddress(id: string): string {
  return id.split(':').at(-1) ?? id
}

/**
 * The swap form's state, observable: `init()` loads the active chain's tokens and gas price; `setAmount`,
 * `setToken`, `flip` change the input and ask for a quote after the debounce; `review` is what the review
 * shows for the current quote, never for another amount.
 */
export class SwapStore {
  status: SwapStatus = 'initializing'
  /** CAIP-2 id of the chain the tokens belong to. */
  chainId: string | undefined = undefined
  /** The pickable tokens (held ones first). */
  tokens: readonly SwapToken[] = []
  from: SwapToken | undefined = undefined
  to: SwapToken | undefined = undefined
  /** The amount field's text (digits and one dot). */
  amountText = ''
  /** The last quote kept (it may belong to another input: see `quoteStatus`). */
  quote: StoredQuote | undefined = undefined
  quoteLoading = false
  /** Why the current input has no quote (a bad amount, 'Incorrect amount', an API failure). */
  quoteError: BaseError | undefined = undefined
  /** USD prices by lowercased CAIP-10 id. */
  prices: ReadonlyMap<string, number> = new Map()
  /** Wei per gas (the API's standard tier). */
  gasPrice: bigint | undefined = undefined
  /** Ticks when a quote ages past its lifetime, so `quoteStatus` is recomputed. */
  clock = 0

  private timer: ReturnType<typeof setTimeout> | undefined
  private expiry: ReturnType<typeof setTimeout> | undefined
  private quoteRequests = 0
  private readonly now: () => number

  constructor(private readonly deps: SwapStoreDeps) {
    this.now = deps.now ?? Date.now
    makeObservable<SwapStore, 'settleQuote'>(this, {
      status: observable,
      chainId: observable,
      tokens: observableRef,
      from: observableRef,
      to: observableRef,
      amountText: observable,
      quote: observableRef,
      quoteLoading: observable,
      quoteError: observableRef,
      prices: observableRef,
      gasPrice: observable,
      clock: observable,
      quoteKey: computed,
      quoteStatus: computed,
      review: computed,
      init: action,
      setAmount: action,
      setToken: action,
      flip: action,
      settleQuote: action,
    })
  }

  /** What a quote for the current input is asked for; undefined while the input is incomplete or bad. */
  get quoteKey(): QuoteKey | undefined {
    if (!this.chainId || !this.from || !this.to || this.amountText === '') return undefined
    try {
      const amount = validateSwapInput({ source: this.from, target: this.to, amount: this.amountText })
      return { chainId: this.chainId, from: this.from.address, to: this.to.address, amount }
    } catch {
      return undefined
    }
  }

  /** The quote against the current input: none, stale (another input), expired or fresh. */
  get quoteStatus() {
    void this.clock
    return quoteState(this.quote, this.quoteKey, this.now())
  }

  /** The review figures of the current quote; undefined without a quote for this very input. */
  get review(): SwapReview | undefined {
    const state = this.quoteStatus
    const { from, to, gasPrice } = this
    if ((state.status !== 'fresh' && state.status !== 'expired') || !from || !to || gasPrice === undefined)
      return undefined
    if (to.decimals === undefined) return undefined
    return reviewSwap({
      from: { amount: state.quote.key.amount, decimals: from.decimals ?? 18, priceUsd: this.priceOf(from) },
      to: { amount: state.quote.toAmount, decimals: to.decimals, priceUsd: this.priceOf(to) },
      gasPrice,
      nativePriceUsd: this.nativePrice(),
    })
  }

  /** USD price of a token (0 when unknown). */
  priceOf(token: Pick<SwapToken, 'address'>): number {
    return this.prices.get(token.address.toLowerCase()) ?? 0
  }

  /** The native token of the current chain, from the list. */
  get nativeToken(): SwapToken | undefined {
    return this.tokens.find(isNativeToken)
  }

  private nativePrice(): number {
    const native = this.nativeToken
    return native ? this.priceOf(native) : 0
  }

  /**
   * Loads the active EVM chain's tokens, gas price and native price. A failure of the first two is 'Failed
   * to initialize swap' and the view goes back; of the price, 'Failed to fetch network token price'.
   */
  async init(): Promise<void> {
    const { ctx, api } = this.deps
    const { chainId, holdings } = ctx.get((s) => ({
      chainId: s.network.active.caipNetworkId,
      holdings: s.accountOf('eip155').tokenBalance,
    }))
    this.status = 'initializing'
    try {
      const [{ tokens }, gas] = await Promise.all([api.getSwapTokens(chainId), api.getSwapGasPrice(chainId)])
      const held = new Map<string, number>()
      for (const b of holdings) {
        const id = b.address?.includes(':') ? b.address : `${chainId}:${b.address ?? NATIVE_TOKEN_ADDRESS}`
        held.set(id.toLowerCase(), b.value)
      }
      runInAction(() => {
        const sameChain = this.chainId === chainId
        this.chainId = chainId
        this.tokens = swappableTokens(tokens, held)
        this.gasPrice = gas.standard
        if (!sameChain) {
          this.from = this.tokens.find(isNativeToken)
          this.to = undefined
          this.amountText = ''
          this.quote = undefined
        }
        this.status = 'initialized'
      })
    } catch (cause) {
      runInAction(() => {
        this.status = 'error'
      })
      ctx.notify(toVisitorError(new SwapInitializationError({ cause })))
      ctx.back()
      return
    }
    const native = this.nativeToken
    if (native) await this.loadPrices([native], true)
  }

  /** Sets the amount from the field's text; text that is not a number is refused (false) and nothing changes. */
  setAmount(text: string): boolean {
    const normalized = normalizeAmountInput(text)
    if (normalized === undefined) return false
    this.amountText = normalized
    this.scheduleQuote()
    return true
  }

  /** Picks the token of one side; picking the other side's token swaps the two. */
  setToken(side: 'from' | 'to', token: SwapToken): void {
    const other = side === 'from' ? this.to : this.from
    if (other && other.address.toLowerCase() === token.address.toLowerCase()) {
      this.flip()
      return
    }
    this[side] = token
    void this.loadPrices([token], false)
    this.scheduleQuote()
  }

  /** Swaps the two sides. */
  flip(): void {
    ;[this.from, this.to] = [this.to, this.from]
    this.scheduleQuote()
  }

  /** Asks for a quote after the debounce (the shown one is marked stale meanwhile). */
  scheduleQuote(): void {
    clearTimeout(this.timer)
    this.quoteError = undefined
    const key = this.quoteKey
    if (!key) {
      this.quoteError = this.inputError()
      return
    }
    this.timer = setTimeout(() => void this.fetchQuote(key), this.deps.options.quoteDebounceMs)
  }

  /** Fetches a quote for `key` now (also before signing an expired one); resolves once it settled. */
  async fetchQuote(key: QuoteKey): Promise<void> {
    const { api, ctx } = this.deps
    const id = ++this.quoteRequests
    runInAction(() => {
      this.quoteLoading = true
    })
    const userAddress = `${key.chainId}:${ctx.get((s) => s.accountOf('eip155').address) ?? ''}`
    try {
      const response = await api.getSwapQuote({
        amount: key.amount,
        from: key.from,
        to: key.to,
        userAddress,
        gasPrice: this.gasPrice ?? 0n,
      })
      const toAmount = quoteToAmount(response)
      this.settleQuote(id, { key, toAmount, receivedAt: this.now() }, undefined)
    } catch (cause) {
      this.settleQuote(id, undefined, toVisitorError(cause))
    }
  }

  private settleQuote(id: number, arriving: StoredQuote | undefined, error: BaseError | undefined): void {
    if (id === this.quoteRequests) this.quoteLoading = false
    if (arriving) {
      this.quote = acceptQuote(this.quote, arriving, this.quoteKey)
      if (this.quote === arriving) this.quoteError = undefined
      // Re-render once the quote ages past its lifetime (it is then refreshed before signing).
      clearTimeout(this.expiry)
      this.expiry = setTimeout(
        () => runInAction(() => this.clock++),
        Math.max(0, arriving.receivedAt + SWAP_QUOTE_LIFETIME_MS - this.now() + 1),
      )
    } else if (id === this.quoteRequests) {
      this.quoteError = error
    }
  }

  /** The bad-input error of the current text, for the field (undefined when the input is only incomplete). */
  private inputError(): BaseError | undefined {
    if (!this.from || !this.to || this.amountText === '') return undefined
    try {
      validateSwapInput({ source: this.from, target: this.to, amount: this.amountText })
      return undefined
    } catch (error) {
      return toVisitorError(error)
    }
  }

  /** Loads USD prices of tokens not priced yet; a failure for the native token is 'Failed to fetch network token price'. */
  async loadPrices(tokens: readonly SwapToken[], native: boolean): Promise<void> {
    const missing = tokens.filter((t) => !this.prices.has(t.address.toLowerCase()))
    if (missing.length === 0) return
    try {
      const { fungibles } = await this.deps.api.getSwapPrices(missing.map((t) => t.address))
      runInAction(() => {
        const next = new Map(this.prices)
        for (const [i, f] of fungibles.entries()) {
          const address = f.address ?? missing[i]?.address
          if (!address) continue
          const id = address.includes(':') ? address : `${this.chainId ?? ''}:${address}`
          next.set(id.toLowerCase(), f.price)
        }
        this.prices = next
      })
    } catch (cause) {
      if (native) this.deps.ctx.notify(toVisitorError(new NetworkTokenPriceError({ cause })))
      else this.deps.ctx.log.warn(`swap: token price unavailable (${String(cause)})`)
    }
  }

  /** Gas the swap is estimated to cost before it is built (spec §9: 150000; twice with an approval). */
  estimatedGas(withApproval: boolean): bigint {
    return withApproval ? 2n * SWAP_GAS_ESTIMATE : SWAP_GAS_ESTIMATE
  }

  /** Stops the pending quote and expiry timers. */
  dispose(): void {
    clearTimeout(this.timer)
    clearTimeout(this.expiry)
  }
}
