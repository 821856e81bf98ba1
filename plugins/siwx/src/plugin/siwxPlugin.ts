// The siwx plugin's options entry: where an app gives its sign-in options to Airlock (`plugins: [siwx({
// siwx })]`, or an AppKit `siweConfig` to migrate with). Giving both is refused when the plugin is created,
// before any Airlock instance exists (spec §5, §8: 'Cannot set both siweConfig and siwx options'). The
// plugin exposes the config in effect (`airlock.plugin('siwx')`); the sign-in views and the gate after
// connect are built by #35. The object is a plain `{ name, setup }` as the kernel's plugin contract
// wants, typed here without importing the kernel (this package stays kernel-free).
import type { SiweConfigInput } from '../options/appKitSiweTypes'
import { resolveSiwxConfig, type SiwxOptionsInput } from '../options/checkSiwxOptions'
import type { SiwxFromSiweConfigOptions } from '../options/siwxFromSiweConfig'
import type { SiwxConfig } from '../options/types'

/** Options of {@link siwx}: `siwx`, or an AppKit `siweConfig`, never both. */
export interface SiwxPluginOptions extends SiwxOptionsInput {
  siwx?: SiwxConfig | undefined
  siweConfig?: SiweConfigInput | undefined
  /** How an AppKit `siweConfig` is adapted (see `siwxFromSiweConfig`). */
  siweAdapter?: SiwxFromSiweConfigOptions
}

/** What the plugin exposes: `airlock.plugin('siwx')`. */
export interface SiwxPluginApi {
  /** The sign-in config in effect (`siwx`, or the adapted `siweConfig`); undefined when sign-in is off. */
  readonly config: SiwxConfig | undefined
}

/** The part of the kernel's plugin context this plugin uses (structurally the kernel's `PluginContext`). */
export interface SiwxPluginContext {
  expose(api: object): void
}

/** The plugin object (structurally the kernel's `AirlockPlugin`). */
export interface SiwxPlugin {
  readonly name: 'siwx'
  setup(ctx: SiwxPluginContext): void
}

/**
 * Airlock's sign-in (Sign in with X) options. Throws {@link SiwxOptionsConflictError} ('Cannot set both
 * siweConfig and siwx options') when given both.
 *
 * @example
 * createAirlock({ projectId, metadata, plugins: [evm({ networks }), siwx({ siwx: createSiwxServerConfig({ url }) })] })
 */
export function siwx(options: SiwxPluginOptions): SiwxPlugin {
  const { siweAdapter, ...input } = options
  const config = resolveSiwxConfig(input, siweAdapter)
  return {
    name: 'siwx',
    setup(ctx) {
      ctx.expose({ config } satisfies SiwxPluginApi)
    },
  }
}
