// The embedded wallet's smart account as a visitor meets it (spec §3 preferredAccountType, §9 default account
// types), end to end in Debian Chromium on a devnet of its own with the ERC-4337 stack (EntryPoint, account
// factory, paymaster, alto bundler): email login → Account shows the smart account → a message signed
// before deployment verifies (ERC-6492) → ETH sent as a user operation deploys the account → a message
// signed after verifies (ERC-1271) → no switch while an approval is open → the Account type switch turns to the EOA, which sends itself → a
// reload keeps the EOA. A second visitor sends two calls with the evm adapter's sendCalls (EIP-5792): atomically.
// A third registers a name (the names plugin) from the undeployed smart account.
import { fileURLToPath } from 'node:url'
import {
  axeViolations,
  buildTestApp,
  clickUntilGone,
  DEVNET_AA_CONTRACTS,
  type Devnet,
  e2eConfigScript,
  humanClick,
  type LocalServer,
  launchChromium,
  OPTIONAL_SERVICES_OFF,
  serveStatic,
  setAnvilBalance,
  startDevnet,
} from '@airlock/devnet'
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core'
import { type Address, createPublicClient, encodeFunctionData, type Hex, http, parseEther, toHex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { confirmNewLogin } from './newVisitorLogin'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))
const EMAIL = `smart.${Date.now()}@example.com`
const MESSAGE = 'Hello from the test app'
/** The test app's Send transaction: 0.001 ETH to this anvil account. */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SENT = 1_000_000_000_000_000n

let devnet: Devnet
let browser: Browser
let server: LocalServer
let appUrl: string

const frame = (page: Page): FrameLocator => page.frameLocator('#airlock-secure-frame')
const rpcUrl = () => devnet.chains.find((c) => c.chainId === 31337)?.rpcUrl ?? ''
const client = () => createPublicClient({ transport: http(rpcUrl()) })

/** The test app's result line once it shows something other than `not`. */
async function waitResult(page: Page, not = '…'): Promise<string> {
  await page.waitForFunction(
    (n) => {
      const text = document.querySelector('[data-testid=result]')?.textContent ?? ''
      return text !== '' && text !== '…' && text !== n
    },
    not,
    { timeout: 120_000 },
  )
  return (await page.getByTestId('result').textContent()) ?? ''
}

/** Opens the approval window from the frame and approves there, as the visitor does. */
async function approve(page: Page): Promise<void> {
  const opened = page.context().waitForEvent('page')
  await clickUntilGone(frame(page).locator('button[data-action=open-window]'))
  const popup = await opened
  await humanClick(popup, popup.locator('button[data-action=approve]'))
}

/** The names the devnet's profile API holds for `address` (reverse lookup). */
const reverseLookup = (address: string) =>
  fetch(`${devnet.apiUrl}/v1/profile/reverse/${address}?projectId=${devnet.projectId}&st=test&sv=0.1.0`).then(
    (r) => r.json() as Promise<{ name: string }[]>,
  )

/** The EVM account state the app's instance holds. */
const evmAccount = (page: Page) =>
  page.evaluate(() => {
    const { address, preferredAccountType, allAccounts } = window.__airlock.get((s) => s.accountOf('eip155'))
    return { address, preferredAccountType, allAccounts }
  })

/** axe's WCAG 2.1 AA violations once the modal's transitions have finished (a fading view is not its colours). */
async function settledAxe(page: Page) {
  // Finite animations only: a spinner's never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  return axeViolations(page)
}

/** Opens the modal on Account, then the Account type view through its row. */
async function openAccountType(page: Page): Promise<void> {
  await page.evaluate(() => window.__airlock.open())
  await page.locator('[data-action="email-social/account-type"]').click()
  await page.getByTestId('account-type-view').waitFor()
}

