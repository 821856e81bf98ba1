import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, it } from 'vitest'
import { killOnExit } from './killOnExit'

it('holds one exit listener for any number of children and drops it when the last one ends', async () => {
  const before = process.listenerCount('exit')
  const children = Array.from({ length: 12 }, () =>
    spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }),
  )
  for (const child of children) killOnExit(child)
  expect(process.listenerCount('exit')).toBe(before + 1)
  for (const child of children) {
    const ended = once(child, 'exit')
    child.kill('SIGKILL')
    await ended
  }
  expect(process.listenerCount('exit')).toBe(before)
})

it('holds one exit listener across copies of the module (a runner loads devnet once per project)', async () => {
  const copy = (await import('./killOnExit?second-copy' as string)) as typeof import('./killOnExit')
  expect(copy.killOnExit).not.toBe(killOnExit)
  const before = process.listenerCount('exit')
  const children = Array.from({ length: 2 }, () =>
    spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }),
  )
  killOnExit(children[0]!)
  copy.killOnExit(children[1]!)
  expect(process.listenerCount('exit')).toBe(before + 1)
  for (const child of children) {
    const ended = once(child, 'exit')
    child.kill('SIGKILL')
    await ended
  }
  expect(process.listenerCount('exit')).toBe(before)
})
