import { DEVNET_ACCOUNTS } from '@airlock/devnet'
import { getBalance } from 'viem/actions'
import { expect, inject, test } from 'vitest'
import { type Failure, startFlakyRpc } from '../test/flakyRpc'
import { devnetChain } from '../test/localWalletProvider'
import { createReadClient } from './clients'

const anvil = inject('rpcUrls')[31337] ?? ''
const address = DEVNET_ACCOUNTS[9]!.address

async function readThrough(failures: Failure[]) {
  const rpc = await startFlakyRpc(anvil, failures)
  try {
    const started = performance.now()
    const balance = await getBalance(createReadClient(devnetChain(31337, rpc.url), rpc.url), { address })
    return { balance, seen: rpc.seen, ms: performance.now() - started }
  } finally {
    await rpc.stop()
  }
}

test('reads are retried on the spec codes (-32603, -32005, HTTP 503/429) and succeed', async () => {
  const expected = await readThrough([])
  for (const failures of [
    [{ rpcCode: -32603 }],
    [{ rpcCode: -32005 }],
    [{ status: 503 }, { status: 429 }],
  ] as Failure[][]) {
    const result = await readThrough(failures)
    expect(result.balance).toBe(expected.balance)
    expect(result.seen).toBe(failures.length + 1)
  }
})

test('at most 3 tries, then the error surfaces', async () => {
  await expect(
    readThrough([{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }]),
  ).rejects.toThrow()
})

test('Retry-After is honoured', async () => {
  const result = await readThrough([{ status: 503, retryAfter: '1' }])
  expect(result.seen).toBe(2)
  expect(result.ms).toBeGreaterThanOrEqual(950)
})

test('other errors are not retried', async () => {
  await expect(readThrough([{ rpcCode: -32602 }])).rejects.toThrow()
})
