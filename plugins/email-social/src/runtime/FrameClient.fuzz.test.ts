// 10,000+ generated hostile messages against the app side's window and port handlers: wrong origin, wrong
// source window, wrong shape, unknown type, replayed or unknown id, answers of another type, oversized,
// non-JSON. None may be accepted, none may throw, and no promise may be left rejected unhandled.
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FrameClient, type FrameNotice } from './FrameClient'

const FRAME_ORIGIN = 'http://127.0.0.1:4100'
type Listener = (event: MessageEvent) => void

function harness() {
  const listeners = new Set<Listener>()
  const win = {
    addEventListener: (_: 'message', l: Listener) => listeners.add(l),
    removeEventListener: (_: 'message', l: Listener) => listeners.delete(l),
  }
  let framePort: MessagePort | undefined
  const inits: unknown[] = []
  const frameWindow = {
    postMessage(message: unknown, origin: string, transfer: Transferable[]) {
      inits.push({ message, origin })
      framePort = transfer[0] as MessagePort
    },
  }
  const notices: FrameNotice[] = []
  const dropped: string[] = []
  const client = new FrameClient({
    frameOrigin: FRAME_ORIGIN,
    projectId: 'p1',
    window: win,
    createFrame: () => ({ contentWindow: frameWindow, remove: () => undefined }),
    createChannel: () => new NodeMessageChannel() as unknown as { port1: MessagePort; port2: MessagePort },
    loadTimeoutMs: 60_000,
    requestTimeoutMs: 60_000,
    onNotice: (n) => notices.push(n),
    onDropped: (r) => dropped.push(r),
  })
  const dispatch = (data: unknown, origin: string, source: unknown) => {
    for (const l of [...listeners]) l({ data, origin, source } as MessageEvent)
  }
  return {
    client,
    listeners,
    frameWindow,
    inits,
    notices,
    dropped,
    dispatch,
    port: () => framePort as MessagePort,
  }
}

/** A small deterministic PRNG (mulberry32), so a failure reproduces. */
function rng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const READY = () => ({ v: 1, id: crypto.randomUUID(), type: 'READY', payload: { version: 1 } })
const SESSION = () => ({
  v: 1,
  id: crypto.randomUUID(),
  type: 'SESSION_UPDATE',
  payload: { isConnected: false },
})
const USER = {
  email: 'a@b.co',
  address: '0x000000000000000000000000000000000000dEaD',
  chainId: 'eip155:1',
  accounts: [],
}

let unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)
beforeEach(() => {
  unhandled = []
  process.on('unhandledRejection', onUnhandled)
})
afterEach(() => {
  process.off('unhandledRejection', onUnhandled)
})

const settle = () => new Promise((r) => setTimeout(r, 20))
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 1000 && !check(); i++) await settle()
  expect(check(), what).toBe(true)
}

