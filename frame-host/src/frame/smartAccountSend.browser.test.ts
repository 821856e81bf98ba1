import { DEVNET_AA_CONTRACTS } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, type Hex, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AaBundlerChain, factoryAddressOf, fund, startAaBundlerChain } from './testing/aaAnvil'
import { type FrameBrowserHarness, startFrameBrowserHarness } from './testing/frameBrowserHarness'

/** An address nobody has used: its balance is what the test sent it. */
const receiver = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('eth_sendTransaction from the smart account (Chromium, anvil, alto bundler)', () => {
  let chain: AaBundlerChain
  let h: FrameBrowserHarness

  beforeAll(async () => {
    chain = await startAaBundlerChain()
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
    await fund(chain.node.rpcUrl, smart, '1')

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
})
