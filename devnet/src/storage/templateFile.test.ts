import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withTemplateFile } from './templateFile.mjs'

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

/** An io whose make() waits until released, counting the calls of each. */
function countingIo(content: string) {
  const calls = { load: 0, make: 0 }
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let started!: () => void
  const makeStarted = new Promise<void>((resolve) => (started = resolve))
  return {
    calls,
    release,
    makeStarted,
    io: {
      pollMs: 10,
      async load(bytes: Uint8Array) {
        calls.load++
        const value = text(bytes)
        if (!value.startsWith('ok:')) throw new Error('broken template')
        return value
      },
      async make() {
        calls.make++
        started()
        await released
        return { value: `ok:${content}`, bytes: new TextEncoder().encode(`ok:${content}`) }
      },
    },
  }
}

describe('withTemplateFile', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'airlock-template-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('makes the file once for callers that start together; the others wait and load it', async () => {
    const path = join(dir, 'cache', 'template.tar')
    const first = countingIo('first')
    const second = countingIo('second')
    const a = withTemplateFile(path, first.io)
    await first.makeStarted
    const b = withTemplateFile(path, second.io)
    // b waits on a's lock (its own make never runs); a's make finishes, b loads a's file.
    first.release()
    expect(await a).toEqual({ value: 'ok:first', source: 'made' })
    expect(await b).toEqual({ value: 'ok:first', source: 'loaded' })
    expect(second.calls).toEqual({ load: 1, make: 0 })
    expect(existsSync(`${path}.lock`)).toBe(false)
    expect(readFileSync(path, 'utf8')).toBe('ok:first')
  })

  it('makes a broken file again', async () => {
    const path = join(dir, 'template.tar')
    writeFileSync(path, 'garbage')
    const io = countingIo('fresh')
    io.release()
    expect(await withTemplateFile(path, io.io)).toEqual({ value: 'ok:fresh', source: 'made' })
    expect(readFileSync(path, 'utf8')).toBe('ok:fresh')
  })

  it('takes over the lock of a process that died', async () => {
    const path = join(dir, 'template.tar')
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString()
    writeFileSync(`${path}.lock`, dead)
    const io = countingIo('after-crash')
    io.release()
    expect(await withTemplateFile(path, io.io)).toEqual({ value: 'ok:after-crash', source: 'made' })
  })

  it('past waitMs, makes its own value without saving it while a live process holds the lock', async () => {
    const path = join(dir, 'template.tar')
    writeFileSync(`${path}.lock`, String(process.pid))
    const io = countingIo('impatient')
    io.release()
    expect(await withTemplateFile(path, { ...io.io, waitMs: 50 })).toEqual({
      value: 'ok:impatient',
      source: 'unsaved',
    })
    expect(existsSync(path)).toBe(false)
    expect(existsSync(`${path}.lock`)).toBe(true)
  })
})
