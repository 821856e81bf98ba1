import {
  type Address,
  concat,
  createPublicClient,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  numberToHex,
} from 'viem'
import { AirlockAccountFactory, AirlockVerifyingPaymaster } from '../../contracts/artifacts/aa'
import { pollReceipt } from '../chain/pollReceipt'
import {
  AA_DEPLOY_SALT,
  AA_OPERATOR,
  DETERMINISTIC_DEPLOYER,
  ENTRY_POINT_08_SALT,
  PAYMASTER_DEPOSIT_WEI,
  PAYMASTER_SIGNER,
} from './aaConstants'
import { entryPointBytecode } from './entryPointArtifact'

/** The ERC-4337 contracts of the devnet: the same addresses on every chain. */
export const DEVNET_AA_CONTRACTS = {
  /** EntryPoint v0.8 at its canonical address (viem's `entryPoint08Address`). */
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  /** AirlockAccountFactory: AirlockSmartAccount (SimpleAccount v0.8 + ERC-1271) proxies. */
  accountFactory: '0x589bC7551F2CA530a989Dcfd7b780623cfBab079',
  /** AirlockVerifyingPaymaster: pays for operations the paymaster service signed. */
  paymaster: '0xF7a8B30172e9c52FDEbD7381B2cFB52A700B6Eb4',
} as const satisfies Record<string, Address>

/** What deployAaContracts did on one chain. */
export interface DeployAaResult {
  /** Contracts that were deployed now (absent ones existed already). */
  deployed: Array<keyof typeof DEVNET_AA_CONTRACTS>
  /** Wei added to the paymaster's EntryPoint deposit (0 when it was funded already). */
  deposited: bigint
}

/** Gas limit of each CREATE2 deployment (EntryPoint v0.8 uses ~5.0 M). */
const DEPLOY_GAS = 8_000_000n

const create2 = (salt: Hex, initCode: Hex) => ({
  address: getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode: initCode }),
  data: concat([salt, initCode]),
})

/** Init codes and CREATE2 addresses of the three contracts (computed, not trusted from constants). */
export function aaDeployment() {
  const entryPoint = create2(ENTRY_POINT_08_SALT, entryPointBytecode())
  const factory = create2(
    AA_DEPLOY_SALT,
    concat([
      AirlockAccountFactory.bytecode,
      encodeAbiParameters([{ type: 'address' }], [entryPoint.address]),
    ]),
  )
  const paymaster = create2(
    AA_DEPLOY_SALT,
    concat([
      AirlockVerifyingPaymaster.bytecode,
      encodeAbiParameters(
        [{ type: 'address' }, { type: 'address' }, { type: 'address' }],
        [entryPoint.address, PAYMASTER_SIGNER.address, AA_OPERATOR.address],
      ),
    ]),
  )
  return { entryPoint, accountFactory: factory, paymaster }
}

const balanceOfAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
] as const
const depositAbi = [
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
] as const

/**
 * Deploys EntryPoint v0.8 (canonical address), the account factory and the verifying paymaster
 * through the deterministic deployer, and funds the paymaster's EntryPoint deposit from AA_OPERATOR.
 * Idempotent: what exists already is left as it is. anvil signs for AA_OPERATOR (an unlocked devnet
 * account) and mines them in nonce order, so they are sent together and their receipts awaited
 * together at the end.
 */
export async function deployAaContracts(rpcUrl: string): Promise<DeployAaResult> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const plan = aaDeployment()
  const names = ['entryPoint', 'accountFactory', 'paymaster'] as const
  const [codes, deposit, firstNonce] = await Promise.all([
    Promise.all(names.map((name) => client.getCode({ address: plan[name].address }))),
    client
      .readContract({
        address: plan.entryPoint.address,
        abi: balanceOfAbi,
        functionName: 'balanceOf',
        args: [plan.paymaster.address],
      })
      .catch(() => 0n),
    client.getTransactionCount({ address: AA_OPERATOR.address, blockTag: 'pending' }),
  ])
  const txs: Array<{ to: Address; data: Hex; gas: bigint; value?: bigint }> = []
  const deployed: DeployAaResult['deployed'] = []
  for (const [i, name] of names.entries()) {
    if (codes[i] && codes[i] !== '0x') continue
    // Explicit gas: anvil's estimate for a CREATE2 through the deployer proxy falls short (the proxy
    // forwards only 63/64 of what is left to the creation).
    txs.push({ to: DETERMINISTIC_DEPLOYER, data: plan[name].data, gas: DEPLOY_GAS })
    deployed.push(name)
  }
  const deposited = deposit >= PAYMASTER_DEPOSIT_WEI ? 0n : PAYMASTER_DEPOSIT_WEI - deposit
  if (deposited > 0n) {
    const data = encodeFunctionData({ abi: depositAbi, functionName: 'deposit' })
    txs.push({ to: plan.paymaster.address, data, value: deposited, gas: 100_000n })
  }
  // Sent one after the other, in nonce order (the paymaster's constructor calls the EntryPoint). Sent at
  // once, a request that overtook a lower nonce waited in anvil's queue: at load the devnet CLI's start-up
  // once waited 60 s for a receipt that never came, as automine made no block for the queued transaction.
  const hashes: Hex[] = []
  for (const [i, tx] of txs.entries()) {
    hashes.push(
      (await client.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: AA_OPERATOR.address,
            to: tx.to,
            data: tx.data,
            gas: numberToHex(tx.gas),
            nonce: numberToHex(firstNonce + i),
            ...(tx.value ? { value: numberToHex(tx.value) } : {}),
          },
        ],
      } as never)) as Hex,
    )
  }
  // anvil may answer eth_sendTransaction before its receipt can be read on a busy machine: poll (pollReceipt).
  const receipts = await Promise.all(hashes.map((hash) => pollReceipt(client, hash)))
  const failed = receipts.find((r) => r.status !== 'success')
  if (failed)
    throw new Error(`deployAaContracts: transaction ${failed.transactionHash} reverted on ${rpcUrl}`)
  return { deployed, deposited }
}
