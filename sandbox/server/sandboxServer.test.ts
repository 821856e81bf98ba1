// The page server on its own: head injection, the hosted (no devnet) setup, path safety.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import type { SandboxRuntimeConfig } from '../src/runtimeConfig'
import { headScripts, type SandboxServer, startSandboxServer } from './sandboxServer'
import { readHostedConfig } from './startSandbox'

const hosted: SandboxRuntimeConfig = {
  projectId: 'p1',
  endpoints: { blockchainApi: 'https://api.example.org' },
  chains: [{ chainId: 11155111, name: 'Sepolia', rpcUrl: 'https://rpc.example.org' }],
  testWallet: false,
}

let server: SandboxServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

function builtPage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-sandbox-server-'))
  writeFileSync(join(dir, 'index.html'), '<html><head><!--airlock-sandbox-head--></head><body></body></html>')
  writeFileSync(join(dir, 'app.js'), 'console.log(1)')
  return dir
}

describe('headScripts', () => {
  test('the config first, then the test wallet with the URL’s mode, account and chain', () => {
    const html = headScripts(
      { ...hosted, testWallet: true },
      new URLSearchParams('wallet=manual&account=3&network=eip155:31338'),
    )
    expect(html).toContain('window.__AIRLOCK_SANDBOX__={"projectId":"p1"')
    expect(html).toContain('<script src="/test-wallet.js?mode=manual&account=3&chainId=31338"></script>')
    expect(html.indexOf('__AIRLOCK_SANDBOX__')).toBeLessThan(html.indexOf('test-wallet.js'))
  })

  test('no test wallet with testWallet=0 or without devnet; "<" in the config cannot close the script', () => {
    expect(headScripts({ ...hosted, testWallet: true }, new URLSearchParams('testWallet=0'))).not.toContain(
      'test-wallet',
    )
    const html = headScripts({ ...hosted, projectId: '</script><script>alert(1)' }, new URLSearchParams())
    expect(html).not.toContain('test-wallet')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
  })
})

describe('startSandboxServer', () => {
  test('serves the page with the config for any path, assets as files, no test wallet without devnet', async () => {
    server = await startSandboxServer({ dir: builtPage(), config: hosted })
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const page = await (await fetch(`${server.url}some/route?theme=light`)).text()
    expect(page).toContain('window.__AIRLOCK_SANDBOX__=')
    expect(await (await fetch(`${server.url}app.js`)).text()).toBe('console.log(1)')
    expect((await fetch(`${server.url}test-wallet.js`)).status).toBe(404)
  })

  test('a path escaping the folder gets the page, never a file outside it', async () => {
    server = await startSandboxServer({ dir: builtPage(), config: hosted })
    const res = await fetch(`${server.url}..%2f..%2f..%2fetc%2fpasswd`)
    expect(await res.text()).toContain('__AIRLOCK_SANDBOX__')
  })
})

describe('readHostedConfig', () => {
  test('keeps project id, endpoints and chains, and never injects the test wallet', () => {
    expect(readHostedConfig({ projectId: 'p1', endpoints: hosted.endpoints, chains: hosted.chains })).toEqual(
      hosted,
    )
  })

  test('names the missing field', () => {
    expect(() => readHostedConfig({ projectId: '', endpoints: {}, chains: hosted.chains })).toThrow(
      /projectId/,
    )
    expect(() => readHostedConfig({ projectId: 'p', endpoints: {}, chains: [] })).toThrow(/chains/)
  })
})
