import { describe, expect, test, vi } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, testchain, testchainNetwork } from '../chain/testing/testchain'
import { UserRejectedRequestError } from '../errors'
import { PENDING_TRANSACTIONS_LIMIT } from '../format/constants'
import { createAirlock } from './createAirlock'

async function setup(outcome: 'confirmed' | 'failed' = 'confirmed') {
  const adapter = createTestchainAdapter({ transactionOutcome: outcome })
  let release: () => void = () => undefined
  const waiting = new Promise<void>((resolve) => {
    release = resolve
  })
  const wait = adapter.waitForTransaction?.bind(adapter)
  adapter.waitForTransaction = async (params) => {
    await waiting
    return (await wait?.(params)) ?? 'confirmed'
  }
  const airlock = createAirlock(testConfig({ plugins: [testchain(adapter)] }), testRuntime())
  await airlock.ready
  await airlock.connect('test-wallet')
  return { airlock, adapter, release, network: testchainNetwork('alpha') }
}

describe('TransactionService', () => {
  test("submit: 'Transaction started', pending until the adapter confirms, then balances reload [spec 8.3]", async () => {
    const { airlock, adapter, release, network } = await setup()
    const balanceCalls = adapter.calls.getBalance
    const hash = await airlock.transactions.submit({ network, send: async () => 'tx1' })
    expect(hash).toBe('tx1')
    expect(airlock.get((s) => s.snackbar.message)).toBe('Transaction started')
    expect(
      airlock
        .get((s) => s.transactions.filter((t) => t.status === 'pending'))
        .map((t) => [t.hash, t.namespace, t.caipNetworkId]),
    ).toEqual([['tx1', 'testchain', 'testchain:alpha']])
    release()
    await vi.waitFor(() => expect(airlock.get((s) => s.transactions)[0]?.status).toBe('confirmed'))
    expect(airlock.get((s) => s.transactions.filter((t) => t.status === 'pending'))).toEqual([])
    await vi.waitFor(() => expect(adapter.calls.getBalance).toBeGreaterThan(balanceCalls))
  })

  test("a transaction the chain reports failed shows 'Transaction error' [spec 8.6]", async () => {
    const { airlock, release, network } = await setup('failed')
    await airlock.transactions.submit({ network, send: async () => 'tx2' })
    release()
    await vi.waitFor(() => expect(airlock.get((s) => s.transactions)[0]?.status).toBe('failed'))
    // The snackbar shows the next message 150 ms after the previous one (spec §4).
    await vi.waitFor(() => expect(airlock.get((s) => s.snackbar.message)).toBe('Transaction error'))
  })

  test("a rejected send is 'Signature declined'; another failure 'Failed to send transaction. Please try again.' [spec 8.5, 8.8]", async () => {
    const { airlock, network } = await setup()
    await expect(
      airlock.transactions.submit({
        network,
        send: async () => {
          throw new UserRejectedRequestError()
        },
      }),
    ).rejects.toMatchObject({ shortMessage: 'Signature declined' })
    await expect(
      airlock.transactions.submit({
        network,
        send: async () => {
          throw new Error('nonce too low')
        },
      }),
    ).rejects.toMatchObject({ shortMessage: 'Failed to send transaction. Please try again.' })
    expect(airlock.get((s) => s.transactions)).toEqual([])
  })

  test('at most 99 pending: the 100th is refused while they are all pending [spec 9.10]', async () => {
    const { airlock, network } = await setup()
    for (let i = 0; i < PENDING_TRANSACTIONS_LIMIT; i++) {
      await airlock.transactions.submit({ network, send: async () => `tx${i}` })
    }
    expect(airlock.get((s) => s.transactions.filter((t) => t.status === 'pending'))).toHaveLength(99)
    await expect(airlock.transactions.submit({ network, send: async () => 'tx99' })).rejects.toMatchObject({
      shortMessage: 'Transaction error',
    })
    expect(airlock.get((s) => s.transactions)).toHaveLength(99)
  })
})
