import type { Hex } from 'viem'
import type { AaBundlerClient } from './createAaBundlerClient'
import { type CallsStatus, callsStatus, type ParsedSendCalls, type SentCallsRegistry } from './eip5792'
import { DuplicateCallsIdError } from './errors'
import { toAaError } from './toAaError'
import type { AirlockSmartAccount } from './toAirlockSmartAccount'
import { type PreparedUserOperation, sendUserOperation } from './userOperations'

/** Parameters of sendCalls. */
export interface SendCallsParameters {
  /** The bundler client to send with: built with the request's paymasterService URL when it has one. */
  bundlerClient: AaBundlerClient
  account: AirlockSmartAccount
  /** What parseSendCalls made of the request. */
  request: ParsedSendCalls
  registry: SentCallsRegistry
  /** The visitor's approval, called with the simulated operation before signing (throw to refuse). */
  approve?: (prepared: PreparedUserOperation) => Promise<void> | void
}

/**
 * wallet_sendCalls for a smart account: every call in one user operation (`executeBatch`, so the
 * batch is atomic), simulated, approved, signed once and sent once. Resolves with the EIP-5792
 * answer `{ id }`: the dApp's id, or the operation's hash.
 *
 * @example
 * ```ts
 * const request = parseSendCalls(params, { account: account.address, chainIds: [31337] })
 * const { id } = await sendCalls({ bundlerClient, account, request, registry, approve: askVisitor })
 * const status = await getCallsStatus({ bundlerClient, id, registry })
 * ```
 */
export async function sendCalls(parameters: SendCallsParameters): Promise<{ id: string }> {
  const { request, registry } = parameters
  if (request.id !== undefined && registry.has(request.id)) {
    throw new DuplicateCallsIdError({ details: `id ${request.id}` })
  }
  const { hash } = await sendUserOperation({
    bundlerClient: parameters.bundlerClient,
    account: parameters.account,
    calls: request.calls,
    ...(parameters.approve ? { approve: parameters.approve } : {}),
  })
  const id = request.id ?? hash
  registry.add(id, { chainId: request.chainId, userOperationHash: hash })
  return { id }
}

/** wallet_getCallsStatus: the EIP-5792 status of an id sendCalls answered (5730 for an unknown id). */
export async function getCallsStatus(parameters: {
  bundlerClient: AaBundlerClient
  id: string
  registry: SentCallsRegistry
}): Promise<CallsStatus> {
  const sent = parameters.registry.get(parameters.id)
  const hash: Hex = sent.userOperationHash
  try {
    const receipt = await parameters.bundlerClient
      .getUserOperationReceipt({ hash })
      .catch((error: unknown) => {
        if ((error as { name?: unknown }).name === 'UserOperationReceiptNotFoundError') return null
        throw error
      })
    return callsStatus(parameters.id, sent.chainId, receipt)
  } catch (error) {
    throw toAaError(error, { service: 'bundler', phase: 'read', userOperationHash: hash })
  }
}
