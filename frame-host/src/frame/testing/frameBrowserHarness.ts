// What the frame's browser tests share: a mail sink, a frame host, a test app on `localhost` (the frame is
// on 127.0.0.1: cross-site, as in production), Debian Chromium, and the steps a visitor takes: the email
// login with the code typed in the frame, the recovery code, a decision in the approval window.

import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import {
  clickUntilGone,
  humanClick,
  launchChromium,
  listenLocal,
  type MailSink,
  startMailSink,
} from '@airlock/devnet'
import { build } from 'esbuild'
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core'
import type { FrameEvent } from '../../protocol/frameEvents'
import type { FrameHostOptionsInput } from '../../server/config'
import { type FrameHost, type FrameHostRuntime, startFrameHost } from '../../server/startFrameHost'
import { TEST_SECRET } from '../../server/testing/frameHostHarness'

declare global {
  interface Window {
    airlockTest: {
      ready: Promise<void>
      request(type: string, payload?: unknown): Promise<FrameEvent>
      /** Sends without waiting; the answer lands in `events` (see {@link FrameBrowserHarness.answer}). */
      send(type: string, payload?: unknown): string
      raw(message: unknown): void
      events: FrameEvent[]
      windowMessages: unknown[]
      pendingIds(): string[]
      isReady(): boolean
      isLoaded(): boolean
    }
  }
}

/** Options of {@link startFrameBrowserHarness}. */
export interface FrameBrowserHarnessOptions {
  /** JSON-RPC URL per CAIP-2 chain the frame host serves (default: one unreachable EVM chain). */
  chains?: Record<string, string>
  /** The chain the test app asks the frame to start on. */
  chainId?: string
  /** A folder for the host's PGlite database (a restarted host finds its data); default in memory. */
  dataDir?: string
  runtime?: FrameHostRuntime
  /** Social login clients per project (the frame host's `socialLogin` option). */
  socialLogin?: FrameHostOptionsInput['socialLogin']
  /** ERC-4337 services per EVM chain (the frame host's `smartAccounts` option). */
  smartAccounts?: FrameHostOptionsInput['smartAccounts']
}

/** A started harness. */
export interface FrameBrowserHarness {
  sink: MailSink
  host: FrameHost
  browser: Browser
  appPort: number
  /** Restarts the frame host on the same port and database folder. */
  restartHost(): Promise<void>
  /** A new browser context (its own storage) on the test app; `query` is added to the app URL. */
  openApp(options?: { hostname?: string; query?: string; context?: BrowserContext }): Promise<Page>
  request(page: Page, type: string, payload?: unknown): Promise<FrameEvent>
  send(page: Page, type: string, payload?: unknown): Promise<string>
  /** The frame's answer to the request `id` sent with {@link send} (bounded wait). */
  answer(page: Page, id: string): Promise<FrameEvent>
  /** The frame in the test app. */
  frame(page: Page): FrameLocator
  /**
   * Logs `email` in as a visitor does: the code from the mail sink typed in the frame. A new wallet's
   * recovery code is read and confirmed; an existing wallet is unlocked with `recoveryCode` when asked.
   * Resolves with the key's own (EOA) address.
   */
  login(page: Page, email: string, recoveryCode?: string): Promise<{ address: string; recoveryCode: string }>
  /** Opens the approval window from the frame and clicks `choice` there; resolves with the window. */
  decideInWindow(page: Page, choice?: 'approve' | 'reject'): Promise<Page>
  stop(): Promise<void>
}

