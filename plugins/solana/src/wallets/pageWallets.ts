// The app side of the Wallet Standard's window protocol — what @wallet-standard/app's `getWallets()` does — in
// the few lines the page's initial JS needs (the library's private-field helpers, event class and deprecated
// paths weighed 3.7 KB minified of this plugin's 8 KB face). A wallet that loaded before the app answers the
// app's `wallet-standard:app-ready` event; one that loads after dispatches `wallet-standard:register-wallet`
// with a callback; both hand the wallet to `register`, whose return value unregisters it.
import type { Wallet } from '@wallet-standard/base'
import type { WalletsSource } from './WalletRegistry'

/** The page's registry: what `WalletsSource` reads, and the `register` wallets are handed. */
export interface PageWallets extends WalletsSource {
  /** Registers wallets (each once); returns what unregisters them. */
  register(...wallets: Wallet[]): () => void
}

type Listener = (...wallets: Wallet[]) => void
type WindowLike = Pick<Window, 'addEventListener' | 'dispatchEvent'>

/** Creates a registry on `win` and announces it to the wallets there. Use `pageWallets()` for the page's one. */
export function createPageWallets(win: WindowLike): PageWallets {
  const registered = new Set<Wallet>()
  const listeners = { register: new Set<Listener>(), unregister: new Set<Listener>() }
  const emit = (event: keyof typeof listeners, wallets: Wallet[]) => {
    for (const listener of [...listeners[event]]) {
      try {
        listener(...wallets)
      } catch (error) {
        console.error(error)
      }
    }
  }
  const register = (...wallets: Wallet[]) => {
    const added = wallets.filter((w) => !registered.has(w))
    for (const wallet of added) registered.add(wallet)
    if (added.length > 0) emit('register', added)
    return () => {
      const removed = added.filter((w) => registered.delete(w))
      if (removed.length > 0) emit('unregister', removed)
    }
  }
  // Wallets receive only `register` (as from the library), never the listeners or the list.
  const api = Object.freeze({ register })
  win.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback === 'function') callback(api)
  })
  win.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return {
    register,
    get: () => [...registered],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
  }
}

let page: PageWallets | undefined

/**
 * The page's Wallet Standard wallets: one registry per page (created, and announced to the wallets, on the
 * first call).
 *
 * @example
 * pageWallets().on('register', (...wallets) => console.log(wallets.map((w) => w.name)))
 */
export function pageWallets(): PageWallets {
  page ??= createPageWallets(window)
  return page
}
