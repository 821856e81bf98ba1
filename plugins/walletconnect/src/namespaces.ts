// How a chain plugin contributes its namespace to WalletConnect: the chains, methods and events to ask
// the wallet for, and a factory that makes the namespace's wallet provider over the session (the kernel's
// session types). The plugin knows no namespace: eip155, solana, bip122 (or a made-up one in a test) all
// come this way.
import type {
  CaipNetwork,
  ChainNamespace,
  SessionEvent,
  SessionNamespace,
  SessionTransport,
} from '@airlock/kernel'

/** A change in the session that a namespace's provider may care about (the kernel's `SessionEvent`). */
export type WalletConnectSessionEvent = SessionEvent

/** The session, as one namespace's provider sees it (the kernel's `SessionTransport`). */
export type WalletConnectTransport = SessionTransport

/**
 * What a chain plugin contributes under `'walletconnect/namespace'`: the kernel's `SessionNamespace`, so a
 * chain plugin types it without installing this package.
 */
export type WalletConnectNamespace<N extends ChainNamespace = ChainNamespace> = SessionNamespace<N>

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
