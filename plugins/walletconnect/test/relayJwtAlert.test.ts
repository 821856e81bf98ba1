// The relay refuses the socket the way WalletConnect's relay does when the device's clock is ahead of it:
// it accepts the upgrade, then closes with code 3000 and the reason 'JWT validation error: JWT Token is
// not yet valid'. The sign client reports that as a fatal relay error; the plugin must turn it into the
// spec's Session Expired alert (§8: JWT not yet valid gives Session Expired), not only a log line.
import type { AddressInfo } from 'node:net'
import { type Airlock, ALERTS, createAirlock, createMemoryBackend } from '@airlock/kernel'
import { createMemoryStorage } from '@airlock/testing'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { WebSocketServer } from 'ws'
import { walletConnect } from '../src/index'
import { acme } from './acme'
import { walletConnectOf } from './apis'

/** A relay that closes every socket as the hosted relay does on a JWT whose `iat` is in its future. */
async function startJwtRefusingRelay(reason: string): Promise<{ url: string; stop(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve)
    wss.once('error', reject)
  })
  wss.on('connection', (socket) => socket.close(3000, reason))
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    async stop() {
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}

let relay: Awaited<ReturnType<typeof startJwtRefusingRelay>>
let airlock: Airlock | undefined

beforeEach(async () => {
  relay = await startJwtRefusingRelay(
    'JWT validation error: JWT Token is not yet valid: basic.iat: 1712137804, now + time_leeway: 1712137786',
  )
})

afterEach(async () => {
  await airlock?.destroy().catch(() => undefined)
  airlock = undefined
  await relay.stop()
})

function instance(relayUrl: string): Airlock {
  return createAirlock(
    {
      projectId: 'airlock-test',
      metadata: { name: 'Airlock test dapp', description: 'jwt', url: 'http://127.0.0.1', icons: [] },
      storage: createMemoryBackend(),
      logLevel: 'silent',
      endpoints: { relay: relayUrl },
      plugins: [
        acme().plugin,
        walletConnect({ storagePrefix: 'wc-jwt', storage: createMemoryStorage().keyValue() }),
      ],
    },
    { environment: { isMobile: () => false }, accountDataApi: null },
  )
}

test('[spec 8.29] the relay\'s "JWT Token is not yet valid" raises the Session Expired alert', async () => {
  airlock = instance(relay.url)
  await airlock.ready
  const alerts: Array<{ id: string; title: string; source: string | undefined }> = []
  airlock.on('alert', ({ alert, source }) => alerts.push({ id: alert.id, title: alert.shortMessage, source }))
  // The visitor opens the QR view: the sign client proposes a pairing and opens the relay socket.
  const connecting = walletConnectOf(airlock).connector.pair()
  connecting.catch(() => undefined)
  await vi.waitFor(() => expect(alerts).toHaveLength(1), { timeout: 20_000 })
  expect(alerts[0]).toEqual({
    id: ALERTS.JWT_NOT_YET_VALID.id,
    title: ALERTS.JWT_NOT_YET_VALID.shortMessage,
    source: 'walletconnect',
  })
})
