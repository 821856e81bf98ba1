import type { Wallet } from '@wallet-standard/base'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SolanaWalletRegistry, type WalletsSource, walletConnectorId } from './WalletRegistry'
import { waitForWallet } from './waitForWallet'

const solanaWallet = (name: string): Wallet =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    chains: ['solana:mainnet'],
    features: { 'standard:connect': {}, 'solana:signTransaction': {} },
    accounts: [],
  }) as unknown as Wallet

/** A registry source whose wallets the test registers by hand. */
function source(initial: Wallet[] = []) {
  const listeners = new Set<(...wallets: Wallet[]) => void>()
  const wallets = [...initial]
  const src: WalletsSource = {
    get: () => wallets,
    on: (event, listener) => {
      if (event !== 'register') return () => undefined
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const register = (wallet: Wallet) => {
    wallets.push(wallet)
    for (const l of listeners) l(wallet)
  }
  return { src, register }
}

describe('waitForWallet', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('a wallet registered already is returned at once', async () => {
    const registry = new SolanaWalletRegistry()
    registry.watch(source([solanaWallet('Phantom')]).src)
    expect((await waitForWallet(registry, walletConnectorId({ name: 'Phantom' }), 1000))?.name).toBe(
      'Phantom',
    )
  })

  test('a wallet that registers later resolves the wait when it registers', async () => {
    const registry = new SolanaWalletRegistry()
    const { src, register } = source()
    registry.watch(src)
    const waiting = waitForWallet(registry, walletConnectorId({ name: 'Backpack' }), 5000)
    register(solanaWallet('Other'))
    register(solanaWallet('Backpack'))
    expect((await waiting)?.name).toBe('Backpack')
    expect(vi.getTimerCount()).toBe(0)
  })

  test('no wallet within the timeout: undefined, and the wait is dropped', async () => {
    const registry = new SolanaWalletRegistry()
    const { src, register } = source()
    registry.watch(src)
    const waiting = waitForWallet(registry, walletConnectorId({ name: 'Backpack' }), 500)
    await vi.advanceTimersByTimeAsync(500)
    expect(await waiting).toBeUndefined()
    register(solanaWallet('Backpack'))
    expect(registry.wallet(walletConnectorId({ name: 'Backpack' }))?.name).toBe('Backpack')
  })
})
