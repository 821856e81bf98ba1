import { toEvmError } from '../errors'
import type { Eip1193Provider } from '../types'
import { assertValidSendCalls, type SendCall } from '../validation'

/**
 * Validates the calls with the EVM rule (spec §5: each "to" starts with 0x, data too), then asks
 * the wallet to send them with wallet_sendCalls (EIP-5792); returns the wallet's answer (the batch id).
 *
 * @example
 * await sendCalls(provider, { from, chainId: 1, calls: [{ to, data: '0x' }] })
 */
export async function sendCalls(
  provider: Eip1193Provider,
  params: { from: string; chainId: number; calls: readonly unknown[] },
): Promise<unknown> {
  const calls: SendCall[] = assertValidSendCalls(params.calls)
  try {
    return await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: params.from,
          chainId: `0x${params.chainId.toString(16)}`,
          atomicRequired: false,
          calls,
        },
      ],
    })
  } catch (err) {
    throw toEvmError(err, 'wallet_sendCalls')
  }
}
