import { type AnvilNode, DEVNET_AA_CONTRACTS } from '@airlock/devnet'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toAirlockSmartAccount } from '../aa'
import { type ChainCall, SmartAccounts, smartAccountEnabledNetworks } from './smartAccounts'
import { deployThroughFactory, startAaAnvil } from './testing/aaAnvil'

let node: AnvilNode
const CAIP = 'eip155:31337'

beforeAll(async () => {
  node = await startAaAnvil()
}, 120_000)

afterAll(async () => {
  await node?.stop()
})

/** JSON-RPC to the test's anvil, counting the requests. */
function anvilCall(calls: string[] = []): ChainCall {
  return async (method, params) => {
    calls.push(method)
    const res = await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const json = (await res.json()) as { result?: unknown; error?: { message: string } }
    if (json.error) throw new Error(json.error.message)
    return json.result
  }
}

const services = (factoryAddress: `0x${string}` = DEVNET_AA_CONTRACTS.accountFactory) => ({
  [CAIP]: { bundlerUrl: 'http://127.0.0.1:1/bundler', factoryAddress },
})

describe('the frame smart accounts', () => {
  it('lists the chains with smart-account services as GET_SMART_ACCOUNT_ENABLED_NETWORKS numbers', () => {
    expect(smartAccountEnabledNetworks({ ...services(), 'eip155:8453': services()[CAIP] })).toEqual([
      31337, 8453,
    ])
    expect(smartAccountEnabledNetworks(undefined)).toEqual([])
  })

  it("gives the owner's counterfactual address, the one the account signs and sends as, deployed by createAccount", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const calls: string[] = []
    const accounts = new SmartAccounts(services(), anvilCall(calls))
    const before = await accounts.state(CAIP, owner.address)
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    const account = await toAirlockSmartAccount({
      client,
      owner,
      factoryAddress: DEVNET_AA_CONTRACTS.accountFactory,
    })
    expect(before).toEqual({ address: account.address, isDeployed: false })
    expect(before?.address).not.toBe(owner.address)

    await deployThroughFactory(node.rpcUrl, owner.address)
    expect(await accounts.state(CAIP, owner.address)).toEqual({ address: account.address, isDeployed: true })
    // The address is read from the factory once per chain and owner.
    expect(calls.filter((method) => method === 'eth_call')).toHaveLength(1)
  })

  it('has no smart account on a chain without services, and asks again after a failed factory read', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const calls: string[] = []
    const none = new SmartAccounts({}, anvilCall(calls))
    expect(await none.address(CAIP, owner)).toBeUndefined()
    expect(await none.state('eip155:1', owner)).toBeUndefined()
    expect(calls).toEqual([])

    // A factory address with no code answers '0x': an error, not an address.
    const broken = new SmartAccounts(services('0x000000000000000000000000000000000000dEaD'), anvilCall(calls))
    await expect(broken.address(CAIP, owner)).rejects.toThrow(/gave no address/)
    await expect(broken.address(CAIP, owner)).rejects.toThrow(/gave no address/)
    expect(calls.filter((method) => method === 'eth_call')).toHaveLength(2)
  })
})
