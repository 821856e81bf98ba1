import { describe, expect, test } from 'vitest'
import { InvalidSendParametersError } from '../errors/transaction'
import { createTestchainAdapter } from './testing/testchain'
import { transferChoicesOf, withTransferChoice } from './transferChoices'
import type { ChainAdapter, ChainFee, PreparedTransfer, TransferChoices } from './types'

const tst = (amount: bigint): ChainFee => ({ amount, decimals: 9, symbol: 'TST' })

/** An adapter whose transfers offer gas tiers: the fee and the sent hash follow `prepared.choice`. */
function withGasTiers(base: ChainAdapter = createTestchainAdapter()) {
  const tiers = { eco: 1000n, standard: 5000n, rush: 20_000n } as const
  const tierOf = (p: PreparedTransfer) => (p.choice ?? p.params.choice ?? 'standard') as keyof typeof tiers
  const adapter: ChainAdapter = {
    ...base,
    async transferChoices(prepared) {
      return {
        label: { namespace: 'testchain', key: 'gasTier' },
        choices: (Object.keys(tiers) as (keyof typeof tiers)[]).map((id) => ({
          id,
          label: id,
          fee: tst(tiers[id]),
        })),
        selected: tierOf(prepared),
      }
    },
    estimateFee: async (prepared) => tst(tiers[tierOf(prepared)]),
    sendTransfer: async (prepared) => `tx:${prepared.params.to}:${tierOf(prepared)}`,
  }
  return adapter
}

const params = (adapter: ChainAdapter) => ({
  to: 'tst-receiver',
  amount: 7n,
  network: adapter.networks[0] as ChainAdapter['networks'][number],
  address: 'tst-sender',
})

describe('transfer choices', () => {
  test('an adapter without the hook is unchanged: no choices, its prepared transfer sent as prepared', async () => {
    const adapter = createTestchainAdapter()
    expect(adapter.transferChoices).toBeUndefined()
    const prepared = (await adapter.prepareTransfer?.(params(adapter))) as PreparedTransfer
    expect(await transferChoicesOf(adapter, prepared)).toBeUndefined()
    expect(await transferChoicesOf(undefined, prepared)).toBeUndefined()
    expect(prepared).not.toHaveProperty('choice')
    expect(await adapter.estimateFee?.(prepared)).toEqual(tst(5000n))
    expect(await adapter.sendTransfer?.(prepared)).toBe('tx:tst-receiver:7')
  })

  test("an adapter's choices; the picked one travels in a new prepared transfer that the fee and the send follow", async () => {
    const adapter = withGasTiers()
    const prepared = (await adapter.prepareTransfer?.(params(adapter))) as PreparedTransfer
    const offered = (await transferChoicesOf(adapter, prepared)) as TransferChoices
    expect(offered.selected).toBe('standard')
    expect(offered.choices.map((c) => [c.id, c.fee.amount])).toEqual([
      ['eco', 1000n],
      ['standard', 5000n],
      ['rush', 20_000n],
    ])
    const rush = withTransferChoice(prepared, offered, 'rush')
    expect(rush).toEqual({ ...prepared, choice: 'rush' })
    expect(prepared.choice).toBeUndefined() // the original is left as it was
    expect(await adapter.estimateFee?.(rush)).toEqual(tst(20_000n))
    expect(await adapter.sendTransfer?.(rush)).toBe('tx:tst-receiver:rush')
    expect((await transferChoicesOf(adapter, rush))?.selected).toBe('rush')
    // the choice asked for at prepare time is the prepared transfer's
    const eco = (await adapter.prepareTransfer?.({ ...params(adapter), choice: 'eco' })) as PreparedTransfer
    expect((await transferChoicesOf(adapter, eco))?.selected).toBe('eco')
    expect(await adapter.sendTransfer?.(eco)).toBe('tx:tst-receiver:eco')
  })

  test('an id the adapter did not offer is refused', async () => {
    const adapter = withGasTiers()
    const prepared = (await adapter.prepareTransfer?.(params(adapter))) as PreparedTransfer
    const offered = (await transferChoicesOf(adapter, prepared)) as TransferChoices
    expect(() => withTransferChoice(prepared, offered, 'warp')).toThrow(InvalidSendParametersError)
  })

  test('an empty list, or one whose selected id is not among its choices, is no choice', async () => {
    const base = createTestchainAdapter()
    const prepared = (await base.prepareTransfer?.(params(base))) as PreparedTransfer
    const offering = (offered: TransferChoices | undefined): ChainAdapter => ({
      ...base,
      transferChoices: async () => offered,
    })
    expect(await transferChoicesOf(offering(undefined), prepared)).toBeUndefined()
    expect(
      await transferChoicesOf(offering({ label: 'Speed', choices: [], selected: 'a' }), prepared),
    ).toBeUndefined()
    const one = { id: 'a', label: 'A', fee: tst(1n) }
    expect(
      await transferChoicesOf(offering({ label: 'Speed', choices: [one], selected: 'b' }), prepared),
    ).toBeUndefined()
    expect(
      await transferChoicesOf(offering({ label: 'Speed', choices: [one], selected: 'a' }), prepared),
    ).toEqual({ label: 'Speed', choices: [one], selected: 'a' })
  })
})
