// Solana networks as Airlock networks (spec §3 "Network"): CAIP-2 ids are `solana:` + the first 32
// characters of the base58 genesis hash; each network also knows the Wallet Standard chain name wallets
// advertise for it (`solana:mainnet`, `solana:devnet`, `solana:testnet`, `solana:localnet`).
import { type CaipNetwork, RpcUrlNotFoundError } from '@airlock/kernel'
import { SOL_MARK } from './solMark'

/** A Wallet Standard Solana chain name. */
export type WalletStandardSolanaChain = `solana:${string}`

/** A Solana network: an Airlock network with a WebSocket endpoint and its Wallet Standard chain name. */
export interface SolanaNetwork extends CaipNetwork {
  /** The base58 genesis hash's first 32 characters (the CAIP-2 reference). */
  id: string
  chainNamespace: 'solana'
  caipNetworkId: `solana:${string}`
  /** HTTP JSON-RPC and WebSocket (subscriptions) endpoints. */
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] }
    chainDefault?: { http: readonly string[] }
  }
  /** The chain name wallets use for it (Wallet Standard), e.g. 'solana:mainnet'. */
  walletStandardChain: WalletStandardSolanaChain
}

/** What `solanaNetwork` takes: the genesis hash (or CAIP-2 id), a name and endpoints. */
export interface SolanaNetworkParameters {
  /** Display name. */
  name: string
  /** The base58 genesis hash; the CAIP-2 id is made from its first 32 characters. */
  genesisHash?: string
  /** The CAIP-2 id, when the genesis hash is not at hand. */
  caipNetworkId?: string
  /** HTTP JSON-RPC URL. */
  rpcUrl: string
  /** WebSocket URL for subscriptions; default: the RPC URL with ws(s):. */
  wsUrl?: string
  /** The Wallet Standard chain name (default 'solana:localnet'). */
  walletStandardChain?: string
  /** Block explorer. */
  explorer?: { name: string; url: string }
  /** True for test networks (default true unless the chain is solana:mainnet). */
  testnet?: boolean
  /** Network image. */
  imageUrl?: string
}

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

/** The WebSocket URL of an HTTP RPC URL (same host and port, as Solana nodes serve both). */
export function defaultWebSocketUrl(rpcUrl: string): string {
  return rpcUrl.replace(/^http(s?):/, 'ws$1:')
}

/**
 * Makes a Solana network, e.g. a local one from the devnet's constants.
 *
 * @example
 * solanaNetwork({ ...DEVNET_SOLANA_NETWORK, rpcUrl: devnet.solana.rpcUrl, wsUrl: devnet.solana.wsUrl })
 */
export function solanaNetwork(params: SolanaNetworkParameters): SolanaNetwork {
  const reference = params.genesisHash
    ? params.genesisHash.slice(0, 32)
    : params.caipNetworkId?.startsWith('solana:')
      ? params.caipNetworkId.slice('solana:'.length)
      : undefined
  if (!reference || !BASE58.test(reference)) {
    throw new TypeError(
      `solanaNetwork(${params.name}): a base58 genesisHash or a solana: caipNetworkId is required`,
    )
  }
  // No RPC URL: the spec's error (§8 'No RPC URL found for chain {id}'), not a TypeError from deriving its WebSocket URL.
  if (typeof params.rpcUrl !== 'string' || params.rpcUrl === '')
    throw new RpcUrlNotFoundError(`solana:${reference}`)
  const chain = (params.walletStandardChain ?? 'solana:localnet') as WalletStandardSolanaChain
  if (!chain.startsWith('solana:')) throw new TypeError(`solanaNetwork: bad walletStandardChain ${chain}`)
  return {
    id: reference,
    name: params.name,
    nativeCurrency: SOL,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    rpcUrls: {
      default: { http: [params.rpcUrl], webSocket: [params.wsUrl ?? defaultWebSocketUrl(params.rpcUrl)] },
    },
    ...(params.explorer ? { blockExplorers: { default: params.explorer } } : {}),
    // Its own image, else Solana's mark (inline: no request, no letter placeholder).
    assets: { imageUrl: params.imageUrl ?? SOL_MARK },
    testnet: params.testnet ?? chain !== 'solana:mainnet',
    walletStandardChain: chain,
  }
}

const EXPLORER = { name: 'Solana Explorer', url: 'https://explorer.solana.com' }

/** Solana mainnet-beta (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
export const solanaMainnet: SolanaNetwork = /* @__PURE__ */ solanaNetwork({
  name: 'Solana',
  genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  walletStandardChain: 'solana:mainnet',
  explorer: EXPLORER,
  testnet: false,
})

/** Solana devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`). */
export const solanaDevnet: SolanaNetwork = /* @__PURE__ */ solanaNetwork({
  name: 'Solana Devnet',
  genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  rpcUrl: 'https://api.devnet.solana.com',
  walletStandardChain: 'solana:devnet',
  explorer: EXPLORER,
})

/** Solana testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`). */
export const solanaTestnet: SolanaNetwork = /* @__PURE__ */ solanaNetwork({
  name: 'Solana Testnet',
  genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zZcP1ajzBRa7t',
  rpcUrl: 'https://api.testnet.solana.com',
  walletStandardChain: 'solana:testnet',
  explorer: EXPLORER,
})
