// wagmi's requests reach the wallet through the evm adapter's gated path: the kernel's `beforeRequest`
// hooks see (and may refuse) what wagmi signs and sends, as they do for the modal's own requests; and
// EIP-5792 (sendCalls, getCallsStatus, getCapabilities) against the devnet's test wallet, which does not
// implement it (it forwards wallet_* calls to anvil, which answers -32601): a clear error, not a hang, and
// viem's fallback to one eth_sendTransaction per call.
import { DEVNET_ACCOUNTS } from '@airlock/devnet'
import { createTestWalletProvider } from '@airlock/devnet/test-wallets'
import { type AirlockPlugin, BaseError } from '@airlock/kernel'
import { createMemoryStorage } from '@airlock/testing'
import {
  createPublicClient,
  http,
  MethodNotFoundRpcError,
  BaseError as ViemBaseError,
  verifyMessage,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  getCallsStatus,
  getCapabilities,
  sendCalls,
  sendTransaction,
  signMessage,
  waitForCallsStatus,
} from 'wagmi/actions'
import { chains, memoryWagmiStorage, rpcUrls, startAirlock, wagmiStatus } from '../test/nodeSupport'
import { airlockWagmiConfig } from './config'

// Account 7: no other wagmi test file sends from it (this file only sends ETH).
const account = DEVNET_ACCOUNTS[7]!
const anvil = createPublicClient({ chain: chains[0], transport: http(rpcUrls[31337]) })

/** An approval plugin's refusal: an Airlock error, so it keeps its class through the kernel's hook runner. */
class RefusedByPolicyError extends BaseError {
  override name = 'RefusedByPolicyError'
}

/** A plugin gating wallet requests: records each one, refuses the messages `refuse` accepts. */
function policy(refuse: (method: string, params: unknown) => boolean) {
  const seen: { namespace: string; method: string }[] = []
  const plugin: AirlockPlugin = {
    name: 'policy',
    setup: (ctx) =>
      ctx.hook('beforeRequest', async ({ namespace, method, params }) => {
        seen.push({ namespace, method })
        if (refuse(method, params)) throw new RefusedByPolicyError('Refused by the policy')
      }),
  }
  return { plugin, seen }
}

async function connected(plugins: AirlockPlugin[] = []) {
  const wallet = createTestWalletProvider({ accounts: [account.privateKey], rpcUrls, chainId: 31337 })
  const airlock = startAirlock(wallet, createMemoryStorage().webStorage(), plugins)
  await airlock.ready
  const config = airlockWagmiConfig(airlock, { wagmi: { storage: memoryWagmiStorage() } })
  await airlock.connect('test-wallet')
  await wagmiStatus(config, 'connected')
  return { wallet, airlock, config }
}

describe("wagmi's requests and the kernel's beforeRequest hooks", () => {
  test("a hook refuses a wagmi signMessage before the wallet sees it; an allowed one and wagmi's sendTransaction pass the hooks too", async () => {
    const refuseSecret = (method: string, params: unknown) =>
      method === 'personal_sign' && (params as unknown[])[0] === '0x736563726574' // 'secret'
    const { plugin, seen } = policy(refuseSecret)
    const { wallet, config } = await connected([plugin])

    // viem wraps what the provider threw: the hook's error is the cause wagmi's error carries.
    const refused = await signMessage(config, { message: 'secret' }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ViemBaseError)
    expect((refused as ViemBaseError).walk((e) => e instanceof RefusedByPolicyError)).toBeInstanceOf(
      RefusedByPolicyError,
    )
    expect(wallet.calls).not.toContain('personal_sign')

    const signature = await signMessage(config, { message: 'hello' })
    expect(await verifyMessage({ address: account.address, message: 'hello', signature })).toBe(true)
    expect(wallet.calls.filter((m) => m === 'personal_sign')).toHaveLength(1)

    const hash = await sendTransaction(config, { to: DEVNET_ACCOUNTS[5]!.address, value: 1n })
    expect((await anvil.waitForTransactionReceipt({ hash })).status).toBe('success')

    // Only what signs or sends is gated: wagmi's reads through the wallet (eth_chainId…) are not.
    expect(seen).toEqual([
      { namespace: 'eip155', method: 'personal_sign' },
      { namespace: 'eip155', method: 'personal_sign' },
      { namespace: 'eip155', method: 'eth_sendTransaction' },
    ])
  })
})

describe('EIP-5792 through wagmi (the devnet test wallet lacks it)', () => {
  test('getCapabilities and sendCalls fail with the wallet’s "method not found" (viem’s MethodNotFoundRpcError, the cause of sendCalls’ error), without hanging; the hooks saw the sendCalls', async () => {
    const { plugin, seen } = policy(() => false)
    const { config } = await connected([plugin])

    await expect(getCapabilities(config)).rejects.toBeInstanceOf(MethodNotFoundRpcError)
    const failed = await sendCalls(config, {
      calls: [{ to: DEVNET_ACCOUNTS[5]!.address, value: 1n }],
    }).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(ViemBaseError)
    expect((failed as ViemBaseError).walk((e) => e instanceof MethodNotFoundRpcError)).toBeInstanceOf(
      MethodNotFoundRpcError,
    )
    expect(seen.map((r) => r.method)).toEqual(['wallet_sendCalls'])
  })

  test("sendCalls with viem's fallback sends one gated eth_sendTransaction per call; getCallsStatus and waitForCallsStatus report the receipts from anvil", async () => {
    const { plugin, seen } = policy(() => false)
    const { config } = await connected([plugin])
    const [a, b] = [DEVNET_ACCOUNTS[6]!.address, DEVNET_ACCOUNTS[8]!.address]
    const [aBefore, bBefore] = await Promise.all([
      anvil.getBalance({ address: a }),
      anvil.getBalance({ address: b }),
    ])

    const { id } = await sendCalls(config, {
      calls: [
        { to: a, value: 1000n },
        { to: b, value: 2000n },
      ],
      experimental_fallback: true,
    })
    const status = await waitForCallsStatus(config, { id, timeout: 30_000 })
    expect(status.status).toBe('success')
    expect(status.receipts?.map((r) => r.status)).toEqual(['success', 'success'])
    expect((await getCallsStatus(config, { id })).status).toBe('success')
    expect((await anvil.getBalance({ address: a })) - aBefore).toBe(1000n)
    expect((await anvil.getBalance({ address: b })) - bBefore).toBe(2000n)
    expect(seen.map((r) => r.method)).toEqual([
      'wallet_sendCalls',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
  })
})
