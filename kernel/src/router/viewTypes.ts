// View ids and their parameters. Core views are listed here; plugins add theirs by augmenting
// `ViewRegistry` (declaration merging), so `router.push('ens/register', params)` is type-checked and
// the core never lists a feature view.

/**
 * Map of every view id to its parameters (`undefined` when it takes none). Augment it from a plugin:
 *
 * @example
 * declare module '@airlock/kernel' {
 *   interface ViewRegistry { 'ens/register': { name?: string } }
 * }
 */
export interface ViewRegistry {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  ConnectingExternal: { connectorId: string }
  ConnectingWalletConnect: { walletId?: string } | undefined
  ConnectingWalletConnectBasic: undefined
  ConnectingFarcaster: undefined
  ConnectingSiwe: undefined
  SIWXSignMessage: undefined
  ApproveTransaction: undefined
  UnsupportedChain: undefined
  Networks: undefined
  Send: undefined
  Receive: undefined
}

/** Any registered view id. */
export type ViewId = keyof ViewRegistry & string

/** The parameters of view `V`. */
export type ViewParams<V extends ViewId> = ViewRegistry[V]

/** The view ids the core defines (their components live in @airlock/ui). */
export const CORE_VIEW_IDS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'ConnectingSiwe',
  'SIWXSignMessage',
  'ApproveTransaction',
  'UnsupportedChain',
  'Networks',
  'Send',
  'Receive',
] as const satisfies readonly ViewId[]

/** The sign-in-message views on which closing is blocked while sign-in is required. */
export const SIGN_IN_VIEW_IDS = ['ConnectingSiwe', 'SIWXSignMessage'] as const satisfies readonly ViewId[]

/**
 * Type-level settings a framework package fills in; e.g. @airlock/ui sets `viewComponent` to its
 * React component type so view loaders are typed.
 *
 * @example
 * declare module '@airlock/kernel' {
 *   interface Register { viewComponent: React.ComponentType }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface Register {}

/** The component type views resolve to (`unknown` until a framework package registers one). */
export type ViewComponent = Register extends { viewComponent: infer C } ? C : unknown

/** A stack entry: a view id with its parameters. */
export type ViewEntry = { [V in ViewId]: { view: V; params: ViewParams<V> } }[ViewId]

/** A view registered in the catalogue: id, header title and a lazy loader of its component. */
export interface ViewDefinition<V extends ViewId = ViewId> {
  /** The view id. */
  id: V
  /** Header title (a function gets the view's parameters). */
  title?: string | ((params: ViewParams<V>) => string)
  /** Loads the component on first display. */
  load: () => Promise<ViewComponent>
}
