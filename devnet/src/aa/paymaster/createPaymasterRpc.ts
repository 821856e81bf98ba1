import {
  type Address,
  concat,
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  numberToHex,
  pad,
  toHex,
} from 'viem'
import { PAYMASTER_SIGNER } from '../aaConstants'
import { DEVNET_AA_CONTRACTS } from '../deployAaContracts'
import { JsonRpcError, type JsonRpcRequest, RPC_ERRORS } from '../jsonRpc'
import { completeUserOperation, paymasterParamsSchema } from './rpcUserOperation'
import type { SponsorshipPolicy } from './SponsorshipPolicy'

/** Options of one chain's ERC-7677 paymaster service. */
export interface PaymasterRpcOptions {
  chainId: number
  rpcUrl: string
  sponsorship: SponsorshipPolicy
  /** The verifying paymaster (default: the devnet's). */
  paymaster?: Address
  entryPoint?: Address
  /** The key the on-chain paymaster trusts (default: PAYMASTER_SIGNER). */
  signerPrivateKey?: Hex
  /** How long a sponsorship stays valid (default 600 s). */
  validForSeconds?: number
  /** Gas the paymaster's validation may use (default 100 000). */
  verificationGasLimit?: bigint
  /** Display name returned as ERC-7677's `sponsor` (default 'Airlock Devnet'). */
  sponsorName?: string
}

/** The methods the paymaster endpoint answers. */
export const PAYMASTER_METHODS = ['pm_getPaymasterStubData', 'pm_getPaymasterData'] as const

/** A stub paymaster signature: 65 bytes of the right shape, approved by nobody. */
const STUB_SIGNATURE: Hex = `0x${'ab'.repeat(32)}${'cd'.repeat(32)}1b`

const depositAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
] as const

/**
 * ERC-7677 paymaster service of one chain: `pm_getPaymasterStubData` (for gas estimation) and
 * `pm_getPaymasterData` (signed by the devnet's paymaster key for AirlockVerifyingPaymaster). It
 * refuses (-32001, with `data.reason`) a project whose sponsorship is off, another chain or
 * EntryPoint, an operation not filled in, and a deposit too low for the operation's maximum cost.
 */
export function createPaymasterRpc(options: PaymasterRpcOptions) {
  const paymaster = options.paymaster ?? DEVNET_AA_CONTRACTS.paymaster
  const entryPoint = options.entryPoint ?? DEVNET_AA_CONTRACTS.entryPoint
  const verificationGasLimit = options.verificationGasLimit ?? 100_000n
  const postOpGasLimit = 0n
  const client = createPublicClient({ transport: http(options.rpcUrl) })

  const refuse = (reason: string, message: string): never => {
    throw new JsonRpcError(RPC_ERRORS.sponsorshipRefused, `Sponsorship refused: ${message}`, { reason })
  }
  const timestamps = (validUntil: number, validAfter: number): Hex =>
    concat([pad(toHex(validUntil), { size: 6 }), pad(toHex(validAfter), { size: 6 })])

  function check(request: JsonRpcRequest, projectId: string | undefined) {
    const parsed = paymasterParamsSchema.safeParse(request.params ?? [])
    if (!parsed.success) {
      throw new JsonRpcError(
        RPC_ERRORS.invalidParams,
        `Invalid params: ${parsed.error.issues[0]?.message ?? ''}`,
        {
          issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        },
      )
    }
    const [userOperation, entryPointParam, chainId] = parsed.data
    if (chainId !== BigInt(options.chainId)) {
      refuse(
        'unsupported-chain',
        `chain ${chainId} is not served here (this endpoint is chain ${options.chainId})`,
      )
    }
    if (!isAddressEqual(entryPointParam, entryPoint)) {
      refuse('unsupported-entry-point', `EntryPoint ${entryPointParam} is not supported (only ${entryPoint})`)
    }
    if (!options.sponsorship.isSponsored(projectId)) {
      refuse('project-not-sponsored', `gas sponsorship is off for project ${projectId ?? '(none)'}`)
    }
    return userOperation
  }

  return async function handle(request: JsonRpcRequest, projectId: string | undefined): Promise<unknown> {
    switch (request.method) {
      case 'pm_getPaymasterStubData': {
        check(request, projectId)
        return {
          paymaster,
          paymasterData: concat([timestamps(0, 0), STUB_SIGNATURE]),
          paymasterVerificationGasLimit: numberToHex(verificationGasLimit),
          paymasterPostOpGasLimit: numberToHex(postOpGasLimit),
          sponsor: { name: options.sponsorName ?? 'Airlock Devnet' },
          isFinal: false,
        }
      }
      case 'pm_getPaymasterData': {
        const input = check(request, projectId)
        const userOperation = completeUserOperation(input)
        if (!userOperation) {
          throw new JsonRpcError(
            RPC_ERRORS.invalidParams,
            'Invalid params: gas limits and fees must be set before pm_getPaymasterData',
          )
        }
        const pmVerification = input.paymasterVerificationGasLimit ?? verificationGasLimit
        const pmPostOp = input.paymasterPostOpGasLimit ?? postOpGasLimit
        const maxCost =
          (userOperation.callGasLimit +
            userOperation.verificationGasLimit +
            userOperation.preVerificationGas +
            pmVerification +
            pmPostOp) *
          userOperation.maxFeePerGas
        const [deposit, block] = await Promise.all([
          client.readContract({
            address: entryPoint,
            abi: depositAbi,
            functionName: 'balanceOf',
            args: [paymaster],
          }),
          client.getBlock({ blockTag: 'latest' }),
        ])
        if (deposit < maxCost) {
          refuse(
            'deposit-too-low',
            `the paymaster's deposit (${deposit} wei) is below the operation's cost (${maxCost} wei)`,
          )
        }
        const validAfter = 0
        // The chain's clock, not this machine's: a devnet chain's time may run ahead (back-dated seeds).
        const validUntil = Number(block.timestamp) + (options.validForSeconds ?? 600)
        // Loaded on first use: viem/accounts (secp256k1) and viem/account-abstraction stay off the
        // devnet's start-up path.
        const [{ signMessage }, { paymasterHash }] = await Promise.all([
          import('viem/accounts'),
          import('./paymasterHash'),
        ])
        const hash = paymasterHash({
          userOperation,
          paymaster,
          paymasterVerificationGasLimit: pmVerification,
          paymasterPostOpGasLimit: pmPostOp,
          chainId: options.chainId,
          validUntil,
          validAfter,
        })
        const signature = await signMessage({
          message: { raw: hash },
          privateKey: options.signerPrivateKey ?? PAYMASTER_SIGNER.privateKey,
        })
        return {
          paymaster,
          paymasterData: concat([timestamps(validUntil, validAfter), signature]),
          paymasterVerificationGasLimit: numberToHex(pmVerification),
          paymasterPostOpGasLimit: numberToHex(pmPostOp),
        }
      }
      default:
        throw new JsonRpcError(RPC_ERRORS.methodNotFound, `Method not found: ${request.method}`)
    }
  }
}
