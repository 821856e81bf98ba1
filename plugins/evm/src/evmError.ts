// `toEvmError` for the adapter's and actions' failure paths, from its own chunk: it maps JSON-RPC codes through
// the kernel's error classes (./errors, the kernel's rpcClasses: 6 KB minified), which a page need not carry
// before a wallet or node has failed.
import type { BaseError } from '@airlock/kernel'

/**
 * `toEvmError(err, method)` (./errors), its code loaded on the first failure.
 *
 * @example
 * try { await provider.request({ method: 'personal_sign', params }) } catch (err) { throw await evmError(err, 'personal_sign') }
 */
export async function evmError(err: unknown, method?: string): Promise<BaseError> {
  return (await import('./errors')).toEvmError(err, method)
}
