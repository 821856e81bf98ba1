// How a chain plugin contributes its namespace to WalletConnect: the chains, methods and events to ask
// the wallet for, and a factory that makes the namespace's wallet provider over the session. The plugin
// knows no namespace: eip155, solana, bip122 (or a made-up one in a test) all come this way.
import type { CaipNetwork, ChainNamespace, NamespaceProvider } from '@airlock/kernel'

/** A change in the session that a namespace's provider may care about. */
export type WalletConnectSessionEvent =
  /** The wallet emitted an event (e.g. 'chainChanged', 'accountsChanged') on a chain of the namespace. */
  | { type: 'event'; name: string; data: unknown; chainId: string }
  /** The wallet updated the session's accounts of the namespace (CAIP-10). */
  | { type: 'accounts'; accounts: readonly string[] }
  /** The session ended (deleted by either side, or expired). */
  | { type: 'disconnect' }

/** The session, as one namespace's provider sees it. */
export interface WalletConnectTransport {
  /** The namespace this transport serves. */
  readonly namespace: ChainNamespace
  /** The session topic. */
  readonly topic: string
  /** The session's accounts of this namespace, CAIP-10 (`namespace:reference:address`), current. */
  accounts(): readonly string[]
  /** The CAIP-2 chains of this namespace that the session approved, current. */
  chains(): readonly string[]
  /** Sends a request to the wallet on a chain (CAIP-2 id) of this namespace. */
  request(args: { chainId: string; method: string; params?: unknown }): Promise<unknown>
  /** Follows session changes for this namespace; returns the unsubscribe function. */
  subscribe(listener: (event: WalletConnectSessionEvent) => void): () => void
}

/**
 * What a chain plugin contributes under `'walletconnect/namespace'`.
 *
 * @example
 * ctx.contribute('walletconnect/namespace', {
 *   namespace: 'acme',
 *   chains: ['acme:main'],
 *   methods: ['acme_sign'],
 *   events: ['accountsChanged'],
 *   createProvider: (transport) => ({ request: (args) => transport.request({ chainId: 'acme:main', ...args }) }),
 * })
 */
export interface WalletConnectNamespace<N extends ChainNamespace = ChainNamespace> {
  /** The namespace, e.g. 'eip155'. */
  namespace: N
  /** CAIP-2 ids of the chains to ask for (the active network of the namespace is put first). */
  chains: readonly string[]
  /** Wallet methods to ask for. */
  methods: readonly string[]
  /** Wallet events to ask for. */
  events: readonly string[]
  /** Makes the namespace's wallet provider over the session (the adapter gets it through `getProvider`). */
  createProvider(transport: WalletConnectTransport): NamespaceProvider<N> | Promise<NamespaceProvider<N>>
}

/** The `optionalNamespaces` of a session proposal. */
export type ProposalNamespaces = Record<string, { chains: string[]; methods: string[]; events: string[] }>

/**
 * The proposal's namespaces: one per requested namespace that has a contribution, the network to connect
 * on first among its chains. Several contributions of one namespace are merged.
 */
export function proposalNamespaces(
  contributions: readonly WalletConnectNamespace[],
  namespaces: readonly ChainNamespace[],
  networks: ReadonlyMap<ChainNamespace, CaipNetwork>,
): ProposalNamespaces {
  const result: ProposalNamespaces = {}
  for (const namespace of namespaces) {
    const parts = contributions.filter((c) => c.namespace === namespace)
    if (parts.length === 0) continue
    const preferred = networks.get(namespace)?.caipNetworkId
    const chains = unique([...(preferred ? [preferred] : []), ...parts.flatMap((p) => p.chains)])
    result[namespace] = {
      chains,
      methods: unique(parts.flatMap((p) => p.methods)),
      events: unique(parts.flatMap((p) => p.events)),
    }
  }
  return result
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}
