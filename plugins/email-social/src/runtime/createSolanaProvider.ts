// The Solana provider the solana adapter gets from `getProvider('solana')`: the same frame session as the
// EVM provider. The account is the frame's Solana address (SLIP-10 m/44'/501'/0'/0' of the user's seed);
// messages and transactions travel as RPC_REQUEST (base58 messages, base64 wire transactions) with the
// chain they are for, and the frame asks the visitor to approve each one in its own view, then signs with
// the key it rebuilds for that one operation. The frame only serves Solana chains in its own config.
import type { SolanaChainRef, SolanaProvider, SolanaProviderChange } from '@airlock/solana'
import { base58, base64 } from '@scure/base'
import { toProviderError } from './createEvmProvider'
import type { FrameClient } from './FrameClient'

/** What the Solana provider needs from the runtime. */
export interface SolanaProviderContext {
  client: Pick<FrameClient, 'request'>
  /** The Solana chain (CAIP-2) the app is on, if it has one: the frame reports that chain's account. */
  chainId(): string | undefined
}

/** The embedded wallet's Solana provider, plus the hook the runtime calls when the session ends. */
export interface EmbeddedSolanaProvider extends SolanaProvider {
  /** The frame reports no session any more: listeners hear `disconnected`. */
  signedOut(): void
}

function field(result: unknown, name: string): string {
  const value =
    typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[name] : undefined
  if (typeof value !== 'string') throw new Error(`The frame's answer has no ${name}`)
  return value
}

/**
 * The provider over one frame connection.
 * @example
 * const provider = createSolanaProvider({ client, chainId: () => 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
 * const [address] = await provider.connect()
 */
export function createSolanaProvider(context: SolanaProviderContext): EmbeddedSolanaProvider {
  const listeners = new Set<(change: SolanaProviderChange) => void>()
  const call = async (method: string, params: unknown, chain?: SolanaChainRef, approval = true) => {
    try {
      const chainId = chain?.caipNetworkId ?? context.chainId()
      return await context.client.request(
        'RPC_REQUEST',
        { method, params, ...(chainId ? { chainId } : {}) } as never,
        { timeout: !approval },
      )
    } catch (error) {
      throw toProviderError(error)
    }
  }
  return {
    async connect() {
      const chainId = context.chainId()
      try {
        const user = (await context.client.request('GET_USER', chainId ? { chainId } : undefined)) as {
          address: string
        }
        return user.address.startsWith('0x') ? [] : [user.address]
      } catch (error) {
        throw toProviderError(error)
      }
    },
    chains: () => [],
    async signMessage({ address, message }) {
      const result = await call('solana_signMessage', { message: base58.encode(message), pubkey: address })
      return base58.decode(field(result, 'signature'))
    },
    async signTransaction({ address, transaction, chain }) {
      const result = await call(
        'solana_signTransaction',
        { transaction: base64.encode(transaction), pubkey: address },
        chain,
      )
      return base64.decode(field(result, 'transaction'))
    },
    async signAndSendTransaction({ address, transaction, chain, commitment }) {
      const result = await call(
        'solana_signAndSendTransaction',
        {
          transaction: base64.encode(transaction),
          pubkey: address,
          ...(commitment ? { options: { preflightCommitment: commitment } } : {}),
        },
        chain,
      )
      return base58.decode(field(result, 'signature'))
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signedOut() {
      for (const listener of [...listeners]) listener({ disconnected: true })
    },
  }
}
