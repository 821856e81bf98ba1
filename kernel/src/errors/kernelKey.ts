import type { MessageKey } from './base'
import type * as MESSAGES from './messages'

/** A key of the kernel's catalogue: a fixed message of `ERROR_MESSAGES`, or one with parameters. */
export type KernelMessageKey =
  | keyof typeof MESSAGES
  | 'httpStatus'
  | 'rpcUrlNotFound'
  | 'namespaceNotConfigured'

/** The `MessageKey` of a kernel message (namespace `'kernel'`). */
export function kernelKey(key: KernelMessageKey, params?: Record<string, string | number>): MessageKey {
  return params ? { namespace: 'kernel', key, params } : { namespace: 'kernel', key }
}
