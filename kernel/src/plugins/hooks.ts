// Lifecycle hooks, each with a declared run mode as Rollup's hooks have, and the mode enforced: the
// registry has one runner, `run(name, args)`, which runs a hook the way its mode says. `first`: in order
// until one returns something other than undefined; `firstSync`: the same, synchronously (a handler's
// type cannot return a promise, and one that does anyway is an error); `sequential`: in order, each
// awaited; `parallel`: all at once, all awaited. Plugins add handlers through `ctx.hook(name, handler)`.

import type { ChainNamespace, Connector, WalletRequest } from '../chain/types'
import { BaseError } from '../errors/base'
import { PluginError } from '../errors/plugin'
import type { ViewEntry } from '../router/viewTypes'

/** How a hook's handlers run. */
export type HookMode = 'first' | 'firstSync' | 'sequential' | 'parallel'

/** What the opening rules look at (the `chooseView` hook gets it). */
export interface OpeningState {
  /** An explicitly requested view. */
  requested?: ViewEntry | undefined
  /** Number of chain adapters registered. */
  adapterCount: number
  /** An account is connected. */
  connected: boolean
  /** The device is a phone or tablet (probed when a hook reads it, not on every open). */
  mobile: boolean
}

/** A connection that was just made (or restored). */
export interface ConnectedContext {
  /** The connector used. */
  connectorId: string
  /** The connector, when registered. */
  connector: Connector | undefined
  /** Each connected namespace with its address (in the namespace's canonical form) and network. */
  accounts: readonly { namespace: ChainNamespace; address: string; caipNetworkId: string }[]
}

/** An account whose profile the `profile` hook is asked for. */
export interface ProfileRequest {
  /** Its namespace. */
  namespace: ChainNamespace
  /** Its address (canonical form). */
  address: string
  /** The network it is on. */
  caipNetworkId: string
}

/** Profile fields of an account: a display name and an image URL (untrusted). */
export interface Profile {
  /** The account's name (e.g. a registered name). */
  name?: string | undefined
  /** An image URL for the account (untrusted: a UI checks it before showing it). */
  image?: string | undefined
}

/**
 * The kernel's hooks: each entry gives its run mode, its argument and what a handler returns.
 *
 * @example
 * ctx.hook('beforeDisconnect', async ({ namespaces }) => revokeSessions(namespaces))
 */
export interface AirlockHooks {
  /** Picks the first view when the modal opens without an explicit view; undefined: the spec's rules go on. */
  chooseView: { mode: 'first'; args: OpeningState; result: ViewEntry | undefined }
  /**
   * After a connect, before Account replaces the connecting view; the connection reads 'pending' until
   * every handler is done. A blocking step (sign-in, terms) runs here with `ctx.gate`. A handler that
   * throws refuses the connection: it is reported and the wallet is disconnected.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is typed void
  afterConnect: { mode: 'sequential'; args: ConnectedContext; result: void }
  /** Before the kernel disconnects every namespace. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is typed void
  beforeDisconnect: { mode: 'sequential'; args: { namespaces: readonly ChainNamespace[] }; result: void }
  /** May the modal close? A handler returns false to refuse (the modal then shakes 500 ms); synchronous. */
  canClose: { mode: 'firstSync'; args: { view: ViewEntry }; result: boolean | undefined }
  /** After stored connections were restored on start-up; they read 'pending' until every handler is done. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is typed void
  afterReconnect: { mode: 'parallel'; args: ConnectedContext; result: void }
  /** Before a wallet request leaves an adapter (approval gating); throw to refuse it. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is typed void
  beforeRequest: { mode: 'sequential'; args: WalletRequest; result: void }
  /**
   * The profile (name, image) of an account that just connected or changed, or when a plugin calls
   * `ctx.refreshProfile`: the first handler that answers wins, in the order handlers were added (plugins
   * set up in dependency order). The kernel writes `profileName` and `profileImage` from it; no one else.
   */
  profile: { mode: 'first'; args: ProfileRequest; result: Profile | undefined }
}

/** A hook's name. */
export type HookName = keyof AirlockHooks & string

