// The contract between chain plugins and a session protocol plugin (a CAIP-25 session, such as a pairing
// through a bridge service): what a chain plugin offers for its namespace, and what the session gives back. Types only:
// a chain plugin types its contribution with them without installing the protocol plugin. The protocol
// plugin declares its contribution keys with these types; a chain plugin built without it declares the
// same keys the same way (identical declarations merge), e.g. for a protocol reading 'pairing/namespace':
//
//   declare module '@airlock/kernel' {
//     interface Contributions { 'pairing/namespace': SessionNamespace }
//   }

import type { WalletListEntry } from '../api/schemas'
import type { ChainNamespace, NamespaceProvider } from './types'

/** A change in the session that a namespace's provider may care about. */
export type SessionEvent =
  /** The wallet emitted an event (e.g. 'chainChanged', 'accountsChanged') on a chain of the namespace. */
  | { type: 'event'; name: string; data: unknown; chainId: string }
  /** The wallet updated the session's accounts of the namespace (CAIP-10). */
  | { type: 'accounts'; accounts: readonly string[] }
  /** The session ended (deleted by either side, or expired). */
  | { type: 'disconnect' }

/** The session, as one namespace's provider sees it. */
export interface SessionTransport {
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
  subscribe(listener: (event: SessionEvent) => void): () => void
}

/**
 * What a chain plugin offers a session protocol for its namespace: the chains, methods and events to ask
 * the wallet for, and a factory of the namespace's wallet provider over the session.
 *
 * @example
 * ctx.contribute('pairing/namespace', {
 *   namespace: 'acme',
 *   chains: ['acme:main'],
 *   methods: ['acme_sign'],
 *   events: ['accountsChanged'],
 *   createProvider: (transport) => ({ request: (args) => transport.request({ chainId: 'acme:main', ...args }) }),
 * })
 */
export interface SessionNamespace<N extends ChainNamespace = ChainNamespace> {
  /** The namespace, e.g. 'acme'. */
  namespace: N
  /** CAIP-2 ids of the chains to ask for (the active network of the namespace is put first). */
  chains: readonly string[]
  /** Wallet methods to ask for. */
  methods: readonly string[]
  /** Wallet events to ask for. */
  events: readonly string[]
  /** Makes the namespace's wallet provider over the session (the adapter gets it through `getProvider`). */
  createProvider(transport: SessionTransport): NamespaceProvider<N> | Promise<NamespaceProvider<N>>
}

/** The page a mobile redirect reopens inside the wallet: its full URL and its origin (the `ref`). */
export interface MobileRedirectPage {
  href: string
  origin: string
}

/**
 * A chain plugin's mobile redirect for named wallets: on a phone, the picked wallet's link opens the page
 * inside the wallet's own browser instead of handing it a pairing URI.
 *
 * @example
 * ctx.contribute('pairing/mobileRedirect', {
 *   link: (wallet, page) => (wallet.name === 'Acme' ? `https://acme.example/browse/${encodeURIComponent(page.href)}` : undefined),
 * })
 */
export interface MobileRedirect {
  /** The https link for this wallet, or undefined when the contributor has none for it. */
  link(wallet: Pick<WalletListEntry, 'id' | 'name'>, page: MobileRedirectPage): string | undefined
}