/** A new browser context on the app with the devnet's endpoints (and `extra` in the app's e2e options). */
async function openVisitor(
  extra: Record<string, unknown> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  await context.addInitScript(
    e2eConfigScript({
      projectId: devnet.projectId,
      apiUrl: devnet.apiUrl,
      catalogueUrl: devnet.catalogueUrl,
      relayUrl: devnet.relayUrl,
      rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
    }),
  )
  await context.addInitScript(
    `window.__EMAIL_E2E__ = ${JSON.stringify({ frameUrl: devnet.frameUrl, ...extra })}`,
  )
  const page = await context.newPage()
  page.on('console', (m) => {
    if (m.type() === 'error') console.warn(`[browser] ${m.text()}`)
  })
  await page.goto(appUrl)
  return { context, page }
}

/** Email login of a new visitor (the recovery code saved), up to the connected address. */
async function loginNew(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.locator('input[name=email]').fill(email)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByTestId('otp-view').waitFor({ timeout: 60_000 })
  await confirmNewLogin(page, devnet.mailboxUrl, email)
}

beforeAll(async () => {
  const [started, built, launched] = await Promise.all([
    startDevnet({ ...OPTIONAL_SERVICES_OFF, aa: true }),
    buildTestApp(`${APP_DIR}main.tsx`, {
      title: 'Airlock email-social smart account app',
      tempPrefix: 'airlock-email-aa-app-',
      headScripts: ['/zod-jitless.js'],
      publicDir: `${APP_DIR}public`,
    }),
    launchChromium(),
  ])
  devnet = started
  browser = launched
  server = await serveStatic(built.outDir)
  appUrl = server.url.replace('127.0.0.1', 'localhost')
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await devnet?.stop()
})