async function testAppScript(): Promise<string> {
  const entry = fileURLToPath(new URL('./testApp.ts', import.meta.url))
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

/** Starts the sink, the frame host (project 'p1' for http://localhost:*), the test app and Chromium. */
export async function startFrameBrowserHarness(
  options: FrameBrowserHarnessOptions = {},
): Promise<FrameBrowserHarness> {
  const sink = await startMailSink()
  const hostOptions = (port = 0) => ({
    smtpUrl: sink.smtpUrl,
    secret: TEST_SECRET,
    projects: [{ id: 'p1', origins: ['http://localhost:*'] }],
    chains: options.chains ?? { 'eip155:31337': 'http://127.0.0.1:9/' },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.socialLogin ? { socialLogin: options.socialLogin } : {}),
    ...(options.smartAccounts ? { smartAccounts: options.smartAccounts } : {}),
    port,
  })
  let host = await startFrameHost(hostOptions(), options.runtime)
  const script = await testAppScript()
  const app = await listenLocal((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/app.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      return res.end(script)
    }
    // `/?locale=es`: the app asks the frame for Spanish; `?chainId=`: the chain it starts on.
    const query = new URL(req.url ?? '/', 'http://app').searchParams
    const config = JSON.stringify({
      frameOrigin: host.origin,
      projectId: 'p1',
      chainId: query.get('chainId') ?? options.chainId ?? 'eip155:31337',
      ...(query.get('locale') ? { locale: query.get('locale') } : {}),
    })
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(
      `<!doctype html><html><body><script type="application/json" id="test-config">${config}</script><script src="/app.js" defer></script></body></html>`,
    )
  })
  const appPort = Number(new URL(app.url).port)
  const browser = await launchChromium()
  let lastMail = 0

  const request = (page: Page, type: string, payload?: unknown) =>
    page.evaluate(([t, p]) => window.airlockTest.request(t as string, p), [type, payload] as const)
  const frame = (page: Page) => page.frameLocator('#airlock-secure-frame')

  const harness: FrameBrowserHarness = {
    sink,
    get host() {
      return host
    },
    browser,
    appPort,
    async restartHost() {
      const port = Number(new URL(host.url).port)
      await host.stop()
      host = await startFrameHost(hostOptions(port), options.runtime)
    },
    async openApp({ hostname = 'localhost', query = '', context } = {}) {
      const ctx = context ?? (await browser.newContext())
      const page = await ctx.newPage()
      page.on('console', (m) => {
        if (m.type() === 'error') console.warn(`[browser] ${m.text()}`)
      })
      await page.goto(`http://${hostname}:${appPort}/${query}`)
      return page
    },
    request,
    send: (page, type, payload) =>
      page.evaluate(([t, p]) => window.airlockTest.send(t as string, p), [type, payload] as const),
    async answer(page, id) {
      await page.waitForFunction((i) => window.airlockTest.events.some((e) => e.id === i), id, {
        timeout: 60_000,
      })
      return page.evaluate((i) => window.airlockTest.events.find((e) => e.id === i)!, id)
    },
    frame,
    async login(page, email, recoveryCode) {
      await page.evaluate(() => window.airlockTest.ready)
      const after = Math.max(lastMail, sink.mailbox.lastId)
      const started = await request(page, 'CONNECT_EMAIL', { email })
      if (started.type !== 'CONNECT_EMAIL_SUCCESS')
        throw new Error(`CONNECT_EMAIL: ${JSON.stringify(started)}`)
      const entered = request(page, 'CONNECT_OTP')
      const mail = await sink.mailbox.waitFor(email, { afterId: after })
      lastMail = mail.id
      const code = /(\d{6})/.exec(mail.subject)![1]!
      await frame(page).locator('input[name=otp]').fill(code)
      await clickUntilGone(frame(page).locator('button[data-action=confirm]'))
      let shownCode = ''
      if (recoveryCode) {
        await frame(page).locator('input[name=recovery-code]').fill(recoveryCode)
        await clickUntilGone(frame(page).locator('button[data-action=unlock]'))
      }
      const answer = await entered
      if (answer.type !== 'CONNECT_OTP_SUCCESS') throw new Error(`CONNECT_OTP: ${JSON.stringify(answer)}`)
      const saved = frame(page).locator('button[data-action=saved]')
      if (!recoveryCode && (await frame(page).locator('[data-recovery-code]').count()) > 0) {
        shownCode = (await frame(page).locator('[data-recovery-code]').textContent()) ?? ''
        await clickUntilGone(saved)
      }
      const user = (await request(page, 'GET_USER')).payload as {
        address: string
        accounts?: Array<{ address: string; type: string }>
      }
      return {
        // The key's own account (the user's address is the smart account where one is enabled).
        address: user.accounts?.find((a) => a.type === 'eoa')?.address ?? user.address,
        recoveryCode: recoveryCode ?? shownCode,
      }
    },
    async decideInWindow(page, choice = 'approve') {
      // clickUntilGone may click again when the frame takes its first click late (a loaded machine): the
      // frame then opens the approval window anew and the first one closes. Decide in the newest one.
      const windows: Page[] = []
      const opened = (popup: Page) => void windows.push(popup)
      page.context().on('page', opened)
      try {
        await clickUntilGone(frame(page).locator('button[data-action=open-window]'))
        for (let attempt = 0; ; attempt++) {
          const popup = windows.findLast((w) => !w.isClosed()) ?? (await page.context().waitForEvent('page'))
          try {
            await humanClick(popup, popup.locator(`button[data-action=${choice}]`))
            return popup
          } catch (error) {
            if (!popup.isClosed() || attempt >= 2) throw error
          }
        }
      } finally {
        page.context().off('page', opened)
      }
    },
    async stop() {
      await browser?.close()
      await app?.stop()
      await host?.stop()
      await sink?.stop()
    },
  }
  return harness
}
