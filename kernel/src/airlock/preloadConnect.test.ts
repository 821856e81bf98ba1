// Opening the modal loads what a connect runs (ChainAdapter.preloadConnect) for a visitor without a
// connection, after the dialog is painted: never before the visitor acts, never for a connected visitor.
import { describe, expect, test, vi } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, testchain } from '../chain/testing/testchain'
import { createAirlock } from './createAirlock'

function withPreload(preload: () => Promise<unknown>) {
  const adapter = Object.assign(createTestchainAdapter(), { preloadConnect: vi.fn(preload) })
  const airlock = createAirlock(testConfig({ plugins: [testchain(adapter)] }), testRuntime())
  return { adapter, airlock }
}

describe('preloading the connect code on open', () => {
  test('an open by a visitor without a connection preloads each adapter once it is shown; nothing before', async () => {
    const { adapter, airlock } = withPreload(async () => undefined)
    await airlock.ready
    expect(adapter.preloadConnect).not.toHaveBeenCalled()
    await airlock.open()
    await vi.waitFor(() => expect(adapter.preloadConnect).toHaveBeenCalledOnce())
    await airlock.destroy()
  })

  test('a connected visitor opening the modal preloads nothing', async () => {
    const { adapter, airlock } = withPreload(async () => undefined)
    await airlock.ready
    await airlock.connect('test-wallet')
    const opened = new Promise((resolve) => airlock.on('modal:open', resolve))
    await airlock.open()
    await opened
    // The open's after-paint work (the connect protocol's load) has run by the next macrotask.
    await new Promise((resolve) => setTimeout(resolve, 0))
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
    await airlock.open()
    await vi.waitFor(() => expect(adapter.preloadConnect).toHaveBeenCalledOnce())
    await expect(airlock.connect('test-wallet')).resolves.toMatchObject({ address: 'tc1alice' })
    expect(errors).toEqual([])
    await airlock.destroy()
  })
})
