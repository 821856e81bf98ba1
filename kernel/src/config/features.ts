// Feature flags, declared by whoever owns them: the kernel declares the generic ones below, each plugin
// declares its own (with defaults) on its plugin object, typed by augmenting `FeatureFlags`. The spec's
// defaults hold whatever set of plugins is configured; a flag no configured plugin declares is accepted
// and ignored, and one that looks like a misspelling of a declared flag is a clear error.

import { DEFAULT_CONNECT_METHOD_ORDER } from '../format/constants'

/**
 * Every feature flag and its value type. Plugins add theirs by augmentation:
 *
 * @example
 * declare module '@airlock/kernel' { interface FeatureFlags { tips: boolean } }
 */
export interface FeatureFlags {
  /** The Receive button of the Account view. */
  receive: boolean
  /** The Send button of the Account view. */
  send: boolean
  /** The Activity tab. */
  history: boolean
  /** Analytics events to the configured analytics endpoint. */
  analytics: boolean
  /** The All Wallets list. */
  allWallets: boolean
  /** The legal checkbox of the Connect view. */
  legalCheckbox: boolean
  /** Collapsed wallet list. */
  collapseWallets: boolean
  /** Fixed connect-method order; absent: the spec's visible-wallet rule applies. */
  connectMethodsOrder: readonly string[] | undefined
  /** Fixed wallet-feature order by entry id; absent: each entry's declared order. */
  walletFeaturesOrder: readonly string[] | undefined
}

/** Feature flags after defaults. */
export type Features = FeatureFlags

/**
 * Feature flags as the host gives them: every declared flag optional. Only flags some installed package
 * declares are typed, so a misspelt flag is a type error (and a near-miss of a declared one a config error).
 */
export type FeaturesInput = { [K in keyof FeatureFlags]?: FeatureFlags[K] }

/** A boolean feature flag (one a plugin or slot entry can be gated on). */
export type FeatureFlag = {
  [K in keyof FeatureFlags]-?: FeatureFlags[K] extends boolean ? K : never
}[keyof FeatureFlags] &
  string

/** A non-boolean flag's declaration: its default and a parser that throws a message on a bad value. */
export interface FeatureValueDeclaration<T = unknown> {
  /** The default, used when the host gives none. */
  default: T
  /** Checks a given value; returns it (possibly normalised) or throws an Error saying what is wrong. */
  parse(value: unknown): T
}

/** How a flag is declared: a boolean default, or a value declaration. */
export type FeatureDeclaration = boolean | FeatureValueDeclaration

/** Declarations of several flags, by name. */
export type FeatureDeclarations = Readonly<Record<string, FeatureDeclaration>>

/** One bad flag, for the config error. */
export interface FeatureIssue {
  /** The flag's name as given. */
  flag: string
  /** What is wrong. */
  message: string
}

const orderList = (name: string): FeatureValueDeclaration<readonly string[] | undefined> => ({
  default: undefined,
  parse(value) {
    if (value === undefined) return undefined
    if (!Array.isArray(value) || value.length === 0 || value.some((v) => typeof v !== 'string')) {
      throw new Error(`${name} must be a non-empty list of strings`)
    }
    return Object.freeze([...value] as string[])
  },
})

/** The kernel's own flags with the spec's defaults (§9). */
export const KERNEL_FEATURES: FeatureDeclarations = {
  receive: true,
  send: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  collapseWallets: false,
  connectMethodsOrder: orderList('connectMethodsOrder'),
  walletFeaturesOrder: orderList('walletFeaturesOrder'),
}

/** The default connect-method order when none is configured (re-exported for UIs). */
export const CONNECT_METHOD_ORDER = DEFAULT_CONNECT_METHOD_ORDER

/**
 * Resolves the host's flags against the declarations: defaults filled in, declared flags checked,
 * undeclared ones kept but ignored, near-misses of a declared name reported (e.g. 'recieve').
 *
 * @example
 * resolveFeatures({ send: false }, KERNEL_FEATURES) // { features: { send: false, receive: true, … }, issues: [] }
 */
export function resolveFeatures(
  input: Readonly<Record<string, unknown>>,
  declarations: FeatureDeclarations,
): { features: Features; issues: FeatureIssue[] } {
  const issues: FeatureIssue[] = []
  const features: Record<string, unknown> = {}
  for (const [flag, declaration] of Object.entries(declarations)) {
    const given = input[flag]
    try {
      features[flag] = parseFlag(flag, declaration, given)
    } catch (error) {
      issues.push({ flag, message: error instanceof Error ? error.message : String(error) })
    }
  }
  const declared = Object.keys(declarations)
  for (const [flag, value] of Object.entries(input)) {
    if (flag in declarations) continue
    const near = declared.find((d) => isNearMiss(flag, d))
    if (near) issues.push({ flag, message: `unknown feature flag "${flag}"; did you mean "${near}"?` })
    else features[flag] = value
  }
  return { features: features as unknown as Features, issues }
}

function parseFlag(flag: string, declaration: FeatureDeclaration, given: unknown): unknown {
  if (typeof declaration === 'boolean') {
    if (given === undefined) return declaration
    if (typeof given !== 'boolean') throw new Error(`${flag} must be true or false`)
    return given
  }
  return given === undefined ? declaration.default : declaration.parse(given)
}

/** Same letters ignoring case, or at most two edits apart (for names of five letters or more). */
function isNearMiss(given: string, declared: string): boolean {
  if (given.toLowerCase() === declared.toLowerCase()) return true
  if (Math.min(given.length, declared.length) < 5) return false
  return editDistance(given.toLowerCase(), declared.toLowerCase()) <= 2
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
