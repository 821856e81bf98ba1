// The client against the real sign-in server (@airlock/siwx-server on PGlite), through a fetch that
// behaves as a browser page on https://app.example would: its Origin, and a cookie jar.

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEVNET_ACCOUNTS } from '@airlock/devnet'
import { type SiwxServer, startSiwxServer } from '@airlock/siwx-server'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { SiwxConfig } from '../options/types'
import { createSiwxServerConfig, SiwxServerError } from './createSiwxServerConfig'

const EVM = 'eip155:31337'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const alice = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
const mallory = privateKeyToAccount(DEVNET_ACCOUNTS[2]!.privateKey)
const solanaKey = ed25519.utils.randomSecretKey()
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaKey))
const page = { host: 'app.example', href: 'https://app.example/login' }

/** A fetch that sends the page's Origin and keeps the sign-in cookie, as a browser does. */
function browserFetch(): typeof fetch {
  let cookie: string | undefined
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('origin', 'https://app.example')
    if (cookie) headers.set('cookie', cookie)
    const response = await fetch(input, { ...init, headers })
    const set = response.headers.getSetCookie()[0]
    if (set) cookie = set.split(';')[0]
    return response
  }
}

let server: SiwxServer
beforeAll(async () => {
  server = await startSiwxServer({
    origins: ['https://app.example'],
    chains: { [EVM]: null, [SOLANA]: null },
  })
})
afterAll(() => server?.stop())

/** Signs in through `siwx` as the plugin will: message, wallet signature, addSession. */
async function signIn(
  siwx: SiwxConfig,
  chainId: typeof EVM | typeof SOLANA,
  sign?: (m: string) => Promise<string>,
) {
  const accountAddress = chainId === EVM ? alice.address : solanaAddress
  const message = await siwx.createMessage({ accountAddress, chainId })
  const text = message.toString()
  const signature = sign
    ? await sign(text)
    : chainId === EVM
      ? await alice.signMessage({ message: text })
      : base58.encode(ed25519.sign(new TextEncoder().encode(text), solanaKey))
  await siwx.addSession({ data: message, message: text, signature })
  return text
}

describe('createSiwxServerConfig against @airlock/siwx-server', () => {
  it("writes the page's message with the server's nonce; the server keeps the session; it comes back after a reload", async () => {
    const fetch = browserFetch()
    const siwx = createSiwxServerConfig({
      url: `${server.url}/`,
      statement: 'Sign in to Acme',
      expiresInSeconds: 600,
      page,
      fetch,
    })
    const text = await signIn(siwx, EVM)
    expect(parseSiwxMessage(text)).toMatchObject({
      domain: 'app.example',
      uri: page.href,
      statement: 'Sign in to Acme',
    })
    // A reload: a new config, the same browser (cookie).
    const again = createSiwxServerConfig({ url: server.url, page, fetch })
    const sessions = await again.getSessions(EVM, alice.address.toLowerCase())
    expect(sessions).toEqual([
      { data: parseSiwxMessage(text), message: text, signature: expect.stringMatching(/^0x/) },
    ])
    expect(await again.getSessions(SOLANA, solanaAddress)).toEqual([])
  })

  it("revokes one chain and account's sessions only (AppKit's LocalStorage.delete cleared others)", async () => {
    const siwx = createSiwxServerConfig({ url: server.url, page, fetch: browserFetch() })
    await signIn(siwx, EVM)
    await signIn(siwx, SOLANA)
    await siwx.revokeSession(EVM, alice.address)
    expect(await siwx.getSessions(EVM, alice.address)).toEqual([])
    expect(await siwx.getSessions(SOLANA, solanaAddress)).toHaveLength(1)
    await siwx.setSessions([])
    expect(await siwx.getSessions(SOLANA, solanaAddress)).toEqual([])
  })

  it('throws the server’s refusal by code: a signature by another key, a device clock ahead', async () => {
    const siwx = createSiwxServerConfig({ url: server.url, page, fetch: browserFetch() })
    await expect(signIn(siwx, EVM, (message) => mallory.signMessage({ message }))).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    })
    const fast = createSiwxServerConfig({
      url: server.url,
      page,
      fetch: browserFetch(),
      now: () => new Date(Date.now() + 10 * 60_000),
    })
    const error = await signIn(fast, EVM).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxServerError)
    expect((error as SiwxServerError).code).toBe('ISSUED_AT_IN_FUTURE')
    expect((error as SiwxServerError).isClockSkew).toBe(true)
  })

  it('says NETWORK when the server cannot be reached, BAD_ANSWER when it is not the sign-in server', async () => {
    const down = createSiwxServerConfig({ url: 'http://127.0.0.1:9', page, fetch: browserFetch() })
    await expect(down.createMessage({ accountAddress: alice.address, chainId: EVM })).rejects.toMatchObject({
      code: 'NETWORK',
    })
    const impostor = createServer((req, res) => {
      res.writeHead(req.url?.startsWith('/html') ? 502 : 200, { 'content-type': 'text/plain' })
      res.end(req.url?.startsWith('/html') ? '<html>bad gateway</html>' : '{"sessions":"none"}')
    })
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`
    try {
      for (const base of [url, `${url}/html`]) {
        const other = createSiwxServerConfig({ url: base, page, fetch: browserFetch() })
        await expect(other.getSessions(EVM, alice.address)).rejects.toMatchObject({ code: 'BAD_ANSWER' })
      }
    } finally {
      impostor.close()
    }
  })

  it('defaults: not required, signs out on disconnect, every namespace with a message format', () => {
    const siwx = createSiwxServerConfig({ url: server.url })
    expect(siwx.getRequired?.()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBe(true)
    expect(siwx.namespaces).toEqual(['eip155', 'solana', 'bip122'])
  })
})
