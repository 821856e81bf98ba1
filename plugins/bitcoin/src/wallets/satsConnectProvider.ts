// A Sats Connect provider (announced on `window.btc_providers`, reached at the path of its id) as a
// `BitcoinProvider`: `request(method, params)` answers JSON-RPC 2.0 ({result} or {error: {code, message}}).
// Methods: wallet_connect / getAddresses, wallet_disconnect, wallet_changeNetwork, signMessage, signPsbt,
// sendTransfer; events through addListener('accountChange' | 'disconnect').
import type { BitcoinProvider, BitcoinWalletAddress } from '../types'

/** The JSON-RPC answer of a Sats Connect provider. */
type RpcAnswer = { result?: unknown; error?: { code?: number; message?: string } }

/** A Sats Connect provider object. */
export interface SatsConnectRequester {
  request(method: string, params?: unknown): Promise<RpcAnswer>
  addListener?(event: string, listener: (...args: unknown[]) => void): (() => void) | undefined
}

/** One announced provider: its entry on `btc_providers` and the object at its id's path. */
export interface SatsConnectEntry {
  id: string
  name: string
  icon: string
  provider: SatsConnectRequester
}

/** A Sats Connect error answer, with its code (-32000: the user rejected). */
export class SatsConnectRpcError extends Error {
  override name = 'SatsConnectRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function addresses(result: unknown): BitcoinWalletAddress[] {
  const list = Array.isArray(result) ? result : record(result).addresses
  if (!Array.isArray(list)) return []
  return list
    .map(record)
    .filter((a) => typeof a.address === 'string' && (a.purpose === 'payment' || a.purpose === 'ordinals'))
    .map((a) => ({
      address: a.address as string,
      purpose: a.purpose as 'payment' | 'ordinals',
      publicKey: typeof a.publicKey === 'string' ? a.publicKey : undefined,
    }))
    .sort((a, b) => (a.purpose === b.purpose ? 0 : a.purpose === 'payment' ? -1 : 1))
}

/**
 * Wraps a Sats Connect provider.
 *
 * @example
 * const provider = satsConnectProvider({ id, name, icon, provider: window.XverseProviders.BitcoinProvider })
 */
export function satsConnectProvider(entry: SatsConnectEntry): BitcoinProvider {
  const request = async (method: string, params?: unknown): Promise<unknown> => {
    const answer = record(await entry.provider.request(method, params)) as RpcAnswer
    if (answer.error) {
      throw new SatsConnectRpcError(answer.error.code ?? -32603, answer.error.message ?? `${method} failed`)
    }
    return answer.result
  }
  let last: BitcoinWalletAddress[] = []
  return {
    async connect(options) {
      if (options?.silent) return last
      last = addresses(await request('wallet_connect', { addresses: ['payment', 'ordinals'] }))
      return last
    },
    async disconnect() {
      await request('wallet_disconnect', null)
    },
    chains: () => [],
    async signMessage({ address, message, protocol }) {
      const result = record(
        await request('signMessage', {
          address,
          message,
          protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
        }),
      )
      if (typeof result.signature !== 'string')
        throw new SatsConnectRpcError(-32603, 'signMessage: no signature')
      return result.signature
    },
    async signPsbt({ psbt, signInputs }) {
      const byAddress: Record<string, number[]> = {}
      for (const input of signInputs) {
        const list = byAddress[input.address] ?? []
        list.push(input.index)
        byAddress[input.address] = list
      }
      const result = record(await request('signPsbt', { psbt, signInputs: byAddress, broadcast: false }))
      if (typeof result.psbt !== 'string') throw new SatsConnectRpcError(-32603, 'signPsbt: no PSBT')
      return result.psbt
    },
    async sendTransfer({ recipient, amount }) {
      const result = record(
        await request('sendTransfer', { recipients: [{ address: recipient, amount: Number(amount) }] }),
      )
      if (typeof result.txid !== 'string') throw new SatsConnectRpcError(-32603, 'sendTransfer: no txid')
      return result.txid
    },
    async switchNetwork(network) {
      await request('wallet_changeNetwork', { name: network.satsConnectNetwork })
    },
    onChange(listener) {
      const offs = [
        entry.provider.addListener?.('accountChange', () => {
          // The event carries no addresses: ask again without a prompt (a connected wallet answers).
          void request('getAddresses', { purposes: ['payment', 'ordinals'] }).then(
            (result) => {
              last = addresses(result)
              listener({ addresses: last })
            },
            () => listener({ addresses: [] }),
          )
        }),
        entry.provider.addListener?.('disconnect', () => listener({ disconnected: true })),
      ]
      return () => {
        for (const off of offs) off?.()
      }
    },
  }
}
