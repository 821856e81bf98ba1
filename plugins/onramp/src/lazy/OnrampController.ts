// The Buy form's state: the options (or the spec's fallback, flagged), the chosen asset, fiat currency and
// payment method, the typed amount checked against the method's limits before any provider is asked, the
// providers' quotes ranked by what arrives, and the checkout of the chosen quote (its purchase follows in
// PurchaseSession).
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { type QuoteOutcome, type QuoteProvider, quoteProviders } from '../compareQuotes'
import { CheckoutUnavailableError, type OnrampError } from '../errors'
import { findLimits, type PaymentMethodLimits, validatePurchaseAmount } from '../limits'
import {
  type PurchasableCurrency,
  purchaseCurrenciesFor,
  type ResolvedOnrampOptions,
  resolveOnrampOptions,
} from '../onrampOptions'
import { normalizeAmountInput, type ParsedAmount } from '../parseAmount'
import type { Purchase } from '../purchaseTracker'
import { newPurchaseId, onrampUrlRequestBody, quoteRequestBody } from '../requests'
import { type OnrampQuote, parseOnrampUrl } from '../schemas'
import type { OnrampApi } from './createOnrampApi'
import type { PurchaseSession } from './PurchaseSession'

/** Where the purchase goes: the active network and the connected address. */
export interface BuyTarget {
  /** CAIP-2 id of the active network. */
  network: string
  /** Its display name (for the "arrives on" notice). */
  networkName: string
  address: string
}

/** What the controller needs from its plugin. */
export interface OnrampControllerDeps {
  api: Pick<OnrampApi, 'getOnrampOptions' | 'getOnrampQuote' | 'getOnrampUrl'>
  session: PurchaseSession
  /** Providers to quote when the options name none. */
  providers: readonly QuoteProvider[] | undefined
  now: () => number
}

/** A quote the visitor can choose. */
export type AvailableQuote = Extract<QuoteOutcome, { quote: OnrampQuote }>

/** The Buy form's store (observable; the views are `observer`s of it). */
export class OnrampController {
  /** The options, once loaded (or the fallback with `defaults: true`). */
  resolved: ResolvedOnrampOptions | undefined = undefined
  optionsLoading = false
  /** The chosen asset's symbol; undefined: the network's first. */
  chosenSymbol: string | undefined = undefined
  paymentCurrency = 'USD'
  paymentMethod = 'card'
  /** The amount field's text (only what the numeric-input rule lets through). */
  amount = ''
  /** The amount's check after the visitor asked for quotes (before that, shown only once typed). */
  quotes: QuoteOutcome[] | undefined = undefined
  quotesLoading = false
  /** Why the chosen quote's checkout could not be opened. */
  checkoutError: OnrampError | undefined = undefined
  checkoutLoading = false
  private quoteRound = 0

  constructor(private readonly deps: OnrampControllerDeps) {
    makeObservable<OnrampController, 'invalidate'>(this, {
      resolved: observableRef,
      optionsLoading: observable,
      chosenSymbol: observable,
      paymentCurrency: observable,
      paymentMethod: observable,
      amount: observable,
      quotes: observableRef,
      quotesLoading: observable,
      checkoutError: observableRef,
      checkoutLoading: observable,
      limits: computed,
      amountCheck: computed,
      paymentCurrencies: computed,
      paymentMethods: computed,
      setAmount: action,
      setPaymentCurrency: action,
      setPaymentMethod: action,
      setPurchaseSymbol: action,
      invalidate: action,
    })
  }

  /** The purchase in progress (the session's observable state). */
  get session(): PurchaseSession {
    return this.deps.session
  }

  /** Loads the options once (GET /v1/onramp/options; the spec's fallback, flagged, only when that fails). */
  async loadOptions(): Promise<void> {
    if (this.resolved || this.optionsLoading) return
    runInAction(() => {
      this.optionsLoading = true
    })
    const resolved = await resolveOnrampOptions(() => this.deps.api.getOnrampOptions())
    runInAction(() => {
      this.resolved = resolved
      this.optionsLoading = false
      const currencies = resolved.options.paymentCurrencies
      if (currencies.length > 0 && !currencies.some((c) => c.id === this.paymentCurrency))
        this.paymentCurrency = currencies[0]?.id ?? this.paymentCurrency
      const methods = this.paymentMethods
      if (methods.length > 0 && !methods.includes(this.paymentMethod))
        this.paymentMethod = methods[0] ?? 'card'
    })
  }

  /** The assets the network sells, in the options' order. */
  currenciesFor(network: string): PurchasableCurrency[] {
    return this.resolved ? purchaseCurrenciesFor(this.resolved.options, network) : []
  }

  /** The chosen asset on `network` (the first one when none was chosen or the chosen one is not sold there). */
  purchaseFor(network: string): PurchasableCurrency | undefined {
    const list = this.currenciesFor(network)
    return list.find((c) => c.currency.symbol === this.chosenSymbol) ?? list[0]
  }

  /** The fiat currencies of the options. */
  get paymentCurrencies(): string[] {
    return this.resolved?.options.paymentCurrencies.map((c) => c.id) ?? []
  }

  /** The payment methods of the chosen fiat currency. */
  get paymentMethods(): string[] {
    const currency = this.resolved?.options.paymentCurrencies.find((c) => c.id === this.paymentCurrency)
    return currency?.payment_method_limits.map((l) => l.id) ?? []
  }

