// Requests sent from the embedded wallet's smart account, inside the frame: the calls become one user
// operation, simulated by the bundler before the visitor is asked (a call that reverts is refused with its
// reason and nothing is shown or signed), shown as the calls it makes (not the bundler's internals),
// signed once by the key after the visitor approves, sent once (an unanswered send is checked by its hash,
// never signed again; an operation another tab's made stale is prepared again once, never both included)
// and answered with the transaction that included it. The account is deployed by its
// first operation. Chain reads go through the frame host's own chain URL, the operation through the
// bundler (and paymaster) its `smartAccounts` config names.
import { bytesToHex } from '@noble/hashes/utils.js'
import { type Address, createPublicClient, custom, defineChain, formatEther, type Hex } from 'viem'
import type { UserOperationReceipt } from 'viem/account-abstraction'
import { privateKeyToAccount, toAccount } from 'viem/accounts'
import {
  type AaBundlerClient,
  type AaCall,
  AaError,
  type AirlockSmartAccount,
  BundlerUnavailableError,
  createAaBundlerClient,
  NonceCollisionError,
  type PreparedUserOperation,
  prepareUserOperation,
  resubmitUserOperation,
  signUserOperation,
  submitUserOperation,
  toAirlockSmartAccount,
  UserOperationRevertedError,
  waitForUserOperationReceipt,
} from '../aa'
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '../protocol/errors'
import type { SmartAccountChain } from '../server/smartAccountsConfig'
import { FrameError } from './api'
import { evmPrivateKey } from './keys'
import type { EvmChain } from './rpc'
import { fill, texts } from './texts'
import type { FrameWallet } from './wallet'

/** How long the frame waits for a bundler or paymaster answer (ms) unless the chain's config says. */
export const DEFAULT_BUNDLER_TIMEOUT_MS = 30_000
/** How long the frame waits for an accepted operation to be included (ms). */
export const RECEIPT_TIMEOUT_MS = 120_000

/** What sending from the smart account needs from the RPC context. */
export interface SmartAccountSendContext {
  wallet: FrameWallet
  /** The chain captured for this request. */
  chain: EvmChain
  /** The smart account on that chain and its services (bundler, factory, entry point, paymaster). */
  smartAccount: { address: Address; services: SmartAccountChain }
  /** JSON-RPC over the chain's URL of the frame host's config. */
  call(method: string, params: unknown[]): Promise<unknown>
  /** Shows the approval; throws 4001 unless the visitor approves. */
  approve(title: string, rows: Array<[string, string]>, body?: string, warnings?: string[]): Promise<void>
}

/** A user operation sent and included. */
export interface IncludedUserOperation {
  userOperationHash: Hex
  receipt: UserOperationReceipt
}

/**
 * The FrameError a smart-account failure is answered with: the spec's message for it (a revert adds its
 * reason), and a code the app can branch on: the AaError's code (BUNDLER_UNAVAILABLE,
 * USER_OPERATION_REVERTED, PAYMASTER_REFUSED, …; the dApp's provider sees -32603) or, for the EIP-5792
 * refusals, their numeric code (5700, 5710, 5720, 5730).
 *
 * @example
 * try { await send() } catch (error) { throw toFrameError(error) }
 */
export function toFrameError(error: unknown): Error {
  if (!(error instanceof AaError)) return error instanceof Error ? error : new Error(String(error))
  const base = FRAME_ERROR_MESSAGES[error.messageKey]
  const message =
    error instanceof UserOperationRevertedError && error.reason ? `${base}: ${error.reason}` : base
  return new FrameError(message, error.rpcCode === -32603 ? error.code : error.rpcCode)
}

/**
 * The chain's bundler client and the smart account (owned by the wallet's key, which signs only inside
 * withSeed, for one signature at a time).
 */
