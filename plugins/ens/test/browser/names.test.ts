// The names plugin in headless Chromium: the vite-built test app (evm + lazy ens() + @airlock/ui)
// with the devnet's injected test wallet, against the devnet's profile endpoints.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { ENS_TEXTS } from '../../src/constants'
import ensAr from '../../src/lazy/i18n/ar'
import ensEs from '../../src/lazy/i18n/es'
import { coinTypeFromChainId } from '../../src/lazy/nameRules'
import { type AppPage, connectTestWallet, launchBrowser, openApp } from './openApp'

const zone = inject('nameZone')
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`
const isEnsChunk = (url: string) => /\/assets\/ensPlugin-[^/]+\.js$/.test(url)
const isLoopback = (url: string) => /^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(url)
const reverseLookup = (address: string) =>
  fetch(
    `${inject('apiUrl')}/v1/profile/reverse/${address}?projectId=${inject('projectId')}&st=test&sv=0.1.0`,
  ).then((r) => r.json() as Promise<{ name: string }[]>)

/** Registers `label` for a random key straight through the devnet API. */
async function registerElsewhere(label: string): Promise<void> {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({
    name: `${label}.${zone}`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const res = await fetch(
    `${inject('apiUrl')}/v1/profile/account?projectId=${inject('projectId')}&st=test&sv=0.1.0`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: coinTypeFromChainId(31337),
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    },
  )
  expect(res.status).toBe(200)
}

/** Saves a screenshot when ENS_SCREENSHOTS names a folder (for reviewing the views by eye). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.ENS_SCREENSHOTS
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) })
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** WCAG 2 A/AA violations (rule ids) on the page, shadow DOM included. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  // Measure settled colours: wait for the finite animations of the modal (view transition, entrance).
  await page.evaluate(async () => {
    const root = document.querySelector('[data-airlock-modal]')?.shadowRoot
    const finite = (root?.getAnimations() ?? []).filter(
      (a) => a.effect?.getComputedTiming().iterations !== Infinity,
    )
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
  })
  return page.evaluate(async () => {
    type Violation = { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }
    type Axe = { run(context: Document, options: object): Promise<{ violations: Violation[] }> }
    const { axe } = window as unknown as { axe: Axe }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    const describe = (n: Violation['nodes'][number]) =>
      `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`
    return result.violations.map((v) => `${v.id}: ${v.nodes.map(describe).join('; ')}`)
  })
}

let browser: Browser
let app: AppPage | undefined

beforeAll(async () => {
  browser = await launchBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
})
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await app?.page.screenshot({
      path: `/tmp/ens-e2e-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}.png`,
    })
  }
  await app?.close()
  app = undefined
})

async function open(account: number): Promise<Page> {
  app = await openApp(browser, { account })
  const { page } = app
  return page
}

/** Opens the modal on Account and the register view through the "Choose name" row. */
async function openRegisterView(page: Page) {
  await page.locator('[data-action="ens/choose-name"]').click()
  await page.getByTestId('ens-register-view').waitFor({ timeout: 10_000 })
}

describe('lazy chunk', () => {
  test('the build puts the plugin (client, store, views) in its own chunk, out of the entry', () => {
    const assets = readdirSync(join(inject('appDir'), 'assets'))
    const chunk = assets.find((f) => /^ensPlugin-.+\.js$/.test(f))
    expect(chunk).toBeDefined()
    const code = (f: string) => readFileSync(join(inject('appDir'), 'assets', f), 'utf8')
    expect(code(chunk as string)).toContain('ens-register-view')
    expect(code(chunk as string)).toContain('/v1/profile/reverse/')
    for (const other of assets.filter((f) => f !== chunk && f.endsWith('.js'))) {
      expect(code(other)).not.toContain('ens-register-view')
      expect(code(other)).not.toContain('/v1/profile/')
    }
  })

  test('the chunk is not requested at load nor on the Connect view; connecting (a lookup is needed) requests it once', async () => {
    const page = await open(1)
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
    expect(app?.requests.filter(isEnsChunk)).toEqual([])
    expect(app?.requests.filter((u) => u.includes('/v1/profile/'))).toEqual([])
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await expect
      .poll(() => app?.requests.filter((u) => u.includes('/v1/profile/reverse/')).length, { timeout: 15_000 })
      .toBe(1)
    const requests = app?.requests ?? []
    expect(requests.filter(isEnsChunk)).toHaveLength(1)
    expect(requests.findIndex(isEnsChunk)).toBeLessThan(
      requests.findIndex((u) => u.includes('/v1/profile/reverse/')),
    )
    expect(requests.filter((u) => !isLoopback(u))).toEqual([])
  })
})

describe('lazy chunk (view trigger)', () => {
  test('without an account, first opening the register view requests the chunk and renders the view', async () => {
    const page = await open(5)
    await page.getByRole('button', { name: 'Connect' }).waitFor()
    expect(app?.requests.filter(isEnsChunk)).toEqual([])
    await page.evaluate(() => window.__airlock.open('ens/register', { name: 'from-host' }))
    await page.getByTestId('ens-register-view').waitFor({ timeout: 10_000 })
    expect(app?.requests.filter(isEnsChunk)).toHaveLength(1)
    expect(await page.getByTestId('ens-name-input').inputValue()).toBe('from-host')
    expect(app?.requests.filter((u) => u.includes('/v1/profile/reverse/'))).toEqual([])
  })
})

describe('register view and registration on devnet', () => {
  test('validates as you type, suggests names in the zone, checks availability, registers and shows the name everywhere', async () => {
    const page = await open(2)
    const address = await connectTestWallet(page)
    expect(await reverseLookup(address)).toEqual([])
    await page.locator('[data-action="ens/choose-name"]').waitFor()
    await shot(page, 'ens-account')
    await openRegisterView(page)
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(1)
    const input = page.getByTestId('ens-name-input')
    await expect
      .poll(() => input.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement))
      .toBe(true)
    await input.fill('ab')
    await page.getByText('At least 4 characters').waitFor()
    await input.fill('ab c')
    await page.getByText('Use letters, digits and hyphens only').waitFor()
    const label = unique('e2e')
    const name = `${label}.${zone}`
    await input.fill(label)
    await expect
      .poll(() => page.getByTestId('ens-availability').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('available')
    await expect.poll(() => page.getByTestId('ens-full-name').textContent()).toBe(name)
    await shot(page, 'ens-register')
    const suggestions = await page
      .locator('[data-suggestion]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-suggestion')))
    expect(suggestions[0]).toBe(name)
    for (const s of suggestions) expect(s?.endsWith(`.${zone}`)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.evaluate(() => window.__airlock.setTheme({ mode: 'light' }))
    expect(await axeViolations(page)).toEqual([])
    await page.evaluate(() => window.__airlock.setTheme({ mode: 'dark' }))
    // Enter submits; while the wallet asks, the view shows the loading state and the input is locked.
    await page.evaluate(() => window.airlockTestWallet?.setMode('manual'))
    await input.press('Enter')
    await page.getByText('Sign the message in your wallet to register the name').waitFor()
    expect(await input.isDisabled()).toBe(true)
    await expect.poll(() => page.evaluate(() => window.airlockTestWallet?.pending().length)).toBe(1)
    await page.evaluate(() => window.airlockTestWallet?.approve())
    await expect
      .poll(() => page.getByTestId('ens-registered-name').textContent(), { timeout: 15_000 })
      .toBe(name)
    expect(await axeViolations(page)).toEqual([])
    await page.getByText('Name registered').first().waitFor()
    // No way back from the success view: the header offers no back button.
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0)
    await shot(page, 'ens-success')
    expect((await reverseLookup(address)).map((n) => n.name)).toEqual([name])
    const log = await page.evaluate(() => window.airlockTestWallet?.log.map((e) => e.method))
    expect(log).toContain('personal_sign')
    await page.getByRole('button', { name: 'Back to account' }).click()
    await page.locator('#al-account-name').getByText(name).waitFor()
    expect(await page.locator('[data-action="ens/choose-name"]').count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) }).waitFor()
  })

  test("a taken name's registration returns to the register view with the API's reason in the snackbar", async () => {
    const first = await open(3)
    await connectTestWallet(first)
    await openRegisterView(first)
    const label = unique('taken')
    await first.getByTestId('ens-name-input').fill(label)
    await expect
      .poll(() => first.getByTestId('ens-availability').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('available')
    // Someone else takes the name between the availability check and the click.
    await registerElsewhere(label)
    await first.getByRole('button', { name: 'Register' }).click()
    await first.getByText(`Name is already registered: ${label}.${zone}`).waitFor({ timeout: 10_000 })
    await first.getByTestId('ens-register-view').waitFor()
    expect(await first.getByRole('button', { name: 'Register' }).isEnabled()).toBe(true)
  })

  test("a declined signature shows 'Error registering name {name}' and leaves the name free", async () => {
    const page = await open(4)
    const address = await connectTestWallet(page)
    await openRegisterView(page)
    const typed = unique('declined')
    await page.getByTestId('ens-name-input').fill(typed)
    // Picking a suggestion puts its label in the input and checks it again.
    const label = `${typed}1`
    await page.locator(`[data-suggestion="${label}.${zone}"]`).click({ timeout: 10_000 })
    expect(await page.getByTestId('ens-name-input').inputValue()).toBe(label)
    await expect
      .poll(() => page.getByTestId('ens-availability').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('available')
    await page.evaluate(() => window.airlockTestWallet?.setNextResponse('reject'))
    await page.getByRole('button', { name: 'Register' }).click()
    await page.getByText(`Error registering name ${label}.${zone}`).waitFor({ timeout: 10_000 })
    expect(await reverseLookup(address)).toEqual([])
  })
})

/** Texts of the modal (shadow DOM) and the elements whose text overflows its box (not truncated on purpose). */
function modalTexts(
  page: Page,
): Promise<{ text: string; clipped: string[]; dir: string | null; lang: string | null }> {
  return page.evaluate(() => {
    const host = document.querySelector('[data-airlock-modal]')
    const root = host?.shadowRoot
    const dialog = root?.querySelector('[role="dialog"]')
    const clipped: string[] = []
    for (const el of dialog?.querySelectorAll<HTMLElement>('.al-text, .al-btn, .al-list-item, label, h2') ??
      []) {
      if (getComputedStyle(el).textOverflow === 'ellipsis' || el.closest('[data-truncate], .al-sr-only'))
        continue
      if (el.scrollWidth > el.clientWidth + 1) clipped.push(`${el.className}: ${el.textContent}`)
    }
    const rooted = dialog?.closest('[dir]')
    return {
      text: dialog?.textContent ?? '',
      clipped,
      dir: rooted?.getAttribute('dir') ?? null,
      lang: dialog?.closest('[lang]')?.getAttribute('lang') ?? null,
    }
  })
}

describe('in the visitor language', () => {
  test('the register and success views in Spanish and Arabic at 360 px: texts change, nothing clipped, axe clean', async () => {
    const page = await open(6)
    await page.setViewportSize({ width: 360, height: 780 })
    await connectTestWallet(page)
    await openRegisterView(page)
    const label = unique('locale')
    await page.getByTestId('ens-name-input').fill(label)
    await expect
      .poll(() => page.getByTestId('ens-availability').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('available')
    for (const [locale, texts, dir] of [
      ['es', ensEs, 'ltr'],
      ['ar', ensAr, 'rtl'],
    ] as const) {
      await page.evaluate((l) => window.__setLocale?.(l), locale)
      await expect
        .poll(async () => (await modalTexts(page)).text, { timeout: 10_000 })
        .toContain(texts.register)
      const shown = await modalTexts(page)
      expect([shown.lang, shown.dir]).toEqual([locale, dir])
      for (const key of ['registerTitle', 'register', 'available'] as const) {
        expect(shown.text).toContain(texts[key])
        expect(shown.text).not.toContain(ENS_TEXTS[key])
      }
      expect(shown.clipped).toEqual([])
      expect(await axeViolations(page)).toEqual([])
    }
    // Registering in Arabic: the success view is Arabic too.
    await page.getByRole('button', { name: String(ensAr.register) }).click()
    await page.getByTestId('ens-registered-name').waitFor({ timeout: 15_000 })
    const success = await modalTexts(page)
    expect(success.text).toContain(ensAr.successTitle)
    expect(success.text).toContain(ensAr.backToAccount)
    expect(success.clipped).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })
})
