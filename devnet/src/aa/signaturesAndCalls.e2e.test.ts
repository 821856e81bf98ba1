// ERC-1271 / ERC-6492 signatures of the smart account, verified by viem against anvil, and EIP-5792
// wallet_sendCalls / wallet_getCallsStatus through the bundler, and the bundler process itself.
import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import {
  airlockSmartAccountAbi,
  CALLS_STATUS,
  createAaBundlerClient,
  DuplicateCallsIdError,
  getCallsStatus,
  parseSendCalls,
  SentCallsRegistry,
  sendCalls,
  sendUserOperation,
  toAirlockSmartAccount,
  UnknownBundleError,
  waitForUserOperationReceipt,
} from '@airlock/frame-host/aa'
import {
  type Hex,
  hashMessage,
  isErc6492Signature,
  numberToHex,
  parseErc6492Signature,
  parseEther,
  serializeErc6492Signature,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_AA_CONTRACTS } from './deployAaContracts'
import { type AaTestChain, startAaTestChain } from './testing/startAaTestChain'

let t: AaTestChain

beforeAll(async () => {
  t = await startAaTestChain()
}, 300_000)

afterAll(async () => {
  await t?.stop()
})

const newAccount = (owner = privateKeyToAccount(generatePrivateKey()), salt = 0n) =>
  toAirlockSmartAccount({
    client: t.publicClient,
    owner,
    factoryAddress: DEVNET_AA_CONTRACTS.accountFactory,
    salt,
  })
const sponsored = () =>
  createAaBundlerClient({ client: t.publicClient, bundlerUrl: t.bundlerUrl, paymasterUrl: t.paymasterUrl })
