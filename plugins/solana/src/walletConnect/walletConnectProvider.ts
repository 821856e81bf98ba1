// A `SolanaProvider` over one WalletConnect session's solana namespace (AppKit's method shapes):
// solana_signMessage {message: base58, pubkey} → {signature: base58}; solana_signTransaction
// {transaction: base64, pubkey} → {transaction: base64} (older wallets: {signature: base58});
// solana_signAndSendTransaction {transaction, pubkey, sendOptions} → {signature: base58}.
// Loaded lazily, with @solana/kit, when a session is made.

import type { SessionTransport } from '@airlock/kernel'
import { ConnectBeforeRequestError } from '@airlock/kernel'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'
import { SolanaWalletFeatureError } from '../errors'
import type { SolanaChainMap } from '../networks/chainMap'
import type { SolanaChainRef, SolanaProvider, SolanaProviderChange } from '../types'

const b58 = { encode: getBase58Decoder(), decode: getBase58Encoder() }
const b64 = { encode: getBase64Decoder(), decode: getBase64Encoder() }

function field(result: unknown, name: string): string | undefined {
  const value =
    typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : undefined
}

/**
 * Makes the provider. Requests go to the chain asked for (its CAIP-2 id), signMessage to the session's
 * first solana chain.
 *
 * @example
 * createProvider: (transport) => walletConnectSolanaProvider(transport, chains)
 */
export function walletConnectSolanaProvider(
  transport: SessionTransport,
  chains: SolanaChainMap,
): SolanaProvider {
  let connected = true
  const addresses = () => [...new Set(transport.accounts().map((a) => a.split(':')[2] ?? ''))].filter(Boolean)
  const caip = (chain?: SolanaChainRef) => {
    const id = chain ? (chains.toCaip(chain.caipNetworkId) ?? chain.caipNetworkId) : transport.chains()[0]
    if (!connected || !id) throw new ConnectBeforeRequestError()
    return id
  }
  const request = (method: string, params: unknown, chain?: SolanaChainRef) =>
    transport.request({ chainId: caip(chain), method, params })
  return {
    async connect() {
      if (!connected) throw new ConnectBeforeRequestError()
      return addresses()
    },
    chains: () => transport.chains(),
    async signMessage({ address, message }) {
      const result = await request('solana_signMessage', {
        message: b58.encode.decode(message),
        pubkey: address,
      })
      const signature = field(result, 'signature')
      if (!signature) throw new SolanaWalletFeatureError('solana_signMessage (no signature)')
      return new Uint8Array(b58.decode.encode(signature))
    },
    async signTransaction({ address, transaction, chain }) {
      const result = await request(
        'solana_signTransaction',
        { transaction: b64.encode.decode(transaction), pubkey: address },
        chain,
      )
      const signed = field(result, 'transaction')
      if (signed) return new Uint8Array(b64.decode.encode(signed))
      const signature = field(result, 'signature')
      if (!signature) throw new SolanaWalletFeatureError('solana_signTransaction (no transaction)')
      const tx = getTransactionDecoder().decode(transaction)
      const signatures = { ...tx.signatures, [address]: b58.decode.encode(signature) as SignatureBytes }
      return new Uint8Array(getTransactionEncoder().encode({ ...tx, signatures }))
    },
    async signAndSendTransaction({ address, transaction, chain, commitment }) {
      const result = await request(
        'solana_signAndSendTransaction',
        {
          transaction: b64.encode.decode(transaction),
          pubkey: address,
          ...(commitment ? { sendOptions: { preflightCommitment: commitment } } : {}),
        },
        chain,
      )
      const signature = field(result, 'signature')
      if (!signature) throw new SolanaWalletFeatureError('solana_signAndSendTransaction (no signature)')
      return new Uint8Array(b58.decode.encode(signature))
    },
    onChange(listener: (change: SolanaProviderChange) => void) {
      return transport.subscribe((event) => {
        if (event.type === 'disconnect') {
          connected = false
          listener({ disconnected: true })
        } else if (event.type === 'accounts' || event.name === 'accountsChanged') {
          listener({ accounts: addresses() })
        } else if (event.name === 'chainChanged') {
          listener({ chain: String(event.data) })
        }
      })
    },
  }
}
