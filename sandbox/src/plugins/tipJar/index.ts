// An example third-party feature plugin, written only against the published API of @airlock/kernel and
// @airlock/ui: a tip jar. This file is the eager part (a few hundred bytes): it declares its feature
// flag, its view and its Account action (a slot entry); the store and the view load in their own chunk
// when the action is first used.
import { type AccountActionEntry, BaseError, type LazyAirlockPlugin, lazyPlugin } from '@airlock/kernel'
import type { TipJarStore } from './TipJarStore'

declare module '@airlock/kernel' {
  interface ViewRegistry {
    /** The tip jar: sends the fixed tip to the jar's address. */
    'tipJar/send': undefined
  }
  interface FeatureFlags {
    /** The tip jar's Account action (declared by the tip jar plugin, on by default). */
    tipJar: boolean
  }
  interface PluginApis {
    /** What the tip jar exposes once loaded (`airlock.plugin('tip-jar')`, `usePlugin('tip-jar')`). */
    'tip-jar': TipJarApi
  }
}

/** What the tip jar exposes: its store (observable: status, hash, error; `send()`). */
export interface TipJarApi {
  readonly store: TipJarStore
}

/** View id of the tip jar. */
export const TIP_JAR_VIEW = 'tipJar/send'

/** What `tipJar()` accepts. */
export interface TipJarOptions {
  /** The jar's address (receives the tips). */
  to: string
  /** The fixed tip, in the native currency, as a decimal string, e.g. '0.01'. */
  amount: string
  /** The namespace the jar lives on (default eip155). */
  namespace?: string
  /** Label of the Account action and title of the view (default 'Tip jar'). */
  label?: string
}

/** Options after defaults. */
export type TipJarResolvedOptions = Required<TipJarOptions>

/** Checks the options once, at the boundary; a bad field is a BaseError naming it. */
export function resolveTipJarOptions(options: TipJarOptions): TipJarResolvedOptions {
  const resolved = { namespace: 'eip155', label: 'Tip jar', ...options }
  if (!/^\d+(\.\d+)?$/.test(resolved.amount)) {
    throw new BaseError('Invalid tip jar options', { details: 'amount must be a decimal number, e.g. 0.01' })
  }
  if (resolved.to.trim() === '') {
    throw new BaseError('Invalid tip jar options', { details: 'to must be an address' })
  }
  // The namespace's own address rule checks `to` once the plugin is set up (the chain adapter has it).
  return resolved
}

/**
 * The tip jar plugin (lazy): an Account action, shown while an account of the jar's namespace is
 * active, opening a view that sends the fixed amount to the jar.
 *
 * @example
 * plugins: [evm({ networks }), tipJar({ to: '0x…', amount: '0.01' })]
 */
export function tipJar(options: TipJarOptions): LazyAirlockPlugin {
  const resolved = resolveTipJarOptions(options)
  const action: AccountActionEntry = {
    id: 'tipJar/tip',
    label: resolved.label,
    view: TIP_JAR_VIEW,
    icon: 'arrowUp',
    feature: 'tipJar',
    visible: (state) =>
      state.network.activeNamespace === resolved.namespace && state.account.address !== undefined,
  }
  return lazyPlugin('tip-jar', () => import('./tipJarPlugin').then((m) => m.tipJarPlugin(resolved, action)), {
    views: [{ id: TIP_JAR_VIEW, title: resolved.label }],
    slots: [{ slot: 'accountActions', entry: action }],
    features: { tipJar: true },
  })
}
