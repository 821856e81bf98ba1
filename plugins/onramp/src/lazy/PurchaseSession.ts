// The purchase while the provider's checkout is open and after: the popup opened on the visitor's click, its
// messages accepted only through the provider-message filter (exact origin AND window), the window's closing,
// history followed with `onramp` until the order ends, and the record kept in storage so a pending purchase
// is found again after a reload. The state machine itself is part 1's `reducePurchase`.
import type { PluginStorage } from '@airlock/kernel'
import { action, makeObservable, observableRef } from 'mobx'
import * as z from 'zod/mini'
import { POPUP_CLOSED_POLL_MS, PURCHASE_KEY } from '../constants'
import { createProviderMessageFilter } from '../providerMessages'
import {
  findOrder,
  followsHistory,
  historyQuery,
  IDLE,
  type Purchase,
  type PurchaseEvent,
  type PurchaseState,
  purchaseRecord,
  reducePurchase,
  restorePurchase,
} from '../purchaseTracker'
import { parseOnrampHistory } from '../schemas'
import type { OnrampApi } from './createOnrampApi'

/** The browser surface a session uses (the page's window; a stand-in in unit tests). */
export interface SessionWindow {
  open(url?: string, target?: string, features?: string): Window | null
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** What a session needs from its plugin. */
export interface PurchaseSessionDeps {
  api: Pick<OnrampApi, 'getOnrampHistory'>
  storage: Pick<PluginStorage, 'get' | 'set' | 'remove' | 'now'>
  historyPollMs: number
  /** The page's window; absent outside a browser (nothing opens, nothing is listened to). */
  window: SessionWindow | undefined
  /** Whether the page runs on a phone or tablet: the checkout opens in a new tab there, not a popup. */
  mobile?: () => boolean
  /** Told when a purchase succeeds (the plugin refreshes balances). */
  onSuccess?: (state: Extract<PurchaseState, { phase: 'success' }>) => void
  log?: { warn(message: string, ...rest: unknown[]): void }
}

/** The name of the provider's window (one purchase window at a time). */
const POPUP_NAME = 'airlock-onramp'
/** A popup window's size on a desktop; on a phone or tablet, no features: the browser opens a new tab. */
const POPUP_FEATURES = 'popup,width=480,height=720'

/**
 * One instance per plugin: the current purchase (observable `state`) and what follows it. `startWindow()` must
 * be called synchronously in the click handler (a popup needs the user gesture); `begin()` then points it at
 * the checkout URL, or records the purchase as blocked when the browser refused the window.
 */
export class PurchaseSession {
  state: PurchaseState = IDLE
  private popup: Window | null = null
  private stopListening: (() => void) | undefined
  private closedTimer: ReturnType<typeof setInterval> | undefined
  private historyTimer: ReturnType<typeof setTimeout> | undefined
  private polling = false
  private disposed = false

  constructor(private readonly deps: PurchaseSessionDeps) {
    makeObservable<PurchaseSession, 'dispatch'>(this, { state: observableRef, dispatch: action })
    const restored = restorePurchase(deps.storage.get(PURCHASE_KEY, z.string()), deps.storage.now())
    if (restored.phase !== 'idle') this.dispatch({ type: 'reset' }, restored)
  }

  /** Opens an empty provider window now (in the click's user gesture); null when the browser blocks it. */
  startWindow(): Window | null {
    this.closePopup()
    this.popup = this.openWindow('about:blank')
    return this.popup
  }

  private openWindow(url: string): Window | null {
    const features = this.deps.mobile?.() ? undefined : POPUP_FEATURES
    return this.deps.window?.open(url, POPUP_NAME, features) ?? null
  }

  /** Closes a window `startWindow()` opened when the checkout could not be created. */
  abandonWindow(): void {
    this.closePopup()
  }

  /** Starts following `purchase`: its checkout in the window opened on the click, or blocked. */
  begin(purchase: Purchase): void {
    const popup = this.popup
    if (popup && !popup.closed) {
      popup.location.href = purchase.checkoutUrl
      this.dispatch({ type: 'opened', purchase })
      this.watchWindow(popup, purchase)
    } else {
      this.popup = null
      this.dispatch({ type: 'blocked', purchase })
    }
  }

