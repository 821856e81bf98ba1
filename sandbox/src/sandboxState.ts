// The sandbox's shareable setup, kept in the page URL's query string: feature flags, theme mode and
// variables, the default network and the test wallet's start-up settings.
import type { ThemeMode } from '@airlock/kernel'

/**
 * Boolean feature flags the control panel toggles (spec §3 and §9). Each is declared by the kernel or by
 * the plugin that owns it; a flag of a plugin the sandbox does not configure is accepted and ignored.
 */
export const BOOLEAN_FLAGS = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'history',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'tipJar',
] as const

/** Theme variables the control panel edits (camelCase names of @airlock/ui's ThemeVariables). */
export const THEME_VARIABLE_KEYS = [
  'accent',
  'background',
  'borderRadiusMaster',
  'fontSizeMaster',
  'fontFamily',
  'zIndex',
] as const

/** One editable theme variable name. */
export type ThemeVariableKey = (typeof THEME_VARIABLE_KEYS)[number]

/** The modal's languages the sandbox offers (the `locale` URL parameter and the Theme panel's select). */
export const SANDBOX_LOCALES = ['en', 'es', 'ar'] as const

/** One of {@link SANDBOX_LOCALES}. */
export type SandboxLocale = (typeof SANDBOX_LOCALES)[number]

/** How the injected test wallet answers requests that need approval. */
export type WalletMode = 'approve' | 'reject' | 'manual'

/** The whole shareable setup. */
export interface SandboxState {
  /** Overrides of boolean flags (absent: the kernel's default). */
  features: Partial<Record<(typeof BOOLEAN_FLAGS)[number], boolean>>
  themeMode: ThemeMode
  themeVariables: Partial<Record<ThemeVariableKey, string>>
  /** The modal's language (`?locale=es`); English by default. */
  locale: SandboxLocale
  /** CAIP-2 id of the default network (absent: the first configured). */
  network: string | undefined
  /** Test wallet approval mode at page load. */
  walletMode: WalletMode
  /** Index of the devnet account the test wallet starts with. */
  walletAccount: number
  /** Inject the test wallet at all. */
  testWallet: boolean
  /** Configure the Solana plugin when a Solana network runs (`?solana=0` leaves it out). */
  solana: boolean
  /** Configure the Bitcoin plugin when a Bitcoin node runs (`?bitcoin=0` leaves it out). */
  bitcoin: boolean
  /** Sign in with X against devnet's sign-in server: off, optional or required (`?signin=`). */
  signIn: 'off' | 'optional' | 'required'
}

/** The setup with nothing in the URL. */
export const DEFAULT_SANDBOX_STATE: SandboxState = {
  features: {},
  themeMode: 'dark',
  themeVariables: {},
  locale: 'en',
  network: undefined,
  walletMode: 'approve',
  walletAccount: 0,
  testWallet: true,
  solana: true,
  bitcoin: true,
  signIn: 'off',
}

const isFlag = (name: string): name is (typeof BOOLEAN_FLAGS)[number] =>
  (BOOLEAN_FLAGS as readonly string[]).includes(name)
const isVariable = (name: string): name is ThemeVariableKey =>
  (THEME_VARIABLE_KEYS as readonly string[]).includes(name)

/** Reads the setup from a query string (`location.search`); unknown or malformed parts are ignored. */
export function parseSandboxState(search: string): SandboxState {
  const params = new URLSearchParams(search)
  const state: SandboxState = { ...DEFAULT_SANDBOX_STATE, features: {}, themeVariables: {} }
  for (const part of (params.get('features') ?? '').split(',')) {
    const [name, value] = part.split(':')
    if (name && isFlag(name) && (value === '0' || value === '1')) state.features[name] = value === '1'
  }
  const theme = params.get('theme')
  if (theme === 'light' || theme === 'dark') state.themeMode = theme
  for (const [key, value] of params) {
    const name = key.startsWith('var.') ? key.slice(4) : ''
    if (isVariable(name) && value !== '') state.themeVariables[name] = value
  }
  const locale = params.get('locale')
  if ((SANDBOX_LOCALES as readonly (string | null)[]).includes(locale)) state.locale = locale as SandboxLocale
  const network = params.get('network')
  if (network && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(network)) state.network = network
  const mode = params.get('wallet')
  if (mode === 'approve' || mode === 'reject' || mode === 'manual') state.walletMode = mode
  const account = Number(params.get('account'))
  if (Number.isInteger(account) && account >= 0 && account < 10) state.walletAccount = account
  if (params.get('testWallet') === '0') state.testWallet = false
  if (params.get('solana') === '0') state.solana = false
  if (params.get('bitcoin') === '0') state.bitcoin = false
  const signIn = params.get('signin')
  if (signIn === 'optional' || signIn === 'required') state.signIn = signIn
  return state
}

/** Writes the setup as a query string (leading '?'), leaving out every default so links stay short. */
export function formatSandboxState(state: SandboxState): string {
  const params = new URLSearchParams()
  const features = BOOLEAN_FLAGS.filter((f) => state.features[f] !== undefined).map(
    (f) => `${f}:${state.features[f] ? 1 : 0}`,
  )
  if (features.length) params.set('features', features.join(','))
  if (state.themeMode !== DEFAULT_SANDBOX_STATE.themeMode) params.set('theme', state.themeMode)
  for (const key of THEME_VARIABLE_KEYS) {
    const value = state.themeVariables[key]
    if (value) params.set(`var.${key}`, value)
  }
  if (state.locale !== DEFAULT_SANDBOX_STATE.locale) params.set('locale', state.locale)
  if (state.network) params.set('network', state.network)
  if (state.walletMode !== 'approve') params.set('wallet', state.walletMode)
  if (state.walletAccount !== 0) params.set('account', String(state.walletAccount))
  if (!state.testWallet) params.set('testWallet', '0')
  if (!state.solana) params.set('solana', '0')
  if (!state.bitcoin) params.set('bitcoin', '0')
  if (state.signIn !== 'off') params.set('signin', state.signIn)
  const text = params.toString().replaceAll('%3A', ':').replaceAll('%2C', ',')
  return text ? `?${text}` : ''
}

/** Theme variables as the kernel's ThemeStore holds them (zIndex as a number). */
export function toThemeVariables(vars: SandboxState['themeVariables']): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const key of THEME_VARIABLE_KEYS) {
    const value = vars[key]
    if (value === undefined || value === '') continue
    out[key] = key === 'zIndex' && /^\d+$/.test(value) ? Number(value) : value
  }
  return out
}
