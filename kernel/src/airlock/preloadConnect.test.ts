// What a connect runs is loaded on the visitor's intent (the UI host's preloadConnect: ChainAdapter.preloadConnect
// of every adapter) for a visitor without a connection: not by an open alone, never for a connected visitor.
import { describe, expect, test, vi } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, testchain } from '../chain/testing/testchain'
import { uiHost } from '../internal'
import { createAirlock } from './createAirlock'

function withPreload(preload: () => Promise<unknown>) {
  const adapter = Object.assign(createTestchainAdapter(), { preloadConnect: vi.fn(preload) })
  const airlock = createAirlock(testConfig({ plugins: [testchain(adapter)] }), testRuntime())
  return { adapter, airlock }
}

/** One macrotask: the open's after-paint work (the connect protocol's load) has run by then. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("preloading the connect code on the visitor's intent", () => {
  test('an open alone preloads nothing; the intent then preloads each adapter (once per call)', async () => {
    const { adapter, airlock } = withPreload(async () => undefined)
    await airlock.ready
    await airlock.open()
    await nextTask()
    expect(adapter.preloadConnect).not.toHaveBeenCalled()
    uiHost(airlock).preloadConnect()
    expect(adapter.preloadConnect).toHaveBeenCalledOnce()
    await airlock.destroy()
  })

  test('a connected visitor preloads nothing', async () => {
    const { adapter, airlock } = withPreload(async () => undefined)
    await airlock.ready
    await airlock.connect('test-wallet')
    uiHost(airlock).preloadConnect()
    expect(adapter.preloadConnect).not.toHaveBeenCalled()
    await airlock.destroy()
  })

  test('a failed preload is not an error: nothing is reported and the connect then works', async () => {
    const { adapter, airlock } = withPreload(async () => {
      throw new TypeError('offline')
    })
    const errors: unknown[] = []
    airlock.on('error', (e) => errors.push(e))
    await airlock.ready
    uiHost(airlock).preloadConnect()
    expect(adapter.preloadConnect).toHaveBeenCalledOnce()
    await expect(airlock.connect('test-wallet')).resolves.toMatchObject({ address: 'tc1alice' })
    expect(errors).toEqual([])
    await airlock.destroy()
  })
})
