// The smart-account client against the real stack: anvil (seeded), EntryPoint v0.8, the account
// factory, the verifying paymaster and its service, and an alto bundler. Every balance and code check
// reads the chain.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  BundlerUnavailableError,
  createAaBundlerClient,
  InsufficientFundsError,
  NonceCollisionError,
  PaymasterRefusedError,
  prepareUserOperation,
  resubmitUserOperation,
  sendUserOperation,
  signUserOperation,
  submitUserOperation,
  toAirlockSmartAccount,
  UserOperationRevertedError,
  waitForUserOperationReceipt,
} from '@airlock/frame-host/aa'
import { encodeFunctionData, type Hex, type LocalAccount, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestToken } from '../../contracts/artifacts/artifacts'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { DEVNET_AA_CONTRACTS } from './deployAaContracts'
import { type AaTestChain, startAaTestChain } from './testing/startAaTestChain'

const entryPointAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
] as const

let t: AaTestChain

beforeAll(async () => {
  t = await startAaTestChain()
}, 300_000)

afterAll(async () => {
  await t?.stop()
})

/** A fresh owner key whose signing calls are counted. */
function countingOwner(): { owner: LocalAccount; signatures: () => number } {
  const inner = privateKeyToAccount(generatePrivateKey())
  let count = 0
  const owner: LocalAccount = {
    ...inner,
    async signTypedData(typedData) {
      count++
      return inner.signTypedData(typedData as never)
    },
    async signMessage(message) {
      count++
      return inner.signMessage(message)
    },
  }
  return { owner, signatures: () => count }
}

async function freshAccount(owner = countingOwner().owner) {
  return toAirlockSmartAccount({
    client: t.publicClient,
    owner,
    factoryAddress: DEVNET_AA_CONTRACTS.accountFactory,
  })
}

/** An address nobody has used: its balance is what the test sent it. */
const receiver = (): Hex => privateKeyToAccount(generatePrivateKey()).address
const balance = (address: Hex) => t.publicClient.getBalance({ address })
const depositOf = (address: Hex) =>
  t.publicClient.readContract({
    address: DEVNET_AA_CONTRACTS.entryPoint,
    abi: entryPointAbi,
    functionName: 'balanceOf',
    args: [address],
  })
const paymasterDeposit = () => depositOf(DEVNET_AA_CONTRACTS.paymaster)
const sponsoredClient = () =>
  createAaBundlerClient({ client: t.publicClient, bundlerUrl: t.bundlerUrl, paymasterUrl: t.paymasterUrl })
const selfPaidClient = () => createAaBundlerClient({ client: t.publicClient, bundlerUrl: t.bundlerUrl })

describe('user operations through the bundler', () => {
  it('a sponsored operation deploys a fresh account and moves its ETH; the paymaster pays the gas', async () => {
    const account = await freshAccount()
    await t.fund(account.address, '1')
    const to = receiver()
    const [depositBefore, accountBefore] = await Promise.all([paymasterDeposit(), balance(account.address)])
    expect(await t.publicClient.getCode({ address: account.address })).toBeUndefined()

    const bundlerClient = sponsoredClient()
    const { hash } = await sendUserOperation({
      bundlerClient,
      account,
      calls: [{ to, value: parseEther('0.25') }],
    })
    const receipt = await waitForUserOperationReceipt({ bundlerClient, hash })

    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(DEVNET_AA_CONTRACTS.paymaster)
    expect(await balance(to)).toBe(parseEther('0.25'))
    expect(await balance(account.address)).toBe(accountBefore - parseEther('0.25'))
    expect(await paymasterDeposit()).toBe(depositBefore - receipt.actualGasCost)
    expect(await t.publicClient.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{10,}/)
  }, 120_000)

  it('a self-paid operation deploys the account and pays its gas from the account', async () => {
    const account = await freshAccount()
    await t.fund(account.address, '1')
    const to = receiver()
    const depositBefore = await paymasterDeposit()

    const bundlerClient = selfPaidClient()
    const { hash } = await sendUserOperation({
      bundlerClient,
      account,
      calls: [{ to, value: parseEther('0.1') }],
    })
    const receipt = await waitForUserOperationReceipt({ bundlerClient, hash })

    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBeUndefined()
    expect(await balance(to)).toBe(parseEther('0.1'))
    // The account prefunded its gas into its EntryPoint deposit; what was not used stays there.
    const [left, deposit] = await Promise.all([balance(account.address), depositOf(account.address)])
    expect(left + deposit).toBe(parseEther('1') - parseEther('0.1') - receipt.actualGasCost)
    expect(deposit).toBeGreaterThan(0n)
    expect(await paymasterDeposit()).toBe(depositBefore)
    expect(await account.isDeployed()).toBe(true)
  }, 120_000)

  it('two calls in one operation land together, and a failing second call undoes the first on chain', async () => {
    const account = await freshAccount()
    await t.fund(account.address, '1')
    const [a, b] = [receiver(), receiver()]
    const bundlerClient = sponsoredClient()
    const { hash } = await sendUserOperation({
      bundlerClient,
      account,
      calls: [
        { to: a, value: parseEther('0.01') },
        { to: b, value: parseEther('0.02') },
      ],
    })
    const receipt = await waitForUserOperationReceipt({ bundlerClient, hash })
    expect(receipt.success).toBe(true)
    expect([await balance(a), await balance(b)]).toEqual([parseEther('0.01'), parseEther('0.02')])

    // Gas limits given, so nothing simulates the calls: the bundler includes the operation and its
    // second call (a USDC transfer the account cannot cover) reverts on chain.
    const c = receiver()
    const transfer = encodeFunctionData({
      abi: TestToken.abi,
      functionName: 'transfer',
      args: [c, parseUnits('1', 6)],
    })
    const reverting = await bundlerClient.sendUserOperation({
      account,
      calls: [
        { to: c, value: parseEther('0.03') },
        { to: DEVNET_CONTRACTS.usdc, data: transfer },
      ],
      callGasLimit: 200_000n,
      verificationGasLimit: 200_000n,
      preVerificationGas: 60_000n,
    })
    const failed = await waitForUserOperationReceipt({ bundlerClient, hash: reverting })
    expect(failed.success).toBe(false)
    expect(await balance(c)).toBe(0n)
  }, 120_000)
})

