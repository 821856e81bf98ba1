// Lifecycle hooks, each with a declared run mode as Rollup's hooks have: `first` (in order until one
// returns something other than undefined), `sequential` (in order, each awaited) and `parallel` (all at
// once, all awaited). Plugins add them through `ctx.hook(name, handler)`; each returns its disposer.

import type { ChainNamespace, Connector, WalletRequest } from '../chain/types'
import { PluginError } from '../errors/plugin'
import type { ViewEntry } from '../router/viewTypes'

/** How a hook's handlers run. */
export type HookMode = 'first' | 'sequential' | 'parallel'

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
  /** Each connected namespace with its address. */
  accounts: readonly { namespace: ChainNamespace; address: string; caipNetworkId: string }[]
}

/**
 * The kernel's hooks: each entry gives its run mode, its argument and what a handler returns. Plugins may
 * add hooks of their own by augmentation and run them with `airlock.hooks`.
 */
export interface AirlockHooks {
  /** Picks the first view when the modal opens without an explicit view; undefined: the spec's rules go on. */
  chooseView: { mode: 'first'; args: OpeningState; result: ViewEntry | undefined }
  /** After a connect, before the Account view replaces the connecting view: a sign-in view can run here. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is typed void
  afterConnect: { mode: 'sequential'; args: ConnectedContext; result: void }
  /** Before the kernel disconnects every namespace. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is typed void
  beforeDisconnect: { mode: 'sequential'; args: { namespaces: readonly ChainNamespace[] }; result: void }
  /** May the modal close? A handler returns false to refuse (the modal then shakes 500 ms); must be synchronous. */
  canClose: { mode: 'first'; args: { view: ViewEntry }; result: boolean | undefined }
  /** After stored connections were restored on start-up. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is typed void
  afterReconnect: { mode: 'parallel'; args: ConnectedContext; result: void }
  /** Before a wallet request leaves an adapter (approval gating); throw to refuse it. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is typed void
  beforeRequest: { mode: 'sequential'; args: WalletRequest; result: void }
}

/** A hook's name. */
export type HookName = keyof AirlockHooks & string

/** A handler of hook `H`. */
export type HookHandler<H extends HookName> = (
  args: AirlockHooks[H]['args'],
) => AirlockHooks[H]['result'] | Promise<AirlockHooks[H]['result']>

/** The run mode of each kernel hook (also checked at the type level by `AirlockHooks`). */
export const HOOK_MODES: { readonly [H in HookName]: AirlockHooks[H]['mode'] } = {
  chooseView: 'first',
  afterConnect: 'sequential',
  beforeDisconnect: 'sequential',
  canClose: 'first',
  afterReconnect: 'parallel',
  beforeRequest: 'sequential',
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

  /** Runs a `first` hook: handlers in order until one returns a value other than undefined. */
  async first<H extends HookName>(
    name: H,
    args: AirlockHooks[H]['args'],
  ): Promise<AirlockHooks[H]['result']> {
    for (const entry of this.list(name)) {
      const result = await this.call(name, entry, args)
      if (result !== undefined) return result as AirlockHooks[H]['result']
    }
    return undefined as AirlockHooks[H]['result']
  }

  /** Runs a synchronous `first` hook (a handler returning a promise is an error). */
  firstSync<H extends HookName>(name: H, args: AirlockHooks[H]['args']): AirlockHooks[H]['result'] {
    for (const entry of this.list(name)) {
      const result = this.callSync(name, entry, args)
      if (result instanceof Promise) throw stamp(name, entry.plugin, new Error('must answer synchronously'))
      if (result !== undefined) return result as AirlockHooks[H]['result']
    }
    return undefined as AirlockHooks[H]['result']
  }

  /** Runs a `sequential` hook: each handler in order, awaited. */
  async sequential<H extends HookName>(name: H, args: AirlockHooks[H]['args']): Promise<void> {
    for (const entry of this.list(name)) await this.call(name, entry, args)
  }

  /** Runs a `parallel` hook: every handler at once; rejects with the first failure after all settle. */
  async parallel<H extends HookName>(name: H, args: AirlockHooks[H]['args']): Promise<void> {
    const results = await Promise.allSettled(this.list(name).map((entry) => this.call(name, entry, args)))
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failed) throw failed.reason
  }

  private list(name: string): Registered[] {
    return [...(this.handlers.get(name) ?? [])]
  }

  private async call(name: string, entry: Registered, args: unknown): Promise<unknown> {
    try {
      return await (entry.handler as (a: unknown) => unknown)(args)
    } catch (cause) {
      throw stamp(name, entry.plugin, cause)
    }
  }

  private callSync(name: string, entry: Registered, args: unknown): unknown {
    try {
      return (entry.handler as (a: unknown) => unknown)(args)
    } catch (cause) {
      throw stamp(name, entry.plugin, cause)
    }
  }
}

function stamp(hook: string, plugin: string, cause: unknown): PluginError {
  return cause instanceof PluginError ? cause : new PluginError({ plugin, hook, cause })
}
