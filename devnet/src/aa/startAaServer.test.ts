import { type Hex, numberToHex, recoverMessageAddress, slice } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilNode, startAnvil } from '../chain/startAnvil'
import { FaultRegistry } from '../faults/FaultRegistry'
import { PAYMASTER_SIGNER } from './aaConstants'
import { DEVNET_AA_CONTRACTS, deployAaContracts } from './deployAaContracts'
import { paymasterHash } from './paymaster/paymasterHash'
import { type AaServer, startAaServer } from './startAaServer'

let node: AnvilNode
let server: AaServer
const faults = new FaultRegistry()
let starts = 0

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 })
  await deployAaContracts(node.rpcUrl)
  server = await startAaServer({
    chains: [{ chainId: 31337, rpcUrl: node.rpcUrl }],
    faults,
    // No alto here: these tests stop at the server's own checks (the e2e tests run the real one).
    startBundler: async () => {
      starts++
      throw new Error('no bundler in this test')
    },
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await node?.stop()
})

async function rpc(path: string, body: unknown, query = '?projectId=airlock-devnet') {
  const res = await fetch(`${server.url}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & {
      error?: { code: number; data?: { reason?: string } }
    },
  }
}

const userOp = {
  sender: '0x1111111111111111111111111111111111111111' as const,
  nonce: '0x0',
  callData: '0x',
  callGasLimit: '0x186a0',
  verificationGasLimit: '0x30d40',
  preVerificationGas: '0xc350',
  maxFeePerGas: '0x77359400',
  maxPriorityFeePerGas: '0x3b9aca00',
}
const pm = (method: string, params: unknown[]) => ({ jsonrpc: '2.0', id: 1, method, params })

describe('AA server', () => {
  it('lists ready-to-use endpoints with the project id', () => {
    expect(server.chains).toEqual([
      {
        chainId: 31337,
        bundlerUrl: `${server.url}/bundler/31337?projectId=airlock-devnet`,
        paymasterUrl: `${server.url}/paymaster/31337?projectId=airlock-devnet`,
      },
    ])
  })

  it('refuses an unknown project and an unknown chain', async () => {
    expect((await rpc('/bundler/31337', pm('eth_chainId', []), '?projectId=nope')).status).toBe(403)
    expect((await rpc('/bundler/1', pm('eth_chainId', []))).status).toBe(404)
  })

  it('answers bad JSON-RPC and methods outside ERC-4337 without starting a bundler', async () => {
    expect((await rpc('/bundler/31337', { id: 1, method: 'eth_chainId' })).body.error?.code).toBe(-32600)
    expect((await rpc('/bundler/31337', pm('debug_bundler_clearState', []))).body.error?.code).toBe(-32601)
    expect((await rpc('/bundler/31337', [])).body.error?.code).toBe(-32600)
    expect(starts).toBe(0)
  })

  it('reports a bundler that fails to start as unavailable (-32002), and tries again on the next request', async () => {
    const first = await rpc('/bundler/31337', pm('eth_supportedEntryPoints', []))
    expect(first.body.error?.code).toBe(-32002)
    expect(server.bundlerStatus()[0]?.state).toBe('failed')
    await rpc('/bundler/31337', pm('eth_supportedEntryPoints', []))
    expect(starts).toBe(2)
  })

  it('applies fault rules to its routes', async () => {
    const rule = faults.add({ route: '/paymaster/*', kind: '503', count: 1 })
    expect(
      (
        await rpc(
          '/paymaster/31337',
          pm('pm_getPaymasterStubData', [userOp, DEVNET_AA_CONTRACTS.entryPoint, '0x7a69']),
        )
      ).status,
    ).toBe(503)
    expect(faults.list().some((r) => r.id === rule.id)).toBe(false)
  })
})

describe('paymaster service (ERC-7677)', () => {
  const entryPoint = DEVNET_AA_CONTRACTS.entryPoint

  it('gives stub data for estimation', async () => {
    const { body } = await rpc(
      '/paymaster/31337',
      pm('pm_getPaymasterStubData', [userOp, entryPoint, '0x7a69', {}]),
    )
    expect(body.result).toMatchObject({
      paymaster: DEVNET_AA_CONTRACTS.paymaster,
      paymasterVerificationGasLimit: numberToHex(100_000),
      paymasterPostOpGasLimit: '0x0',
      isFinal: false,
      sponsor: { name: 'Airlock Devnet' },
    })
  })

  it("signs the operation's hash with the paymaster key, valid for 10 minutes of chain time", async () => {
    const { body } = await rpc('/paymaster/31337', pm('pm_getPaymasterData', [userOp, entryPoint, '0x7a69']))
    const result = body.result as { paymaster: Hex; paymasterData: Hex }
    const validUntil = Number(BigInt(slice(result.paymasterData, 0, 6)))
    const validAfter = Number(BigInt(slice(result.paymasterData, 6, 12)))
    const block = await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pm('eth_getBlockByNumber', ['latest', false])),
    }).then((r) => r.json() as Promise<{ result: { timestamp: Hex } }>)
    expect(validUntil - Number(BigInt(block.result.timestamp))).toBe(600)
    expect(validAfter).toBe(0)
    const hash = paymasterHash({
      userOperation: {
        sender: userOp.sender,
        nonce: 0n,
        callData: '0x',
        callGasLimit: 100_000n,
        verificationGasLimit: 200_000n,
        preVerificationGas: 50_000n,
        maxFeePerGas: 2_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
        signature: '0x',
      },
      paymaster: result.paymaster,
      paymasterVerificationGasLimit: 100_000n,
      paymasterPostOpGasLimit: 0n,
      chainId: 31337,
      validUntil,
      validAfter,
    })
    const signer = await recoverMessageAddress({
      message: { raw: hash },
      signature: slice(result.paymasterData, 12),
    })
    expect(signer).toBe(PAYMASTER_SIGNER.address)
  })

  it.each([
    ['another chain', [userOp, entryPoint, '0x1'], 'unsupported-chain'],
    ['another EntryPoint', [userOp, DEVNET_AA_CONTRACTS.paymaster, '0x7a69'], 'unsupported-entry-point'],
  ])('refuses %s (-32001 with its reason)', async (_, params, reason) => {
    const { body } = await rpc('/paymaster/31337', pm('pm_getPaymasterData', params))
    expect(body.error?.code).toBe(-32001)
    expect(body.error?.data?.reason).toBe(reason)
  })

  it('refuses an operation without gas fields and malformed params with -32602', async () => {
    const { callGasLimit: _, ...noGas } = userOp
    expect(
      (await rpc('/paymaster/31337', pm('pm_getPaymasterData', [noGas, entryPoint, '0x7a69']))).body.error
        ?.code,
    ).toBe(-32602)
    expect(
      (await rpc('/paymaster/31337', pm('pm_getPaymasterData', [{ sender: 'x' }, entryPoint, '0x7a69']))).body
        .error?.code,
    ).toBe(-32602)
  })

  it('follows the sponsorship policy per project, switched by the control route', async () => {
    const params = [userOp, entryPoint, '0x7a69']
    const noAnalytics = '?projectId=airlock-no-analytics'
    const refused = await rpc('/paymaster/31337', pm('pm_getPaymasterStubData', params), noAnalytics)
    expect(refused.body.error?.data?.reason).toBe('project-not-sponsored')
    const put = await fetch(`${server.url}/__devnet/aa/sponsorship/airlock-no-analytics`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sponsored: true }),
    })
    expect(((await put.json()) as { sponsorship: Record<string, boolean> }).sponsorship).toEqual({
      'airlock-devnet': true,
      'airlock-no-analytics': true,
    })
    expect(
      (await rpc('/paymaster/31337', pm('pm_getPaymasterStubData', params), noAnalytics)).body.result,
    ).toBeTruthy()
    const bad = await fetch(`${server.url}/__devnet/aa/sponsorship/x`, {
      method: 'PUT',
      body: '{"sponsored":"yes"}',
    })
    expect(bad.status).toBe(400)
  })
})

describe('paymaster deposit', () => {
  it('refuses an operation that costs more than the deposit', async () => {
    const costly = { ...userOp, maxFeePerGas: numberToHex(10n ** 18n) }
    const { body } = await rpc(
      '/paymaster/31337',
      pm('pm_getPaymasterData', [costly, DEVNET_AA_CONTRACTS.entryPoint, '0x7a69']),
    )
    expect(body.error?.data?.reason).toBe('deposit-too-low')
  })
})
