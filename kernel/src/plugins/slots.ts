// Typed UI slots: places in the core views that plugins fill (connect methods, wallet feature buttons,
// Account actions, Account tabs, Account notices). Entries are data with lazy components; a UI package renders them in the
// spec's order. No magic ids: a plugin adds an entry to a slot, and removes it with the returned disposer.

import { action, makeObservable, observable } from 'mobx'
import type { FeatureFlag } from '../config/features'
import { DuplicateRegistrationError } from '../errors/plugin'
import type { ViewComponent, ViewId, ViewParams } from '../router/viewTypes'
import type { AirlockState } from '../state/types'

/** What every slot entry has. */
export interface SlotEntryBase {
  /** Unique id within its slot. */
  id: string
  /** A feature flag that must be on for the entry to show. */
  feature?: FeatureFlag
  /** Shown only while this returns true (what it reads of the state is tracked). */
  visible?: (state: AirlockState) => boolean
}

/** An entry that opens a view with parameters when chosen. */
export type ViewTarget = { [V in ViewId]: { view: V; params?: ViewParams<V> } }[ViewId]

/**
 * A connect method block of the Connect view (e.g. an email field or social buttons). Its `group` places
 * it in the spec's connect-method order (`connectMethodsOrder`: email, social, wallet by default); a group
 * that order does not name is rendered after the known groups, in the order blocks were added.
 */
export interface ConnectMethodEntry extends SlotEntryBase {
  /** The connect-method group it belongs to, e.g. 'email' or 'social'. */
  group: string
  /** Loads the block's component (rendered inside Connect). */
  load: () => Promise<ViewComponent>
  /**
   * Height in CSS pixels that the Connect view keeps for the block while its code loads (default: one list
   * row, 56). Give the block's rendered height: the dialog is centred, so a block that grows when it arrives
   * moves every row of the view, and a click aimed at a wallet just then lands on another one.
   */
  placeholderHeight?: number
}

/** A button of the Account view's wallet-feature row. */
export type WalletFeatureEntry = SlotEntryBase &
  ViewTarget & {
    /** Button label. */
    label: string
    /** Icon name for the UI. */
    icon?: string
    /** Position in the default order (lower first); `walletFeaturesOrder` overrides it by id. */
    order: number
  }

/** A row of the Account view (e.g. "Choose name"), opening a view with parameters. */
export type AccountActionEntry = SlotEntryBase &
  ViewTarget & {
    /** Row label. */
    label: string
    /** Icon name or URL for the UI. */
    icon?: string
  }

/**
 * A tab of the Account view (Tokens, NFTs and Activity come from the UI; plugins may add more). Give it a
 * `visible` rule when it needs a capability the active chain may lack, as ui's NFTs and Activity tabs do.
 */
export interface AccountTabEntry extends SlotEntryBase {
  /** Tab label. */
  label: string
  /** Position (lower first); the UI's tabs use 10, 20 and 30. */
  order: number
  /** Loads the tab panel's component. */
  load: () => Promise<ViewComponent>
}

/**
 * A notice at the top of the Account view, above the wallet features (e.g. an empty wallet offered "Buy").
 * Give it a `visible` rule: it shows only while that holds, so it never shows on a state still loading.
 * Its component loads when it first shows (a lazy plugin's declared notice loads the plugin first).
 */
export interface AccountNoticeEntry extends SlotEntryBase {
  /** Position among the notices (lower first). */
  order: number
  /** Loads the notice's component (rendered inside Account). */
  load: () => Promise<ViewComponent>
}

/**
 * Every slot and its entry type. A UI package or plugin may add slots of its own by augmentation:
 *
 * @example
 * declare module '@airlock/kernel' { interface SlotRegistry { 'acme/footer': AccountActionEntry } }
 */
export interface SlotRegistry {
  connectMethods: ConnectMethodEntry
  walletFeatures: WalletFeatureEntry
  accountActions: AccountActionEntry
  accountTabs: AccountTabEntry
  accountNotices: AccountNoticeEntry
}

/** A slot's name. */
export type SlotName = keyof SlotRegistry & string

/** A registered entry with the name of the plugin that added it. */
export type SlotItem<S extends SlotName> = SlotRegistry[S] & { readonly owner: string | undefined }

/** The slot entries of one instance (observable). */
export class SlotStore {
  private readonly slots = observable.map<string, readonly SlotItem<SlotName>[]>({}, { deep: false })

  constructor() {
    makeObservable<SlotStore, 'remove'>(this, { add: action, remove: action })
  }

  /** Adds an entry (replacing one with the same id only when `replace` is set); returns its remover. */
  add<S extends SlotName>(
    slot: S,
    entry: SlotRegistry[S],
    owner?: string,
    options: { replace?: boolean } = {},
  ): () => void {
    const current = this.entries(slot)
    const clash = current.find((e) => e.id === entry.id)
    if (clash && !options.replace) {
      throw new DuplicateRegistrationError(`Slot entry of ${slot}`, entry.id, clash.owner, owner ?? 'core')
    }
    const item = Object.freeze({ ...entry, owner }) as unknown as SlotItem<S>
    this.slots.set(
      slot,
      Object.freeze([
        ...current.filter((e) => e !== clash),
        item,
      ]) as unknown as readonly SlotItem<SlotName>[],
    )
    return () => this.remove(slot, item, clash)
  }

  /** Every entry of a slot, in registration order. */
  entries<S extends SlotName>(slot: S): readonly SlotItem<S>[] {
    return (this.slots.get(slot) ?? []) as unknown as readonly SlotItem<S>[]
  }

  /** The entry with an id, if any. */
  find<S extends SlotName>(slot: S, id: string): SlotItem<S> | undefined {
    return this.entries(slot).find((e) => e.id === id)
  }

  private remove<S extends SlotName>(slot: S, item: SlotItem<S>, replaced: SlotItem<S> | undefined): void {
    const current = this.entries(slot)
    if (!current.includes(item)) return
    const next = current.filter((e) => e !== item)
    this.slots.set(
      slot,
      Object.freeze(replaced ? [...next, replaced] : next) as unknown as readonly SlotItem<SlotName>[],
    )
  }
}
