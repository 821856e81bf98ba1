// The adapter's eager face: wallet discovery is its own chunk, started by loadConnectors() (the plugin calls it at
// the page's first idle moment or when the modal opens); until then the adapter lists no connector and has
// touched no wallet registry. Its connectors are observable, so the kernel's lists follow discovery.
import { autorun } from 'mobx'
import { describe, expect, test, vi } from 'vitest'
import { memoryWallets, testBitcoinWallet } from '../../test/testWallet'
import { toCaipNetwork } from '../caipNetwork'
import { bitcoinRegtest } from '../networks'
import { parseBitcoinOptions } from '../options'
import { createBitcoinAdapter } from './createBitcoinAdapter'

const KEY = '0000000000000000000000000000000000000000000000000000000000000001'

describe('createBitcoinAdapter: lazy wallet discovery', () => {
  test('lists no wallet and reads no registry before loadConnectors(); then the page’s wallets, observably', async () => {
    const { wallet } = testBitcoinWallet([KEY], bitcoinRegtest)
    const source = memoryWallets([wallet])
    let reads = 0
    const counted = {
      get: () => {
        reads++
        return source.get()
      },
      on: source.on,
    }
    const adapter = createBitcoinAdapter(
      parseBitcoinOptions({ networks: [bitcoinRegtest], wallets: counted }),
      [toCaipNetwork(bitcoinRegtest)],
    )
    const seen: string[][] = []
    const stop = autorun(() => seen.push((adapter.connectors ?? []).map((c) => c.id)))
    expect(adapter.connectors).toEqual([])
    expect(adapter.registry).toBeUndefined()
    expect(reads).toBe(0)
    const registry = await adapter.loadConnectors()
    expect(await adapter.loadConnectors()).toBe(registry)
    expect(reads).toBe(1)
    expect(seen).toEqual([[], ['bip122:Test Bitcoin Wallet']])
    stop()
    adapter.dispose()
  })

  test('a wallet that registers after discovery started is listed; dispose stops following the page', async () => {
    const source = memoryWallets()
    const adapter = createBitcoinAdapter(
      parseBitcoinOptions({ networks: [bitcoinRegtest], wallets: source }),
      [toCaipNetwork(bitcoinRegtest)],
    )
    await adapter.loadConnectors()
    const late = testBitcoinWallet([KEY], bitcoinRegtest, 'Late Wallet')
    source.register(late.wallet)
    expect((adapter.connectors ?? []).map((c) => c.id)).toEqual(['bip122:Late Wallet'])
    adapter.dispose()
    source.register(testBitcoinWallet([KEY], bitcoinRegtest, 'After Dispose').wallet)
    expect((adapter.connectors ?? []).map((c) => c.id)).toEqual(['bip122:Late Wallet'])
  })
})

describe('createBitcoinAdapter: preloadConnect', () => {
  test('loads discovery and the implementation, asks neither the wallet nor the Esplora API; the connect then works', async () => {
    const { wallet, control, signers } = testBitcoinWallet([KEY], bitcoinRegtest)
    const adapter = createBitcoinAdapter(
      parseBitcoinOptions({ networks: [bitcoinRegtest], wallets: memoryWallets([wallet]) }),
      [toCaipNetwork(bitcoinRegtest)],
    )
    const payment = signers[0]?.address ?? ''
    // The shape check (the face's) takes a bad checksum; the implementation's full check refuses it.
    const badChecksum = `${payment.slice(0, -1)}${payment.endsWith('q') ? 'p' : 'q'}`
    expect(adapter.address.validate(badChecksum)).toBe(true)
    const fetches = vi.spyOn(globalThis, 'fetch')
    try {
      await adapter.preloadConnect()
      expect(adapter.address.validate(badChecksum)).toBe(false)
      expect(adapter.address.validate(payment)).toBe(true)
      expect(adapter.connectors?.map((c) => c.id)).toEqual(['bip122:Test Bitcoin Wallet'])
      expect(control.calls).toEqual([])
      expect(fetches).not.toHaveBeenCalled()
      expect(adapter.connection).toBeUndefined()
      await expect(adapter.connect({ connectorId: 'bip122:Test Bitcoin Wallet' })).resolves.toMatchObject({
        address: payment,
      })
      expect(control.calls).toEqual(['bitcoin:connect'])
    } finally {
      fetches.mockRestore()
      adapter.dispose()
    }
  })
})
