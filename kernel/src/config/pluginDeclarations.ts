// What the configured plugins declare on their plugin objects, gathered before anything is set up:
// their feature flags (with defaults) and the networks each chain plugin serves.

import type { CaipNetwork } from '../chain/types'
import { DuplicateRegistrationError } from '../errors/plugin'
import type { AnyAirlockPlugin } from '../plugins/types'
import { type FeatureDeclarations, KERNEL_FEATURES } from './features'

/** Every declared feature flag: the kernel's, then each plugin's; a flag declared twice is an error. */
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

/** The host's networks, then each plugin's declared networks, duplicates (by CAIP-2 id) dropped. */
export function collectNetworks(
  hostNetworks: readonly CaipNetwork[],
  plugins: readonly AnyAirlockPlugin[],
): CaipNetwork[] {
  const all = [...hostNetworks, ...plugins.flatMap((p) => p.networks ?? [])]
  return all.filter((n, i) => all.findIndex((o) => o.caipNetworkId === n.caipNetworkId) === i)
}
