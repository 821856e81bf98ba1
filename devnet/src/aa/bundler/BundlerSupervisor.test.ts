import { describe, expect, it } from 'vitest'
import { BundlerSupervisor, BundlerUnavailable } from './BundlerSupervisor'
import type { AltoBundler } from './startAltoBundler'

/** A stand-in process whose exit the test decides (the e2e tests run the real alto). */
function fakeProcess(port: number) {
  let exit!: () => void
  const exited = new Promise<void>((resolve) => {
    exit = resolve
  })
  let stops = 0
  const bundler: AltoBundler = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: port,
    exited,
    recentOutput: () => 'last words',
    async stop() {
      stops++
      exit()
    },
  }
  return { bundler, exit, stops: () => stops }
}

function supervisor(start: () => Promise<AltoBundler>) {
  return new BundlerSupervisor(31337, { rpcUrl: 'http://127.0.0.1:1' }, start)
}

describe('BundlerSupervisor', () => {
  it('starts once for concurrent requests and reuses the running bundler', async () => {
    let starts = 0
    const proc = fakeProcess(1)
    const s = supervisor(async () => {
      starts++
      return proc.bundler
    })
    expect(s.status().state).toBe('idle')
    const [a, b] = await Promise.all([s.ensure(), s.ensure()])
    expect(a).toBe(b)
    expect(await s.ensure()).toBe(a)
    expect(starts).toBe(1)
    expect(s.status()).toMatchObject({ state: 'ready', url: 'http://127.0.0.1:1', pid: 1 })
  })

  it('starts a new bundler after the process exits on its own', async () => {
    const procs = [fakeProcess(1), fakeProcess(2)]
    let i = 0
    const s = supervisor(async () => procs[i++]!.bundler)
    await s.ensure()
    procs[0]!.exit()
    await procs[0]!.bundler.exited
    await Promise.resolve()
    expect(s.status()).toMatchObject({ state: 'idle', lastError: expect.stringContaining('last words') })
    expect((await s.ensure()).port).toBe(2)
  })

  it('stays down after stop() until start()', async () => {
    const proc = fakeProcess(1)
    const s = supervisor(async () => proc.bundler)
    await s.ensure()
    await s.stop()
    expect(proc.stops()).toBe(1)
    const error = await s.ensure().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BundlerUnavailable)
    expect((error as BundlerUnavailable).state).toBe('stopped')
    const next = fakeProcess(3)
    const s2 = supervisor(async () => next.bundler)
    await s2.stop()
    expect((await s2.start()).port).toBe(3)
  })

  it('stops a bundler whose start was still under way when stop() came', async () => {
    const proc = fakeProcess(1)
    let release!: () => void
    const s = supervisor(
      () =>
        new Promise<AltoBundler>((resolve) => {
          release = () => resolve(proc.bundler)
        }),
    )
    const pending = s.ensure()
    await Promise.resolve()
    const stopping = s.stop()
    release()
    await stopping
    expect(await pending.catch((e: unknown) => e)).toBeInstanceOf(BundlerUnavailable)
    expect(proc.stops()).toBe(1)
    expect(s.status().state).toBe('stopped')
  })

  it('reports a failed start and tries again on the next request', async () => {
    let attempt = 0
    const proc = fakeProcess(1)
    const s = supervisor(async () => {
      attempt++
      if (attempt === 1) throw new Error('alto exited (1) before listening')
      return proc.bundler
    })
    const error = await s.ensure().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BundlerUnavailable)
    expect(s.status()).toMatchObject({ state: 'failed', lastError: 'alto exited (1) before listening' })
    expect(await s.ensure()).toBe(proc.bundler)
  })
})
