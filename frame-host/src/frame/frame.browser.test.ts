import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type LocalServer, launchChromium, listenLocal, type MailSink, startMailSink } from '@airlock/devnet'
import { build } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameEvent } from '../protocol/frameEvents'
import { type FrameHost, startFrameHost } from '../server/startFrameHost'
import { TEST_SECRET } from '../server/testing/frameHostHarness'
import { FRAME_TEXTS_EN, FRAME_TEXTS_ES } from './texts'

declare global {
  interface Window {
    airlockTest: {
      ready: Promise<void>
      request(type: string, payload?: unknown): Promise<FrameEvent>
      raw(message: unknown): void
      events: FrameEvent[]
      windowMessages: unknown[]
      pendingIds(): string[]
      isReady(): boolean
      isLoaded(): boolean
    }
  }
}

const EMAIL = 'browser@example.com'

async function testAppScript(): Promise<string> {
  const entry = fileURLToPath(new URL('./testing/testApp.ts', import.meta.url))
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

describe('secure frame in Chromium (app on localhost, frame on 127.0.0.1)', () => {
  let sink: MailSink
  let host: FrameHost
  let app: LocalServer
  let browser: Browser
  const clock = { offset: 0 }
  let appPort = 0

  // On disk, so that a restarted host finds its users and key shares.
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-frame-browser-'))
  const startHost = (port = 0) =>
    startFrameHost(
      {
        smtpUrl: sink.smtpUrl,
        secret: TEST_SECRET,
        projects: [{ id: 'p1', origins: ['http://localhost:*'] }],
        chains: { 'eip155:31337': 'http://127.0.0.1:9/' },
        dataDir: join(dataDir, 'db'),
        port,
      },
      { now: () => Date.now() + clock.offset },
    )

  beforeAll(async () => {
    sink = await startMailSink()
    host = await startHost()
    const script = await testAppScript()
    app = await listenLocal((req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/app.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' })
        return res.end(script)
      }
      // `/?locale=es`: the app asks the frame for Spanish.
      const locale = new URL(req.url ?? '/', 'http://app').searchParams.get('locale')
      const config = JSON.stringify({
        frameOrigin: host.origin,
        projectId: 'p1',
        chainId: 'eip155:31337',
        ...(locale ? { locale } : {}),
      })
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(
        `<!doctype html><html><body><script type="application/json" id="test-config">${config}</script><script src="/app.js" defer></script></body></html>`,
      )
    })
    appPort = Number(new URL(app.url).port)
    browser = await launchChromium()
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await app?.stop()
    await host?.stop()
    await sink?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const openApp = async (hostname = 'localhost', query = ''): Promise<Page> => {
    const context = await browser.newContext()
    const page = await context.newPage()
    page.on('console', (m) => {
      if (m.type() === 'error') console.warn(`[browser] ${m.text()}`)
    })
    await page.goto(`http://${hostname}:${appPort}/${query}`)
    return page
  }
  const request = (page: Page, type: string, payload?: unknown) =>
    page.evaluate(([t, p]) => window.airlockTest.request(t as string, p), [type, payload] as const)
  const code = async () => {
    const mail = await sink.mailbox.waitFor(EMAIL, { afterId: lastMail })
    lastMail = mail.id
    return /(\d{6})/.exec(mail.subject)![1]!
  }
  let lastMail = 0

  let address = ''
  let recoveryCode = ''

  it('handshakes, logs in with the emailed code, creates a wallet and signs with approval in the frame', async () => {
    const page = await openApp()
    await page.evaluate(() => window.airlockTest.ready)
    const frame = page.frameLocator('#airlock-secure-frame')

    const connect = await request(page, 'CONNECT_EMAIL', { email: EMAIL })
    expect(connect).toMatchObject({ type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })
    const tooSoon = await request(page, 'CONNECT_EMAIL', { email: EMAIL })
    expect(tooSoon).toMatchObject({ type: 'CONNECT_EMAIL_ERROR', payload: { code: 'COOLDOWN' } })
    expect((tooSoon.payload as { message: string }).message).toMatch(
      /^Please try again after (2\d|30) seconds$/,
    )
    const otp = await request(page, 'CONNECT_OTP', { otp: await code() })
    expect(otp, JSON.stringify(otp)).toMatchObject({ type: 'CONNECT_OTP_SUCCESS' })
    recoveryCode = (await frame.locator('[data-recovery-code]').textContent()) ?? ''
    expect(recoveryCode).toMatch(/^([A-Z2-9]{4}-){7}[A-Z2-9]{4}$/)
    await frame.locator('button[data-action=saved]').click()

    const user = await request(page, 'GET_USER')
    expect(user).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: { email: EMAIL, chainId: 'eip155:31337' },
    })
    address = (user.payload as { address: string }).address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // personal_sign: answered only after a click on Approve inside the frame.
    const message = 'Sign in to Airlock test'
    const signing = request(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), address],
    })
    expect(await frame.locator('pre').textContent()).toBe(message)
    // A hostile script in the page forges the answer on the window: the app listens on its port only.
    await page.evaluate(() => {
      const [id] = window.airlockTest.pendingIds()
      window.postMessage({ v: 1, id, type: 'RPC_REQUEST_SUCCESS', payload: '0xdead' }, '*')
    })
    await frame.locator('button[data-action=approve]').click()
    const signed = await signing
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS')
    const signature = signed.payload as `0x${string}`
    expect(signature).not.toBe('0xdead')
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true)
    expect(await page.evaluate(() => window.airlockTest.windowMessages.length)).toBeGreaterThanOrEqual(2)

    // Rejected in the frame → 4001.
    const rejecting = request(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('no'), address],
    })
    await frame.locator('button[data-action=reject]').click()
    expect(await rejecting).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4001 } })

    // Not allowed and malformed messages get _ERROR answers.
    expect(await request(page, 'RPC_REQUEST', { method: 'eth_blockNumber' })).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
    })
    const notAllowed = await page.evaluate(async () => {
      const id = crypto.randomUUID()
      window.airlockTest.raw({ v: 1, id, type: 'RPC_REQUEST', payload: { method: 'eth_sign', params: [] } })
      for (let i = 0; i < 100; i++) {
        const found = window.airlockTest.events.find((e) => e.id === id)
        if (found) return found
        await new Promise((r) => setTimeout(r, 20))
      }
      return undefined
    })
    expect(notAllowed).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })
    expect(await request(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).toMatchObject({
      type: 'GET_SOCIAL_REDIRECT_URI_ERROR',
      payload: { code: 'NOT_ENABLED' },
    })

    // The host page cannot read the frame's storage.
    const storage = await page.evaluate(() => {
      const frameWindow = (document.getElementById('airlock-secure-frame') as HTMLIFrameElement)
        .contentWindow!
      try {
        return String(frameWindow.indexedDB)
      } catch (error) {
        return (error as Error).name
      }
    })
    expect(storage).toBe('SecurityError')
    await page.context().close()
  })

  it('opens the same address in a fresh browser context with the recovery code', async () => {
    clock.offset += 31_000
    const page = await openApp()
    await page.evaluate(() => window.airlockTest.ready)
    expect(await request(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    await request(page, 'CONNECT_EMAIL', { email: EMAIL })
    const otp = request(page, 'CONNECT_OTP', { otp: await code() })
    const frame = page.frameLocator('#airlock-secure-frame')
    await frame.locator('input[name=recovery-code]').fill('AAAA-BBBB')
    await frame.locator('button[data-action=unlock]').click()
    expect(await frame.locator('[role=alert]').textContent()).toBe(
      'That recovery code does not open this wallet. Try again.',
    )
    await frame.locator('input[name=recovery-code]').fill(recoveryCode)
    await frame.locator('button[data-action=unlock]').click()
    expect((await otp).type).toBe('CONNECT_OTP_SUCCESS')
    const user = await request(page, 'GET_USER')
    expect((user.payload as { address: string }).address).toBe(address)
    const visibility = await page.evaluate(() =>
      window.airlockTest.events.filter((e) => e.type === 'FRAME_VISIBILITY').map((e) => e.payload),
    )
    expect(visibility).toEqual([{ visible: true, reason: 'recovery' }, { visible: false }])
    await page.context().close()
  })

  it('shows its own texts in the language the app asks for (Spanish)', async () => {
    clock.offset += 31_000
    const page = await openApp('localhost', '?locale=es')
    await page.evaluate(() => window.airlockTest.ready)
    await request(page, 'CONNECT_EMAIL', { email: EMAIL })
    const otp = request(page, 'CONNECT_OTP', { otp: await code() })
    const frame = page.frameLocator('#airlock-secure-frame')
    expect(await frame.locator('h1').textContent()).toBe(FRAME_TEXTS_ES.newDeviceTitle)
    await frame.locator('input[name=recovery-code]').fill('AAAA-BBBB')
    await frame.locator('button[data-action=unlock]').click()
    expect(await frame.locator('[role=alert]').textContent()).toBe(FRAME_TEXTS_ES.wrongRecoveryCode)
    await frame.locator('input[name=recovery-code]').fill(recoveryCode)
    await frame.locator('button[data-action=unlock]').click()
    expect((await otp).type).toBe('CONNECT_OTP_SUCCESS')
    const rejecting = request(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('hola'), address],
    })
    expect(await frame.locator('h1').textContent()).toBe(FRAME_TEXTS_ES.signMessage)
    expect(await frame.locator('dt').allTextContents()).toEqual([
      FRAME_TEXTS_ES.app,
      FRAME_TEXTS_ES.network,
      FRAME_TEXTS_ES.account,
    ])
    const reject = frame.locator('button[data-action=reject]')
    expect(await reject.textContent()).toBe(FRAME_TEXTS_ES.reject)
    await reject.click()
    expect(await rejecting).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4001 } })
    await page.context().close()
  })

  it('keeps the session and the wallet across a restart of the host on the same database', async () => {
    clock.offset += 31_000
    const page = await openApp()
    await page.evaluate(() => window.airlockTest.ready)
    await request(page, 'CONNECT_EMAIL', { email: EMAIL })
    const otp = request(page, 'CONNECT_OTP', { otp: await code() })
    const frame = page.frameLocator('#airlock-secure-frame')
    const unlockWithRecoveryCode = async () => {
      await frame.locator('input[name=recovery-code]').fill(recoveryCode)
      await frame.locator('button[data-action=unlock]').click()
    }
    await unlockWithRecoveryCode()
    expect((await otp).type).toBe('CONNECT_OTP_SUCCESS')

    await host.stop()
    host = await startHost(Number(new URL(host.url).port))
    await page.reload()
    await page.evaluate(() => window.airlockTest.ready)
    expect(await request(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
    expect(((await request(page, 'GET_USER')).payload as { address: string }).address).toBe(address)
    // It signs with the auth share the restarted host releases (and the device share, or the recovery
    // code where this context's frame storage did not keep it).
    const message = 'Signed after a restart'
    const signing = request(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), address],
    })
    const approve = frame.locator('button[data-action=approve]')
    await approve.or(frame.locator('input[name=recovery-code]')).waitFor()
    if (!(await approve.isVisible())) await unlockWithRecoveryCode()
    await approve.click()
    const signed = await signing
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS')
    const signature = signed.payload as `0x${string}`
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true)
    await page.context().close()
  })

  it('without IntersectionObserver v2, approves in a window of the frame origin, opened from the frame', async () => {
    clock.offset += 31_000
    const context = await browser.newContext()
    // Firefox and Safari have no `isVisible`: the frame cannot tell whether the page covers it.
    await context.addInitScript(() => {
      delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
    })
    const page = await context.newPage()
    await page.goto(`http://localhost:${appPort}/`)
    await page.evaluate(() => window.airlockTest.ready)
    await request(page, 'CONNECT_EMAIL', { email: EMAIL })
    const otp = request(page, 'CONNECT_OTP', { otp: await code() })
    const frame = page.frameLocator('#airlock-secure-frame')
    await frame.locator('input[name=recovery-code]').fill(recoveryCode)
    await frame.locator('button[data-action=unlock]').click()
    expect((await otp).type).toBe('CONNECT_OTP_SUCCESS')

    const message = 'Approved in a window of its own'
    const signing = request(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), address],
    })
    expect(await frame.locator('pre').textContent()).toBe(message)
    expect(await frame.locator('button[data-action=approve]').count()).toBe(0)
    const opened = context.waitForEvent('page')
    await frame.locator('button[data-action=open-window]').click()
    const popup = await opened
    expect(new URL(popup.url()).origin).toBe(host.origin)
    expect(await popup.locator('pre').textContent()).toBe(message)
    expect(await popup.locator('dd').first().textContent()).toBe(`http://localhost:${appPort}`)
    // The frame closes the window once it has the choice (the window closing itself raced its message).
    const closed = popup.waitForEvent('close')
    await popup.locator('button[data-action=approve]').click()
    const signed = await signing
    await closed
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS')
    const signature = signed.payload as `0x${string}`
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true)

    // Closing the window without deciding comes back to the frame; Reject there answers 4001.
    const rejecting = request(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('no'), address],
    })
    const reopened = context.waitForEvent('page')
    await frame.locator('button[data-action=open-window]').click()
    const second = await reopened
    await second.locator('pre').waitFor()
    await second.close()
    await frame.locator('button[data-action=open-window]').waitFor()
    await frame.locator('button[data-action=reject]').click()
    expect(await rejecting).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4001 } })

    // The page opened by anyone but the frame approves nothing.
    const direct = await context.newPage()
    await direct.goto(`${host.origin}/approve`)
    expect(await direct.locator('main').textContent()).toBe(FRAME_TEXTS_EN.notOpenedByFrame)
    await context.close()
  })

  it('is not framed by an origin outside the project allow-list', async () => {
    const page = await openApp('127.0.0.1')
    await page.waitForFunction(() => window.airlockTest.isLoaded())
    expect(await page.evaluate(() => window.airlockTest.isReady())).toBe(false)
    await page.context().close()
  })
})
