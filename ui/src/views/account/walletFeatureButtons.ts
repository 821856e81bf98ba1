// Which wallet-feature buttons and plugin actions the Account view shows (spec §2, §9).
import type { AccountAction, Airlock, WalletFeature } from '@airlock/kernel'

/** One button of the Account view's wallet-feature row. */
export interface WalletFeatureButton {
  /** The feature it stands for. */
  feature: WalletFeature
  /** Visible label. */
  label: string
  /** The plugin action behind it (onramp, swaps); undefined for the core Receive and Send views. */
  action?: AccountAction
}

const CORE_LABELS: Record<'receive' | 'send', string> = { receive: 'Receive', send: 'Send' }

/**
 * The wallet-feature buttons in `walletFeaturesOrder`, each only when its flag is on and it is
 * provided: receive and send by the core (send only when the active chain adapter can send),
 * onramp and swaps only when a plugin registered an account action with that id.
 */
export function walletFeatureButtons(airlock: Airlock): WalletFeatureButton[] {
  const { options, plugins, network, connection } = airlock.stores
  const adapter = connection.adapter(network.activeNamespace)
  const buttons: WalletFeatureButton[] = []
  for (const feature of options.walletFeatures) {
    if (feature === 'receive') buttons.push({ feature, label: CORE_LABELS.receive })
    else if (feature === 'send') {
      if (typeof adapter?.sendTransaction === 'function') buttons.push({ feature, label: CORE_LABELS.send })
    } else {
      const action = plugins.actions.find((a) => a.id === feature)
      if (action && isActionEnabled(airlock, action)) buttons.push({ feature, label: action.label, action })
    }
  }
  return buttons
}

/** Plugin account actions that are not wallet features (e.g. the names plugin's "choose a name"), enabled ones only. */
export function extraAccountActions(airlock: Airlock): AccountAction[] {
  const features = new Set<string>(['onramp', 'swaps', 'receive', 'send'])
  return airlock.stores.plugins.actions.filter((a) => !features.has(a.id) && isActionEnabled(airlock, a))
}

/** On when its feature flag (if any) is on and its own `visible` rule (if any) holds. */
function isActionEnabled(airlock: Airlock, action: AccountAction): boolean {
  const flagOn = action.feature === undefined || airlock.stores.options.isEnabled(action.feature)
  return flagOn && (action.visible?.(airlock.stores) ?? true)
}
