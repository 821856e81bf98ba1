import { airlockAccountFactoryAbi } from '@airlock/frame-host/aa'
import { createPublicClient, http, parseEther } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AirlockVerifyingPaymaster } from '../../contracts/artifacts/aa'
import { type AnvilNode, startAnvil } from '../chain/startAnvil'
import { AA_OPERATOR, PAYMASTER_DEPOSIT_WEI, PAYMASTER_SIGNER } from './aaConstants'
import { aaDeployment, DEVNET_AA_CONTRACTS, deployAaContracts } from './deployAaContracts'
import { paymasterHash } from './paymaster/paymasterHash'

let node: AnvilNode

beforeAll(async () => {
  node = await startAnvil({ chainId: 31338 })
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

const client = () => createPublicClient({ transport: http(node.rpcUrl) })

describe('deployAaContracts', () => {
  it('puts the EntryPoint at viem entryPoint08Address and the others at DEVNET_AA_CONTRACTS, once', async () => {
    const first = await deployAaContracts(node.rpcUrl)
    expect(first).toEqual({
      deployed: ['entryPoint', 'accountFactory', 'paymaster'],
      deposited: PAYMASTER_DEPOSIT_WEI,
    })
    expect(DEVNET_AA_CONTRACTS.entryPoint).toBe(entryPoint08Address)
    for (const address of Object.values(DEVNET_AA_CONTRACTS)) {
      expect(await client().getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/)
    }
    const plan = aaDeployment()
    expect({
      entryPoint: plan.entryPoint.address,
      accountFactory: plan.accountFactory.address,
      paymaster: plan.paymaster.address,
    }).toEqual(DEVNET_AA_CONTRACTS)
    expect(await deployAaContracts(node.rpcUrl)).toEqual({ deployed: [], deposited: 0n })
  }, 60_000)

  it('sets up the paymaster for the service key, owned by the operator, with its deposit', async () => {
    expect(privateKeyToAddress(PAYMASTER_SIGNER.privateKey)).toBe(PAYMASTER_SIGNER.address)
    const read = (functionName: 'verifyingSigner' | 'owner' | 'getDeposit') =>
      client().readContract({
        address: DEVNET_AA_CONTRACTS.paymaster,
        abi: AirlockVerifyingPaymaster.abi,
        functionName,
      })
    expect(await read('verifyingSigner')).toBe(PAYMASTER_SIGNER.address)
    expect(await read('owner')).toBe(AA_OPERATOR.address)
    expect(await read('getDeposit')).toBe(PAYMASTER_DEPOSIT_WEI)
  }, 60_000)

  it('the factory gives each (owner, salt) its own counterfactual address', async () => {
    const getAddress = (owner: `0x${string}`, salt: bigint) =>
      client().readContract({
        address: DEVNET_AA_CONTRACTS.accountFactory,
        abi: airlockAccountFactoryAbi,
        functionName: 'getAddress',
        args: [owner, salt],
      })
    const a = await getAddress(AA_OPERATOR.address, 0n)
    expect(await getAddress(AA_OPERATOR.address, 0n)).toBe(a)
    expect(await getAddress(AA_OPERATOR.address, 1n)).not.toBe(a)
    expect(await getAddress(PAYMASTER_SIGNER.address, 0n)).not.toBe(a)
  }, 60_000)

  it("the paymaster service's hash is the contract's getHash", async () => {
    const userOperation = {
      sender: '0x1111111111111111111111111111111111111111',
      nonce: 7n,
      factory: DEVNET_AA_CONTRACTS.accountFactory,
      factoryData: '0xabcdef',
      callData: '0x1234',
      callGasLimit: 100_000n,
      verificationGasLimit: 200_000n,
      preVerificationGas: 50_000n,
      maxFeePerGas: parseEther('0.000000003'),
      maxPriorityFeePerGas: parseEther('0.000000001'),
      signature: '0x',
    } as const
    const packed = {
      sender: userOperation.sender,
      nonce: userOperation.nonce,
      initCode: `${userOperation.factory}abcdef`.toLowerCase() as `0x${string}`,
      callData: userOperation.callData,
      accountGasLimits:
        `0x${200_000n.toString(16).padStart(32, '0')}${100_000n.toString(16).padStart(32, '0')}` as const,
      preVerificationGas: 50_000n,
      gasFees:
        `0x${1_000_000_000n.toString(16).padStart(32, '0')}${3_000_000_000n.toString(16).padStart(32, '0')}` as const,
      paymasterAndData:
        `${DEVNET_AA_CONTRACTS.paymaster}${90_000n.toString(16).padStart(32, '0')}${5_000n.toString(16).padStart(32, '0')}`.toLowerCase() as `0x${string}`,
      signature: '0x',
    } as const
    const onChain = await client().readContract({
      address: DEVNET_AA_CONTRACTS.paymaster,
      abi: AirlockVerifyingPaymaster.abi,
      functionName: 'getHash',
      args: [packed, 1_900_000_000, 1_700_000_000],
    })
    expect(
      paymasterHash({
        userOperation,
        paymaster: DEVNET_AA_CONTRACTS.paymaster,
        paymasterVerificationGasLimit: 90_000n,
        paymasterPostOpGasLimit: 5_000n,
        chainId: 31338,
        validUntil: 1_900_000_000,
        validAfter: 1_700_000_000,
      }),
    ).toBe(onChain)
  }, 60_000)
})
