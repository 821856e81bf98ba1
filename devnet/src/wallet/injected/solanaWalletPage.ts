// Test side of the Solana wallet's browser tests: a page-side app that discovers Wallet Standard wallets as
// @wallet-standard/app's getWallets() does (the two window events, no library), and a way to call features.
import type { Page } from 'playwright-core'

/** What the discovery script keeps on `window.app`. */
export interface DiscoveryApp {
  // biome-ignore lint/suspicious/noExplicitAny: the page-side wallet object, typed loosely on purpose
  wallets: any[]
  /** ['register' | 'unregister', ...wallet names], in order. */
  events: string[][]
  /** Addresses of every standard:events `change` with accounts. */
  changes: string[][]
  /** The last account the app was given (kept after disconnect, to try it again). */
  account?: unknown
}

declare global {
  interface Window {
    app?: DiscoveryApp
  }
}

/**
 * Installs the app (as an init script before the wallet's, or evaluated after it): it listens for
 * `wallet-standard:register-wallet`, then dispatches `wallet-standard:app-ready` with its `{register}`.
 */
export const appDiscoveryScript = `(() => {
  const app = { wallets: [], events: [], changes: [] }
  window.app = app
  const register = (...wallets) => {
    const added = wallets.filter((w) => !app.wallets.includes(w))
    if (added.length === 0) return () => {}
    app.wallets.push(...added)
    app.events.push(['register', ...added.map((w) => w.name)])
    for (const w of added) {
      w.features['standard:events']?.on('change', ({ accounts }) => {
        if (!accounts) return
        app.changes.push(accounts.map((a) => a.address))
        if (accounts[0]) app.account = accounts[0]
      })
    }
    return () => {
      app.wallets = app.wallets.filter((w) => !added.includes(w))
      app.events.push(['unregister', ...added.map((w) => w.name)])
    }
  }
  const api = Object.freeze({ register })
  window.addEventListener('wallet-standard:register-wallet', (event) => event.detail(api))
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
})()`

/** A feature call's outcome, with byte arrays as number arrays. */
export type FeatureResult = { ok: true; value: unknown } | { ok: false; code: number; message: string }

/** The features callFeature knows, by short name. */
export type FeatureName = 'connect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction' | 'signIn'

/**
 * Calls a feature of the first discovered wallet with the app's account: `signMessage {message: string}`,
 * `signTransaction {transaction: number[]}`, `signAndSendTransaction {transaction, chain, options?}`,
 * `signIn {…SIWS input}`, `connect {silent?}`.
 */
export function callFeature(
  page: Page,
  name: FeatureName,
  args: Record<string, unknown> = {},
): Promise<FeatureResult> {
  return page.evaluate(
    async ([name, args]) => {
      const plain = (value: unknown): unknown => {
        if (value instanceof Uint8Array) return Array.from(value)
        if (Array.isArray(value)) return value.map(plain)
        if (value && typeof value === 'object') {
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
        }
        return value
      }
      const app = window.app as DiscoveryApp
      const wallet = app.wallets[0]
      const f = wallet.features
      const account = app.account
      try {
        let value: unknown
        if (name === 'connect') {
          value = await f['standard:connect'].connect(args)
          const accounts = (value as { accounts: unknown[] }).accounts
          if (accounts[0]) app.account = accounts[0]
        } else if (name === 'signMessage') {
          const message = new TextEncoder().encode(args.message as string)
          value = await f['solana:signMessage'].signMessage({ account, message })
        } else if (name === 'signTransaction') {
          const transaction = Uint8Array.from(args.transaction as number[])
          value = await f['solana:signTransaction'].signTransaction({ account, transaction })
        } else if (name === 'signAndSendTransaction') {
          const transaction = Uint8Array.from(args.transaction as number[])
          value = await f['solana:signAndSendTransaction'].signAndSendTransaction({
            ...args,
            account,
            transaction,
          })
        } else {
          value = await f['solana:signIn'].signIn(args)
        }
        return { ok: true as const, value: plain(value) }
      } catch (e) {
        const error = e as { code: number; message: string }
        return { ok: false as const, code: error.code, message: error.message }
      }
    },
    [name, args] as const,
  )
}