export async function smartAccountClients(
  ctx: SmartAccountSendContext,
): Promise<{ bundlerClient: AaBundlerClient; account: AirlockSmartAccount }> {
  const own = ctx.wallet.account?.evmAddress
  if (!own) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
  const { chain, smartAccount } = ctx
  const { services } = smartAccount
  const client = createPublicClient({
    chain: defineChain({
      id: chain.id,
      name: chain.caip,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.url] } },
    }),
    transport: custom({ request: ({ method, params }) => ctx.call(method, (params ?? []) as unknown[]) }),
  })
  // The key is rebuilt for each signature and wiped after it; the account object never holds it.
  const owner = toAccount({
    address: own,
    async signMessage() {
      throw new FrameError('The smart account owner signs user operations only', FRAME_ERROR_CODES.internal)
    },
    async signTransaction() {
      throw new FrameError('The smart account owner signs user operations only', FRAME_ERROR_CODES.internal)
    },
    signTypedData: (typedData) =>
      ctx.wallet.withSeed((seed) => {
        const key = evmPrivateKey(seed)
        try {
          return privateKeyToAccount(`0x${bytesToHex(key)}`).signTypedData(typedData)
        } finally {
          key.fill(0)
        }
      }),
  })
  const account = await toAirlockSmartAccount({
    client,
    owner,
    factoryAddress: services.factoryAddress as Address,
    ...(services.entryPointAddress ? { entryPointAddress: services.entryPointAddress as Address } : {}),
    address: smartAccount.address,
  })
  const bundlerClient = createAaBundlerClient({
    client,
    bundlerUrl: services.bundlerUrl,
    ...(services.paymasterUrl ? { paymasterUrl: services.paymasterUrl } : {}),
    timeoutMs: services.bundlerTimeoutMs ?? DEFAULT_BUNDLER_TIMEOUT_MS,
  })
  return { bundlerClient, account }
}

/** The most the operation can cost its account (all its gas limits at its max fee), 0 when sponsored. */
function maxCost(prepared: PreparedUserOperation): { wei: bigint; sponsored: boolean } {
  const op = prepared.userOperation
  if (op.paymaster) return { wei: 0n, sponsored: true }
  const gas =
    op.callGasLimit +
    op.verificationGasLimit +
    op.preVerificationGas +
    (op.paymasterVerificationGasLimit ?? 0n) +
    (op.paymasterPostOpGasLimit ?? 0n)
  return { wei: gas * op.maxFeePerGas, sponsored: false }
}

/** The approval's fee row: the most the account pays, or that the paymaster pays. */
export function feeRow(prepared: PreparedUserOperation): [string, string] {
  const cost = maxCost(prepared)
  return [texts().maxFee, cost.sponsored ? texts().sponsoredFee : `${formatEther(cost.wei)} ETH`]
}

/** A user operation the bundler accepted (not yet included). */
export interface SubmittedUserOperation {
  userOperationHash: Hex
  /** The bundler client it was sent with (to wait for it, or read its receipt). */
  bundlerClient: AaBundlerClient
}

/**
 * Submits `calls` from the smart account as one user operation: simulated (a revert is refused before
 * `approve` is called), approved (`approve` gets the simulated operation and throws to refuse), signed
 * once and sent once (an unanswered send is looked up by its hash, never signed again). Any failure is a
 * FrameError (see {@link toFrameError}).
 *
 * @example
 * const { userOperationHash } = await submitFromSmartAccount(ctx, calls, (prepared) => ctx.approve(...))
 */