describe("the bundler's and paymaster's refusals", () => {
  it('a call that reverts in simulation fails with its reason before anything is signed', async () => {
    const { owner, signatures } = countingOwner()
    const account = await freshAccount(owner)
    const transfer = encodeFunctionData({
      abi: TestToken.abi,
      functionName: 'transfer',
      args: [DEVNET_ACCOUNTS[1]!.address, parseUnits('5', 6)],
    })
    let approvals = 0
    const error = await sendUserOperation({
      bundlerClient: sponsoredClient(),
      account,
      calls: [
        { to: DEVNET_ACCOUNTS[1]!.address, value: 0n },
        { to: DEVNET_CONTRACTS.usdc, data: transfer },
      ],
      approve: () => {
        approvals++
      },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserOperationRevertedError)
    expect((error as UserOperationRevertedError).reason).toBe('balance')
    expect((error as UserOperationRevertedError).callIndex).toBe(1)
    expect(approvals).toBe(0)
    expect(signatures()).toBe(0)
  }, 120_000)

  it('a project without sponsorship is refused by the paymaster, and nothing is signed', async () => {
    const { owner, signatures } = countingOwner()
    const account = await freshAccount(owner)
    t.aa.server.sponsorship.set('airlock-devnet', false)
    try {
      const error = await sendUserOperation({
        bundlerClient: sponsoredClient(),
        account,
        calls: [{ to: DEVNET_ACCOUNTS[1]!.address, value: 0n }],
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PaymasterRefusedError)
      expect((error as PaymasterRefusedError).reason).toBe('project-not-sponsored')
      expect(signatures()).toBe(0)
    } finally {
      t.aa.server.sponsorship.set('airlock-devnet', true)
    }
  }, 120_000)

  it('a self-paying account without ETH is refused as unable to pay', async () => {
    const account = await freshAccount()
    const error = await sendUserOperation({
      bundlerClient: selfPaidClient(),
      account,
      calls: [{ to: DEVNET_ACCOUNTS[1]!.address, value: 0n }],
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
  }, 120_000)

  it('two operations with the same nonce: one lands, the other is refused as a nonce collision', async () => {
    const account = await freshAccount()
    const to = receiver()
    await t.fund(account.address, '1')
    const bundlerClient = sponsoredClient()
    // Two tabs prepare at the same time: both read nonce 0.
    const [first, second] = await Promise.all([
      prepareUserOperation({ bundlerClient, account, calls: [{ to, value: 1000n }] }),
      prepareUserOperation({ bundlerClient, account, calls: [{ to, value: 1000n, data: '0x01' }] }),
    ])
    expect(second.userOperation.nonce).toBe(first.userOperation.nonce)
    const hash = await submitUserOperation({ bundlerClient, signed: await signUserOperation(account, first) })
    const error = await submitUserOperation({
      bundlerClient,
      signed: await signUserOperation(account, second),
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NonceCollisionError)
    await waitForUserOperationReceipt({ bundlerClient, hash })
    expect(await balance(to)).toBe(1000n)
  }, 120_000)
})

describe('bundler down', () => {
  it('a stopped bundler gives BundlerUnavailableError before anything is signed; started again, it serves', async () => {
    const { owner, signatures } = countingOwner()
    const account = await freshAccount(owner)
    const supervisor = t.aa.server.bundlers.get(t.chain.id)!
    await supervisor.stop()
    try {
      const error = await sendUserOperation({
        bundlerClient: sponsoredClient(),
        account,
        calls: [{ to: DEVNET_ACCOUNTS[1]!.address, value: 0n }],
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BundlerUnavailableError)
      expect((error as BundlerUnavailableError).mayHaveBeenReceived).toBe(false)
      expect(signatures()).toBe(0)
    } finally {
      await supervisor.start()
    }
    const { hash } = await sendUserOperation({
      bundlerClient: sponsoredClient(),
      account,
      calls: [{ to: DEVNET_ACCOUNTS[1]!.address, value: 0n }],
    })
    expect((await waitForUserOperationReceipt({ bundlerClient: sponsoredClient(), hash })).success).toBe(true)
  }, 180_000)

  it('an answer lost after the bundler took the operation: resubmitting sends nothing twice', async () => {
    const { owner, signatures } = countingOwner()
    const account = await freshAccount(owner)
    const to = receiver()
    await t.fund(account.address, '1')
    // Forwards every request to the bundler, but drops the connection instead of answering a send.
    const lossy = await startLossyProxy(t.bundlerUrl)
    try {
      const prepared = await prepareUserOperation({
        bundlerClient: sponsoredClient(),
        account,
        calls: [{ to, value: 777n }],
      })
      const signed = await signUserOperation(account, prepared)
      const error = await submitUserOperation({
        bundlerClient: createAaBundlerClient({ client: t.publicClient, bundlerUrl: lossy.url }),
        signed,
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BundlerUnavailableError)
      expect((error as BundlerUnavailableError).mayHaveBeenReceived).toBe(true)
      expect((error as BundlerUnavailableError).userOperationHash).toBe(prepared.hash)

      const bundlerClient = sponsoredClient()
      const again = await resubmitUserOperation({ bundlerClient, signed })
      expect(again).toEqual({ hash: prepared.hash, resent: false })
      await waitForUserOperationReceipt({ bundlerClient, hash: prepared.hash })
      expect(await balance(to)).toBe(777n)
      expect(signatures()).toBe(1)
    } finally {
      await lossy.stop()
    }
  }, 180_000)

  it('a send that timed out before reaching the bundler is sent again by resubmit, once', async () => {
    const account = await freshAccount()
    const to = receiver()
    await t.fund(account.address, '1')
    const bundlerClient = sponsoredClient()
    const signed = await signUserOperation(
      account,
      await prepareUserOperation({ bundlerClient, account, calls: [{ to, value: 555n }] }),
    )
    const rule = t.faults.add({ route: '/bundler/*', kind: 'timeout', count: 1 })
    const error = await submitUserOperation({
      bundlerClient: createAaBundlerClient({
        client: t.publicClient,
        bundlerUrl: t.bundlerUrl,
        timeoutMs: 1_000,
      }),
      signed,
    }).catch((e: unknown) => e)
    t.faults.clear(rule.id)
    expect(error).toBeInstanceOf(BundlerUnavailableError)
    expect((error as BundlerUnavailableError).mayHaveBeenReceived).toBe(true)

    const again = await resubmitUserOperation({ bundlerClient, signed })
    expect(again.resent).toBe(true)
    await waitForUserOperationReceipt({ bundlerClient, hash: again.hash })
    expect(await balance(to)).toBe(555n)
    expect(await resubmitUserOperation({ bundlerClient, signed })).toEqual({
      hash: again.hash,
      resent: false,
    })
  }, 180_000)
})

/** An HTTP proxy that forwards JSON-RPC to `target` and destroys the socket instead of answering a send. */
async function startLossyProxy(target: string): Promise<{ url: string; stop(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString()
      const upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      const text = await upstream.text()
      if (body.includes('eth_sendUserOperation')) {
        req.socket.destroy()
        return
      }
      res.writeHead(upstream.status, { 'content-type': 'application/json' })
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
