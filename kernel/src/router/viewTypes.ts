import type { AccountRequirement } from './needsAccount'

// View ids and their parameters. The kernel lists only the views its own rules name; the UI package
// and plugins add theirs by augmenting `ViewRegistry` (declaration merging), so
// `router.push('names/register', params)` is type-checked and the core never lists a feature view.

/**
 * Map of every view id to its parameters (`undefined` when it takes none). Augment it from a plugin:
 *
 * @example
 * declare module '@airlock/kernel' {
 *   interface ViewRegistry { 'names/register': { name?: string } }
 * }
 */
export interface ViewRegistry {
  Connect: undefined
  Account: undefined
  ConnectingExternal: { connectorId: string }
  UnsupportedChain: undefined
}

/** Any registered view id. */
export type ViewId = keyof ViewRegistry & string

/** The parameters of view `V`. */
export type ViewParams<V extends ViewId> = ViewRegistry[V]

/**
 * The view ids the kernel's own rules name: Connect and Account (opening rules), ConnectingExternal (the
 * default connecting view) and UnsupportedChain (wallet on an unknown chain). Their components come from a
 * UI package (@airlock/ui), registered through the same catalogue as plugin views.
 */
export const CORE_VIEW_IDS = [
  'Connect',
  'Account',
  'ConnectingExternal',
  'UnsupportedChain',
] as const satisfies readonly ViewId[]

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
  /**
   * The view cannot render without a connected account: `true` (any namespace) or the namespaces it serves
   * (the active one must be among them). Opened while the visitor has none, the modal shows Connect and,
   * once the visitor connects, this view (not Account); closing or going back from Connect drops it.
   */
  needsAccount?: AccountRequirement
}
