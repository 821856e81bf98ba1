// What an instance gathers from its options before its stores exist: the networks (the host's plus
// those each chain plugin declares) and the storage backend.

import type { CaipNetwork } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import { collectNetworks } from '../config/pluginDeclarations'
import { createDefaultBackend, createLocalStorageBackend, type StorageBackend } from '../storage'

/**
 * The instance's networks and its default network: the host's `defaultNetwork` (already checked by
 * `parseAirlockConfig`), else the first plugin's `defaultNetworkId` that is configured, else none (the
 * first network).
 */
export function instanceNetworks(options: AirlockOptions): {
  networks: CaipNetwork[]
  defaultNetwork: CaipNetwork | undefined
} {
  const networks = collectNetworks(options.networks, options.plugins)
  const find = (id: string | undefined) => networks.find((n) => n.caipNetworkId === id)
  let defaultNetwork = find(options.defaultNetwork?.caipNetworkId)
  for (const plugin of options.plugins) defaultNetwork ??= find(plugin.defaultNetworkId)
  return { networks, defaultNetwork }
}

/** The storage backend the options ask for: the given one, Web Storage wrapped, or the default. */
export function storageBackend(options: AirlockOptions): StorageBackend {
  const storage = options.storage
  if (!storage) return createDefaultBackend()
  return 'keys' in storage ? storage : createLocalStorageBackend(storage)
}
