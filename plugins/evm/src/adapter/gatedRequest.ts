// An EIP-1193 request to the connected wallet that passes the kernel's approval gating first when it signs
// or sends: the path other code (a wagmi connector, a host's own viem client) takes to the wallet so a
// `beforeRequest` hook sees the same requests as the adapter's own signing and sending methods.
import type { WalletRequest } from '@airlock/kernel'
import type { Eip1193Provider, Eip1193RequestArguments } from '../types'

/**
 * The EIP-1193 methods that ask the wallet to sign or send: `request` awaits the `beforeRequest` hooks
 * before these, and sends every other method (reads, chain and permission queries) as it is.
 */
export const GATED_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'wallet_sendCalls',
])

/**
 * Sends `request` to `provider`; a method in {@link GATED_METHODS} awaits `gate` with it first (a gate that
 * throws refuses the request before the wallet sees it). The wallet's answer and errors come back as they are.
 *
 * @example
 * await gatedRequest(provider, { method: 'personal_sign', params: [hex, address] }, hooks.beforeRequest)
 */
export async function gatedRequest(
  provider: Eip1193Provider,
  request: Eip1193RequestArguments,
  gate: (request: Omit<WalletRequest, 'namespace'>) => Promise<void>,
): Promise<unknown> {
  const { method, params } = request
  if (GATED_METHODS.has(method)) await gate(params === undefined ? { method } : { method, params })
  return provider.request(request)
}
