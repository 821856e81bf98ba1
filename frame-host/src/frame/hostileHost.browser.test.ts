// Issue #28 reproduced from a hostile host page: an app on an allowed origin that embeds the frame, does
// the handshake itself and tries each attack of the issue. Every attack is run for real in Chromium
// against anvil chains, and each must now fail to get its result: the 5 ETH stay, no signature is
// given, the chain shown is the chain used, the name cannot reverse the origin, a planted or unproven
// session opens nothing.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnvilNode, humanClick, startAnvil } from '@airlock/devnet'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, toHex, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call, newVerifier } from '../server/testing/frameHostHarness'
import { type FrameBrowserHarness, startFrameBrowserHarness } from './testing/frameBrowserHarness'
import { FRAME_TEXTS_EN } from './texts'

const ATTACKER = '0x000000000000000000000000000000000000dEaD'
const FIVE_ETH = parseEther('5')
const FUNDS = parseEther('10')

describe('a hostile host page gets no signature, no account and no outage (issue #28)', () => {
  let h: FrameBrowserHarness
  let chainA: AnvilNode
  let chainB: AnvilNode
  let evil: Server
  let page: Page
  let address = ''
  // The host's clock (a second request for an address from this machine waits out the 30 s otherwise).
  const clock = { offset: 0 }

  beforeAll(async () => {
    ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
    h = await startFrameBrowserHarness({
      chains: { 'eip155:31337': chainA.rpcUrl, 'eip155:31338': chainB.rpcUrl },
      runtime: { now: () => Date.now() + clock.offset },
    })
    // A page on another port of the frame host's own host (127.0.0.1), as devnet's other services are.
    evil = createServer((req, res) => {
      const cookie = new URL(req.url ?? '/', 'http://evil').searchParams.get('cookie') ?? ''
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(
        `<!doctype html><script>document.cookie = ${JSON.stringify(cookie)}; parent.postMessage({ planted: document.cookie }, '*')</script>`,
      )
    })
    await new Promise<void>((r) => evil.listen(0, '127.0.0.1', r))
    page = await h.openApp()
    address = (await h.login(page, 'victim@example.com')).address
  }, 240_000)
  // Each attack starts from a wallet with 10 ETH on both chains and an attacker with none.
  beforeEach(async () => {
    for (const node of [chainA, chainB]) {
      await rpc(node, 'anvil_setBalance', [address, toHex(FUNDS)])
      await rpc(node, 'anvil_setBalance', [ATTACKER, '0x0'])
    }
  })
  // An attack that got further than it should leaves nothing behind for the next one.
  afterEach(async () => {
    for (const other of page.context().pages()) if (other !== page) await other.close()
    await resetStyle()
    await h.request(page, 'RPC_ABORT')
  })
  afterAll(async () => {
    await h?.stop()
    evil?.close()
    await Promise.all([chainA?.stop(), chainB?.stop()])
  })

  async function rpc(node: AnvilNode, method: string, params: unknown[]): Promise<unknown> {
    const res = await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return ((await res.json()) as { result: unknown }).result
  }
  const balance = async (node: AnvilNode, who: string) =>
    BigInt((await rpc(node, 'eth_getBalance', [who, 'latest'])) as string)
  const sendFiveEth = () =>
    h.send(page, 'RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: ATTACKER, value: toHex(FIVE_ETH) }],
    })
  const review = () => h.frame(page).locator('button[data-action=open-window]')
  const iframeStyle = (css: string) =>
    page.evaluate((c) => {
      ;(document.getElementById('airlock-secure-frame') as HTMLIFrameElement).style.cssText += `;${c}`
    }, css)
  const resetStyle = () =>
    page.evaluate(() => {
      const iframe = document.getElementById('airlock-secure-frame') as HTMLIFrameElement
      iframe.style.cssText = 'position:fixed;top:0;left:0;width:360px;height:600px;border:0;z-index:999'
      for (const node of document.querySelectorAll('[data-decoy]')) node.remove()
    })
  /** The host's decoy, drawn where the frame's button is ('Claim free NFT'). */
  const decoy = (box: { x: number; y: number; width: number; height: number }, css = '') =>
    page.evaluate(
      ([b, c]) => {
        const button = document.createElement('button')
        button.textContent = 'Claim free NFT'
        button.dataset.decoy = ''
        button.style.cssText = `position:fixed;left:${b.x}px;top:${b.y}px;width:${b.width}px;height:${b.height}px;${c}`
        document.body.append(button)
      },
      [box, css] as const,
    )
  const armed = async (button: Locator) => {
    await button.waitFor()
    await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true)
  }
  const centre = (b: { x: number; y: number; width: number; height: number }) => ({
    x: b.x + b.width / 2,
    y: b.y + b.height / 2,
  })
  const noPopupWithin = async (ms: number) => {
    const popup = await page
      .context()
      .waitForEvent('page', { timeout: ms })
      .catch(() => undefined)
    return popup === undefined
  }
  /** Ends the pending approval (RPC_ABORT): it is answered 4001 'Request was aborted'. */
  const abort = async (id: string) => {
    await h.request(page, 'RPC_ABORT')
    expect(await h.answer(page, id)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 4001, message: 'Request was aborted' },
    })
  }
  const fundsStay = async () => {
    expect(await balance(chainA, address)).toBe(FUNDS)
    expect(await balance(chainA, ATTACKER)).toBe(0n)
  }

  // Finding 1: IntersectionObserver v2 cannot see a mask (measured in visibilityProbe.browser.test.ts),
  // so the frame's Review button is live under one, and the click opens the approval window. The decision
  // is taken there: the second click of the decoy (a double click) lands while Approve is not yet armed.
  for (const [name, mask] of [
    ['a full mask', 'linear-gradient(transparent, transparent)'],
    ['a mask showing only the button row', 'linear-gradient(transparent 85%, black 85%)'],
  ] as const)
    it(`clickjacking through ${name}: the decoy's clicks approve nothing, the 5 ETH stay`, async () => {
      const id = await sendFiveEth()
      await armed(review())
      const box = (await review().boundingBox())!
      await decoy(box, 'z-index:1')
      await iframeStyle(`mask-image:${mask};-webkit-mask-image:${mask}`)
      const opened = page.context().waitForEvent('page')
      await page.mouse.click(centre(box).x, centre(box).y)
      const popup = await opened
      // The decoy wants more clicks. Whether they come at once (a double click) or after Approve went
      // live with the cursor parked on it (the window opened under it), none of them decides.
      const approve = popup.locator('button[data-action=approve]')
      await approve.waitFor({ state: 'attached' })
      const spot = centre((await approve.boundingBox())!)
      await popup.mouse.click(spot.x, spot.y)
      await expect.poll(() => approve.isEnabled(), { timeout: 10_000 }).toBe(true)
      for (let i = 0; i < 3; i++) {
        await popup.mouse.down()
        await popup.mouse.up()
      }
      await popup.keyboard.press('Enter')
      await popup.waitForTimeout(1_000)
      expect(popup.isClosed()).toBe(false)
      // The window says what is asked, in full, where no page can draw over it.
      expect(await popup.locator('h1').textContent()).toBe(FRAME_TEXTS_EN.sendTransaction)
      expect(await popup.locator('dd').allTextContents()).toContain('5 ETH')
      await fundsStay()
      await popup.close()
      await resetStyle()
      await abort(id)
      await fundsStay()
    })

  // Finding 1 (zoom) and finding 2: what the frame can see disarms its buttons at once, for as long as
  // it lasts, and they re-arm only 500 ms after the frame is fully visible again.
  for (const [name, attack] of [
    ['zoom: 0.1', async () => iframeStyle('zoom:0.1')],
    ['opacity: 0 after 700 ms visible', async () => iframeStyle('opacity:0')],
    [
      'an opaque cover with pointer-events: none',
      async () =>
        page.evaluate(() => {
          const cover = document.createElement('div')
          cover.dataset.decoy = ''
          cover.style.cssText =
            'position:fixed;left:0;top:0;width:400px;height:640px;background:#fff;z-index:1000;pointer-events:none'
          document.body.append(cover)
        }),
    ],
    ['the frame moved mostly off screen', async () => iframeStyle('top:-540px')],
  ] as const)
    it(`clickjacking after ${name}: the frame's buttons go dead, the 5 ETH stay`, async () => {
      const id = await sendFiveEth()
      await armed(review())
      await page.waitForTimeout(700)
      const before = (await review().boundingBox())!
      await attack()
      await decoy(before, 'z-index:0')
      await expect.poll(() => review().isEnabled(), { timeout: 5_000 }).toBe(false)
      const target = (await review().boundingBox()) ?? before
      await page.mouse.click(centre(target).x, centre(target).y)
      await page.mouse.click(centre(before).x, centre(before).y)
      expect(await noPopupWithin(1_000)).toBe(true)
      await fundsStay()
      // Visible again: live again after 500 ms, not before.
      await resetStyle()
      await armed(review())
      await abort(id)
    })

  it('keyboard after the frame is hidden while focused (Tab, Tab, Enter): nothing happens, the 5 ETH stay', async () => {
    const id = await sendFiveEth()
    await armed(review())
    await h.frame(page).locator('button[data-action=reject]').focus()
    await iframeStyle('opacity:0')
    await expect.poll(() => review().isEnabled(), { timeout: 5_000 }).toBe(false)
    for (const key of ['Tab', 'Tab', 'Enter', 'Shift+Tab', 'Enter', 'Space']) await page.keyboard.press(key)
    expect(await noPopupWithin(1_000)).toBe(true)
    await resetStyle()
    // Nothing was decided either way: the request is still waiting, and an abort answers it.
    await abort(id)
    await fundsStay()
  })

  it('a network switch during an approval is refused; the chain shown is the chain signed for and sent to (finding 4)', async () => {
    expect(await h.request(page, 'SWITCH_NETWORK', { chainId: 'eip155:31338' })).toMatchObject({
      type: 'SWITCH_NETWORK_SUCCESS',
    })
    const id = await h.send(page, 'RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: ATTACKER, value: toHex(1n) }],
    })
    await review().waitFor()
    expect(await h.request(page, 'SWITCH_NETWORK', { chainId: 'eip155:31337' })).toMatchObject({
      type: 'SWITCH_NETWORK_ERROR',
      payload: { code: 'APPROVAL_PENDING' },
    })
    expect(await h.request(page, 'GET_USER', { chainId: 'eip155:31337' })).toMatchObject({
      type: 'GET_USER_ERROR',
      payload: { code: 'APPROVAL_PENDING' },
    })
    const opened = page.context().waitForEvent('page')
    await review().click()
    const popup = await opened
    const cells = await popup.locator('dl').evaluate((dl) => [...dl.children].map((c) => c.textContent ?? ''))
    const rows: Record<string, string> = {}
    for (let i = 0; i + 1 < cells.length; i += 2) rows[cells[i] ?? ''] = cells[i + 1] ?? ''
    expect(rows[FRAME_TEXTS_EN.network]).toBe('eip155:31338')
    await humanClick(popup, popup.locator('button[data-action=approve]'))
    const hash = (await h.answer(page, id)).payload as `0x${string}`
    const receipt = await createPublicClient({ transport: http(chainB.rpcUrl) }).waitForTransactionReceipt({
      hash,
    })
    expect(receipt.status).toBe('success')
    expect(await rpc(chainA, 'eth_getTransactionByHash', [hash])).toBeNull()
    expect(((await rpc(chainB, 'eth_getTransactionByHash', [hash])) as { chainId: string }).chainId).toBe(
      '0x7a6a',
    )
    expect(await h.request(page, 'SWITCH_NETWORK', { chainId: 'eip155:31337' })).toMatchObject({
      type: 'SWITCH_NETWORK_SUCCESS',
    })
  })

  it('answers an approval replaced by a newer one (finding 11)', async () => {
    const first = await h.send(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('first'), address],
    })
    await review().waitFor()
    const second = await h.send(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('second'), address],
    })
    expect(await h.answer(page, first)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 4001, message: 'Request was aborted' },
    })
    await h.frame(page).locator('pre').filter({ hasText: 'second' }).waitFor()
    await h.frame(page).locator('button[data-action=reject]').click()
    expect(await h.answer(page, second)).toMatchObject({ payload: { code: 4001 } })
  })

  it('shows the verified origin first and the app name after it, bidi characters made visible (finding 9)', async () => {
    expect(
      await h.request(page, 'SYNC_DAPP_DATA', {
        metadata: { name: 'Uniswap\u202Eelpmaxe.evil', description: '', url: 'https://x', icons: [] },
        sdkVersion: '1',
        sdkType: 'airlock',
        projectId: 'p1',
      }),
    ).toMatchObject({ type: 'SYNC_DAPP_DATA_SUCCESS' })
    const id = await h.send(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('hi\u202Eereh'), address],
    })
    const popup = await h.decideInWindow(page, 'reject')
    expect(await h.answer(page, id)).toMatchObject({ payload: { code: 4001 } })
    expect(popup.isClosed() || true).toBe(true)
    const frame = h.frame(page)
    const shown = await h.send(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('again'), address],
    })
    const dts = await frame.locator('dt').allTextContents()
    const dds = await frame.locator('dd').allTextContents()
    expect(dts.slice(0, 2)).toEqual([FRAME_TEXTS_EN.requestedBy, FRAME_TEXTS_EN.saysItIs])
    expect(dds.slice(0, 2)).toEqual([`http://localhost:${h.appPort}`, 'Uniswap⟨U+202E⟩elpmaxe.evil'])
    await frame.locator('button[data-action=reject]').click()
    expect(await h.answer(page, shown)).toMatchObject({ payload: { code: 4001 } })
  })

  it('shows only what typed data signs: keys outside its types are counted, never displayed (finding 9)', async () => {
    const typedData = {
      domain: {
        name: 'USD Coin',
        version: '2',
        chainId: 31337,
        verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: {
        note: 'This permit only allows 1 USDC',
        owner: address,
        spender: ATTACKER,
        value: (2n ** 256n - 1n).toString(),
        nonce: 0,
        deadline: 4_102_444_800,
      },
    }
    const id = await h.send(page, 'RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })
    const opened = page.context().waitForEvent('page')
    await review().click()
    const popup = await opened
    await popup.locator('dl').waitFor()
    const text = (await popup.locator('main').textContent()) ?? ''
    expect(text).not.toContain('only allows 1 USDC')
    expect(await popup.locator('[role=alert]').allTextContents()).toContain(
      '1 fields sent with this request are not part of what you sign, and are not shown.',
    )
    expect(await popup.locator('dd').allTextContents()).toContain(`${2n ** 256n - 1n} (unlimited)`)
    await humanClick(popup, popup.locator('button[data-action=approve]'))
    const signature = (await h.answer(page, id)).payload as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: address as `0x${string}`,
        domain: typedData.domain as never,
        types,
        primaryType: 'Permit',
        message: { ...typedData.message, value: 2n ** 256n - 1n, nonce: 0n, deadline: 4_102_444_800n },
        signature,
      }),
    ).toBe(true)
  })

  /** A session of `email` opened over the API (no frame), as an attacker's own client does. */
  async function apiSession(email: string): Promise<string> {
    const { verifier, challenge } = newVerifier()
    const after = h.sink.mailbox.lastId
    await call('POST', `${h.host.url}/api/email/start`, { email, projectId: 'p1', challenge })
    const mail = await h.sink.mailbox.waitFor(email, { afterId: after })
    const verify = await call<{ token: string }>('POST', `${h.host.url}/api/email/verify`, {
      email,
      otp: /(\d{6})/.exec(mail.subject)![1],
      projectId: 'p1',
      verifier,
    })
    return verify.body.token
  }

  it('restores no session planted by a page on another port of its host (finding 10)', async () => {
    const token = await apiSession('planter@example.com')
    const victim = await h.openApp()
    await victim.evaluate(() => window.airlockTest.ready)
    const plant = async (cookie: string) => {
      const planted = victim.evaluate(
        () =>
          new Promise<string>((r) =>
            addEventListener('message', (e) => e.data?.planted !== undefined && r(e.data.planted)),
          ),
      )
      await victim.evaluate(
        ([port, c]) => {
          const iframe = document.createElement('iframe')
          iframe.src = `http://127.0.0.1:${port}/?cookie=${encodeURIComponent(c)}`
          document.body.append(iframe)
        },
        [(evil.address() as AddressInfo).port, cookie] as const,
      )
      return planted
    }
    // The plain cookie the issue planted: set (the planting page reads it back), and not read.
    expect(
      await plant(`airlock_frame_session=${token}; Secure; SameSite=None; Partitioned; Path=/`),
    ).toContain(token)
    await victim.reload()
    await victim.evaluate(() => window.airlockTest.ready)
    expect(await h.request(victim, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    // The same host on another port can still set a __Host- cookie (ports do not isolate cookies; a
    // sibling subdomain cannot): a session that never opened a wallet in a frame is still not restored.
    expect(
      await plant(`__Host-airlock_frame_session=${token}; Secure; SameSite=None; Partitioned; Path=/`),
    ).toContain(token)
    await victim.reload()
    await victim.evaluate(() => window.airlockTest.ready)
    expect(await h.request(victim, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    await victim.context().close()
  })

  it("never reports a wallet it did not open: one made by someone else's client stays closed (finding 5)", async () => {
    // Someone who got a session for this address elsewhere stores key shares of a seed they made.
    const token = await apiSession('new-visitor@example.com')
    clock.offset += 31_000
    const attackerAddresses = { evm: ATTACKER, solana: '11111111111111111111111111111112' }
    const stored = await call(
      'PUT',
      `${h.host.url}/api/key-shares`,
      { authShare: 'YXV0aA==', recoveryShare: 'v1.c2FsdA.aXY.Y2lwaGVy', addresses: attackerAddresses },
      { authorization: `Bearer ${token}` },
    )
    expect(stored.status).toBe(201)
    // The visitor logs in in the frame: the wallet asks for a recovery code they never had.
    const visitor = await h.openApp()
    await visitor.evaluate(() => window.airlockTest.ready)
    const after = h.sink.mailbox.lastId
    await h.request(visitor, 'CONNECT_EMAIL', { email: 'new-visitor@example.com' })
    const entered = await h.send(visitor, 'CONNECT_OTP')
    const mail = await h.sink.mailbox.waitFor('new-visitor@example.com', { afterId: after })
    await h
      .frame(visitor)
      .locator('input[name=otp]')
      .fill(/(\d{6})/.exec(mail.subject)![1]!)
    await h.frame(visitor).locator('button[data-action=confirm]').click()
    await h.frame(visitor).locator('input[name=recovery-code]').waitFor()
    expect(await h.request(visitor, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    // They give up and reload: the session cookie is there, its wallet never opened here. Nothing is
    // reported (the recorded, attacker-known address used to be).
    await visitor.reload()
    await visitor.evaluate(() => window.airlockTest.ready)
    expect(await h.request(visitor, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    expect(await h.request(visitor, 'GET_USER')).toMatchObject({ type: 'GET_USER_ERROR' })
    expect(entered).toBeTruthy()
    await visitor.context().close()
  })
})
