// Email login and the embedded wallet end to end on the devnet, in Debian Chromium: the app on
// `localhost`, the frame host on 127.0.0.1, codes read from the devnet mail sink, transactions on anvil.
import { createPublicKey, verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import {
  buildTestApp,
  clickUntilGone,
  e2eConfigScript,
  e2eEndpointsFrom,
  humanClick,
  type LocalServer,
  launchChromium,
  serveStatic,
  setAnvilBalance,
} from '@airlock/devnet'
import { base58 } from '@scure/base'
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { EMAIL_BLOCK_HEIGHT } from '../../src/constants'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))
const APP_ENTRY = `${APP_DIR}main.tsx`
const EMAIL = `ada.${Date.now()}@example.com`
const NEW_EMAIL = `ada.new.${Date.now()}@example.com`
const LOCKED_EMAIL = `locked.${Date.now()}@example.com`
const STORAGE_PREFIX = '@airlock/email-social/'

let browser: Browser
let server: LocalServer
let appUrl: string
let evil: Server
let evilHits = 0
const frameUrl = inject('frameUrl')
const mailboxUrl = inject('mailboxUrl')
const rpcUrl = inject('rpcUrls')[31337] as string
const solanaNode = inject('solana')
const SOL_RECEIVER = base58.encode(crypto.getRandomValues(new Uint8Array(32)))

/**
 * The app is served under a strict Content-Security-Policy: no inline script or style, connections only
 * to the devnet on loopback, frames only from it. Every violation the page reports is recorded.
 */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: http://127.0.0.1:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
  'frame-src http://127.0.0.1:*',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

declare global {
  interface Window {
    __cspViolations: string[]
  }
}

/** Whether `signature` is `address`'s signature of the test app's message. */
const signedTestMessage = (address: string, signature: string) =>
  verifyMessage({
    address: address as `0x${string}`,
    message: 'Hello from the test app',
    signature: signature as `0x${string}`,
  })

/** The CSP violations the page reported so far. */
const cspViolations = (page: Page) => page.evaluate(() => window.__cspViolations)

/** One JSON-RPC call to the devnet's Solana node. */
async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(solanaNode.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await res.json()) as { result: T; error?: { message: string } }
  if (json.error) throw new Error(json.error.message)
  return json.result
}

const lamports = async (address: string) =>
  (await solanaRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value

/** Whether `signature` is a valid ed25519 signature of `message` by the Solana `address`. */
function verifySolana(address: string, message: string, signature: string): boolean {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), base58.decode(address)])
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
  return verify(null, Buffer.from(message), key, base58.decode(signature))
}

async function mails(email: string): Promise<{ id: number; subject: string }[]> {
  const res = await fetch(new URL(`/mailbox/${encodeURIComponent(email)}`, mailboxUrl))
  return ((await res.json()) as { messages: { id: number; subject: string }[] }).messages
}

