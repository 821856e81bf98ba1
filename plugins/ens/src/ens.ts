import {
  type AccountActionEntry,
  type AirlockState,
  type LazyAirlockPlugin,
  lazyPlugin,
  parsePluginOptions,
  schema,
} from '@airlock/kernel'
import {
  CHOOSE_NAME_ACTION,
  ENS_NAMESPACE,
  ENS_TEXTS,
  REGISTER_NAME_VIEW,
  REGISTRATION_SUCCESS_VIEW,
  SUGGESTIONS_DEBOUNCE_MS,
} from './constants'
import './registry'

/** Builds the schema of `ens(options)`: a fresh one per call (the plugin's one check drops it after). */
export function buildEnsOptionsSchema() {
  return schema.object({
    /** Wait after the last keystroke before suggestions and availability load, in ms (default 300). */
    suggestionsDebounceMs: schema.withDefault(
      schema.refine(
        schema.number(),
        (n) => Number.isInteger(n) && n >= 0,
        'must be a whole number of ms, 0 or more',
      ),
      SUGGESTIONS_DEBOUNCE_MS,
    ),
  })
}

/** The schema of `ens(options)`, for a host's own checks (dropped from bundles that do not import it). */
export const ensOptionsSchema = /* @__PURE__ */ buildEnsOptionsSchema()

/** What `ens()` accepts. */
export type EnsOptions = schema.InferInput<ReturnType<typeof buildEnsOptionsSchema>>

/** `ens()` options after defaults. */
export type EnsResolvedOptions = schema.Infer<ReturnType<typeof buildEnsOptionsSchema>>

/** True while an EVM account is connected: its name must be looked up. */
export function needsNameLookup(state: AirlockState): boolean {
  return state.accountOf(ENS_NAMESPACE).address !== undefined
}

/**
 * The "Choose name" entry of the Account view's `accountActions` slot: it opens the register-name view,
 * and shows only on the EVM namespace (names are EVM only, spec §9) with an account that has no name.
 */
export const chooseNameAction: AccountActionEntry = {
  id: CHOOSE_NAME_ACTION,
  label: ENS_TEXTS.chooseNameAction,
  view: REGISTER_NAME_VIEW,
  icon: 'user',
  visible: (state) => {
    const account = state.account
    return (
      state.network.activeNamespace === ENS_NAMESPACE && account.address !== undefined && !account.profileName
    )
  },
}

/**
 * The names plugin: a tiny eager descriptor. It declares the register-name and registration-success
 * views, the "Choose name" entry of the `accountActions` slot and a lookup trigger (an EVM account is
 * connected); the client, store and views load in their own chunk on first need. Requires the `evm`
 * plugin.
 *
 * @example
 * createAirlock({ …, plugins: [evm({ networks }), ens()] })
 */
export function ens(options: EnsOptions = {}): LazyAirlockPlugin {
  const resolved = parsePluginOptions('ens', buildEnsOptionsSchema(), options)
  return lazyPlugin('ens', () => import('./lazy/ensPlugin').then((m) => m.ensPlugin(resolved)), {
    requires: ['evm'],
    views: [
      { id: REGISTER_NAME_VIEW, title: ENS_TEXTS.registerTitle },
      { id: REGISTRATION_SUCCESS_VIEW, title: ENS_TEXTS.successTitle },
    ],
    slots: [{ slot: 'accountActions', entry: chooseNameAction }],
    loadWhen: needsNameLookup,
  })
}
