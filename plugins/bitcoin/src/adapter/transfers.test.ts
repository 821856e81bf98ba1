// The transfer choices of a prepared payment, without a node: the speeds the balance can pay, none for a
// wallet that only sends payments itself, and a pick the payment does not offer refused.
import { InvalidSendParametersError, type PreparedTransfer } from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { bitcoinRegtest } from '../networks'
import type { CoinSelection } from '../transfer/selectCoins'
import type { BitcoinProvider } from '../types'
import { createTransfers, type TransferDeps } from './transfers'

const selection = (fee: bigint, vsize = 141): CoinSelection =>
  ({
    inputs: [],
    outputs: [],
    change: 0n,
    fee,
    vsize,
    feeRate: Number(fee) / vsize,
  }) as unknown as CoinSelection

/** Transfers over a wallet `provider`; nothing here reaches a node. */
function transfers(provider: Partial<BitcoinProvider>) {
  const deps = {
    network: () => bitcoinRegtest,
    esplora: () => {
      throw new Error('no node in this test')
    },
    active: () => ({
      provider: { connect: async () => [], chains: () => [], ...provider },
      address: 'bcrt1qsender',
      addresses: [],
      network: bitcoinRegtest,
    }),
    beforeRequest: async () => {},
    feeSpeed: 'normal',
    pollIntervalMs: 10,
    confirmationTimeoutMs: 100,
  } satisfies TransferDeps
  return createTransfers(deps)
}

/** A payment prepared at normal whose fast fee the balance could not pay (left out by prepareTransfer). */
const prepared: PreparedTransfer = {
  params: {
    to: 'bcrt1qreceiver',
    amount: 10_000n,
    address: 'bcrt1qsender',
    network: { caipNetworkId: bitcoinRegtest.caipNetworkId } as PreparedTransfer['params']['network'],
  },
  data: {
    caipNetworkId: bitcoinRegtest.caipNetworkId,
    speed: 'normal',
    rates: { slow: 2, normal: 5, fast: 25 },
    selections: { slow: selection(282n), normal: selection(705n) },
  },
  choice: 'normal',
}

describe('Bitcoin transfer choices', () => {
  test('the speeds the balance pays, each with its fee and rate; the prepared speed selected', async () => {
    const t = transfers({ signPsbt: async () => '' })
    expect(await t.transferChoices(prepared)).toEqual({
      label: { namespace: 'bitcoin', key: 'speed' },
      choices: [
        {
          id: 'slow',
          label: { namespace: 'bitcoin', key: 'slow' },
          detail: '2 sat/vB · 282 sat',
          fee: { amount: 282n, decimals: 8, symbol: 'BTC' },
        },
        {
          id: 'normal',
          label: { namespace: 'bitcoin', key: 'normal' },
          detail: '5 sat/vB · 705 sat',
          fee: { amount: 705n, decimals: 8, symbol: 'BTC' },
        },
      ],
      selected: 'normal',
    })
    expect((await t.transferChoices({ ...prepared, choice: 'slow' }))?.selected).toBe('slow')
    expect((await t.estimateFee({ ...prepared, choice: 'slow' })).amount).toBe(282n)
  })

  test('a speed the payment does not offer (fast, unaffordable here) is refused', async () => {
    const t = transfers({ signPsbt: async () => '' })
    await expect(t.estimateFee({ ...prepared, choice: 'fast' })).rejects.toBeInstanceOf(
      InvalidSendParametersError,
    )
    await expect(t.transferChoices({ ...prepared, choice: 'fast' })).rejects.toBeInstanceOf(
      InvalidSendParametersError,
    )
  })

  test('no choice for a wallet that only sends payments itself (it picks its own fee)', async () => {
    const t = transfers({ sendTransfer: async () => 'f'.repeat(64) })
    expect(await t.transferChoices(prepared)).toBeUndefined()
  })
})
