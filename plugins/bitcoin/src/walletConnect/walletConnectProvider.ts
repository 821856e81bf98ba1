// A `BitcoinProvider` over one WalletConnect session's bip122 namespace, with the method shapes of AppKit's
// bitcoin adapter: getAccountAddresses {account} → [{address, publicKey, path, intention}]; signMessage
// {message, address, protocol} → {address, signature (hex or base64)}; signPsbt {psbt, signInputs, broadcast}
// → {psbt, txid?}; sendTransfer {recipientAddress, amount (sats, decimal text)} → {txid}.
import { ConnectBeforeRequestError, type SessionTransport } from '@airlock/kernel'
import type { BitcoinCaipNetwork } from '../caipNetwork'
import { bytesToBase64, hexToBytes } from '../encoding'
import type { BitcoinNetwork } from '../networks'
import type { BitcoinProvider, BitcoinWalletAddress } from '../types'
import { BitcoinWalletFeatureError } from '../walletErrors'

/**
 * How long connect waits for the wallet's `getAccountAddresses` answer before it takes the session's accounts
 * as payment addresses: a wallet that prompts for it, or never answers, must not hold the whole WalletConnect
 * connection (every namespace of it) in 'connecting'.
 */
export const ADDRESS_LIST_TIMEOUT_MS = 5_000

/** Resolves to `undefined` if `promise` has not settled within `ms`; its rejection becomes `undefined` too. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms)
  })
  try {
    return await Promise.race([promise.catch(() => undefined), late])
  } finally {
    clearTimeout(timer)
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

/**
 * Makes the provider. Requests go to the network asked for (its CAIP-2 id), else the session's first chain.
 *
 * @example
 * createProvider: (transport) => walletConnectBitcoinProvider(transport, networks)
 */
export function walletConnectBitcoinProvider(
  transport: SessionTransport,
  networks: readonly BitcoinCaipNetwork[],
): BitcoinProvider {
  let connected = true
  const sessionAddresses = () =>
    [...new Set(transport.accounts().map((a) => a.split(':')[2] ?? ''))].filter(Boolean)
  const chainOf = (network?: BitcoinNetwork) => {
    const id = network?.caipNetworkId ?? transport.chains()[0] ?? networks[0]?.caipNetworkId
    if (!connected || !id) throw new ConnectBeforeRequestError()
    return id
  }
  const request = async (method: string, params: unknown, network?: BitcoinNetwork) =>
    transport.request({ chainId: chainOf(network), method, params })
  let known: BitcoinWalletAddress[] = []

  async function addresses(network?: BitcoinNetwork): Promise<BitcoinWalletAddress[]> {
    const fromSession = sessionAddresses()
    const account = fromSession[0]
    if (!account) return []
    // A wallet without getAccountAddresses (or slow to answer): the session's accounts are payment addresses.
    const result = await within(
      request('getAccountAddresses', { account, intentions: ['payment', 'ordinal'] }, network),
      ADDRESS_LIST_TIMEOUT_MS,
    )
    const list = Array.isArray(result) ? result.map(record) : []
    const parsed = list
      .filter((a) => typeof a.address === 'string')
      .map((a) => ({
        address: a.address as string,
        purpose:
          a.intention === 'ordinal' || a.intention === 'ordinals'
            ? ('ordinals' as const)
            : ('payment' as const),
        publicKey: typeof a.publicKey === 'string' ? a.publicKey : undefined,
      }))
    if (parsed.length > 0) return parsed
    return fromSession.map((address) => ({ address, purpose: 'payment' as const }))
  }

  return {
    async connect(options) {
      if (!connected) throw new ConnectBeforeRequestError()
      known = await addresses(options?.network)
      return known
    },
    async disconnect() {
      connected = false
    },
    chains: () => transport.chains(),
    async signMessage({ address, message, protocol, network }) {
      const result = record(
        await request('signMessage', { account: address, address, message, protocol }, network),
      )
      const signature = result.signature
      if (typeof signature !== 'string' || !signature)
        throw new BitcoinWalletFeatureError('signMessage (no signature)')
      return /^[0-9a-f]+$/i.test(signature) && signature.length % 2 === 0
        ? bytesToBase64(hexToBytes(signature))
        : signature
    },
    async signPsbt({ psbt, signInputs, network }) {
      const result = record(
        await request(
          'signPsbt',
          {
            account: signInputs[0]?.address,
            psbt,
            signInputs: signInputs.map((i) => ({
              address: i.address,
              index: i.index,
              sighashTypes: [...(i.sighashTypes ?? [0x01])],
            })),
            broadcast: false,
          },
          network,
        ),
      )
      if (typeof result.psbt !== 'string') throw new BitcoinWalletFeatureError('signPsbt (no PSBT)')
      return result.psbt
    },
    async sendTransfer({ recipient, amount, network }) {
      const result = record(
        await request(
          'sendTransfer',
          {
            account: known[0]?.address ?? sessionAddresses()[0],
            recipientAddress: recipient,
            amount: amount.toString(),
          },
          network,
        ),
      )
      if (typeof result.txid !== 'string') throw new BitcoinWalletFeatureError('sendTransfer (no txid)')
      return result.txid
    },
    onChange(listener) {
      return transport.subscribe((event) => {
        if (event.type === 'disconnect') {
          connected = false
          listener({ disconnected: true })
        } else if (
          event.type === 'accounts' ||
          (event.type === 'event' && event.name === 'bip122_addressesChanged')
        ) {
          void addresses().then((list) => {
            known = list
            listener({ addresses: list })
          })
        }
      })
    },
  }
}