/** The code of the first mail to `email` newer than `afterId`. */
async function codeFor(email: string, afterId = 0): Promise<{ code: string; id: number }> {
  for (let i = 0; i < 200; i++) {
    const mail = (await mails(email)).find((m) => m.id > afterId)
    if (mail) return { code: /(\d{6})/.exec(mail.subject)?.[1] ?? '', id: mail.id }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no mail for ${email}`)
}

const lastMailId = async (email: string) => (await mails(email)).at(-1)?.id ?? 0

/** A fresh browser context on the test app; `withoutVisibilityTracking`: as in Firefox and Safari, no IntersectionObserver v2. */
async function newContext(
  withoutVisibilityTracking = false,
): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext()
  await context.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  if (withoutVisibilityTracking)
    await context.addInitScript(() => {
      delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
    })
  await context.addInitScript(e2eConfigScript(e2eEndpointsFrom(inject)))
  await context.addInitScript(
    `window.__EMAIL_E2E__ = ${JSON.stringify({ frameUrl, solana: { ...solanaNode, receiver: SOL_RECEIVER } })}`,
  )
  const page = await context.newPage()
  const requests: string[] = []
  context.on('request', (r) => void requests.push(r.url()))
  page.on('console', (m) => {
    if (m.type() === 'error') console.warn(`[browser] ${m.text()}`)
  })
  await page.goto(appUrl)
  return { context, page, requests }
}

const frame = (page: Page): FrameLocator => page.frameLocator('#airlock-secure-frame')
const result = (page: Page) => page.getByTestId('result')

async function waitResult(page: Page, not = '…'): Promise<string> {
  await page.waitForFunction(
    (n) => {
      const text = document.querySelector('[data-testid=result]')?.textContent ?? ''
      return text !== '' && text !== '…' && text !== n
    },
    not,
    { timeout: 30_000 },
  )
  return (await result(page).textContent()) ?? ''
}

async function startEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.locator('input[name=email]').fill(email)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  const error = page.locator('[data-testid=email-block] [id$=-error]')
  await page.getByTestId('otp-view').or(error).waitFor({ timeout: 60_000 })
  if (await error.isVisible()) throw new Error(`email block: ${await error.textContent()}`)
}

/** Types `code` in the frame's code entry (laid over the OTP view) and confirms it there. */
async function enterCode(page: Page, code: string): Promise<void> {
  await frame(page).locator('input[name=otp]').fill(code)
  await frame(page).locator('button[data-action=confirm]').click()
}

/**
 * Opens the approval window from the frame and decides there, as the visitor does (the pointer moves onto
 * the button); resolves with the window.
 */
async function decide(
  page: Page,
  choice: 'approve' | 'reject' = 'approve',
  inspect?: (popup: Page) => Promise<void>,
): Promise<Page> {
  const opened = page.context().waitForEvent('page')
  await clickUntilGone(frame(page).locator('button[data-action=open-window]'))
  const popup = await opened
  await inspect?.(popup)
  await humanClick(popup, popup.locator(`button[data-action=${choice}]`))
  return popup
}

beforeAll(async () => {
  const [{ outDir }, launched] = await Promise.all([
    buildTestApp(APP_ENTRY, {
      title: 'Airlock email-social test app',
      tempPrefix: 'airlock-email-app-',
      // zod's global config before any module runs (see public/zod-jitless.js): the page's CSP has no 'unsafe-eval'.
      headScripts: ['/zod-jitless.js'],
      publicDir: `${APP_DIR}public`,
    }),
    launchChromium(),
  ])
  browser = launched
  server = await serveStatic(outDir, { headers: { 'content-security-policy': STRICT_CSP } })
  appUrl = server.url.replace('127.0.0.1', 'localhost')
  evil = createServer((_req, res) => {
    evilHits++
    res.end('{"jsonrpc":"2.0","id":1,"result":"0x0"}')
  })
  await new Promise<void>((r) => evil.listen(0, '127.0.0.1', r))
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  evil?.close()
})

describe('email login and the embedded wallet (devnet, Chromium)', () => {
  let address = ''
  let solanaAddress = ''
  let recoveryCode = ''
  let cooldownEndsAt = 0
  let first: { context: BrowserContext; page: Page } | undefined

  it("logs in with the code typed in the frame, shows the cooldown, connects (the frame user in the account state), signs through the approval window (its frame in the modal's theme) and aborts it on close [spec 2.11, 3.3, 3.14, 3.15, 3.17, 4.10, 8.9]", async () => {
    const { context, page, requests } = await newContext()
    // Nothing of the frame is loaded with the page.
    await page.getByRole('button', { name: 'Connect' }).waitFor()
    expect(requests.some((u) => u.startsWith(frameUrl))).toBe(false)
    expect(await page.locator('#airlock-secure-frame').count()).toBe(0)

    // The email block is as tall as the room Connect kept for it while its code loaded.
    await page.getByRole('button', { name: 'Connect' }).click()
    // (Its layout height: the dialog's entry animation scales its box for 150 ms.)
    const height = await page.getByTestId('email-block').evaluate((el) => (el as HTMLElement).offsetHeight)
    expect(height).toBe(EMAIL_BLOCK_HEIGHT)
    await page.keyboard.press('Escape')

    const sentBefore = Date.now()
    await startEmail(page, EMAIL)
    const { code } = await codeFor(EMAIL)
    // Resending at once hits the frame host's cooldown, with the real seconds.
    await page.getByRole('button', { name: 'Resend code' }).click()
    const cooldown = page.getByText(/^Please try again after \d+ seconds$/)
    await cooldown.waitFor()
    const seconds = Number(/(\d+)/.exec((await cooldown.textContent()) ?? '')?.[1])
    const elapsed = Math.ceil((Date.now() - sentBefore) / 1000)
    expect(seconds).toBeGreaterThanOrEqual(30 - elapsed)
    expect(seconds).toBeLessThanOrEqual(30)
    cooldownEndsAt = Date.now() + seconds * 1000

    await enterCode(page, code)
    // A new wallet: the frame shows its recovery code once, laid out by ApproveTransaction under the
    // title that says so.
    recoveryCode = (await frame(page).locator('[data-recovery-code]').textContent()) ?? ''
    expect(recoveryCode).toMatch(/^([A-Z2-9]{4}-){7}[A-Z2-9]{4}$/)
    expect(await page.locator('.al-header-title').textContent()).toBe('Recovery code')
    await clickUntilGone(frame(page).locator('button[data-action=saved]'))
    await page
      .getByTestId('address')
      .filter({ hasText: /^0x[0-9a-fA-F]{40}$/ })
      .waitFor()
    address = (await page.getByTestId('address').textContent()) ?? ''
    expect(await page.locator('#airlock-secure-frame').isHidden()).toBe(true)

    // [spec 3.3] The frame's user reaches the account state: its accounts with their types, the preferred
    // type, and (as the plugin's account data) the user and smartAccountDeployed.
    const account = await page.evaluate(() => {
      const state = window.__airlock.get((s) => s.accountOf('eip155'))
      return {
        allAccounts: state.allAccounts,
        preferredAccountType: state.preferredAccountType,
        data: state.data['email-social'],
      }
    })
    expect(account).toEqual({
      allAccounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      data: { user: { email: EMAIL }, smartAccountDeployed: false },
    })

    // Login state under the fixed prefix; no code, recovery code or session in the host page.
    const stored = await page.evaluate(() => ({ ...localStorage }))
    expect(stored[`${'@airlock/email-social/'}emailLoginUsed`]).toBeDefined()
    const everything =
      JSON.stringify(stored) +
      (await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + document.cookie))
    expect(everything).not.toContain(code)
    expect(everything).not.toContain(recoveryCode)
    expect(everything.toLowerCase()).not.toContain('token')

    // [spec 8.9] This devnet has no ERC-4337 stack: Account type shows the spec's notice, no switch.
    await page.locator('[data-action="email-social/account-type"]').click()
    const notice = page.getByTestId('smart-accounts-unsupported')
    await notice.waitFor()
    expect(await notice.textContent()).toBe('This application might not support Smart Accounts')
    expect(await page.getByTestId('smart-account-switch').count()).toBe(0)

    // personal_sign, decided in the approval window the frame opens (the modal, closed, opens on
    // ApproveTransaction to show the frame).
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign message' }).click()
    // [spec 3.15] The app's metadata reached the frame (SYNC_DAPP_DATA): the approval names the app as it
    // calls itself, beside the origin the frame verified.
    await decide(page, 'approve', async (popup) => {
      await popup.getByText('Email test app', { exact: true }).waitFor({ timeout: 30_000 })
      await popup.getByText(new URL(appUrl).origin, { exact: true }).waitFor()
    })
    const signature = await waitResult(page)
    expect(await signedTestMessage(address, signature)).toBe(true)

    // Declined in the frame: 'Signature declined'.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await frame(page).locator('button[data-action=reject]').click()
    expect(await waitResult(page, signature)).toBe('error: Signature declined')

    // [spec 3.14] The frame shown over the modal follows the modal's theme, now and when it changes.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await frame(page).locator('button[data-action=open-window]').waitFor()
    expect(await page.locator('.al-header-title').textContent()).toBe('Approve')
    const backgrounds = async () => ({
      modal: await page.getByRole('dialog').evaluate((el) => getComputedStyle(el).backgroundColor),
      frame: await frame(page)
        .locator('body')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    })
    await expect.poll(backgrounds).toEqual({ modal: 'rgb(20, 20, 20)', frame: 'rgb(20, 20, 20)' })
    await page.evaluate(() => window.__airlock.setTheme({ mode: 'light' }))
    await expect.poll(backgrounds).toEqual({ modal: 'rgb(255, 255, 255)', frame: 'rgb(255, 255, 255)' })
    await page.evaluate(() => window.__airlock.setTheme({ variables: { background: '#102030' } }))
    await expect.poll(backgrounds).toEqual({ modal: 'rgb(16, 32, 48)', frame: 'rgb(16, 32, 48)' })
    await page.evaluate(() => window.__airlock.setTheme({ mode: 'dark', variables: { background: '' } }))

    // [spec 4.10] The visitor closes the modal over the approval: the app aborts the open RPC request
    // (RPC_ABORT), the frame ends it, the caller gets its rejection and the frame hides.
    const waiting = await result(page).textContent()
    await page.keyboard.press('Escape')
    const aborted = await waitResult(page, waiting ?? '')
    expect(aborted).toMatch(/^error: /)
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await page.locator('#airlock-secure-frame').isHidden()).toBe(true)
    // All of it under the strict CSP: nothing was blocked.
    expect(await cspViolations(page)).toEqual([])
    first = { context, page }
  })

  it('serves Solana from the same login: signs a message and sends SOL that lands (its network fee shown), approved in the approval window', async () => {
    if (!first) throw new Error('the login journey did not finish')
    const { page } = first
    const previous = (await result(page).textContent()) ?? ''
    await page.getByRole('button', { name: 'Solana address' }).click()
    solanaAddress = await waitResult(page, previous)
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)

    // A message: shown in the frame, signed by the Solana account.
    await page.getByRole('button', { name: 'Sign Solana message' }).click()
    await frame(page).getByText('Hello Solana from the test app').waitFor()
    await decide(page)
    const signature = await waitResult(page, solanaAddress)
    expect(verifySolana(solanaAddress, 'Hello Solana from the test app', signature)).toBe(true)

    // SOL to a fresh receiver: the frame shows the decoded transfer, the node confirms it.
    await solanaRpc('requestAirdrop', [solanaAddress, 2_000_000_000, { commitment: 'confirmed' }])
    await expect.poll(() => lamports(solanaAddress), { timeout: 30_000 }).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Send SOL' }).click()
    await frame(page).getByText(`0.01 SOL to ${SOL_RECEIVER}`).waitFor()
    // The network fee, from the devnet Solana node (base, and the priority the transaction sets).
    await frame(page)
      .getByText(/^0\.\d+ SOL \(base 0\.000005 SOL \+ priority \d+(\.\d+)? SOL\)$/)
      .waitFor()
    await decide(page)
    const sent = await waitResult(page, signature)
    expect(sent).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88} confirmed$/)
    expect(await lamports(SOL_RECEIVER)).toBe(10_000_000)

    // Declined in the frame: 'Signature declined', nothing sent.
    await page.getByRole('button', { name: 'Send SOL' }).click()
    await frame(page).locator('button[data-action=reject]').click()
    expect(await waitResult(page, sent)).toBe('error: Signature declined')
    expect(await lamports(SOL_RECEIVER)).toBe(10_000_000)
  })

  it('sends a transaction on anvil after approval; a hostile page script gets nowhere', async () => {
    if (!first) throw new Error('the login journey did not finish')
    const { context, page } = first
    await setAnvilBalance(rpcUrl, address, 10n ** 18n)
    // A short viewport (a 1366 × 768 laptop's browser window): the frame still fits wholly in view, so its
    // visibility guard lets the visitor act (at its former fixed 600 px it reached past the viewport here).
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.getByRole('button', { name: 'Send transaction' }).click()
    const review = frame(page).locator('button[data-action=open-window]')
    await review.waitFor()
    const frameBox = await page.locator('#airlock-secure-frame').boundingBox()
    expect(frameBox && frameBox.y >= 0 && frameBox.y + frameBox.height <= 600).toBe(true)

    // The hostile script: read the frame's storage and DOM, click Approve itself, spoof the answer on the
    // window, post a request with a forged RPC URL straight to the frame, embed a second frame with one.
    const evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`
    const hostile = await page.evaluate(
      ({ evilUrl, frameUrl }) => {
        const iframe = document.getElementById('airlock-secure-frame') as HTMLIFrameElement
        const out: string[] = []
        const attempt = (name: string, fn: () => unknown) => {
          try {
            fn()
            out.push(`${name}: allowed`)
          } catch (error) {
            out.push(`${name}: ${(error as Error).name}`)
          }
        }
        attempt('storage', () => iframe.contentWindow?.localStorage.length)
        attempt('indexedDB', () => String(iframe.contentWindow?.indexedDB))
        attempt('click', () => {
          const doc = (iframe.contentWindow as Window).document
          ;(doc.querySelector('button[data-action=open-window]') as HTMLElement).click()
        })
        const spoof = {
          v: 1,
          id: crypto.randomUUID(),
          type: 'RPC_REQUEST_SUCCESS',
          payload: `0x${'ab'.repeat(32)}`,
        }
        window.postMessage(spoof, '*')
        iframe.contentWindow?.postMessage(
          {
            v: 1,
            id: crypto.randomUUID(),
            type: 'RPC_REQUEST',
            payload: { method: 'eth_sendTransaction', params: [{ from: '0x0' }], rpcUrl: evilUrl },
          },
          '*',
        )
        const second = document.createElement('iframe')
        second.src = `${frameUrl}/frame?projectId=x&chainId=eip155:31337&rpcUrl=${encodeURIComponent(evilUrl)}`
        document.body.append(second)
        return out
      },
      { evilUrl, frameUrl },
    )
    expect(hostile).toEqual(['storage: SecurityError', 'indexedDB: SecurityError', 'click: SecurityError'])
    await page.waitForTimeout(300)
    expect(await result(page).textContent()).toBe('…')

    await decide(page)
    const hash = (await waitResult(page)) as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(hash).not.toBe(`0x${'ab'.repeat(32)}`)
    const client = createPublicClient({ transport: http(rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(evilHits).toBe(0)

    // Reload: the session survives in the frame host's partitioned HttpOnly cookie, so the connection comes
    // back without a new code or mail. Headless Chromium blocks the third-party frame's IndexedDB (the
    // device share lived in memory): the first signature after the reload asks for the recovery code in
    // the frame; where the storage survives it signs straight away.
    const secure = page.frames().find((f) => f.url().startsWith(frameUrl))
    const storage = await secure?.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const probe = indexedDB.open('airlock-probe', 1)
          probe.onsuccess = () => resolve('ok')
          probe.onerror = () => resolve('blocked')
        }),
    )
    const mailsBefore = await lastMailId(EMAIL)
    await page.reload()
    await page.getByTestId('address').filter({ hasText: address }).waitFor({ timeout: 30_000 })
    // The solana namespace reconnects on its own (its adapter first waits for a Wallet Standard wallet).
    await page.waitForFunction(
      () => window.__airlock.get((s) => s.connection.statusOf('solana')) === 'connected',
      null,
      {
        timeout: 30_000,
      },
    )
    await page.getByRole('button', { name: 'Solana address' }).click()
    expect(await waitResult(page)).toBe(solanaAddress)
    await page.getByRole('button', { name: 'Sign message' }).click()
    if (storage !== 'ok') {
      await frame(page).locator('input[name=recovery-code]').fill(recoveryCode)
      await clickUntilGone(frame(page).locator('button[data-action=unlock]'))
    }
    await decide(page)
    const afterReload = await waitResult(page, solanaAddress)
    expect(await signedTestMessage(address, afterReload)).toBe(true)
    expect(await lastMailId(EMAIL)).toBe(mailsBefore)
    await context.close()
  })

  it('opens the same address in a fresh browser context with the recovery code [spec 3.17, 4.9]', async () => {
    const wait = cooldownEndsAt - Date.now() + 1000
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const { context, page } = await newContext(true)
    const after = await lastMailId(EMAIL)
    await startEmail(page, EMAIL)
    const { code } = await codeFor(EMAIL, after)
    await enterCode(page, code)
    await frame(page).locator('input[name=recovery-code]').fill(recoveryCode)
    await clickUntilGone(frame(page).locator('button[data-action=unlock]'))
    await page.getByTestId('address').filter({ hasText: address }).waitFor({ timeout: 30_000 })

    // Update email: confirmed in the frame, which names the new address; a code to the current address
    // (its mail names the new one), then one to the new address, both typed in the frame.
    await page.getByText('Update email').click()
    await page.locator('input[name=new-email]').fill(NEW_EMAIL)
    const oldLast = await lastMailId(EMAIL)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await frame(page).getByText(NEW_EMAIL, { exact: false }).first().waitFor()
    await frame(page).locator('button[data-action=send]').click()
    await enterCode(page, (await codeFor(EMAIL, oldLast)).code)
    await enterCode(page, (await codeFor(NEW_EMAIL)).code)
    await page.getByText(`Your email is now ${NEW_EMAIL}`).waitFor()
    expect(await page.evaluate((k) => localStorage.getItem(k), `${STORAGE_PREFIX}email`)).toBe(
      JSON.stringify(NEW_EMAIL),
    )
    // The keyboard is back in the modal once the frame hides: Escape closes it.
    await page.keyboard.press('Escape')
    // Approve is in a window of the frame's origin, opened from the sandboxed iframe.
    await page.getByRole('button', { name: 'Sign message' }).click()
    const approval = await decide(page)
    expect(new URL(approval.url()).origin).toBe(new URL(frameUrl).origin)
    const signature = await waitResult(page)
    expect(await signedTestMessage(address, signature)).toBe(true)
    // The same Solana account too.
    await page.getByRole('button', { name: 'Solana address' }).click()
    expect(await waitResult(page, signature)).toBe(solanaAddress)

    // Sign out clears the login cache.
    await page.getByRole('button', { name: 'Sign out' }).click()
    expect(await waitResult(page, solanaAddress)).toBe('signed out')
    const keys = await page.evaluate(() => Object.keys(localStorage))
    expect(keys.filter((k) => k.startsWith('@airlock/email-social/'))).toEqual([])
    expect(await cspViolations(page)).toEqual([])
    await context.close()
  })

  it('locks the challenge after five wrong codes, in the frame', async () => {
    const { context, page } = await newContext()
    await startEmail(page, LOCKED_EMAIL)
    const { code } = await codeFor(LOCKED_EMAIL)
    const wrong = code === '000000' ? '111111' : '000000'
    const alert = frame(page).getByRole('alert')
    for (let left = 4; left >= 0; left--) {
      await enterCode(page, wrong)
      await expect
        .poll(() => alert.textContent())
        .toBe(left > 0 ? `Wrong code (${left} attempts left)` : 'Too many wrong codes: request a new one')
    }
    await enterCode(page, code)
    await expect.poll(() => alert.textContent()).toBe('Too many wrong codes: request a new one')
    expect(await page.getByTestId('address').textContent()).toBe('')
    await context.close()
  })
})
