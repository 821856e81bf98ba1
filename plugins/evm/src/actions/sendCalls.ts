import { evmError } from '../evmError'
import type { Eip1193Provider } from '../types'
import { assertValidSendCalls, type SendCall } from '../validation'

/**
 * Validates the calls with the EVM rule (spec §5: each "to" starts with 0x, data too), then asks
 * the wallet to send them with wallet_sendCalls (EIP-5792); returns the wallet's answer (the batch id).
 * `beforeRequest` (the kernel's approval gating) is awaited with the request just before it is sent.
 *
 * @example
 * await sendCalls(provider, { from, chainId: 1, calls: [{ to, data: '0x' }] })
 */
export async function sendCalls(
  provider: Eip1193Provider,
  params: { from: string; chainId: number; calls: readonly unknown[] },
  beforeRequest?: (request: { method: string; params: readonly unknown[] }) => Promise<void>,
): Promise<unknown> {
  const calls: SendCall[] = assertValidSendCalls(params.calls)
  const request = {
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
  }
  await beforeRequest?.(request)
  try {
    return await provider.request(request)
  } catch (err) {
    throw await evmError(err, 'wallet_sendCalls')
  }
}
