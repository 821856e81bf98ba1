import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { requestOnce } from './requestOnce'

let server: Server
let url: string
const connections: string[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null }))
    })
  })
  server.on('connection', (socket) => connections.push(`${socket.remotePort}`))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

it('sends the method, headers and body, and resolves with the status and text', async () => {
  const { status, text } = await requestOnce(`${url}/x`, {
    method: 'POST',
    headers: { authorization: 'Basic eDp5' },
    body: '{"a":1}',
    timeoutMs: 5_000,
  })
  expect(status).toBe(200)
  expect(JSON.parse(text)).toEqual({ method: 'POST', body: '{"a":1}', auth: 'Basic eDp5' })
})

it('opens a connection per request (nothing pooled to meet a server closing it)', async () => {
  const before = connections.length
  for (let i = 0; i < 3; i++) await requestOnce(url, { method: 'GET', headers: {}, timeoutMs: 5_000 })
  expect(connections.length - before).toBe(3)
})

it('rejects when the server is gone', async () => {
  const gone = createServer()
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve))
  const port = (gone.address() as AddressInfo).port
  await new Promise<void>((resolve) => gone.close(() => resolve()))
  await expect(
    requestOnce(`http://127.0.0.1:${port}`, { method: 'GET', headers: {}, timeoutMs: 5_000 }),
  ).rejects.toMatchObject({ code: 'ECONNREFUSED' })
})
