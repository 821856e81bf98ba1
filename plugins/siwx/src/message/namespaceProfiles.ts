// How each namespace writes its sign-in message: the account name in the first line, where blank lines
// go, and how the CAIP-2 chain id reads on the "Chain ID:" line.
import type { SiwxChainId, SiwxNamespace } from './types'

/**
 * The text layout: `eip4361` keeps EIP-4361's empty line where a missing statement would be (three line
 * breaks after the address); `siws` is Sign In With Solana as @solana/wallet-standard-util writes it (one
 * blank line when there is no statement).
 */
export type SiwxLayout = 'eip4361' | 'siws'

/** One namespace's message profile. */
export interface SiwxNamespaceProfile {
  /** The name in "wants you to sign in with your … account:". */
  ecosystem: string
  layout: SiwxLayout
  /** The "Chain ID:" value for a chain of this namespace. */
  chainLabel(chainId: SiwxChainId): string
  /** The chain id a "Chain ID:" value stands for, or undefined when it reads as none. */
  chainFromLabel(label: string): SiwxChainId | undefined
  /**
   * A valid address of the namespace that owns nothing, standing for "the account the wallet will pick"
   * where message fields are made before the account is known (WalletConnect's one-click sign-in).
   */
  placeholderAddress: string
}

/**
 * Solana's public clusters: Sign In With Solana wallets (Phantom, Solflare…) expect the cluster's name on
 * the "Chain ID:" line; CAIP-2 names a cluster by its genesis hash.
 */
export const SOLANA_CLUSTER_CHAINS = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const satisfies Record<string, SiwxChainId>

const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const reference = (chainId: string) => chainId.slice(chainId.indexOf(':') + 1)

/** Writes the CAIP-2 reference and reads one back within `namespace`. */
function referenceLabels(namespace: string, pattern: RegExp) {
  return {
    chainLabel: reference,
    chainFromLabel: (label: string) =>
      pattern.test(label) ? (`${namespace}:${label}` as SiwxChainId) : undefined,
  }
}

/** The message profile of each namespace this module formats. */
export const NAMESPACE_PROFILES: Record<SiwxNamespace, SiwxNamespaceProfile> = {
  // EIP-4361: "Ethereum account" on every EVM chain, and the EIP-155 chain id as a bare integer.
  eip155: {
    ecosystem: 'Ethereum',
    layout: 'eip4361',
    placeholderAddress: '0x0000000000000000000000000000000000000000',
    ...referenceLabels('eip155', /^[1-9]\d{0,31}$/),
  },
  solana: {
    ecosystem: 'Solana',
    layout: 'siws',
    placeholderAddress: '11111111111111111111111111111111',
    chainLabel(chainId) {
      const ref = reference(chainId)
      if (ref in SOLANA_CLUSTER_CHAINS) return ref // wallet-standard ids (solana:mainnet) read as the cluster
      const cluster = Object.entries(SOLANA_CLUSTER_CHAINS).find(([, id]) => id === chainId)
      return cluster ? cluster[0] : ref
    },
    chainFromLabel(label) {
      const cluster = SOLANA_CLUSTER_CHAINS[label as keyof typeof SOLANA_CLUSTER_CHAINS]
      if (cluster) return cluster
      return REFERENCE.test(label) ? `solana:${label}` : undefined
    },
  },
  // No BIP-122 profile of CAIP-122 exists: the EIP-4361 layout, "Bitcoin account", the chain's genesis prefix.
  bip122: {
    ecosystem: 'Bitcoin',
    layout: 'eip4361',
    placeholderAddress: '1111111111111111111114oLvT2',
    ...referenceLabels('bip122', /^[0-9a-f]{32}$/),
  },
}

/** The namespace whose message begins "… sign in with your `ecosystem` account:", if any. */
export function namespaceOfEcosystem(ecosystem: string): SiwxNamespace | undefined {
  return (Object.keys(NAMESPACE_PROFILES) as SiwxNamespace[]).find(
    (ns) => NAMESPACE_PROFILES[ns].ecosystem === ecosystem,
  )
}
