import { InvalidSendParametersError, toEvmError } from '../errors'
import type { Eip1193Provider } from '../types'

/** One call of a wallet_sendCalls batch (EIP-5792). */
export interface WalletCall {
  /** Target; must start with 0x. */
  to: string
  /** Call data; must start with 0x when present. */
  data?: string | undefined
  /** Value in wei, hex. */
  value?: string | undefined
}

/**
 * Spec §5: each call needs a "to" starting with 0x; its data, when given, must also start with 0x.
 * Throws `InvalidSendParametersError` naming the first bad call.
 */
export function validateSendCalls(calls: readonly WalletCall[]): void {
  calls.forEach((call, i) => {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x')) {
      throw new InvalidSendParametersError(`Call ${i}: "to" must start with 0x`)
    }
    if (call.data !== undefined && !call.data.startsWith('0x')) {
      throw new InvalidSendParametersError(`Call ${i}: "data" must start with 0x`)
    }
  })
}

/**
 * Validates the calls, then asks the wallet to send them with wallet_sendCalls; returns the batch id.
 *
 * @example
 * await sendCalls(provider, { from, chainId: 1, calls: [{ to, data: '0x' }] })
 */
export async function sendCalls(
  provider: Eip1193Provider,
  params: { from: string; chainId: number; calls: readonly WalletCall[] },
): Promise<unknown> {
  validateSendCalls(params.calls)
  try {
    return await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: params.from,
          chainId: `0x${params.chainId.toString(16)}`,
          atomicRequired: false,
          calls: params.calls,
        },
      ],
    })
  } catch (err) {
    throw toEvmError(err, 'wallet_sendCalls')
  }
}
