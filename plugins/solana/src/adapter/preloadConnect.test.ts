// What a connect runs loads beside itself: `preloadConnect` (the kernel calls it on the visitor's intent to pick a wallet) loads the
// implementation chunk and the kit runtime's chunk side by side, asking no wallet and no RPC, and a connect
// that finds them loaded works; a connect without a preload downloads the kit beside the implementation, not
// after it. The two chunks' loads are seen through module mocks that record the import and can hold it.
// Each test imports the adapter afresh, so its chunks load again.
import { DEVNET_SOLANA_ACCOUNTS } from '@airlock/devnet'
import { afterEach, beforeEach, describe, expect, inject, test, vi } from 'vitest'
import { memoryWallets } from '../../test/memoryWallets'
import { localNetwork, prompts, testWallet } from '../../test/setup'
import { parseSolanaOptions } from '../options'

/** The chunks imported so far, and a gate the implementation's import waits for. */
const chunks = {
  loaded: [] as string[],
  release: () => {},
  held: Promise.resolve(),
  hold() {
    chunks.held = new Promise<void>((resolve) => {
      chunks.release = resolve
    })
  },
}

const local = localNetwork(inject('solanaRpcUrl'), inject('solanaWsUrl'))
const sender = DEVNET_SOLANA_ACCOUNTS[2]!

/** A fresh module graph (the chunks load again) and an adapter over one test wallet. */
async function setup() {
  // A fresh module graph whose two chunks record their import (and the implementation's waits for the gate).
  vi.resetModules()
  chunks.loaded = []
  vi.doMock('./solanaAdapterImpl', async (importOriginal) => {
    chunks.loaded.push('implementation')
    await chunks.held
    return importOriginal()
  })
  vi.doMock('../runtime/solanaRuntime', async (importOriginal) => {
    chunks.loaded.push('kit')
    return importOriginal()
  })
  const { createSolanaAdapter } = await import('./createSolanaAdapter')
  const wallet = testWallet({ secretKeys: [sender.secretKey] })
  const source = memoryWallets([wallet])
  const adapter = createSolanaAdapter(parseSolanaOptions({ networks: [local], wallets: source }))
  const stop = adapter.registry.watch(source)
  return { adapter, wallet, stop }
}

let fetches: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  fetches = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => {
  chunks.release()
  fetches.mockRestore()
})

describe('preloadConnect', () => {
  test('loads the implementation and the kit side by side, asks neither the wallet nor the RPC; the connect then works', async () => {
    const { adapter, wallet, stop } = await setup()
    chunks.hold()
    const preloaded = adapter.preloadConnect?.()
    // The kit's import starts while the implementation's is still held: side by side.
    await vi.waitFor(() => expect([...chunks.loaded].sort()).toEqual(['implementation', 'kit']))
    chunks.release()
    await preloaded
    expect(prompts(wallet)).toEqual([])
    expect(fetches).not.toHaveBeenCalled()
    expect(adapter.connection).toBeUndefined()
    // A second preload and the connect load nothing again.
    await adapter.preloadConnect?.()
    await expect(adapter.connect({ connectorId: 'solana:Test Solana Wallet' })).resolves.toMatchObject({
      address: sender.address,
    })
    expect([...chunks.loaded].sort()).toEqual(['implementation', 'kit'])
    expect(prompts(wallet)).toEqual(['standard:connect'])
    stop()
    adapter.dispose()
  })

  test('a connect without a preload starts the kit beside the implementation, not after it', async () => {
    const { adapter, stop } = await setup()
    chunks.hold()
    const connected = adapter.connect({ connectorId: 'solana:Test Solana Wallet' })
    await vi.waitFor(() => expect([...chunks.loaded].sort()).toEqual(['implementation', 'kit']))
    chunks.release()
    await expect(connected).resolves.toMatchObject({ address: sender.address })
    await expect(adapter.getBalance({ address: sender.address, network: local })).resolves.toMatchObject({
      symbol: 'SOL',
    })
    stop()
    adapter.dispose()
  })
})
