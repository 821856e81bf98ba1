// The slot entries the core views render, shown ones only, in the spec's order; and lazy components for
// entries that load one (connect-method blocks, Account tabs).
import type { Airlock, SlotItem, ViewComponent, ViewEntry } from '@airlock/kernel'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/**
 * The wallet-feature buttons to show: by `features.walletFeaturesOrder` (entry ids) when set, entries it
 * does not name after those by their `order`; else by `order` (on-ramp 10, swaps 20, receive 30, send 40).
 */
export function walletFeatureEntries(airlock: Airlock): SlotItem<'walletFeatures'>[] {
  const shown = airlock.get((s) => s.slot('walletFeatures'))
  const byOrder = [...shown].sort((a, b) => a.order - b.order)
  const configured = airlock.get((s) => s.features.walletFeaturesOrder)
  if (!configured) return byOrder
  const rank = (id: string) => {
    const index = configured.indexOf(id)
    return index === -1 ? configured.length : index
  }
  return byOrder.sort((a, b) => rank(a.id) - rank(b.id))
}

/** The Account tabs to show, by `order` (Tokens 10, NFTs 20, Activity 30). */
export function accountTabEntries(airlock: Airlock): SlotItem<'accountTabs'>[] {
  return [...airlock.get((s) => s.slot('accountTabs'))].sort((a, b) => a.order - b.order)
}

/** The Account notices to show, by `order`. */
export function accountNoticeEntries(airlock: Airlock): SlotItem<'accountNotices'>[] {
  return [...airlock.get((s) => s.slot('accountNotices'))].sort((a, b) => a.order - b.order)
}

/** The Account action rows to show, in registration order. */
export function accountActionEntries(airlock: Airlock): readonly SlotItem<'accountActions'>[] {
  return airlock.get((s) => s.slot('accountActions'))
}

/**
 * The connect-method blocks to show, grouped by `group` in the connect-method order (`connectMethodsOrder`).
 * The spec's groups (email, social, wallet) show only when that order names them, so a host can leave
 * one out; a plugin's own group (any other name) follows them, in the order its first block was added,
 * so it is never silently dropped. The 'wallet' group is ui's own wallet list and is always there (an
 * empty list for other groups leaves the group out).
 */
export function connectMethodGroups(
  airlock: Airlock,
): { group: string; entries: SlotItem<'connectMethods'>[] }[] {
  const shown = airlock.get((s) => s.slot('connectMethods'))
  const order = airlock.get((s) => s.connectMethodsOrder)
  const groups = [...order, ...shown.map((e) => e.group).filter((group) => !SPEC_GROUPS.includes(group))]
  return groups
    .filter((group, index) => groups.indexOf(group) === index)
    .map((group) => ({ group, entries: shown.filter((e) => e.group === group) }))
    .filter(({ group, entries }) => group === WALLET_GROUP || entries.length > 0)
}

/** The connect-method group ui fills with its wallet list. */
export const WALLET_GROUP = 'wallet'

/** The connect-method groups the spec names (§2): shown only where `connectMethodsOrder` puts them. */
const SPEC_GROUPS: readonly string[] = ['email', 'social', WALLET_GROUP]

/** Opens the view a slot entry targets (loading its lazy plugin first); a failure is reported. */
export function openSlotTarget(airlock: Airlock, entry: { view: string; params?: unknown }): Promise<void> {
  const target = { view: entry.view, params: entry.params } as ViewEntry
  return (airlock.navigate as (view: string, params?: unknown) => Promise<void>)(target.view, target.params)
}

const components = new WeakMap<() => Promise<ViewComponent>, LazyExoticComponent<ComponentType>>()

/**
 * The lazy React component of an entry's `load` (one per loader, so re-renders keep it mounted). A
 * failed load is forgotten, so rendering it again retries.
 */
export function slotComponent(load: () => Promise<ViewComponent>): LazyExoticComponent<ComponentType> {
  const cached = components.get(load)
  if (cached) return cached
  const component = lazy(async () => {
    try {
      return { default: (await load()) as ComponentType }
    } catch (error) {
      components.delete(load)
      throw error
    }
  })
  components.set(load, component)
  return component
}
