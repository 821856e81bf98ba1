import { BaseError, type BaseErrorParameters } from './base'

/**
 * A plugin's set-up, load or hook failed with something that is not an Airlock error (those keep their
 * class and get `origin`): stamps the plugin's name and hook onto it, keeping the cause.
 */
export class PluginError extends BaseError {
  override name = 'PluginError'
  /** The failing plugin's name. */
  readonly plugin: string
  /** The hook or action that failed, e.g. 'setup'. */
  readonly hook: string
  constructor(
    args: { plugin: string; hook: string; cause?: unknown } & Pick<BaseErrorParameters, 'details'>,
  ) {
    const short =
      args.cause instanceof BaseError
        ? args.cause.shortMessage
        : `Plugin "${args.plugin}" failed in ${args.hook}`
    super(short, {
      cause: args.cause,
      metaMessages: [`Plugin: ${args.plugin}`, `Hook: ${args.hook}`],
      messageKey: args.cause instanceof BaseError ? args.cause.messageKey : undefined,
      ...(args.details === undefined ? {} : { details: args.details }),
    })
    this.plugin = args.plugin
    this.hook = args.hook
    this.origin = { plugin: args.plugin, hook: args.hook }
  }
}

/** Two configured plugins share a name. */
export class DuplicatePluginError extends BaseError {
  override name = 'DuplicatePluginError'
  constructor(plugin: string) {
    super(`Plugin "${plugin}" is configured twice`)
  }
}

/** A plugin requires one that is not configured. */
export class MissingPluginDependencyError extends BaseError {
  override name = 'MissingPluginDependencyError'
  constructor(plugin: string, dependency: string) {
    super(`Plugin "${plugin}" requires plugin "${dependency}", which is not configured`, {
      metaMessages: [`Add ${dependency}(...) to the plugins option, before or after "${plugin}".`],
    })
  }
}

/** Plugins require each other in a cycle. */
export class PluginCycleError extends BaseError {
  override name = 'PluginCycleError'
  constructor(cycle: readonly string[]) {
    super(`Plugins require each other in a cycle: ${cycle.join(' → ')}`)
  }
}

/** A registration clashes with one made before (RPC method, API client key, chain namespace). */
export class DuplicateRegistrationError extends BaseError {
  override name = 'DuplicateRegistrationError'
  constructor(kind: string, key: string, owner: string | undefined, by: string) {
    super(`${kind} "${key}" is already registered`, {
      metaMessages: [`Registered by: ${owner ?? 'core'}`, `Registered again by: ${by}`],
    })
  }
}
