import { type AaTestChain, DEVNET_AA_CONTRACTS, startAaTestChain } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, encodeFunctionData, type Hex, http, parseEther, toHex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { airlockSmartAccountAbi } from '../aa'
import { factoryAddressOf } from './testing/aaAnvil'
import { type FrameBrowserHarness, startFrameBrowserHarness } from './testing/frameBrowserHarness'

/** EntryPoint.withdrawTo more than the account's deposit: reverts with 'Withdraw amount too large'. */
const withdrawTooMuch = () =>
  encodeFunctionData({
    abi: entryPoint08Abi,
    functionName: 'withdrawTo',
    args: [receiver(), parseEther('1')],
  })

/** An address nobody has used: its balance is what the test sent it. */
const receiver = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('eth_sendTransaction from the smart account (Chromium, anvil, alto bundler)', () => {
  let chain: AaTestChain
  let h: FrameBrowserHarness

  beforeAll(async () => {
    chain = await startAaTestChain()
    h = await startFrameBrowserHarness({
      chains: { 'eip155:31337': chain.node.rpcUrl },
      smartAccounts: {
        'eip155:31337': {
          bundlerUrl: chain.bundlerUrl,
          factoryAddress: DEVNET_AA_CONTRACTS.accountFactory,
        },
      },
    })
  }, 300_000)
  afterAll(async () => {
    await h?.stop()
    await chain?.stop()
  })

  /** eth_sendTransaction approved in the window; the frame's answer. */
  async function sendApproved(page: Page, tx: Record<string, string>) {
    const id = await h.send(page, 'RPC_REQUEST', { method: 'eth_sendTransaction', params: [tx] })
    const popup = await h.decideInWindow(page, 'approve')
    return { answer: await h.answer(page, id), popup }
  }

  it('sends ETH as a user operation through the bundler: deploys the account on first use, answers the including transaction, and sends again', async () => {
    const page = await h.openApp()
    const { address: owner } = await h.login(page, 'aa-send@example.com')
    const smart = await factoryAddressOf(chain.node.rpcUrl, owner as Address)
    const client = createPublicClient({ transport: http(chain.node.rpcUrl) })
    expect(await client.getCode({ address: smart })).toBeUndefined()
    // Self-paid (no paymaster configured): the account pays its gas.
    await chain.fund(smart, '1')

    const to = receiver()
    const first = await sendApproved(page, { from: smart, to, value: toHex(parseEther('0.1')) })
    expect(first.answer.type).toBe('RPC_REQUEST_SUCCESS')
    const hash = first.answer.payload as Hex
    // What a dApp does with eth_sendTransaction's answer: the transaction's receipt, on the chain.
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(DEVNET_AA_CONTRACTS.entryPoint.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.1'))
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{10,}/)
    // The key's own account sent nothing: the operation went through the bundler.
    expect(await client.getTransactionCount({ address: owner as Address })).toBe(0)
    expect(await h.request(page, 'INIT_SMART_ACCOUNT')).toMatchObject({
      payload: { address: smart, isDeployed: true },
    })

    // The deployed account sends again (no init code now).
    const second = await sendApproved(page, { from: smart, to, value: toHex(parseEther('0.05')) })
    expect(second.answer.type).toBe('RPC_REQUEST_SUCCESS')
    expect(second.answer.payload).not.toBe(hash)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.15'))
  })

  it('EIP-5792: capabilities of the smart account, two calls landing atomically in one user operation after one approval, their status', async () => {
    const page = await h.openApp()
    const { address: owner } = await h.login(page, 'aa-calls@example.com')
    const smart = await factoryAddressOf(chain.node.rpcUrl, owner as Address)
    const client = createPublicClient({ transport: http(chain.node.rpcUrl) })
    const rpc = (method: string, params: unknown[]) => h.request(page, 'RPC_REQUEST', { method, params })

    // Atomic batches on the chain with a bundler; no paymaster configured, so no paymasterService.
    expect(await rpc('wallet_getCapabilities', [smart])).toEqual(
      expect.objectContaining({
        type: 'RPC_REQUEST_SUCCESS',
        payload: { '0x7a69': { atomic: { status: 'supported' } } },
      }),
    )
    expect((await rpc('wallet_getCapabilities', [owner])).payload).toEqual({})
    expect(await rpc('wallet_getCapabilities', [receiver()])).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 4100 },
    })

    await chain.fund(smart, '1')
    const [a, b] = [receiver(), receiver()]
    const batch = {
      version: '2.0.0',
      id: 'batch-1',
      from: smart,
      chainId: '0x7a69',
      atomicRequired: true,
      calls: [
        { to: a, value: toHex(parseEther('0.01')) },
        { to: b, value: toHex(parseEther('0.02')) },
      ],
    }
    const id = await h.send(page, 'RPC_REQUEST', { method: 'wallet_sendCalls', params: [batch] })
    // One approval lists both calls.
    const shown = h.frame(page).locator('body')
    await h.frame(page).locator('button[data-action=open-window]').waitFor({ timeout: 60_000 })
    expect(await shown.textContent()).toContain(a)
    expect(await shown.textContent()).toContain(b)
    await h.decideInWindow(page, 'approve')
    expect(await h.answer(page, id)).toMatchObject({
      type: 'RPC_REQUEST_SUCCESS',
      payload: { id: 'batch-1' },
    })

    await expect
      .poll(async () => (await rpc('wallet_getCallsStatus', ['batch-1'])).payload, {
        timeout: 60_000,
        interval: 250,
      })
      .toMatchObject({ id: 'batch-1', chainId: '0x7a69', atomic: true, status: 200 })
    const status = (await rpc('wallet_getCallsStatus', ['batch-1'])).payload as {
      receipts: Array<{ transactionHash: Hex }>
    }
    // Both calls in one transaction: one receipt, and both receivers paid.
    expect(status.receipts).toHaveLength(1)
    const receipt = await client.getTransactionReceipt({ hash: status.receipts[0]!.transactionHash })
    expect(receipt.status).toBe('success')
    expect([await client.getBalance({ address: a }), await client.getBalance({ address: b })]).toEqual([
      parseEther('0.01'),
      parseEther('0.02'),
    ])

    // All or nothing: a batch whose second call reverts is refused in simulation; its first call never lands.
    const c = receiver()
    const reverting = await rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        from: smart,
        calls: [
          { to: c, value: '0x1' },
          { to: DEVNET_AA_CONTRACTS.entryPoint, data: withdrawTooMuch() },
        ],
      },
    ])
    expect(reverting).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: 'USER_OPERATION_REVERTED' },
    })
    expect(await client.getBalance({ address: c })).toBe(0n)

    // EIP-5792's refusals: a used id (5720), an unknown id (5730), a chain without a smart account (5710).
    expect(await rpc('wallet_sendCalls', [batch])).toMatchObject({ payload: { code: 5720 } })
    expect(await rpc('wallet_getCallsStatus', ['never-sent'])).toMatchObject({ payload: { code: 5730 } })
    expect(await rpc('wallet_sendCalls', [{ ...batch, id: 'batch-2', chainId: '0x1' }])).toMatchObject({
      payload: { code: 5710 },
    })
  })

  it('eth_sendUserOperation: the calls of the dApp operation, approved like any signature, sent from the smart account; another sender or EntryPoint refused unseen', async () => {
    const page = await h.openApp()
    const { address: owner } = await h.login(page, 'aa-userop@example.com')
    const smart = await factoryAddressOf(chain.node.rpcUrl, owner as Address)
    const client = createPublicClient({ transport: http(chain.node.rpcUrl) })
    await chain.fund(smart, '1')
    const to = receiver()
    const callData = encodeFunctionData({
      abi: airlockSmartAccountAbi,
      functionName: 'execute',
      args: [to, parseEther('0.02'), '0x'],
    })
    const entryPoint = DEVNET_AA_CONTRACTS.entryPoint
    const rpc = (params: unknown[]) =>
      h.request(page, 'RPC_REQUEST', { method: 'eth_sendUserOperation', params })

    // Refused before anything is shown: another account's operation, another EntryPoint, call data the
    // account does not make.
    expect(await rpc([{ sender: receiver(), callData }, entryPoint])).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: -32602 },
    })
    expect(await rpc([{ sender: smart, callData }, receiver()])).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: -32602 },
    })
    expect(await rpc([{ sender: smart, callData: '0xdeadbeef' }, entryPoint])).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: -32602 },
    })
    expect(await client.getCode({ address: smart })).toBeUndefined()

    const id = await h.send(page, 'RPC_REQUEST', {
      method: 'eth_sendUserOperation',
      params: [{ sender: smart, callData, nonce: '0x0', signature: '0x' }, entryPoint],
    })
    await h.decideInWindow(page, 'approve')
    const answer = await h.answer(page, id)
    expect(answer.type).toBe('RPC_REQUEST_SUCCESS')
    expect(answer.payload).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => client.getBalance({ address: to }), { timeout: 60_000 }).toBe(parseEther('0.02'))
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{10,}/)
  })
})
