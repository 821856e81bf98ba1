import type { Address, Hex } from 'viem'
import { getUserOperationHash, type UserOperation, type UserOperationReceipt } from 'viem/account-abstraction'
import type { AaBundlerClient } from './createAaBundlerClient'
import { ReceiptTimeoutError } from './errors'
import { toAaError } from './toAaError'
import type { AirlockSmartAccount } from './toAirlockSmartAccount'

/** One call of a user operation. */
export interface AaCall {
  to: Address
  value?: bigint
  data?: Hex
}

/** A user operation ready to sign, with the hash it will have (v0.8: the signature is not hashed). */
export interface PreparedUserOperation {
  userOperation: UserOperation<'0.8'>
  hash: Hex
  entryPointAddress: Address
  chainId: number
}

/** A signed user operation (what submitUserOperation sends). */
export interface SignedUserOperation extends PreparedUserOperation {
  userOperation: UserOperation<'0.8'> & { signature: Hex }
}

function chainIdOf(bundlerClient: AaBundlerClient): number {
  const id = bundlerClient.chain?.id ?? bundlerClient.client?.chain?.id
  if (id === undefined) throw new Error('AA bundler client without a chain')
  return id
}

/**
 * Builds the operation for `calls` (nonce, init code while undeployed, fees, paymaster fields) and
 * has the bundler simulate it to estimate gas, so a call that reverts fails here, before anything
 * is signed, as UserOperationRevertedError with its reason.
 *
 * @example
 * ```ts
 * const prepared = await prepareUserOperation({ bundlerClient, account, calls: [{ to, value: 10n ** 16n }] })
 * // show prepared.userOperation to the visitor, then signUserOperation + submitUserOperation
 * ```
 */
export async function prepareUserOperation(parameters: {
  bundlerClient: AaBundlerClient
  account: AirlockSmartAccount
  calls: readonly AaCall[]
}): Promise<PreparedUserOperation> {
  const { bundlerClient, account } = parameters
  const chainId = chainIdOf(bundlerClient)
  let prepared: UserOperation<'0.8'>
  try {
    prepared = (await bundlerClient.prepareUserOperation({
      account,
      calls: parameters.calls.map((c) => ({ to: c.to, value: c.value ?? 0n, data: c.data ?? '0x' })),
    })) as unknown as UserOperation<'0.8'>
  } catch (error) {
    throw toAaError(error, { service: 'bundler', phase: 'prepare' })
  }
  const userOperation = { ...prepared, signature: prepared.signature ?? '0x' } as UserOperation<'0.8'>
  const entryPointAddress = account.entryPoint.address
  const hash = getUserOperationHash({ chainId, entryPointAddress, entryPointVersion: '0.8', userOperation })
  return { userOperation, hash, entryPointAddress, chainId }
}

/** Signs a prepared operation with the account's owner (once; the result can be submitted again). */
export async function signUserOperation(
  account: AirlockSmartAccount,
  prepared: PreparedUserOperation,
): Promise<SignedUserOperation> {
  const signature = await account.signUserOperation({ ...prepared.userOperation, chainId: prepared.chainId })
  return { ...prepared, userOperation: { ...prepared.userOperation, signature } }
}

/**
 * Sends a signed operation to the bundler once (never retried). A lost answer gives
 * BundlerUnavailableError with `mayHaveBeenReceived: true`: call resubmitUserOperation with the
 * same signed operation, which sends it only if the bundler does not know its hash.
 */
export async function submitUserOperation(parameters: {
  bundlerClient: AaBundlerClient
  signed: SignedUserOperation
}): Promise<Hex> {
  const { bundlerClient, signed } = parameters
  try {
    const hash = await bundlerClient.sendUserOperation({
      ...signed.userOperation,
      entryPointAddress: signed.entryPointAddress,
    } as never)
    return hash
  } catch (error) {
    throw toAaError(error, { service: 'bundler', phase: 'send', userOperationHash: signed.hash })
  }
}

/**
 * Sends a signed operation again after an unanswered submit, only if the bundler knows no
 * operation with its hash (pending or included): the same operation never goes out twice, and the
 * owner is not asked to sign again.
 * Resolves with `resent: false` when the bundler already had it.
 */
