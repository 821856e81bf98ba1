import { evmError } from '../evmError'
import type { Eip1193Provider } from '../types'

/**
 * Signs a text message with personal_sign (EIP-191); 4001/5000 become 'Signature declined'.
 *
 * @example
 * const signature = await signMessage(provider, { address, message: 'hello' })
 */
export async function signMessage(
  provider: Eip1193Provider,
  params: { address: string; message: string },
): Promise<`0x${string}`> {
  const hexMessage = `0x${Array.from(new TextEncoder().encode(params.message), (b) => b.toString(16).padStart(2, '0')).join('')}`
  try {
    return (await provider.request({
      method: 'personal_sign',
      params: [hexMessage, params.address],
    })) as `0x${string}`
  } catch (err) {
    throw await evmError(err, 'personal_sign')
  }
}

function stringifyTypedData(data: unknown): string {
  if (typeof data === 'string') return data
  return JSON.stringify(data, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
}

/**
 * Signs EIP-712 typed data with eth_signTypedData_v4; `data` is the typed-data object (bigints allowed)
 * or its JSON. 4001/5000 become 'Signature declined'.
 *
 * @example
 * await signTypedData(provider, { address, data: { domain, types, primaryType, message } })
 */
export async function signTypedData(
  provider: Eip1193Provider,
  params: { address: string; data: unknown },
): Promise<`0x${string}`> {
  try {
    return (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [params.address, stringifyTypedData(params.data)],
    })) as `0x${string}`
  } catch (err) {
    throw await evmError(err, 'eth_signTypedData_v4')
  }
}