export async function submitFromSmartAccount(
  ctx: SmartAccountSendContext,
  calls: readonly AaCall[],
  approve: (prepared: PreparedUserOperation) => Promise<void>,
): Promise<SubmittedUserOperation> {
  const { bundlerClient, account } = await smartAccountClients(ctx)
  /** Signs once and sends once (an unanswered send goes again only if the bundler does not know its hash). */
  const signAndSubmit = async (prepared: PreparedUserOperation): Promise<SubmittedUserOperation> => {
    const signed = await signUserOperation(account, prepared)
    try {
      return { userOperationHash: await submitUserOperation({ bundlerClient, signed }), bundlerClient }
    } catch (error) {
      // No answer to the send: the bundler may have it. The same signed operation goes again only if the
      // bundler does not know its hash; the key is never asked to sign it twice.
      if (!(error instanceof BundlerUnavailableError && error.mayHaveBeenReceived)) throw error
      return {
        userOperationHash: (await resubmitUserOperation({ bundlerClient, signed })).hash,
        bundlerClient,
      }
    }
  }
  try {
    const prepared = await prepareUserOperation({ bundlerClient, account, calls })
    await approve(prepared)
    try {
      return await signAndSubmit(prepared)
    } catch (error) {
      if (!(error instanceof NonceCollisionError)) throw error
      // Another tab's operation landed after this one was prepared (its nonce used, or the account it would
      // deploy deployed): the calls the visitor approved are prepared again, once, on the account as it is
      // now. The stale operation can never land, so at most one of the two is included. A fee above the one
      // approved is not paid without asking: the collision is the answer then.
      const again = await prepareUserOperation({ bundlerClient, account, calls })
      if (maxCost(again).wei > maxCost(prepared).wei) throw error
      return await signAndSubmit(again)
    }
  } catch (error) {
    throw toFrameError(error)
  }
}

/**
 * {@link submitFromSmartAccount}, then waits until the operation is included; an included operation whose
 * calls reverted is a FrameError too.
 *
 * @example
 * const { receipt } = await sendFromSmartAccount(ctx, [{ to, value }], (prepared) => ctx.approve(...))
 * return receipt.receipt.transactionHash
 */
export async function sendFromSmartAccount(
  ctx: SmartAccountSendContext,
  calls: readonly AaCall[],
  approve: (prepared: PreparedUserOperation) => Promise<void>,
): Promise<IncludedUserOperation> {
  const { userOperationHash, bundlerClient } = await submitFromSmartAccount(ctx, calls, approve)
  try {
    const receipt = await waitForUserOperationReceipt({
      bundlerClient,
      hash: userOperationHash,
      timeoutMs: RECEIPT_TIMEOUT_MS,
    })
    if (!receipt.success)
      throw new UserOperationRevertedError({
        details: `user operation ${userOperationHash} reverted in transaction ${receipt.receipt.transactionHash}`,
      })
    return { userOperationHash, receipt }
  } catch (error) {
    throw toFrameError(error)
  }
}

/** The evmTransactionSchema-validated eth_sendTransaction request (the fields a user operation uses). */
export interface SmartAccountTransaction {
  from: string
  to?: string | undefined
  value?: string | undefined
  data?: string | undefined
  input?: string | undefined
  chainId?: string | undefined
}

/**
 * eth_sendTransaction whose `from` is the smart account: the call shown as for the key (from, to, amount,
 * max fee, data), sent as a user operation; answered with the hash of the transaction that included it.
 */
export async function sendTransactionFromSmartAccount(
  ctx: SmartAccountSendContext,
  tx: SmartAccountTransaction,
): Promise<Hex> {
  const { chain, smartAccount } = ctx
  if (tx.chainId !== undefined && BigInt(tx.chainId) !== BigInt(chain.id))
    throw new FrameError(`eth_sendTransaction: chainId ${BigInt(tx.chainId)} is not ${chain.caip}`, 4901)
  if (!tx.to) throw new FrameError('eth_sendTransaction: a smart account cannot create a contract', -32602)
  const data = (tx.data ?? tx.input) as Hex | undefined
  const value = tx.value === undefined ? 0n : BigInt(tx.value)
  const call: AaCall = { to: tx.to as Address, value, ...(data && data !== '0x' ? { data } : {}) }
  const { receipt } = await sendFromSmartAccount(ctx, [call], (prepared) =>
    ctx.approve(
      texts().sendTransaction,
      [
        [texts().from, smartAccount.address],
        [texts().to, tx.to as string],
        [texts().amount, `${formatEther(value)} ETH`],
        feeRow(prepared),
      ],
      data && data !== '0x'
        ? fill(texts().data, { data: data.length > 202 ? `${data.slice(0, 202)}…` : data })
        : undefined,
    ),
  )
  return receipt.receipt.transactionHash
}