  /** The visitor clicked the offered link after the window was blocked: open it now (a user gesture). */
  openLink(): boolean {
    if (this.state.phase !== 'blocked') return false
    const { purchase } = this.state
    const popup = this.openWindow(purchase.checkoutUrl)
    if (!popup) return false
    this.popup = popup
    this.dispatch({ type: 'linkOpened' })
    this.watchWindow(popup, purchase)
    return true
  }

  /** Back to the form (the purchase ended, or the visitor leaves a blocked one). */
  reset(): void {
    this.closePopup()
    this.dispatch({ type: 'reset' })
  }

  /** Stops every timer and listener (the plugin is disposed); the record stays for the next load. */
  dispose(): void {
    this.disposed = true
    this.unwatchWindow()
    if (this.historyTimer !== undefined) clearTimeout(this.historyTimer)
    this.historyTimer = undefined
  }

  /** Follows the purchase through history once now (also what the poll does). */
  async pollHistory(): Promise<void> {
    const query = historyQuery(this.state)
    if (!query || !followsHistory(this.state)) return
    const { purchase } = this.state
    try {
      const { orders } = parseOnrampHistory(await this.deps.api.getOnrampHistory(query))
      const order = findOrder(orders, purchase)
      if (order && followsHistory(this.state) && this.state.purchase.id === purchase.id)
        this.dispatch({ type: 'order', order })
    } catch (error) {
      // A failed poll is retried at the next one; the purchase stays as it is.
      this.deps.log?.warn('on-ramp history poll failed', error)
    }
    this.dispatch({ type: 'tick', now: this.deps.storage.now() })
  }

  private dispatch(event: PurchaseEvent, next = reducePurchase(this.state, event)): void {
    const before = this.state
    this.state = next
    if (next === before) return
    const record = purchaseRecord(next)
    if (record) this.deps.storage.set(PURCHASE_KEY, record)
    else this.deps.storage.remove(PURCHASE_KEY)
    if (!followsHistory(next)) this.unwatchWindow()
    if (next.phase === 'success' && before.phase !== 'success') this.deps.onSuccess?.(next)
    this.schedulePoll()
  }

  private schedulePoll(): void {
    if (this.disposed || this.polling || this.historyTimer !== undefined || !followsHistory(this.state))
      return
    this.historyTimer = setTimeout(() => {
      this.historyTimer = undefined
      this.polling = true
      void this.pollHistory().finally(() => {
        this.polling = false
        this.schedulePoll()
      })
    }, this.deps.historyPollMs)
  }

  private watchWindow(popup: Window, purchase: Purchase): void {
    this.unwatchWindow()
    const win = this.deps.window
    if (!win) return
    const accept = createProviderMessageFilter({ origin: purchase.providerOrigin, window: popup })
    const onMessage = (event: MessageEvent) => {
      const order = accept(event)
      if (order) this.dispatch({ type: 'order', order })
    }
    win.addEventListener('message', onMessage)
    this.stopListening = () => win.removeEventListener('message', onMessage)
    this.closedTimer = setInterval(() => {
      if (!popup.closed) return
      // Closed: a purchase without an order returns to the form; a paid one keeps being followed.
      if (this.state.phase === 'open') {
        // One last look at history first: the order may exist though its message never came.
        void this.pollHistory().then(() => this.dispatch({ type: 'windowClosed' }))
      }
      this.unwatchWindow()
    }, POPUP_CLOSED_POLL_MS)
  }

  private unwatchWindow(): void {
    this.stopListening?.()
    this.stopListening = undefined
    if (this.closedTimer !== undefined) clearInterval(this.closedTimer)
    this.closedTimer = undefined
  }

  private closePopup(): void {
    this.unwatchWindow()
    if (this.popup && !this.popup.closed) this.popup.close()
    this.popup = null
  }
}
