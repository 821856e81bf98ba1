import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clickUntilGone, humanClick } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameBrowserHarness, startFrameBrowserHarness } from './testing/frameBrowserHarness'
import { FRAME_TEXTS_EN, FRAME_TEXTS_ES } from './texts'

const EMAIL = 'browser@example.com'

describe('secure frame in Chromium (app on localhost, frame on 127.0.0.1)', () => {
  let h: FrameBrowserHarness
  // On disk, so that a restarted host finds its users and key shares.
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-frame-browser-'))
  // The host's clock: each test after the first logs in a day later, past the code limits of one
  // address and client (5 codes a day) and the 30 s between two codes.
  const clock = { offset: 0 }
  const nextDay = () => {
    clock.offset += 86_400_000
  }

  beforeAll(async () => {
    h = await startFrameBrowserHarness({
      dataDir: join(dataDir, 'db'),
      runtime: { now: () => Date.now() + clock.offset },
    })
  }, 180_000)
  afterAll(async () => {
    await h?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  let address = ''
  let recoveryCode = ''
  const sign = (page: Page, message: string) =>
    h.send(page, 'RPC_REQUEST', { method: 'personal_sign', params: [toHex(message), address] })

  it('logs in with the code typed in the frame, creates a wallet and signs in the approval window', async () => {
    const page = await h.openApp()
    await page.evaluate(() => window.airlockTest.ready)
    const frame = h.frame(page)

    // The app cannot hand the frame a code: CONNECT_OTP takes none (the code is typed in the frame).
    const relayed = await page.evaluate(() => {
      const id = crypto.randomUUID()
      window.airlockTest.raw({ v: 1, id, type: 'CONNECT_OTP', payload: { otp: '123456' } })
      return id
    })
    expect(await h.answer(page, relayed)).toMatchObject({
      type: 'CONNECT_OTP_ERROR',
      payload: { code: 'INVALID_MESSAGE' },
    })

    expect(await h.request(page, 'CONNECT_EMAIL', { email: EMAIL })).toMatchObject({
      type: 'CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    const tooSoon = await h.request(page, 'CONNECT_EMAIL', { email: EMAIL })
    expect(tooSoon).toMatchObject({ type: 'CONNECT_EMAIL_ERROR', payload: { code: 'COOLDOWN' } })
    expect((tooSoon.payload as { message: string }).message).toMatch(
      /^Please try again after (2\d|30) seconds$/,
    )
    const entered = h.send(page, 'CONNECT_OTP')
    const mail = await h.sink.mailbox.waitFor(EMAIL)
    const code = /(\d{6})/.exec(mail.subject)![1]!
    expect(await frame.locator('p').first().textContent()).toBe(
      `We sent a code to ${EMAIL}. Type it here: only this secure frame can use it.`,
    )
    await frame.locator('input[name=otp]').fill(code === '000000' ? '111111' : '000000')
    await frame.locator('button[data-action=confirm]').click()
    await frame.getByRole('alert').filter({ hasText: 'Wrong code (4 attempts left)' }).waitFor()
    await frame.locator('input[name=otp]').fill(code)
    await frame.locator('input[name=otp]').press('Enter')
    expect((await h.answer(page, await entered)).type).toBe('CONNECT_OTP_SUCCESS')
    recoveryCode = (await frame.locator('[data-recovery-code]').textContent()) ?? ''
    expect(recoveryCode).toMatch(/^([A-Z2-9]{4}-){7}[A-Z2-9]{4}$/)
    await clickUntilGone(frame.locator('button[data-action=saved]'))
    expect(
      await page.evaluate(() =>
        window.airlockTest.events.filter((e) => e.type === 'FRAME_VISIBILITY').map((e) => e.payload),
      ),
    ).toEqual([
      { visible: true, reason: 'otp' },
      { visible: false },
      { visible: true, reason: 'recovery-code' },
      { visible: false },
    ])

    const user = await h.request(page, 'GET_USER')
    expect(user).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: { email: EMAIL, chainId: 'eip155:31337' },
    })
    address = (user.payload as { address: string }).address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // personal_sign: shown in the frame, decided in the approval window.
    const message = 'Sign in to Airlock test'
    const signing = await sign(page, message)
    expect(await frame.locator('pre').textContent()).toBe(message)
    expect(await frame.locator('button[data-action=approve]').count()).toBe(0)
    // A hostile script in the page forges the answer on the window: the app listens on its port only.
    await page.evaluate((id) => {
      window.postMessage({ v: 1, id, type: 'RPC_REQUEST_SUCCESS', payload: '0xdead' }, '*')
    }, signing)
    const opened = page.context().waitForEvent('page')
    await clickUntilGone(frame.locator('button[data-action=open-window]'))
    const popup = await opened
    expect(new URL(popup.url()).origin).toBe(h.host.origin)
    expect(await popup.locator('pre').textContent()).toBe(message)
    // The verified origin of the app comes first.
    expect(await popup.locator('dt').first().textContent()).toBe(FRAME_TEXTS_EN.requestedBy)
    expect(await popup.locator('dd').first().textContent()).toBe(`http://localhost:${h.appPort}`)
    const closed = popup.waitForEvent('close')
    await humanClick(popup, popup.locator('button[data-action=approve]'))
    const signed = await h.answer(page, signing)
    await closed
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS')
    const signature = signed.payload as `0x${string}`
    expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true)

    // Rejected in the frame, or in the window → 4001.
    const rejecting = await sign(page, 'no')
    await frame.locator('button[data-action=reject]').click()
    expect(await h.answer(page, rejecting)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 4001 },
    })
    const rejectingThere = await sign(page, 'not there either')
    await h.decideInWindow(page, 'reject')
    expect(await h.answer(page, rejectingThere)).toMatchObject({ payload: { code: 4001 } })

    // Not allowed and malformed messages get _ERROR answers.
    expect(await h.request(page, 'RPC_REQUEST', { method: 'eth_blockNumber' })).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
    })
    const notAllowed = await page.evaluate(() => {
      const id = crypto.randomUUID()
      window.airlockTest.raw({ v: 1, id, type: 'RPC_REQUEST', payload: { method: 'eth_sign', params: [] } })
      return id
    })
    expect(await h.answer(page, notAllowed)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })
    expect(await h.request(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).toMatchObject({
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
    nextDay()
    const page = await h.openApp()
    await page.evaluate(() => window.airlockTest.ready)
    expect(await h.request(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    const after = h.sink.mailbox.lastId
    await h.request(page, 'CONNECT_EMAIL', { email: EMAIL })
    const entered = h.send(page, 'CONNECT_OTP')
    const mail = await h.sink.mailbox.waitFor(EMAIL, { afterId: after })
    const frame = h.frame(page)
    await frame.locator('input[name=otp]').fill(/(\d{6})/.exec(mail.subject)![1]!)
    await frame.locator('button[data-action=confirm]').click()
    await frame.locator('input[name=recovery-code]').fill('AAAA-BBBB')
    await frame.locator('button[data-action=unlock]').click()
    expect(await frame.locator('[role=alert]').textContent()).toBe(FRAME_TEXTS_EN.wrongRecoveryCode)
    await frame.locator('input[name=recovery-code]').fill(recoveryCode)
    await frame.locator('button[data-action=unlock]').click()
    expect((await h.answer(page, await entered)).type).toBe('CONNECT_OTP_SUCCESS')
    const user = await h.request(page, 'GET_USER')
    expect((user.payload as { address: string }).address).toBe(address)
    const visibility = await page.evaluate(() =>
      window.airlockTest.events.filter((e) => e.type === 'FRAME_VISIBILITY').map((e) => e.payload),
    )
    expect(visibility).toEqual([
      { visible: true, reason: 'otp' },
      { visible: false },
      { visible: true, reason: 'recovery' },
      { visible: false },
    ])
    await page.context().close()
  })

  it('shows its own texts in the language the app asks for (Spanish)', async () => {
    nextDay()
    const page = await h.openApp({ query: '?locale=es' })
    await page.evaluate(() => window.airlockTest.ready)
    const after = h.sink.mailbox.lastId
    await h.request(page, 'CONNECT_EMAIL', { email: EMAIL })
    const entered = h.send(page, 'CONNECT_OTP')
    const frame = h.frame(page)
    expect(await frame.locator('h1').textContent()).toBe(FRAME_TEXTS_ES.otpTitle)
    const mail = await h.sink.mailbox.waitFor(EMAIL, { afterId: after })
    await frame.locator('input[name=otp]').fill(/(\d{6})/.exec(mail.subject)![1]!)
    await frame.locator('button[data-action=confirm]').click()
    expect(await frame.locator('h1').textContent()).toBe(FRAME_TEXTS_ES.newDeviceTitle)
    await frame.locator('input[name=recovery-code]').fill(recoveryCode)
    await frame.locator('button[data-action=unlock]').click()
    expect((await h.answer(page, await entered)).type).toBe('CONNECT_OTP_SUCCESS')
    const rejecting = await sign(page, 'hola')
    expect(await frame.locator('h1').textContent()).toBe(FRAME_TEXTS_ES.signMessage)
    expect(await frame.locator('dt').allTextContents()).toEqual([
      FRAME_TEXTS_ES.requestedBy,
      FRAME_TEXTS_ES.network,
      FRAME_TEXTS_ES.account,
    ])
    const reject = frame.locator('button[data-action=reject]')
    expect(await reject.textContent()).toBe(FRAME_TEXTS_ES.reject)
    await reject.click()
    expect(await h.answer(page, rejecting)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 4001 },
    })
    await page.context().close()
  })

  it('keeps the session and the wallet across a restart of the host on the same database', async () => {
    nextDay()
    const page = await h.openApp()
    await h.login(page, EMAIL, recoveryCode)
    await h.restartHost()
    await page.reload()
    await page.evaluate(() => window.airlockTest.ready)
    // Headless Chromium keeps no storage for this third-party frame: the session comes back from the
    // partitioned cookie, and its account only because this session proved it opened the wallet.
    expect(await h.request(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
    expect(((await h.request(page, 'GET_USER')).payload as { address: string }).address).toBe(address)
    const message = 'Signed after a restart'
    const signing = await sign(page, message)
    const frame = h.frame(page)
    const review = frame.locator('button[data-action=open-window]')
    await review.or(frame.locator('input[name=recovery-code]')).waitFor()
    if (!(await review.isVisible())) {
      await frame.locator('input[name=recovery-code]').fill(recoveryCode)
      await clickUntilGone(frame.locator('button[data-action=unlock]'))
    }
    await h.decideInWindow(page)
    const signed = await h.answer(page, signing)
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS')
    expect(
      await verifyMessage({
        address: address as `0x${string}`,
        message,
        signature: signed.payload as `0x${string}`,
      }),
    ).toBe(true)
    await page.context().close()
    // A login, a restart of the host (its database reopened) and an approval: 60 s ran out at load 25.
  }, 120_000)

  it('comes back to the frame when the window is closed, and says what /approve is when opened by anyone else', async () => {
    nextDay()
    const page = await h.openApp()
    await h.login(page, EMAIL, recoveryCode)
    const rejecting = await sign(page, 'no')
    const reopened = page.context().waitForEvent('page')
    await h.frame(page).locator('button[data-action=open-window]').click()
    const second = await reopened
    await second.locator('pre').waitFor()
    await second.close()
    await h.frame(page).locator('button[data-action=open-window]').waitFor()
    await h.frame(page).locator('button[data-action=reject]').click()
    expect(await h.answer(page, rejecting)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 4001 },
    })

    // Typed or linked: no opener.
    const direct = await page.context().newPage()
    await direct.goto(`${h.host.origin}/approve`)
    expect(await direct.locator('main').textContent()).toBe(FRAME_TEXTS_EN.notOpenedByFrame)
    // Opened by the host page (finding 11: it stayed blank, waiting for a request).
    const hostOpened = page.context().waitForEvent('page')
    await page.evaluate((url) => void window.open(url, '_blank', 'popup'), `${h.host.origin}/approve`)
    const popup = await hostOpened
    await popup.locator('main').filter({ hasText: FRAME_TEXTS_EN.notOpenedByFrame }).waitFor()
    await page.context().close()
  })

  it('is not framed by an origin outside the project allow-list', async () => {
    const page = await h.openApp({ hostname: '127.0.0.1' })
    await page.waitForFunction(() => window.airlockTest.isLoaded())
    expect(await page.evaluate(() => window.airlockTest.isReady())).toBe(false)
    await page.context().close()
  })
})
