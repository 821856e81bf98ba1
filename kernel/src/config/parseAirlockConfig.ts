import type { SchemaIssue } from '../validation/schema'
import { issuePath } from '../validation/standardSchema'
import { type AirlockOptions, buildAirlockConfigSchema } from './airlockConfigSchema'
import { resolveFeatures } from './features'
import { type ConfigIssue, InvalidConfigError } from './InvalidConfigError'
import { collectFeatures, collectNetworks } from './pluginDeclarations'
import { regionalEndpoints, visitorTimeZone } from './restrictedRegion'

export { type ConfigIssue, InvalidConfigError } from './InvalidConfigError'

/**
 * Validates a config once, at the boundary: its shape, then the feature flags against what the kernel
 * and the configured plugins declare (defaults filled in), then the default network against the host's
 * and the plugins' networks. Throws `InvalidConfigError` naming each bad field. No project id is not a
 * config error: it is the 'Project ID Not Configured' alert, raised by the first API call (see HttpClient).
 * The endpoints in effect follow the visitor's time zone (`timeZone`, the runtime's by default): see
 * `restrictedRegionEndpoints`.
 */
export function parseAirlockConfig(
  config: unknown,
  timeZone: string | undefined = visitorTimeZone(),
): AirlockOptions {
  const shapeIssues: SchemaIssue[] = []
  const options = buildAirlockConfigSchema().check(config, [], shapeIssues)
  if (shapeIssues.length > 0) {
    throw new InvalidConfigError(shapeIssues.map((i) => ({ path: issuePath(i), message: i.message })))
  }
  const { features, issues: flagIssues } = resolveFeatures(options.features, collectFeatures(options.plugins))
  const issues: ConfigIssue[] = flagIssues.map((i) => ({ path: `features.${i.flag}`, message: i.message }))
  const wanted = options.defaultNetwork?.caipNetworkId
  if (wanted && !collectNetworks(options.networks, options.plugins).some((n) => n.caipNetworkId === wanted)) {
    issues.push({ path: 'defaultNetwork', message: `${wanted} is not one of the configured networks` })
  }
  if (issues.length > 0) throw new InvalidConfigError(issues)
  return {
    ...options,
    endpoints: regionalEndpoints(options.endpoints, options.restrictedRegionEndpoints, timeZone),
    features: features as unknown as AirlockOptions['features'],
  }
}
