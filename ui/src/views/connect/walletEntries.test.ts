import { describe, expect, test } from 'vitest'
import { announcedConnector, TEST_NAMESPACE } from '../../test-support/testChain'
import { walletEntries } from './walletEntries'

const imageUrl = (id: string) => `https://img.example/${id}`

describe('walletEntries', () => {
  test('a recent wallet that is not installed is a catalogue entry tagged Recent, first', () => {
    const entries = walletEntries({
      recent: [{ id: 'cat-7', name: 'Seven', image_id: 'i7' }],
      connectors: [announcedConnector(1)],
      recommended: [
        { id: 'cat-7', name: 'Seven' },
        { id: 'cat-8', name: 'Eight', image_id: 'i8' },
      ],
      imageUrl,
    })
    expect(entries.map((e) => [e.kind, e.name, e.tag, e.imageUrl])).toEqual([
      ['catalogue', 'Seven', 'Recent', 'https://img.example/i7'],
      ['connector', 'Test Wallet 1', 'Installed', announcedConnector(1).imageUrl],
      ['catalogue', 'Eight', undefined, 'https://img.example/i8'],
    ])
  })

  test('one row per wallet across namespaces (same rdns); auth connectors are not listed', () => {
    const entries = walletEntries({
      recent: [],
      connectors: [
        announcedConnector(1),
        announcedConnector(1, { chain: 'solana' }),
        { id: 'auth', name: 'Email', type: 'AUTH', chain: TEST_NAMESPACE },
        { id: 'ext', name: 'External', type: 'EXTERNAL', chain: TEST_NAMESPACE },
      ],
      recommended: [{ id: 'x', name: 'Rec', rdns: 'io.test.wallet1' }],
      imageUrl,
    })
    expect(entries.map((e) => e.name)).toEqual(['Test Wallet 1', 'External'])
  })
})