  /** The chosen payment method's limits in the chosen currency. */
  get limits(): PaymentMethodLimits | undefined {
    return this.resolved
      ? findLimits(this.resolved.options, this.paymentCurrency, this.paymentMethod)
      : undefined
  }

  /** The typed amount against the method's limits: checked before any provider is asked. */
  get amountCheck(): { amount: ParsedAmount } | { error: OnrampError } | undefined {
    if (!this.resolved) return undefined
    try {
      return {
        amount: validatePurchaseAmount(
          this.amount,
          this.resolved.options,
          this.paymentCurrency,
          this.paymentMethod,
        ),
      }
    } catch (error) {
      return { error: error as OnrampError }
    }
  }

  /** Providers quoted: the options' own, else the configured ones. */
  get providers(): readonly QuoteProvider[] {
    const listed = this.resolved?.options.providers
    return listed && listed.length > 0 ? listed : (this.deps.providers ?? [])
  }

  /** An edit of the amount field; refused (false) when the numeric-input rule refuses it. */
  setAmount(next: string): boolean {
    const normalized = normalizeAmountInput(next)
    if (normalized === undefined) return false
    if (normalized !== this.amount) {
      this.amount = normalized
      this.invalidate()
    }
    return true
  }

  setPaymentCurrency(id: string): void {
    this.paymentCurrency = id
    if (!this.paymentMethods.includes(this.paymentMethod))
      this.paymentMethod = this.paymentMethods[0] ?? 'card'
    this.invalidate()
  }

  setPaymentMethod(id: string): void {
    this.paymentMethod = id
    this.invalidate()
  }

  setPurchaseSymbol(symbol: string): void {
    this.chosenSymbol = symbol
    this.invalidate()
  }

  /**
   * Asks every provider for a quote of the typed amount — only when the amount passed its checks (nothing is
   * requested otherwise). Failed quotes come back as unavailable, with no number.
   */
  async requestQuotes(target: BuyTarget): Promise<void> {
    const check = this.amountCheck
    const purchase = this.purchaseFor(target.network)
    if (!check || 'error' in check || !purchase) return
    const round = ++this.quoteRound
    runInAction(() => {
      this.quotesLoading = true
      this.quotes = undefined
      this.checkoutError = undefined
    })
    const symbol = purchase.currency.symbol
    const outcomes = await quoteProviders(
      this.providers,
      { purchaseSymbol: symbol, paymentCurrency: this.paymentCurrency },
      (provider) =>
        this.deps.api.getOnrampQuote(
          quoteRequestBody({
            purchaseCurrency: symbol,
            paymentCurrency: this.paymentCurrency,
            amount: check.amount.value,
            network: target.network,
            provider: provider.id,
            paymentMethod: this.paymentMethod,
          }),
        ),
    )
    if (round !== this.quoteRound) return
    runInAction(() => {
      this.quotes = outcomes
      this.quotesLoading = false
    })
  }

  /**
   * Buys through `chosen`: opens the provider's window NOW (call it from the click handler: a popup needs the
   * user gesture), asks for the checkout URL, then shows the provider's page there — or, when the browser
   * blocked the window, records the purchase as blocked with the link to offer.
   */
  buy(chosen: AvailableQuote, target: BuyTarget): Promise<void> {
    this.deps.session.startWindow()
    return this.checkout(chosen, target)
  }

  private async checkout(chosen: AvailableQuote, target: BuyTarget): Promise<void> {
    const check = this.amountCheck
    const purchase = this.purchaseFor(target.network)
    if (!check || 'error' in check || !purchase) {
      this.deps.session.abandonWindow()
      return
    }
    const id = newPurchaseId()
    const symbol = purchase.currency.symbol
    runInAction(() => {
      this.checkoutLoading = true
      this.checkoutError = undefined
    })
    try {
      const url = parseOnrampUrl(
        await this.deps.api.getOnrampUrl(
          onrampUrlRequestBody({
            purchaseCurrency: symbol,
            paymentCurrency: this.paymentCurrency,
            amount: check.amount.value,
            network: target.network,
            provider: chosen.provider.id,
            paymentMethod: this.paymentMethod,
            address: target.address,
            purchaseId: id,
          }),
        ),
      )
      const started: Purchase = {
        id,
        provider: chosen.provider.id,
        providerName: chosen.provider.name,
        providerOrigin: new URL(url).origin,
        checkoutUrl: url,
        address: target.address,
        network: target.network,
        expected: chosen.quote.purchaseAmount,
        paymentTotal: chosen.quote.paymentTotal,
        startedAt: this.deps.now(),
      }
      runInAction(() => {
        this.checkoutLoading = false
        this.deps.session.begin(started)
      })
    } catch (cause) {
      this.deps.session.abandonWindow()
      runInAction(() => {
        this.checkoutLoading = false
        this.checkoutError = new CheckoutUnavailableError({
          provider: chosen.provider.id,
          providerName: chosen.provider.name,
          cause,
        })
      })
    }
  }

  /** Back to the form after a purchase ended (its quotes are stale). */
  backToForm(): void {
    this.deps.session.reset()
    this.invalidate()
  }

  private invalidate(): void {
    this.quoteRound++
    this.quotes = undefined
    this.quotesLoading = false
    this.checkoutError = undefined
  }
}