describe('FrameClient under hostile messages', () => {
  it('takes READY only from the frame window and exact origin, then drops the window listener [spec 4.8]', async () => {
    const h = harness()
    const ready = h.client.ready()
    const random = rng(1)
    const strangers = [{}, { postMessage() {} }, null, globalThis]
    const origins = [
      'http://127.0.0.1:4101',
      'http://localhost:4100',
      'https://127.0.0.1:4100',
      'http://127.0.0.1:4100/',
      'null',
      '*',
      '',
    ]
    let sent = 0
    for (let i = 0; i < 3000; i++, sent++) {
      const kind = i % 3
      if (kind === 0) h.dispatch(READY(), FRAME_ORIGIN, strangers[Math.floor(random() * strangers.length)])
      else if (kind === 1)
        h.dispatch(READY(), origins[Math.floor(random() * origins.length)] ?? '', h.frameWindow)
      else
        h.dispatch(
          [
            { ...READY(), extra: 1 },
            { ...READY(), v: 2 },
            { ...READY(), type: 'INIT' },
            { ...READY(), id: 'not-a-uuid' },
            { ...READY(), payload: { version: 2 } },
            'READY',
            null,
            42,
          ][i % 8],
          FRAME_ORIGIN,
          h.frameWindow,
        )
    }
    expect(h.inits).toHaveLength(0)
    expect(h.dropped).toHaveLength(sent)
    h.dispatch(READY(), FRAME_ORIGIN, h.frameWindow)
    expect(h.inits).toHaveLength(1)
    expect(h.listeners.size).toBe(0)
    expect((h.inits[0] as { origin: string }).origin).toBe(FRAME_ORIGIN)
    // A second READY (or anything) on the window after the handshake reaches no listener.
    h.dispatch(READY(), FRAME_ORIGIN, h.frameWindow)
    expect(h.inits).toHaveLength(1)
    h.port().postMessage(SESSION())
    await ready
    expect(h.notices).toHaveLength(1)
    h.client.close()
    expect(unhandled).toEqual([])
  })

  it('accepts none of 10,000 generated port messages, and each real answer exactly once [spec 4.8]', async () => {
    const h = harness()
    const ready = h.client.ready()
    h.dispatch(READY(), FRAME_ORIGIN, h.frameWindow)
    const port = h.port()
    const requests: { id: string; type: string }[] = []
    port.onmessage = (m) => requests.push(m.data as { id: string; type: string })
    port.postMessage(SESSION())
    await ready
    const noticesBefore = h.notices.length

    // Twenty real requests wait for answers.
    const settled: string[] = []
    const calls = Array.from({ length: 20 }, (_, i) => {
      const type = i % 2 ? 'GET_USER' : 'IS_CONNECTED'
      const promise = h.client.request(type as 'GET_USER', undefined)
      promise.then(
        () => settled.push(`ok:${i}`),
        () => settled.push(`err:${i}`),
      )
      return promise
    })
    await until(() => requests.length === 20, 'the frame got 20 requests')

    const random = rng(7)
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
    const big = 'x'.repeat(300 * 1024)
    const cyclic: Record<string, unknown> = { v: 1, type: 'GET_USER_SUCCESS' }
    cyclic.self = cyclic
    const generators: Array<() => unknown> = [
      // wrong shapes
      () => pick([null, undefined, 0, 'x', [], [1, 2], true, {}, { v: 1 }, cyclic, 10n]),
      // unknown types, known ids
      () => {
        const r = pick(requests)
        return { v: 1, id: r.id, type: pick(['HELLO', 'INIT', 'GET_USER', `${r.type}_OK`]), payload: {} }
      },
      // answers of another request's type
      () => {
        const r = pick(requests)
        return r.type === 'GET_USER'
          ? { v: 1, id: r.id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } }
          : { v: 1, id: r.id, type: 'GET_USER_SUCCESS', payload: USER }
      },
      // right type, payload off-schema / extra keys / wrong version
      () => {
        const r = pick(requests)
        const good = r.type === 'GET_USER' ? USER : { isConnected: true }
        return pick([
          { v: 1, id: r.id, type: `${r.type}_SUCCESS`, payload: { ...good, extra: 1 } },
          { v: 2, id: r.id, type: `${r.type}_SUCCESS`, payload: good },
          { v: 1, id: r.id, type: `${r.type}_SUCCESS`, payload: good, extra: true },
          { v: 1, id: r.id, type: `${r.type}_SUCCESS`, payload: 'nope' },
          { v: 1, id: r.id, type: `${r.type}_ERROR`, payload: { message: 7 } },
        ])
      },
      // unknown ids and non-UUID ids
      () =>
        pick([
          { v: 1, id: crypto.randomUUID(), type: 'GET_USER_SUCCESS', payload: USER },
          { v: 1, id: crypto.randomUUID(), type: 'IS_CONNECTED_ERROR', payload: { message: 'x' } },
          { v: 1, id: '1', type: 'GET_USER_SUCCESS', payload: USER },
          {
            v: 1,
            id: pick(requests).id.toUpperCase().replace(/-/g, ''),
            type: 'GET_USER_SUCCESS',
            payload: USER,
          },
        ]),
      // spoofed handshake and notices off-schema
      () =>
        pick([
          READY(),
          { ...SESSION(), payload: { isConnected: 'yes' } },
          {
            v: 1,
            id: crypto.randomUUID(),
            type: 'FRAME_VISIBILITY',
            payload: { visible: true, reason: 'ads' },
          },
        ]),
    ]
    const FUZZ = 10_000
    const OVERSIZED = 50
    for (let i = 0; i < FUZZ - OVERSIZED; i++) port.postMessage(pick(generators)())
    for (let i = 0; i < OVERSIZED; i++) {
      const r = pick(requests)
      port.postMessage({ v: 1, id: r.id, type: `${r.type}_ERROR`, payload: { message: big } })
    }
    await until(() => h.dropped.length >= FUZZ, 'every fuzz message was dropped')
    expect(h.dropped).toHaveLength(FUZZ)
    expect(settled).toEqual([])
    expect(h.notices).toHaveLength(noticesBefore)
    expect(h.client.pendingCount).toBe(20)

    // The real answers settle each request once; replaying them is dropped.
    for (const r of requests) {
      const answer =
        r.type === 'GET_USER'
          ? { v: 1, id: r.id, type: 'GET_USER_SUCCESS', payload: USER }
          : { v: 1, id: r.id, type: 'IS_CONNECTED_ERROR', payload: { message: 'nope', code: 'X' } }
      port.postMessage(answer)
      port.postMessage(answer)
    }
    await until(() => settled.length === 20 && h.dropped.length === FUZZ + 20, 'answers taken once')
    await Promise.allSettled(calls)
    expect(settled.filter((s) => s.startsWith('ok'))).toHaveLength(10)
    expect(h.client.pendingCount).toBe(0)
    h.client.close()
    await settle()
    expect(unhandled).toEqual([])
  }, 120_000)

  it('times a silent frame out at load, and an auth request after its timeout (held while shown) [spec 9.26]', async () => {
    const h = harness()
    const slow = new FrameClient({
      frameOrigin: FRAME_ORIGIN,
      projectId: 'p1',
      window: { addEventListener: () => undefined, removeEventListener: () => undefined },
      createFrame: () => ({ contentWindow: h.frameWindow, remove: () => undefined }),
      createChannel: () => new NodeMessageChannel() as unknown as { port1: MessagePort; port2: MessagePort },
      loadTimeoutMs: 50,
      requestTimeoutMs: 50,
      onNotice: () => undefined,
    })
    await expect(slow.ready()).rejects.toThrow('The secure frame did not load in time')

    const timed = new FrameClient({
      frameOrigin: FRAME_ORIGIN,
      projectId: 'p1',
      window: {
        addEventListener: (_t, l) => h.listeners.add(l),
        removeEventListener: (_t, l) => h.listeners.delete(l),
      },
      createFrame: () => ({ contentWindow: h.frameWindow, remove: () => undefined }),
      createChannel: () => new NodeMessageChannel() as unknown as { port1: MessagePort; port2: MessagePort },
      loadTimeoutMs: 1000,
      requestTimeoutMs: 80,
      onNotice: () => undefined,
    })
    const ready = timed.ready()
    h.dispatch(READY(), FRAME_ORIGIN, h.frameWindow)
    h.port().postMessage(SESSION())
    await ready
    await expect(timed.request('CONNECT_OTP', undefined)).rejects.toThrow('CONNECT_OTP timed out')
    timed.setHoldTimeouts(true)
    const held = timed.request('CONNECT_OTP', undefined)
    let done = false
    held.catch(() => undefined).finally(() => (done = true))
    await new Promise((r) => setTimeout(r, 250))
    expect(done).toBe(false)
    timed.setHoldTimeouts(false)
    await expect(held).rejects.toThrow('timed out')
    timed.close()
  })
})

