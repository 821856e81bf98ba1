import { DEVNET_ACCOUNTS, devnetChain } from '@airlock/devnet'
import { CONSTANTS } from '@airlock/kernel'
import { getBalance } from 'viem/actions'
import { expect, inject, test, vi } from 'vitest'
import { type Failure, startFlakyRpc } from '../test/flakyRpc'
import { createReadClient, READ_RETRY } from './clients'

const anvil = inject('rpcUrls')[31337] ?? ''
const address = DEVNET_ACCOUNTS[9]!.address

/** Reads a balance through a flaky proxy; the outcome and the number of requests the proxy saw. */
async function readThrough(failures: Failure[]) {
  const rpc = await startFlakyRpc(anvil, failures)
  try {
    const started = performance.now()
    const balance = await getBalance(createReadClient(devnetChain(31337, rpc.url), rpc.url), {
      address,
    }).catch((error: unknown) => error as Error)
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

test('the spec retry count: 3 retries after the first try succeed on the 4th request, a 4th failure surfaces', async () => {
  const expected = await readThrough([])
  const threeFailures = await readThrough([{ status: 503 }, { status: 503 }, { status: 503 }])
  // With 2 retries this read would fail after 3 requests; with 3 it succeeds on the 4th.
  expect(threeFailures.balance).toBe(expected.balance)
  expect(threeFailures.seen).toBe(4)
  const fourFailures = await readThrough([{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }])
  expect(fourFailures.balance).toBeInstanceOf(Error)
  // Exactly 4 requests: never a 5th.
  expect(fourFailures.seen).toBe(4)
  expect(READ_RETRY).toEqual({ retryCount: CONSTANTS.RETRY_COUNT, retryDelay: CONSTANTS.RETRY_BASE_DELAY_MS })
})

test('Retry-After is honoured', async () => {
  const result = await readThrough([{ status: 503, retryAfter: '1' }])
  expect(result.seen).toBe(2)
  expect(result.ms).toBeGreaterThanOrEqual(950)
})

test('other errors are not retried', async () => {
  const result = await readThrough([{ rpcCode: -32602 }])
  expect(result.balance).toBeInstanceOf(Error)
  expect(result.seen).toBe(1)
})

test('a read is sent in the microtasks of its call, before a timer set just before it (no batching wait)', async () => {
  const realFetch = globalThis.fetch
  const sent = new Promise<'sent'>((resolve) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
      resolve('sent')
      return realFetch(...args)
    })
  })
  try {
    // The timer is set first: a transport that waits for a timer of its own sends after it.
    const timer = new Promise<'timer'>((resolve) => setTimeout(() => resolve('timer'), 0))
    const read = getBalance(createReadClient(devnetChain(31337, anvil), anvil), { address })
    expect(await Promise.race([sent, timer])).toBe('sent')
    expect(await read).toBeTypeOf('bigint')
  } finally {
    vi.restoreAllMocks()
  }
})
