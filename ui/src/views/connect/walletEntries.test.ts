import {
  type Connector,
  createAirlock,
  createMemoryBackend,
  definePlugin,
  type WalletGroup,
} from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { announcedConnector, TEST_NAMESPACE, testNetwork } from '../../test-support/testChain'
import { walletEntries } from './walletEntries'

const imageUrl = (id: string) => `https://img.example/${id}`

/** The kernel's wallet grouping of some connectors (one row per wallet across namespaces). */
async function wallets(connectors: readonly Connector[]): Promise<readonly WalletGroup[]> {
  const airlock = createAirlock({
    metadata: { name: 'Test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [testNetwork],
    storage: createMemoryBackend(),
    plugins: [
      definePlugin({
        name: 'connectors',
        setup: (ctx) => {
          for (const connector of connectors) ctx.registerConnector(connector)
        },
      }),
    ],
  })
  await airlock.ready
  return airlock.get((s) => s.connection.wallets)
}

describe('walletEntries', () => {
  test('a recent wallet that is not installed is a catalogue entry tagged Recent, first', async () => {
    const entries = walletEntries({
      recent: [{ id: 'cat-7', name: 'Seven', image_id: 'i7' }],
      wallets: await wallets([announcedConnector(1)]),
      recommended: [
        { id: 'cat-7', name: 'Seven' },
        { id: 'cat-8', name: 'Eight', image_id: 'i8' },
      ],
      catalogueConnectable: true,
      imageUrl,
    })
    expect(entries.map((e) => [e.kind, e.name, e.tag, e.imageUrl])).toEqual([
      ['catalogue', 'Seven', 'Recent', 'https://img.example/i7'],
      ['connector', 'Test Wallet 1', 'Installed', announcedConnector(1).imageUrl],
      ['catalogue', 'Eight', undefined, 'https://img.example/i8'],
    ])
  })

  test('one row per wallet across namespaces (same rdns); auth connectors are not listed', async () => {
    const entries = walletEntries({
      recent: [],
      wallets: await wallets([
        announcedConnector(1),
        announcedConnector(1, { id: 'sol:io.test.wallet1', namespaces: ['solana'] }),
        { id: 'auth', name: 'Email', type: 'AUTH', namespaces: [TEST_NAMESPACE] },
        { id: 'ext', name: 'External', type: 'EXTERNAL', namespaces: [TEST_NAMESPACE] },
      ]),
      recommended: [{ id: 'x', name: 'Rec', rdns: 'io.test.wallet1' }],
      catalogueConnectable: true,
      imageUrl,
    })
    expect(entries.map((e) => e.name)).toEqual(['Test Wallet 1', 'External'])
    const [row] = entries
    expect(row?.kind === 'connector' ? row.wallet.namespaces : []).toEqual([TEST_NAMESPACE, 'solana'])
  })

  test('[spec 3.5] each connector type in its place: installed, injected and multi-chain first, WalletConnect next, external last; auth connectors never a row; an imageId resolves through the catalogue', async () => {
    const at = { namespaces: [TEST_NAMESPACE] }
    const entries = walletEntries({
      recent: [],
      wallets: await wallets([
        { id: 'ext', name: 'External', type: 'EXTERNAL', imageUrl: 'data:ext', ...at },
        { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', imageId: 'wc-image', ...at },
        { id: 'auth', name: 'Email', type: 'AUTH', ...at },
        // AppKit's other auth type: not one ui lists.
        { id: 'id-auth', name: 'Auth', type: 'ID_AUTH' as Connector['type'], ...at },
        { id: 'multi', name: 'Multi', type: 'MULTI_CHAIN', namespaces: [TEST_NAMESPACE, 'solana'] },
        { id: 'inj', name: 'Browser Wallet', type: 'INJECTED', info: { rdns: 'io.test.injected' }, ...at },
        announcedConnector(1),
      ]),
      recommended: [],
      catalogueConnectable: false,
      imageUrl,
    })
    expect(entries.map((e) => [e.name, e.imageUrl])).toEqual([
      ['Multi', undefined],
      ['Browser Wallet', undefined],
      ['Test Wallet 1', announcedConnector(1).imageUrl],
      ['WalletConnect', 'https://img.example/wc-image'],
      ['External', 'data:ext'],
    ])
    const rows = entries.flatMap((e) => (e.kind === 'connector' ? [e.wallet] : []))
    expect(rows.find((w) => w.id === 'inj')?.rdns).toBe('io.test.injected')
    expect(rows.find((w) => w.id === 'multi')?.namespaces).toEqual([TEST_NAMESPACE, 'solana'])
  })

  test("a wallet's row keeps its key when its other namespace's side registers, whichever comes first", async () => {
    const solanaSide = announcedConnector(1, { id: 'sol:io.test.wallet1', namespaces: ['solana'] })
    const rowKey = async (connectors: Connector[]) =>
      walletEntries({
        recent: [],
        wallets: await wallets(connectors),
        recommended: [],
        catalogueConnectable: false,
        imageUrl,
      }).map((e) => e.key)
    // Found first alone, then joined by the EVM side listed ahead of it (the adapters' order): one row, one key.
    expect(await rowKey([solanaSide])).toEqual(await rowKey([announcedConnector(1), solanaSide]))
    expect(await rowKey([announcedConnector(1), solanaSide])).toHaveLength(1)
    // Two wallets of one name in one namespace stay two rows with distinct keys.
    const twins = await rowKey([
      { id: 'a', name: 'Twin', type: 'INJECTED', namespaces: [TEST_NAMESPACE] },
      { id: 'b', name: 'Twin', type: 'INJECTED', namespaces: [TEST_NAMESPACE] },
    ])
    expect(new Set(twins).size).toBe(2)
  })

  test('without a way to connect catalogue wallets, only wallets with connectors are listed', async () => {
    const entries = walletEntries({
      recent: [{ id: 'cat-7', name: 'Seven' }],
      wallets: await wallets([announcedConnector(1)]),
      recommended: [{ id: 'cat-8', name: 'Eight' }],
      catalogueConnectable: false,
      imageUrl,
    })
    expect(entries.map((e) => e.name)).toEqual(['Test Wallet 1'])
  })
})
