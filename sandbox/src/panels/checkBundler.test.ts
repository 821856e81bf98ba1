import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkBundler } from './SmartAccountPanel'

let url = ''
const server = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    const { method } = JSON.parse(body) as { method: string }
    if (req.url === '/down') return void res.writeHead(503).end()
    if (req.url === '/refuses') {
      res.setHeader('content-type', 'application/json')
      return void res.end(
        JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no such method' } }),
      )
    }
    res.setHeader('content-type', 'application/json')
    res.end(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        result: method === 'eth_supportedEntryPoints' ? ['0x4337'] : null,
      }),
    )
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe("the sandbox's bundler check", () => {
  test('up: the EntryPoints the bundler serves', async () => {
    expect(await checkBundler(`${url}/bundler`)).toEqual({ status: 'up', entryPoints: ['0x4337'] })
  })

  test('down: an HTTP error, a JSON-RPC error, or nothing listening', async () => {
    expect(await checkBundler(`${url}/down`)).toEqual({ status: 'down', reason: 'HTTP 503' })
    expect(await checkBundler(`${url}/refuses`)).toEqual({ status: 'down', reason: 'no such method' })
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(await checkBundler(`http://127.0.0.1:${port}/`)).toMatchObject({ status: 'down' })
  })
})