describe('FrameClient.reload', () => {
  it("[spec 4.6] sends RELOAD, rejects what was pending, and waits for the reloaded frame's READY on the same frame", async () => {
    const h = harness()
    const ready = h.client.ready()
    h.dispatch(READY(), FRAME_ORIGIN, h.frameWindow)
    const first = h.port()
    const requests: { id: string; type: string }[] = []
    first.onmessage = (m) => {
      const request = m.data as { id: string; type: string }
      requests.push(request)
      if (request.type === 'RELOAD') first.postMessage({ v: 1, id: request.id, type: 'RELOAD_SUCCESS' })
    }
    first.postMessage(SESSION())
    await ready
    const waiting = h.client.request('GET_USER', undefined).catch((error: unknown) => error)
    await until(() => requests.length === 1, 'the frame got GET_USER')
    const reloaded = h.client.reload()
    // The pending request ends with the reload; the client listens for READY again (from the same frame).
    expect(await waiting).toBeInstanceOf(Error)
    await until(() => h.listeners.size === 1, 'the client listens for READY again')
    expect(requests.map((r) => r.type)).toEqual(['GET_USER', 'RELOAD'])
    expect(h.client.pendingCount).toBe(0)
    h.dispatch(READY(), FRAME_ORIGIN, h.frameWindow)
    expect(h.inits).toHaveLength(2)
    const second = h.port()
    expect(second).not.toBe(first)
    second.postMessage(SESSION())
    await reloaded
    // Requests go to the new port.
    const after: string[] = []
    second.onmessage = (m) => {
      const request = m.data as { id: string; type: string }
      after.push(request.type)
      second.postMessage({ v: 1, id: request.id, type: 'GET_USER_SUCCESS', payload: USER })
    }
    expect(await h.client.request('GET_USER', undefined)).toEqual(USER)
    expect(after).toEqual(['GET_USER'])
    h.client.close()
    expect(unhandled).toEqual([])
  })
})