const typedData = {
  domain: { name: 'Airlock Test', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const

describe('smart account signatures', () => {
  it('verify through ERC-6492 before deployment and ERC-1271 after', async () => {
    const account = await newAccount()
    const message = 'Sign in to Airlock'

    const before = await account.signMessage({ message })
    expect(isErc6492Signature(before)).toBe(true)
    expect(await t.publicClient.getCode({ address: account.address })).toBeUndefined()
    expect(await t.publicClient.verifyMessage({ address: account.address, message, signature: before })).toBe(
      true,
    )
    expect(
      await t.publicClient.verifyMessage({ address: account.address, message: 'other', signature: before }),
    ).toBe(false)
    const typedBefore = await account.signTypedData(typedData)
    expect(
      await t.publicClient.verifyTypedData({
        address: account.address,
        ...typedData,
        signature: typedBefore,
      }),
    ).toBe(true)
    // verifying never deployed it (the ERC-6492 check deploys inside an eth_call)
    expect(await t.publicClient.getCode({ address: account.address })).toBeUndefined()

    const bundlerClient = sponsored()
    const { hash } = await sendUserOperation({
      bundlerClient,
      account,
      calls: [{ to: account.address, value: 0n }],
    })
    await waitForUserOperationReceipt({ bundlerClient, hash })

    const after = await account.signMessage({ message })
    expect(isErc6492Signature(after)).toBe(false)
    expect(await t.publicClient.verifyMessage({ address: account.address, message, signature: after })).toBe(
      true,
    )
    expect(
      await t.publicClient.readContract({
        address: account.address,
        abi: airlockSmartAccountAbi,
        functionName: 'isValidSignature',
        args: [hashMessage(message), after],
      }),
    ).toBe('0x1626ba7e')
    const typedAfter = await account.signTypedData(typedData)
    expect(
      await t.publicClient.verifyTypedData({ address: account.address, ...typedData, signature: typedAfter }),
    ).toBe(true)
    // the 6492 signature made before deployment still verifies now
    expect(await t.publicClient.verifyMessage({ address: account.address, message, signature: before })).toBe(
      true,
    )
  }, 120_000)

  it("a signature for one account is not valid for the owner's other account", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const [first, second] = await Promise.all([newAccount(owner, 0n), newAccount(owner, 1n)])
    expect(first.address).not.toBe(second.address)
    const message = 'only for the first'
    const signature = await first.signMessage({ message })
    expect(await t.publicClient.verifyMessage({ address: first.address, message, signature })).toBe(true)
    // The owner's inner signature, re-wrapped with the second account's factory data: the account
    // checks it against its own domain (address, chain), so it fails.
    const { signature: inner } = parseErc6492Signature(signature)
    const { factory, factoryData } = await second.getFactoryArgs()
    const replayed = serializeErc6492Signature({ address: factory!, data: factoryData!, signature: inner })
    expect(
      await t.publicClient.verifyMessage({ address: second.address, message, signature: replayed }),
    ).toBe(false)
    const own = await second.signMessage({ message })
    expect(await t.publicClient.verifyMessage({ address: second.address, message, signature: own })).toBe(
      true,
    )
  }, 120_000)
})

describe('EIP-5792 calls', () => {
  it('wallet_sendCalls with two calls lands atomically and wallet_getCallsStatus reports it', async () => {
    const account = await newAccount()
    await t.fund(account.address, '1')
    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]
    const registry = new SentCallsRegistry()
    const request = parseSendCalls(
      [
        {
          version: '2.0.0',
          id: 'swap-1',
          from: account.address,
          chainId: numberToHex(31337),
          atomicRequired: true,
          calls: [
            { to: a, value: numberToHex(parseEther('0.01')) },
            { to: b, value: numberToHex(parseEther('0.02')), data: '0x' },
          ],
          capabilities: { paymasterService: { url: t.paymasterUrl } },
        },
      ],
      { account: account.address, chainIds: [31337] },
    )
    expect(request.paymasterService?.url).toBe(t.paymasterUrl)
    const bundlerClient = createAaBundlerClient({
      client: t.publicClient,
      bundlerUrl: t.bundlerUrl,
      paymasterUrl: request.paymasterService!.url,
    })
    let approved: Hex | undefined
    const { id } = await sendCalls({
      bundlerClient,
      account,
      request,
      registry,
      approve: (prepared) => {
        approved = prepared.hash
      },
    })
    expect(id).toBe('swap-1')
    const sent = registry.get(id)
    expect(sent.userOperationHash).toBe(approved)
    const receipt = await waitForUserOperationReceipt({ bundlerClient, hash: sent.userOperationHash })

    const status = await getCallsStatus({ bundlerClient, id, registry })
    expect(status).toMatchObject({ version: '2.0.0', id: 'swap-1', chainId: '0x7a69', atomic: true })
    expect(status.status).toBe(CALLS_STATUS.confirmed)
    expect(status.receipts?.[0]?.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(status.receipts?.[0]?.status).toBe('0x1')
    expect([
      await t.publicClient.getBalance({ address: a }),
      await t.publicClient.getBalance({ address: b }),
    ]).toEqual([parseEther('0.01'), parseEther('0.02')])

    const again = await sendCalls({ bundlerClient, account, request, registry }).catch((e: unknown) => e)
    expect(again).toBeInstanceOf(DuplicateCallsIdError)
    expect((again as DuplicateCallsIdError).rpcCode).toBe(5720)
    const unknown = await getCallsStatus({ bundlerClient, id: 'never-sent', registry }).catch(
      (e: unknown) => e,
    )
    expect(unknown).toBeInstanceOf(UnknownBundleError)
    expect((unknown as UnknownBundleError).rpcCode).toBe(5730)
  }, 120_000)
})

describe('the bundler process', () => {
  it('listens on loopback only and is reported by the control route', async () => {
    // Make sure it runs (the tests above may not have run in this file).
    await t.aa.server.bundlers.get(31337)!.ensure()
    const control = (await (await fetch(`${t.aa.url}/__devnet/aa`)).json()) as {
      bundlers: Array<{ chainId: number; state: string; url?: string }>
    }
    const bundler = control.bundlers.find((b) => b.chainId === 31337)
    expect(bundler?.state).toBe('ready')
    const url = new URL(bundler!.url!)
    expect(url.hostname).toBe('127.0.0.1')
    // Tripwire for loopbackOnly.mjs: alto itself listens on 0.0.0.0. On another interface's address
    // of this machine, its port must refuse connections.
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)
    if (external) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: external.address, port: Number(url.port) })
        socket.once('connect', () => {
          socket.destroy()
          resolve(true)
        })
        socket.once('error', () => resolve(false))
      })
      expect(reached).toBe(false)
    }
  }, 120_000)
})
