import {
  type AnvilNode,
  deployIdRegistry,
  type FarcasterRelayServer,
  launchChromium,
  startAnvil,
  startFarcasterRelay,
} from '@airlock/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameDatabase, openFrameDatabase } from '../database/openFrameDatabase'
import { applySocialMigrations } from '../oauth/socialMigrations'
import { createFarcasterLogin } from './createFarcasterLogin'
import { parseFarcasterConfig } from './farcasterConfig'

let db: FrameDatabase
let anvil: AnvilNode
let relay: FarcasterRelayServer
let browser: Browser

beforeAll(async () => {
  ;[db, anvil, relay, browser] = await Promise.all([
    openFrameDatabase(),
    startAnvil({ chainId: 31337 }),
    startFarcasterRelay(),
    launchChromium(),
  ])
  await Promise.all([applySocialMigrations(db), deployIdRegistry(anvil.rpcUrl)])
})
afterAll(async () => {
  await browser?.close()
  await relay?.stop()
  await anvil?.stop()
  await db?.close()
})

describe('Farcaster in headless Chromium through the devnet Farcaster app page', () => {
  it('the visitor opens the link in the app, picks an account, and the frame host signs them in', async () => {
    const farcaster = createFarcasterLogin({
      db,
      config: parseFarcasterConfig({ relayUrl: relay.relayUrl, rpcUrl: anvil.rpcUrl }),
      publicUrl: 'http://127.0.0.1:5999',
    })
    const started = await farcaster.start({ projectId: 'p1' })
    const poll = { projectId: 'p1', state: started.state, bindingToken: started.bindingToken }
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(`${relay.appUrl}?uri=${encodeURIComponent(started.url)}`)
      expect(await page.locator('h1').textContent()).toBe('Sign in to 127.0.0.1:5999')
      expect(await farcaster.poll(poll)).toEqual({ status: 'pending' })
      await page.click('button[data-fid="1"]')
      await page.locator('[data-result="signed"]').waitFor({ timeout: 30_000 })
    } finally {
      await context.close()
    }
    expect(await farcaster.poll(poll)).toMatchObject({
      status: 'completed',
      identity: { provider: 'farcaster', subject: '1', username: 'ada' },
    })
  })
})
