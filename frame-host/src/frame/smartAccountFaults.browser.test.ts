import {
  type AaTestChain,
  clickUntilGone,
  DEFAULT_PROJECT_ID,
  DEVNET_AA_CONTRACTS,
  startAaTestChain,
} from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, encodeFunctionData, type Hex, http, parseEther, toHex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameEvent } from '../protocol/frameEvents'
import { factoryAddressOf } from './testing/aaAnvil'
import { type BundlerProxy, startBundlerProxy } from './testing/bundlerProxy'
import { type FrameBrowserHarness, startFrameBrowserHarness } from './testing/frameBrowserHarness'
import { FRAME_TEXTS_EN } from './texts'

const receiver = (): Address => privateKeyToAccount(generatePrivateKey()).address

/**
 * The bundler (behind a proxy that can hold answers or refuse connections) and the paymaster of anvil's
 * 31337, sponsored; the frame gives up on a bundler answer after BUNDLER_TIMEOUT_MS.
 */
const BUNDLER_TIMEOUT_MS = 8_000

describe('the smart account send when the bundler or paymaster fails (Chromium, anvil, alto, paymaster)', () => {
  let chain: AaTestChain
  let proxy: BundlerProxy
  let h: FrameBrowserHarness
  let page: Page
  let smart: Address
  let recoveryCode: string
  let client: ReturnType<typeof createPublicClient>

  beforeAll(async () => {
    chain = await startAaTestChain()
    proxy = await startBundlerProxy(chain.bundlerUrl)
    h = await startFrameBrowserHarness({
      chains: { 'eip155:31337': chain.node.rpcUrl },
      smartAccounts: {
        'eip155:31337': {
          bundlerUrl: proxy.url,
          paymasterUrl: chain.paymasterUrl,
          factoryAddress: DEVNET_AA_CONTRACTS.accountFactory,
          bundlerTimeoutMs: BUNDLER_TIMEOUT_MS,
        },
      },
    })
    page = await h.openApp()
    const login = await h.login(page, 'aa-faults@example.com')
    const owner = login.address
    recoveryCode = login.recoveryCode
    smart = await factoryAddressOf(chain.node.rpcUrl, owner as Address)
    client = createPublicClient({ transport: http(chain.node.rpcUrl) })
    await chain.fund(smart, '1')
  }, 300_000)
  afterAll(async () => {
    await h?.stop()
    await proxy?.close()
    await chain?.stop()
  })

  const nonce = () =>
    client.readContract({
      address: DEVNET_AA_CONTRACTS.entryPoint,
      abi: entryPoint08Abi,
      functionName: 'getNonce',
      args: [smart, 0n],
    })

  /** Sends eth_sendTransaction from the smart account; the frame's answer, which must come unasked. */
  async function refused(tx: Record<string, string>): Promise<FrameEvent> {
    const id = await h.send(page, 'RPC_REQUEST', { method: 'eth_sendTransaction', params: [tx] })
    const answer = await h.answer(page, id)
    // Refused before the approval window asks: the frame never offered to open it.
    expect(await h.frame(page).locator('button[data-action=open-window]').count()).toBe(0)
    return answer
  }

  it('sends sponsored (EIP-5792 paymasterService): the approval shows the paymaster paying, the account pays only the value', async () => {
    // wallet_getCapabilities says so: atomic batches and the paymaster service on this chain.
    expect(
      await h.request(page, 'RPC_REQUEST', { method: 'wallet_getCapabilities', params: [smart, ['0x7a69']] }),
    ).toMatchObject({
      payload: { '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } } },
    })
    const before = await client.getBalance({ address: smart })
    const to = receiver()
    const id = await h.send(page, 'RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: smart, to, value: toHex(parseEther('0.1')) }],
    })
    await h.frame(page).getByText(FRAME_TEXTS_EN.sponsoredFee).waitFor({ timeout: 60_000 })
    await h.decideInWindow(page, 'approve')
    const answer = await h.answer(page, id)
    expect(answer.type).toBe('RPC_REQUEST_SUCCESS')
    const receipt = await client.getTransactionReceipt({ hash: answer.payload as Hex })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.1'))
    expect(await client.getBalance({ address: smart })).toBe(before - parseEther('0.1'))
  })

  it('refuses a call that reverts in simulation with its reason, before asking the visitor; nothing is sent', async () => {
    const before = await nonce()
    const sent = proxy.count('eth_sendUserOperation')
    // The account has no EntryPoint deposit: withdrawing from it reverts with the EntryPoint's reason.
    const data = encodeFunctionData({
      abi: entryPoint08Abi,
      functionName: 'withdrawTo',
      args: [receiver(), parseEther('1')],
    })
    const answer = await refused({ from: smart, to: DEVNET_AA_CONTRACTS.entryPoint, data })
    expect(answer).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 'USER_OPERATION_REVERTED' } })
    // The contract's own revert string reaches the app.
    expect((answer.payload as { message: string }).message).toContain('Withdraw amount too large')
    expect(proxy.count('eth_sendUserOperation')).toBe(sent)
    expect(await nonce()).toBe(before)
  })

  it('refuses when the paymaster will not sponsor, before asking the visitor', async () => {
    chain.aa.server.sponsorship.set(DEFAULT_PROJECT_ID, false)
    try {
      const sent = proxy.count('eth_sendUserOperation')
      const answer = await refused({ from: smart, to: receiver(), value: '0x1' })
      expect(answer).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 'PAYMASTER_REFUSED' } })
      expect(proxy.count('eth_sendUserOperation')).toBe(sent)
    } finally {
      chain.aa.server.sponsorship.set(DEFAULT_PROJECT_ID, true)
    }
  })

  it('a bundler too slow to simulate: a clear error before asking the visitor', async () => {
    proxy.hold.add('eth_estimateUserOperationGas')
    try {
      const sent = proxy.count('eth_sendUserOperation')
      const answer = await refused({ from: smart, to: receiver(), value: '0x1' })
      expect(answer).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 'BUNDLER_UNAVAILABLE' } })
      expect(proxy.count('eth_sendUserOperation')).toBe(sent)
    } finally {
      proxy.hold.delete('eth_estimateUserOperationGas')
    }
  })

  it('a send whose answer never comes: found by its hash, included once, never signed or sent twice', async () => {
    const before = await nonce()
    const sent = proxy.count('eth_sendUserOperation')
    const to = receiver()
    proxy.hold.add('eth_sendUserOperation')
    try {
      const id = await h.send(page, 'RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from: smart, to, value: toHex(parseEther('0.01')) }],
      })
      await h.decideInWindow(page, 'approve')
      const answer = await h.answer(page, id)
      expect(answer.type).toBe('RPC_REQUEST_SUCCESS')
      expect((await client.getTransactionReceipt({ hash: answer.payload as Hex })).status).toBe('success')
    } finally {
      proxy.hold.delete('eth_sendUserOperation')
    }
    // One operation reached the bundler and landed once.
    expect(proxy.count('eth_sendUserOperation')).toBe(sent + 1)
    expect(await nonce()).toBe(before + 1n)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.01'))
  })

  it('two tabs send at once: the operation the other tab made stale is prepared again once after its approval; both land, each once', async () => {
    // A second tab of the same browser, on the same session (the frame's cookie): both frames prepare an
    // operation from the smart account at the same time, so both read the same EntryPoint nonce.
    const second = await h.openApp({ context: page.context() })
    try {
      await second.evaluate(() => window.airlockTest.ready)
      expect(await h.request(second, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
      const before = await nonce()
      const sent = proxy.count('eth_sendUserOperation')
      const [toA, toB] = [receiver(), receiver()]
      // The second tab first: its frame has not opened the wallet yet and may ask for the recovery code;
      // its operation is prepared (nonce read) once it shows the approval.
      const idB = await h.send(second, 'RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from: smart, to: toB, value: '0x7' }],
      })
      const reviewB = h.frame(second).locator('button[data-action=open-window]')
      const unlock = h.frame(second).locator('input[name=recovery-code]')
      await reviewB.or(unlock).first().waitFor({ timeout: 60_000 })
      if (!(await reviewB.isVisible())) {
        await unlock.fill(recoveryCode)
        await clickUntilGone(h.frame(second).locator('button[data-action=unlock]'))
      }
      await reviewB.waitFor({ timeout: 60_000 })
      // The first tab's operation, prepared while the second's waits: the same nonce.
      const idA = await h.send(page, 'RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from: smart, to: toA, value: '0x5' }],
      })
      await h.decideInWindow(page, 'approve')
      expect((await h.answer(page, idA)).type).toBe('RPC_REQUEST_SUCCESS')
      expect(await client.getBalance({ address: toA })).toBe(5n)
      // Approved after the first used that nonce (or deployed the account it would deploy): the frame
      // prepares the approved call again on the account as it is now, and sends it.
      const sendsBefore = proxy.count('eth_sendUserOperation')
      await h.decideInWindow(second, 'approve')
      const answerB = await h.answer(second, idB)
      expect(answerB.type).toBe('RPC_REQUEST_SUCCESS')
      expect((await client.getTransactionReceipt({ hash: answerB.payload as Hex })).status).toBe('success')
      expect(await client.getBalance({ address: toB })).toBe(7n)
      expect(await client.getBalance({ address: toA })).toBe(5n)
      expect(await nonce()).toBe(before + 2n)
      // The stale operation was refused by the bundler (it can never land), the prepared-again one accepted.
      expect(proxy.count('eth_sendUserOperation')).toBe(sendsBefore + 2)
      expect(proxy.count('eth_sendUserOperation')).toBe(sent + 3)
    } finally {
      await second.close()
    }
  })

  it('a bundler that refuses connections: a clear error before asking the visitor; it works again once back', async () => {
    await proxy.close()
    try {
      const answer = await refused({ from: smart, to: receiver(), value: '0x1' })
      expect(answer).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 'BUNDLER_UNAVAILABLE' } })
    } finally {
      await proxy.reopen()
    }
    const to = receiver()
    const id = await h.send(page, 'RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: smart, to, value: '0x2' }],
    })
    await h.decideInWindow(page, 'approve')
    expect((await h.answer(page, id)).type).toBe('RPC_REQUEST_SUCCESS')
    expect(await client.getBalance({ address: to })).toBe(2n)
  })
})
