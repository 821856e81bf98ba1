// Run modes are enforced: one runner runs each hook the way HOOK_MODES declares it.
import { describe, expect, test } from 'vitest'
import { BaseError, PluginError } from '../errors'
import { HOOK_MODES, HookRegistry } from './hooks'

const connected = { connectorId: 'w', connector: undefined, accounts: [] }
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('hook run modes', () => {
  test('sequential: each handler starts after the one before it finished', async () => {
    const hooks = new HookRegistry()
    const log: string[] = []
    let release: () => void = () => undefined
    hooks.add('afterConnect', 'a', async () => {
      log.push('a:start')
      await new Promise<void>((resolve) => (release = resolve))
      log.push('a:end')
    })
    hooks.add('afterConnect', 'b', () => void log.push('b'))
    const run = hooks.run('afterConnect', connected)
    await tick()
    expect(log).toEqual(['a:start'])
    release()
    await run
    expect(log).toEqual(['a:start', 'a:end', 'b'])
  })

  test('parallel: every handler starts at once; the first failure rejects after all settled', async () => {
    const hooks = new HookRegistry()
    const started: string[] = []
    let settled = 0
    hooks.add('afterReconnect', 'a', async () => {
      started.push('a')
      await tick()
      settled++
      throw new BaseError('a failed')
    })
    hooks.add('afterReconnect', 'b', async () => {
      started.push('b')
      await tick()
      settled++
    })
    const run = hooks.run('afterReconnect', connected)
    expect(started).toEqual(['a', 'b'])
    await expect(run).rejects.toMatchObject({
      shortMessage: 'a failed',
      origin: { plugin: 'a', hook: 'afterReconnect' },
    })
    expect(settled).toBe(2)
  })

  test('first: handlers in order until one answers', async () => {
    const hooks = new HookRegistry()
    const asked: string[] = []
    hooks.add('chooseView', 'a', () => void asked.push('a'))
    hooks.add('chooseView', 'b', async () => {
      asked.push('b')
      return { view: 'Connect', params: undefined }
    })
    hooks.add('chooseView', 'c', () => {
      asked.push('c')
      return { view: 'Account', params: undefined }
    })
    const state = { adapterCount: 0, connected: false, mobile: false }
    expect(await hooks.run('chooseView', state)).toEqual({ view: 'Connect', params: undefined })
    expect(asked).toEqual(['a', 'b'])
  })

  test('firstSync answers now; a handler answering with a promise is a PluginError naming it', () => {
    const hooks = new HookRegistry()
    const view = { view: 'Connect' as const, params: undefined }
    expect(hooks.run('canClose', { view })).toBeUndefined()
    hooks.add('canClose', 'sync', () => undefined)
    hooks.add('canClose', 'slow', (async () => false) as unknown as () => boolean)
    expect(() => hooks.run('canClose', { view })).toThrow(PluginError)
    expect(() => hooks.run('canClose', { view })).toThrow(/Plugin: slow/)
  })

  test('a non-Airlock error is wrapped in a PluginError; every hook has a declared mode; unknown hooks are refused', async () => {
    const hooks = new HookRegistry()
    hooks.add('beforeRequest', 'gate', () => {
      throw new Error('nope')
    })
    const failure = await hooks.run('beforeRequest', { namespace: 'x', method: 'm' }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(PluginError)
    expect(failure).toMatchObject({ plugin: 'gate', hook: 'beforeRequest' })
    expect(
      Object.values(HOOK_MODES).every((m) => ['first', 'firstSync', 'sequential', 'parallel'].includes(m)),
    ).toBe(true)
    expect(() => hooks.add('afterLunch' as never, 'p', (() => undefined) as never)).toThrow(
      'Unknown hook "afterLunch"',
    )
  })
})
