// What an instance gathers from its config and plugins before its stores exist: the networks (the
// host's plus those each chain plugin contributes), the declared feature flags, the storage backend.

import type { CaipNetwork } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import { type FeatureDeclarations, KERNEL_FEATURES } from '../config/features'
import { InvalidConfigError } from '../config/parseAirlockConfig'
import { DuplicateRegistrationError } from '../errors/plugin'
import type { AnyAirlockPlugin } from '../plugins/types'
import { createDefaultBackend, createLocalStorageBackend, type StorageBackend } from '../storage'

/**
 * The instance's networks: the host's `networks`, then each plugin's declared `networks` (a chain
 * plugin lists its own, so the host lists them once), duplicates dropped. The default network must be
 * one of them.
 */
export function collectNetworks(options: AirlockOptions): {
  networks: CaipNetwork[]
  defaultNetwork: CaipNetwork | undefined
} {
  const all = [...options.networks, ...options.plugins.flatMap((p) => p.networks ?? [])]
  const networks = all.filter((n, i) => all.findIndex((o) => o.caipNetworkId === n.caipNetworkId) === i)
  const wanted = options.defaultNetwork
  const defaultNetwork = wanted && networks.find((n) => n.caipNetworkId === wanted.caipNetworkId)
  if (wanted && !defaultNetwork) {
    throw new InvalidConfigError([
      { path: 'defaultNetwork', message: `${wanted.caipNetworkId} is not one of the configured networks` },
    ])
  }
  return { networks, defaultNetwork }
}

/** Every declared feature flag: the kernel's, then each configured plugin's; a flag declared twice is an error. */
export function collectFeatures(plugins: readonly AnyAirlockPlugin[]): FeatureDeclarations {
  const declarations: Record<string, FeatureDeclarations[string]> = { ...KERNEL_FEATURES }
  const owners = new Map<string, string | undefined>(Object.keys(KERNEL_FEATURES).map((f) => [f, undefined]))
  for (const plugin of plugins) {
    for (const [flag, declaration] of Object.entries(plugin.features ?? {})) {
      if (owners.has(flag))
        throw new DuplicateRegistrationError('Feature flag', flag, owners.get(flag), plugin.name)
      owners.set(flag, plugin.name)
      declarations[flag] = declaration
    }
  }
  return declarations
}

/** The storage backend the options ask for: the given one, Web Storage wrapped, or the default. */
export function storageBackend(options: AirlockOptions): StorageBackend {
  const storage = options.storage
  if (!storage) return createDefaultBackend()
  return 'keys' in storage ? storage : createLocalStorageBackend(storage)
}
