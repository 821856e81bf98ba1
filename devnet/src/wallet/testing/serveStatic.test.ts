import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { LocalServer } from './listenLocal'
import { serveStatic, staticFile } from './serveStatic'

let dir: string
let server: LocalServer
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'airlock-static-test-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(dir, 'assets', 'main.js'), 'export const a = 1')
  writeFileSync(join(dir, '..', 'airlock-static-secret.txt'), 'secret')
  server = await serveStatic(dir)
})
afterAll(async () => {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
  rmSync(join(dir, '..', 'airlock-static-secret.txt'), { force: true })
})

it('serves files with their content type on 127.0.0.1', async () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  const res = await fetch(`${server.url}assets/main.js`)
  expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(await res.text()).toBe('export const a = 1')
})

it('answers unknown paths and folders with index.html', async () => {
  for (const path of ['', 'some/route', 'assets/']) {
    const res = await fetch(`${server.url}${path}`)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toContain('<title>app</title>')
  }
})

it('never serves a file outside the folder', async () => {
  expect(staticFile(dir, '/../airlock-static-secret.txt')).toBeUndefined()
  expect(staticFile(dir, '/%2e%2e/airlock-static-secret.txt')).toBeUndefined()
  expect(staticFile(dir, '/assets/main.js')).toBe(join(dir, 'assets', 'main.js'))
  const res = await fetch(`${server.url}%2e%2e/airlock-static-secret.txt`)
  expect(await res.text()).not.toContain('secret')
})

/** Sends one raw HTTP/1.1 request line (bypassing fetch's URL checks) and returns the status line. */
function rawStatus(url: string, target: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    )
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''))
    socket.on('error', reject)
  })
}

it('answers a request target that is not a path with 400 and keeps serving', async () => {
  expect(await rawStatus(server.url, '//[')).toBe('HTTP/1.1 400 Bad Request')
  expect(await rawStatus(server.url, '/%E0%A4%A')).toBe('HTTP/1.1 400 Bad Request')
  expect((await fetch(`${server.url}assets/main.js`)).status).toBe(200)
})