export async function resubmitUserOperation(parameters: {
  bundlerClient: AaBundlerClient
  signed: SignedUserOperation
}): Promise<{ hash: Hex; resent: boolean }> {
  const { bundlerClient, signed } = parameters
  if (await isKnown(bundlerClient, signed.hash)) return { hash: signed.hash, resent: false }
  return { hash: await submitUserOperation(parameters), resent: true }
}

/** JSON-RPC "method not found": the bundler has no pimlico_getUserOperationStatus. */
const METHOD_NOT_FOUND = -32601

/**
 * Whether the bundler has the operation, included or pending. eth_getUserOperationByHash finds
 * included ones; alto answers it from chain logs only, so a pending one is found through
 * pimlico_getUserOperationStatus (any status but 'not_found'), where the bundler has it.
 */
async function isKnown(bundlerClient: AaBundlerClient, hash: Hex): Promise<boolean> {
  const request = bundlerClient.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  try {
    const found = await request({ method: 'eth_getUserOperationByHash', params: [hash] })
    if (found !== null && found !== undefined) return true
    const status = await request({ method: 'pimlico_getUserOperationStatus', params: [hash] }).catch(
      (error: unknown) => {
        if ((error as { code?: unknown }).code === METHOD_NOT_FOUND) return undefined
        throw error
      },
    )
    const value = (status as { status?: unknown } | undefined)?.status
    return typeof value === 'string' && value !== 'not_found'
  } catch (error) {
    throw toAaError(error, { service: 'bundler', phase: 'read', userOperationHash: hash })
  }
}

/**
 * Waits for the operation's receipt (polling the bundler). A receipt with `success: false` is
 * returned as is (the operation was included and its call reverted); no receipt within `timeoutMs`
 * gives ReceiptTimeoutError with the hash, since the operation may still land.
 */
export async function waitForUserOperationReceipt(parameters: {
  bundlerClient: AaBundlerClient
  hash: Hex
  timeoutMs?: number
  pollingIntervalMs?: number
}): Promise<UserOperationReceipt> {
  const { bundlerClient, hash } = parameters
  try {
    return await bundlerClient.waitForUserOperationReceipt({
      hash,
      timeout: parameters.timeoutMs ?? 60_000,
      pollingInterval: parameters.pollingIntervalMs ?? 250,
    })
  } catch (error) {
    if (
      error &&
      typeof error === 'object' &&
      (error as { name?: unknown }).name === 'WaitForUserOperationReceiptTimeoutError'
    ) {
      throw new ReceiptTimeoutError({ userOperationHash: hash, cause: error })
    }
    throw toAaError(error, { service: 'bundler', phase: 'read', userOperationHash: hash })
  }
}

/** Parameters of sendUserOperation. */
export interface SendUserOperationParameters {
  bundlerClient: AaBundlerClient
  account: AirlockSmartAccount
  calls: readonly AaCall[]
  /**
   * Called with the simulated operation before anything is signed (the visitor's approval): throw
   * to stop, and nothing is signed or sent.
   */
  approve?: (prepared: PreparedUserOperation) => Promise<void> | void
}

/**
 * prepare → approve → sign → submit in one step: the calls are simulated before the owner signs
 * (a revert fails here with its reason), the owner signs once, and the operation is sent once.
 * Resolves with its hash and the signed operation.
 *
 * @example
 * ```ts
 * const { hash } = await sendUserOperation({ bundlerClient, account, calls: [{ to, value: 1n }] })
 * const receipt = await waitForUserOperationReceipt({ bundlerClient, hash })
 * ```
 */
export async function sendUserOperation(
  parameters: SendUserOperationParameters,
): Promise<{ hash: Hex; signed: SignedUserOperation }> {
  const prepared = await prepareUserOperation(parameters)
  await parameters.approve?.(prepared)
  const signed = await signUserOperation(parameters.account, prepared)
  const hash = await submitUserOperation({ bundlerClient: parameters.bundlerClient, signed })
  return { hash, signed }
}
