import { describe, expect, test, vi } from 'vitest'
import { createEventBus } from './createEventBus'

describe('createEventBus', () => {
  test('delivers typed payloads and unsubscribes', () => {
    const bus = createEventBus()
    const seen: string[] = []
    const off = bus.on('plugin:loaded', ({ name }) => seen.push(name))
    bus.emit('plugin:loaded', { name: 'a' })
    off()
    bus.emit('plugin:loaded', { name: 'b' })
    expect(seen).toEqual(['a'])
    expect(bus.listenerCount('plugin:loaded')).toBe(0)
  })

  test('once fires a single time; off removes a listener', () => {
    const bus = createEventBus()
    const once = vi.fn()
    const on = vi.fn()
    bus.once('modal:close', once)
    bus.on('modal:close', on)
    bus.emit('modal:close', {})
    bus.emit('modal:close', {})
    bus.off('modal:close', on)
    bus.emit('modal:close', {})
    expect(once).toHaveBeenCalledTimes(1)
    expect(on).toHaveBeenCalledTimes(2)
    bus.off('modal:close', on)
  })

  test('a throwing listener is reported on error and does not stop the others', () => {
    const bus = createEventBus()
    const errors: string[] = []
    bus.on('error', ({ error, source }) => errors.push(`${source}:${error.message}`))
    const after = vi.fn()
    bus.on('plugin:loaded', () => {
      throw new Error('boom')
    })
    bus.on('plugin:loaded', after)
    bus.emit('plugin:loaded', { name: 'x' })
    expect(errors).toEqual(['plugin:loaded:boom'])
    expect(after).toHaveBeenCalledOnce()
  })

  test('a throwing error listener propagates instead of looping', () => {
    const bus = createEventBus()
    bus.on('error', () => {
      throw new Error('inner')
    })
    expect(() => bus.emit('error', { error: new Error('outer') })).toThrow('inner')
  })

  test('clear removes every listener', () => {
    const bus = createEventBus()
    const listener = vi.fn()
    bus.on('modal:close', listener)
    bus.clear()
    bus.emit('modal:close', {})
    expect(listener).not.toHaveBeenCalled()
  })
})
