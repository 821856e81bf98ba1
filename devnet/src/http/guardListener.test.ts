import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MailSink, startMailSink } from '../mail/startMailSink'
import { type LocalServer, listenLocal } from '../wallet/testing/listenLocal'
import { type RunningServer, startHttpServer } from './startHttpServer'
import { HOSTILE_REQUESTS, rawHttpRequest } from './testing/rawHttpRequest'

// Listeners written the careless way (URL parsed and path decoded outside any try): before the guard, one
// request line took the whole devnet down (an uncaught exception, or an unhandled rejection when async).
const careless = (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  res.end(decodeURIComponent(url.pathname))
}

describe('guardListener: no request crashes a devnet server', () => {
  let sync: RunningServer
  let async: LocalServer
  let sink: MailSink
  const crashes: unknown[] = []
  const onCrash = (error: unknown) => void crashes.push(error)
  beforeAll(async () => {
    process.on('uncaughtException', onCrash)
    process.on('unhandledRejection', onCrash)
    sync = await startHttpServer(careless)
    async = await listenLocal(async (req, res) => {
      await Promise.resolve()
      careless(req, res)
    })
    sink = await startMailSink()
  })
  afterAll(async () => {
    process.off('uncaughtException', onCrash)
    process.off('unhandledRejection', onCrash)
    await Promise.all([sync?.stop(), async?.stop(), sink?.stop()])
  })

  it.each(Object.entries(HOSTILE_REQUESTS))('answers %s (never 5xx) and keeps serving', async (name, raw) => {
    for (const base of [sync.url, async.url, sink.url]) {
      const answer = await rawHttpRequest(base, [raw])
      const where = `${base}: ${answer.text.slice(0, 80)}`
      // A target that is no URL is refused; lenient percent-decoding of a query may serve the page.
      expect(answer.status, where).toBeGreaterThanOrEqual(name.startsWith('target') ? 400 : 200)
      expect(answer.status, where).toBeLessThan(500)
    }
    expect((await fetch(`${sync.url}/still%20here`)).status).toBe(200)
    expect(await (await fetch(`${async.url}still%20here`)).text()).toBe('/still here')
    expect((await fetch(`${sink.url}/mailbox/a%40b.co`)).status).toBe(200)
    expect(crashes).toEqual([])
  })

  it('ends the connection of a listener that fails after its answer started, and keeps serving', async () => {
    const broken = await listenLocal((_req, res) => {
      res.writeHead(200)
      res.write('partial')
      throw new Error('late failure')
    })
    try {
      const answer = await rawHttpRequest(broken.url, ['GET / HTTP/1.1\r\nHost: x\r\n\r\n'])
      expect(answer.text).not.toContain('HTTP/1.1 500')
      expect(crashes).toEqual([])
      expect((await fetch(`${sync.url}/after`)).status).toBe(200)
    } finally {
      await broken.stop()
    }
  })
})