/** A handler of hook `H` (a `firstSync` hook's handler answers synchronously). */
export type HookHandler<H extends HookName> = (
  args: AirlockHooks[H]['args'],
) => AirlockHooks[H]['mode'] extends 'firstSync'
  ? AirlockHooks[H]['result']
  : AirlockHooks[H]['result'] | Promise<AirlockHooks[H]['result']>

/** What running hook `H` gives: its result now for `firstSync`, else a promise of it. */
export type HookRun<H extends HookName> = AirlockHooks[H]['mode'] extends 'firstSync'
  ? AirlockHooks[H]['result']
  : Promise<AirlockHooks[H]['result']>

/** The run mode of each kernel hook (checked against `AirlockHooks` at the type level). */
export const HOOK_MODES: { readonly [H in HookName]: AirlockHooks[H]['mode'] } = {
  chooseView: 'first',
  afterConnect: 'sequential',
  beforeDisconnect: 'sequential',
  canClose: 'firstSync',
  afterReconnect: 'parallel',
  beforeRequest: 'sequential',
  profile: 'first',
}

interface Registered {
  plugin: string
  handler: (args: never) => unknown
}

/** The hook handlers of one instance, in registration order. */
export class HookRegistry {
  private readonly handlers = new Map<string, Registered[]>()

  /** Adds a handler of `plugin`; returns its remover. */
  add<H extends HookName>(name: H, plugin: string, handler: HookHandler<H>): () => void {
    if (!(name in HOOK_MODES)) throw new BaseError(`Unknown hook "${name}"`, { details: `Plugin: ${plugin}` })
    const entry: Registered = { plugin, handler: handler as (args: never) => unknown }
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), entry])
    return () => {
      this.handlers.set(
        name,
        (this.handlers.get(name) ?? []).filter((e) => e !== entry),
      )
    }
  }

  /** Number of handlers of a hook. */
  count(name: HookName): number {
    return this.handlers.get(name)?.length ?? 0
  }

  /** Runs a hook the way its mode says; an error a handler throws carries the plugin's name and the hook. */
  run<H extends HookName>(name: H, args: AirlockHooks[H]['args']): HookRun<H> {
    const list = [...(this.handlers.get(name) ?? [])]
    const mode: HookMode = HOOK_MODES[name]
    if (mode === 'firstSync') {
      for (const entry of list) {
        const result = call(name, entry, args)
        if (result instanceof Promise) {
          result.catch(() => undefined)
          throw new PluginError({
            plugin: entry.plugin,
            hook: name,
            details: 'A handler of this hook must answer synchronously.',
          })
        }
        if (result !== undefined) return result as HookRun<H>
      }
      return undefined as HookRun<H>
    }
    return runAsync(name, mode, list, args) as HookRun<H>
  }
}

async function runAsync(name: string, mode: HookMode, list: Registered[], args: unknown): Promise<unknown> {
  if (mode === 'parallel') {
    const results = await Promise.allSettled(list.map((entry) => call(name, entry, args)))
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failed) throw failed.reason
    return undefined
  }
  for (const entry of list) {
    const result = await call(name, entry, args)
    if (mode === 'first' && result !== undefined) return result
  }
  return undefined
}

function call(name: string, entry: Registered, args: unknown): unknown {
  try {
    const result = (entry.handler as (a: unknown) => unknown)(args)
    return result instanceof Promise
      ? result.catch((cause: unknown) => {
          throw stamp(name, entry.plugin, cause)
        })
      : result
  } catch (cause) {
    throw stamp(name, entry.plugin, cause)
  }
}

/**
 * The error a plugin's hook threw, with the plugin's name and hook on it: an Airlock error (the plugin's
 * own classes extend `BaseError`) keeps its class, so `instanceof` holds, and gets `origin`; anything else
 * is wrapped in a `PluginError`.
 */
export function stamp(hook: string, plugin: string, cause: unknown): BaseError {
  if (cause instanceof BaseError) {
    cause.origin ??= { plugin, hook }
    return cause
  }
  return new PluginError({ plugin, hook, cause })
}
