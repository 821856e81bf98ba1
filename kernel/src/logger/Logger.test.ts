import { afterEach, describe, expect, test, vi } from 'vitest'
import { createLogger, type LogEntry } from './Logger'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Logger', () => {
  test('default level is error [spec 9.31]', () => {
    const seen: LogEntry[] = []
    const logger = createLogger({ sink: (e) => seen.push(e) })
    expect(logger.level).toBe('error')
    logger.warn('ignored')
    logger.info('ignored')
    logger.error('kept')
    expect(seen.map((e) => e.message)).toEqual(['kept'])
    expect(logger.getEntries().map((e) => e.message)).toEqual(['kept'])
  })

  test('levels, children with context, setLevel shared', () => {
    const seen: LogEntry[] = []
    const logger = createLogger({ level: 'debug', sink: (e) => seen.push(e), now: () => 7 })
    const evm = logger.child('evm').child('wc')
    logger.trace('no')
    evm.debug('switching', { chainId: 137 })
    evm.error('failed', new Error('boom'))
    expect(seen).toEqual([
      { time: 7, level: 'debug', message: 'switching', context: 'evm:wc', data: { chainId: 137 } },
      {
        time: 7,
        level: 'error',
        message: 'failed',
        context: 'evm:wc',
        data: { name: 'Error', message: 'boom' },
      },
    ])
    evm.setLevel('silent')
    logger.error('muted')
    expect(seen).toHaveLength(2)
    expect(logger.isLevelEnabled('error')).toBe(false)
    logger.setLevel('trace')
    logger.trace('now visible')
    expect(seen).toHaveLength(3)
  })

  test('ring buffer keeps about maxBytes, evicting the oldest by byte size', () => {
    const logger = createLogger({ level: 'info', maxBytes: 1_000, sink: false, now: () => 0 })
    for (let i = 0; i < 100; i++) logger.info(`message ${i}`, 'x'.repeat(20))
    const entries = logger.getEntries()
    expect(logger.bufferedBytes).toBeLessThanOrEqual(1_000)
    expect(logger.bufferedBytes).toBeGreaterThan(900)
    expect(entries.at(-1)?.message).toBe('message 99')
    expect(entries[0]?.message).not.toBe('message 0')
    const size = new TextEncoder().encode(JSON.stringify(entries[0])).length
    expect(entries.length).toBe(Math.floor(1_000 / size))
    logger.info('too big', 'y'.repeat(2_000))
    expect(logger.getEntries().at(-1)?.message).toBe('message 99')
  })

  test('default buffer is about 1 MB and holds many entries [spec 9.31]', () => {
    const logger = createLogger({ level: 'info', sink: false })
    const payload = 'z'.repeat(1_000)
    for (let i = 0; i < 3_000; i++) logger.info(`m${i}`, payload)
    expect(logger.bufferedBytes).toBeLessThanOrEqual(1024 * 1024)
    expect(logger.bufferedBytes).toBeGreaterThan(1024 * 1024 - 1_100)
    expect(logger.getEntries().at(-1)?.message).toBe('m2999')
  })

  test('export and clear; console sink by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const logger = createLogger({ now: () => 1 })
    logger.error('bad', { big: 10n })
    logger.child('ui').error('worse')
    expect(spy).toHaveBeenCalledWith('[airlock]', 'bad', { big: 10n })
    expect(spy).toHaveBeenCalledWith('[airlock:ui]', 'worse')
    expect(logger.export()).toBe(
      '{"time":1,"level":"error","message":"bad","data":{"big":"10"}}\n{"time":1,"level":"error","message":"worse","context":"ui"}',
    )
    logger.setLevel('trace')
    logger.trace('t')
    expect(debug).toHaveBeenCalledWith('[airlock]', 't')
    logger.clear()
    expect(logger.getEntries()).toEqual([])
    expect(logger.bufferedBytes).toBe(0)
  })
})
