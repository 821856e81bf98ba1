// The registry against the Wallet Standard's window protocol, played by wallets as @wallet-standard/wallet's
// registerWallet plays it: answer every `wallet-standard:app-ready`, and dispatch `wallet-standard:register-wallet`.
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, test, vi } from 'vitest'
import { createPageWallets } from './pageWallets'

type Api = { register(...wallets: Wallet[]): () => void }

const wallet = (name: string) =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,',
    chains: ['solana:devnet'],
    features: {},
    accounts: [],
  }) as Wallet

/** A wallet's side of the protocol on `win`; returns the unregister functions apps gave it. */
function registerWallet(win: EventTarget, w: Wallet): Array<() => void> {
  const unregisters: Array<() => void> = []
  const callback = (api: Api) => unregisters.push(api.register(w))
  win.addEventListener('wallet-standard:app-ready', (e) => callback((e as CustomEvent<Api>).detail))
  win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return unregisters
}

describe('createPageWallets', () => {
  test('registers a wallet loaded before the app (app-ready) and one loaded after (register-wallet)', () => {
    const win = new EventTarget()
    const early = wallet('Early')
    registerWallet(win, early)
    const registry = createPageWallets(win)
    expect(registry.get()).toEqual([early])
    const added = vi.fn()
    registry.on('register', added)
    const late = wallet('Late')
    registerWallet(win, late)
    expect(registry.get()).toEqual([early, late])
    expect(added).toHaveBeenCalledWith(late)
  })

  test("a wallet is registered once; its unregister removes it and tells the listeners; 'off' stops them", () => {
    const win = new EventTarget()
    const registry = createPageWallets(win)
    const w = wallet('Once')
    const [unregister] = registerWallet(win, w)
    expect(registry.register(w)).toBeTypeOf('function')
    expect(registry.get()).toEqual([w])
    const removed = vi.fn()
    const off = registry.on('unregister', removed)
    unregister?.()
    expect(registry.get()).toEqual([])
    expect(removed).toHaveBeenCalledWith(w)
    off()
    registerWallet(win, w)[0]?.()
    expect(removed).toHaveBeenCalledTimes(1)
  })

  test('a listener that throws does not stop the others; wallets get only register', () => {
    const win = new EventTarget()
    const registry = createPageWallets(win)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const after = vi.fn()
    registry.on('register', () => {
      throw new Error('listener bug')
    })
    registry.on('register', after)
    let given: unknown
    win.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: (api: Api) => {
          given = api
          api.register(wallet('W'))
        },
      }),
    )
    expect(after).toHaveBeenCalledOnce()
    expect(error).toHaveBeenCalledOnce()
    expect(Object.keys(given as object)).toEqual(['register'])
    // A register-wallet event without a callback (another library's mistake) is ignored.
    win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: 'not a function' }))
    expect(registry.get()).toHaveLength(1)
    error.mockRestore()
  })
})