describe('the smart account journey (Chromium, devnet with the ERC-4337 stack)', () => {
  it('[spec 9.16] login shows the smart account (the default EVM account type); sign (6492) → send deploys → sign (1271); the switch turns to the EOA, which sends; a reload keeps it', async () => {
    const { context, page } = await openVisitor()
    // Email login; a new wallet shows its recovery code once.
    await loginNew(page, EMAIL)

    // The default EVM account is the smart account, not deployed yet (counterfactual).
    const first = await evmAccount(page)
    expect(first.preferredAccountType).toBe('smartAccount')
    const smart = first.allAccounts.find((a) => a.type === 'smartAccount')?.address as Address
    const eoa = first.allAccounts.find((a) => a.type === 'eoa')?.address as Address
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(smart).not.toBe(eoa)
    expect(first.address).toBe(smart)
    expect(await page.getByTestId('address').textContent()).toBe(smart)
    expect(await client().getCode({ address: smart })).toBeUndefined()

    // Account: the Account type row opens the switch, on for the smart account, which it names.
    await openAccountType(page)
    const toggle = page.getByTestId('smart-account-switch')
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    expect(await page.getByTestId('account-type-address').textContent()).toBe(smart)
    expect(await settledAxe(page)).toEqual([])
    await page.keyboard.press('Escape')

    // A message signed before deployment verifies on chain (ERC-6492: viem's verifyMessage simulates the deploy).
    await page.getByRole('button', { name: 'Sign message' }).click()
    await approve(page)
    const before = (await waitResult(page)) as Hex
    expect(await client().verifyMessage({ address: smart, message: MESSAGE, signature: before })).toBe(true)

    // ETH from the smart account: a user operation (sponsored gas; the value is the account's own) that
    // deploys the account; the receiver's balance changes on anvil.
    await setAnvilBalance(rpcUrl(), smart, parseEther('1'))
    const receiverBefore = await client().getBalance({ address: RECEIVER })
    await page.getByRole('button', { name: 'Send transaction' }).click()
    await approve(page)
    const sent = (await waitResult(page, before)) as Hex
    expect(sent).toMatch(/^0x[0-9a-f]{64}$/)
    await expect
      .poll(() => client().getBalance({ address: RECEIVER }), { timeout: 60_000 })
      .toBe(receiverBefore + SENT)
    expect(await client().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{10,}/)
    // The key's own account sent nothing.
    expect(await client().getTransactionCount({ address: eoa })).toBe(0)

    // After deployment: ERC-1271 on the deployed account.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await approve(page)
    const after = (await waitResult(page, sent)) as Hex
    expect(await client().verifyMessage({ address: smart, message: MESSAGE, signature: after })).toBe(true)

    // No switch while an approval is open (it would change the account the approval is for): the frame
    // refuses, the plugin rejects with its code and the account stays the smart account.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await frame(page).locator('button[data-action=reject]').waitFor({ timeout: 30_000 })
    const refused = await page.evaluate(() =>
      window.__airlock
        .plugin('email-social')
        ?.loaded()
        ?.setPreferredAccountType('eoa')
        .then(
          () => 'switched',
          (error: { code?: string }) => error.code,
        ),
    )
    expect(refused).toBe('APPROVAL_PENDING')
    expect(await evmAccount(page)).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
    await frame(page).locator('button[data-action=reject]').click()
    const declined = await waitResult(page, after)
    expect(declined).toMatch(/^error: /)

    // The switch, by keyboard: the EOA becomes the account (state and Account), off.
    await openAccountType(page)
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 30_000 }).toBe('false')
    expect(await page.getByTestId('account-type-address').textContent()).toBe(eoa)
    expect(await evmAccount(page)).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(await settledAxe(page)).toEqual([])
    await page.keyboard.press('Escape')

    // The EOA sends itself (from = EOA).
    await setAnvilBalance(rpcUrl(), eoa, parseEther('1'))
    await page.getByRole('button', { name: 'Send transaction' }).click()
    await approve(page)
    const fromEoa = (await waitResult(page, declined)) as Hex
    const receipt = await client().waitForTransactionReceipt({ hash: fromEoa, timeout: 60_000 })
    expect(receipt.from.toLowerCase()).toBe(eoa.toLowerCase())
    expect(receipt.status).toBe('success')

    // A reload restores the session with the EOA.
    await page.reload()
    await page.getByTestId('address').filter({ hasText: eoa }).waitFor({ timeout: 60_000 })
    expect(await evmAccount(page)).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    await context.close()
  })

  it('wallet_sendCalls through the evm adapter: two transfers shown in one approval land in one operation; a batch with a reverting call changes nothing', async () => {
    const { context, page } = await openVisitor()
    await loginNew(page, `calls.${Date.now()}@example.com`)
    const { address: smart, preferredAccountType } = await evmAccount(page)
    expect(preferredAccountType).toBe('smartAccount')
    await setAnvilBalance(rpcUrl(), smart as Address, parseEther('1'))

    /** The evm adapter's sendCalls as an integrator calls it; the outcome is kept on the page. */
    const startCalls = (calls: unknown[]) =>
      page.evaluate((c) => {
        const adapter = window.__airlock.get((s) => s.connection.adapter('eip155')) as unknown as {
          sendCalls(p: { calls: unknown[] }): Promise<unknown>
        }
        const w = window as unknown as { __calls?: Promise<unknown> }
        w.__calls = adapter.sendCalls({ calls: c }).then(
          (ok) => ({ ok }),
          (error: {
            code?: unknown
            name?: string
            data?: unknown
            cause?: { code?: unknown; message?: string }
          }) => ({
            name: error.name,
            code: error.code,
            data: error.data,
            causeCode: error.cause?.code,
            reason: error.cause?.message,
          }),
        )
      }, calls)
    const callsOutcome = () =>
      page.evaluate(() => (window as unknown as { __calls?: Promise<unknown> }).__calls) as Promise<{
        ok?: { id: string }
        name?: string
        code?: unknown
        data?: unknown
        causeCode?: unknown
        reason?: string
      }>
    const request = (method: string, params: unknown[]) =>
      page.evaluate(
        ([m, p]) => {
          const adapter = window.__airlock.get((s) => s.connection.adapter('eip155')) as unknown as {
            request(a: { method: string; params: unknown[] }): Promise<unknown>
          }
          return adapter.request({ method: m as string, params: p as unknown[] })
        },
        [method, params] as const,
      )

    // Two transfers to two fresh receivers: one approval shows both, then one user operation carries them.
    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]
    await startCalls([
      { to: a, value: toHex(parseEther('0.01')), data: '0x' },
      { to: b, value: toHex(parseEther('0.02')), data: '0x' },
    ])
    const opened = page.context().waitForEvent('page')
    await clickUntilGone(frame(page).locator('button[data-action=open-window]'))
    const popup = await opened
    await popup.locator('button[data-action=approve]').waitFor()
    const shown = (await popup.locator('body').textContent()) ?? ''
    expect(shown).toContain(a)
    expect(shown).toContain(b)
    await humanClick(popup, popup.locator('button[data-action=approve]'))
    const sent = await callsOutcome()
    expect(sent.ok?.id).toMatch(/^0x[0-9a-f]{64}$/)
    const id = sent.ok?.id as string
    await expect
      .poll(async () => ((await request('wallet_getCallsStatus', [id])) as { status: number }).status, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(200)
    const status = (await request('wallet_getCallsStatus', [id])) as {
      atomic: boolean
      receipts: Array<{ transactionHash: Hex }>
    }
    expect(status.atomic).toBe(true)
    expect(status.receipts).toHaveLength(1)
    const receipt = await client().getTransactionReceipt({ hash: status.receipts[0]?.transactionHash as Hex })
    expect(receipt.status).toBe('success')
    expect([await client().getBalance({ address: a }), await client().getBalance({ address: b })]).toEqual([
      parseEther('0.01'),
      parseEther('0.02'),
    ])

    // All or nothing: the second call reverts (withdrawing a deposit the account does not have), so the
    // frame refuses the batch before asking; the first call's receiver gets nothing.
    const c = privateKeyToAccount(generatePrivateKey()).address
    const withdrawTooMuch = encodeFunctionData({
      abi: entryPoint08Abi,
      functionName: 'withdrawTo',
      args: [c, parseEther('1')],
    })
    await startCalls([
      { to: c, value: '0x1', data: '0x' },
      { to: DEVNET_AA_CONTRACTS.entryPoint, data: withdrawTooMuch },
    ])
    const refused = await callsOutcome()
    // The frame's USER_OPERATION_REVERTED reaches the dApp as an internal RPC error (-32603) that keeps the
    // frame's code in `data` and the contract's own revert reason in its cause.
    expect(refused).toMatchObject({
      name: 'InternalRpcError',
      code: -32603,
      data: { code: 'USER_OPERATION_REVERTED' },
    })
    expect(refused.reason).toContain('Withdraw amount too large')
    expect(await client().getBalance({ address: c })).toBe(0n)
    await context.close()
  })

  it("a name registered from the undeployed smart account: the frame approves the message, the API verifies it (ERC-6492) and the name is the smart account's", async () => {
    const { context, page } = await openVisitor({ ens: true })
    await loginNew(page, `names.${Date.now()}@example.com`)
    const { address, allAccounts } = await evmAccount(page)
    const smart = address as Address
    const eoa = allAccounts.find((a) => a.type === 'eoa')?.address as Address
    expect(await client().getCode({ address: smart })).toBeUndefined()

    // Account → Choose name → a free name → Register: the signature is asked in the frame and approved there.
    await page.evaluate(() => window.__airlock.open())
    await page.locator('[data-action="ens/choose-name"]').click()
    const input = page.getByTestId('ens-name-input')
    const label = `aa-${Math.random().toString(36).slice(2, 8)}`
    const name = `${label}.${devnet.nameZone}`
    await input.fill(label)
    await expect
      .poll(() => page.getByTestId('ens-availability').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('available')
    await page.getByRole('button', { name: 'Register', exact: true }).click()
    await approve(page)
    await expect
      .poll(() => page.getByTestId('ens-registered-name').textContent(), { timeout: 30_000 })
      .toBe(name)

    // The API holds the name for the smart account (not its signer), which is still not deployed: the
    // signature it verified was ERC-6492's.
    expect((await reverseLookup(smart)).map((n) => n.name)).toEqual([name])
    expect(await reverseLookup(eoa)).toEqual([])
    expect(await client().getCode({ address: smart })).toBeUndefined()
    await page.getByRole('button', { name: 'Back to account' }).click()
    await page.locator('#al-account-name').getByText(name).waitFor({ timeout: 30_000 })
    await context.close()
  })
})
