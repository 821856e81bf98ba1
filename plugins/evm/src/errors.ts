// EVM plugin errors. Texts come from the kernel's catalogue; RPC codes map through the kernel's classes.
import {
  BaseError,
  ERROR_MESSAGES,
  isUserRejection,
  RpcError,
  SignatureDeclinedError,
  toRpcError,
} from '@airlock/kernel'

// The send and sign failures are chain-generic, so they live in the kernel; re-exported for evm users.
export {
  InsufficientBalanceError,
  InvalidSendParametersError,
  SendTransactionError,
  SignatureDeclinedError,
} from '@airlock/kernel'

function findRpcCode(err: unknown): { code: number; message: string; data?: unknown } | null {
  let current: unknown = err
  for (let depth = 0; current !== null && typeof current === 'object' && depth < 20; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') {
      const message = (current as { shortMessage?: unknown; message?: unknown }).message
      return {
        code,
        message: typeof message === 'string' ? message : '',
        data: (current as { data?: unknown }).data,
      }
    }
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/**
 * Maps anything a wallet or node threw to an Airlock error: user rejections (4001, 5000) become
 * `SignatureDeclinedError`, other JSON-RPC codes the kernel's RPC error classes, Airlock errors pass through.
 *
 * @example
 * toEvmError({ code: 4001, message: 'User rejected' }).shortMessage // 'Signature declined'
 */
export function toEvmError(err: unknown, method?: string): BaseError {
  if (err instanceof SignatureDeclinedError) return err
  if (isUserRejection(err)) return new SignatureDeclinedError({ cause: err })
  if (err instanceof RpcError) return err
  if (err instanceof BaseError) return err
  const rpc = findRpcCode(err)
  if (rpc) return toRpcError(rpc, method)
  return new BaseError(ERROR_MESSAGES.somethingWentWrong, { cause: err })
}
