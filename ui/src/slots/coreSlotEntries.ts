// ui's own slot entries: the Receive (order 30) and Send (order 40) wallet features and the Tokens (10),
// NFTs (20) and Activity (30, flag `history`) Account tabs. They go into the instance's slots like any
// plugin's entries, once per instance; a plugin may replace one on purpose (`{ replace: true }`), and
// an entry a plugin put first under the same id is never overridden. Like actions, tabs follow what the
// active chain can do: NFTs need an NFT source, Activity a history source.
import type { Airlock, AirlockState, SlotName, SlotRegistry } from '@airlock/kernel'
import { uiHost } from '@airlock/kernel/internal'
import { reaction } from 'mobx'
import { oncePerInstance } from '../utils/perInstance'
import { hasNftSource } from '../views/nfts/nftSource'

/** True when the active namespace's adapter can prepare and send a transfer (the Send view needs both). */
export function canSendTransfers(state: AirlockState): boolean {
  const adapter = state.connection.adapter(state.network.activeNamespace)
  return typeof adapter?.prepareTransfer === 'function' && typeof adapter.sendTransfer === 'function'
}

type CoreEntry = { [S in SlotName]: { slot: S; entry: SlotRegistry[S] } }[SlotName]

const loadTab = <K extends 'TokensTab' | 'NftsTab' | 'ActivityTab'>(name: K) =>
  import('../views/account/tabs').then((m) => m[name])

/** The entries ui adds (ids are what plugins replace them by). */
export const CORE_SLOT_ENTRIES: readonly CoreEntry[] = [
  {
    slot: 'walletFeatures',
    entry: {
      id: 'receive',
      label: 'Receive',
      icon: 'arrowDown',
      order: 30,
      feature: 'receive',
      view: 'Receive',
    },
  },
  {
    slot: 'walletFeatures',
    entry: {
      id: 'send',
      label: 'Send',
      icon: 'arrowUp',
      order: 40,
      feature: 'send',
      view: 'Send',
      visible: canSendTransfers,
    },
  },
  {
    slot: 'accountTabs',
    entry: { id: 'tokens', label: 'Tokens', order: 10, load: () => loadTab('TokensTab') },
  },
  {
    slot: 'accountTabs',
    entry: { id: 'nfts', label: 'NFTs', order: 20, load: () => loadTab('NftsTab'), visible: hasNftSource },
  },
  {
    slot: 'accountTabs',
    entry: {
      id: 'activity',
      label: 'Activity',
      order: 30,
      feature: 'history',
      load: () => loadTab('ActivityTab'),
      visible: (state) => state.history.available,
    },
  },
]

const KEY = {}

/**
 * Adds ui's slot entries to `airlock` (idempotent: once per instance however many providers call it);
 * an id already taken (a plugin's entry) is left alone, and an entry goes back in if it goes missing (the
 * plugin that held its id was disposed). Returns the release function; the last release removes them.
 */
export function addCoreSlotEntries(airlock: Airlock): () => void {
  return oncePerInstance(KEY, airlock, () => {
    const removers = new Map<string, () => void>()
    const host = uiHost(airlock)
    const missing = () =>
      CORE_SLOT_ENTRIES.filter(({ slot, entry }) => !host.slotEntries(slot).some((e) => e.id === entry.id))
    const stop = reaction(
      missing,
      (entries) => {
        for (const { slot, entry } of entries) {
          removers.set(`${slot}/${entry.id}`, host.addCoreSlotEntry(slot, entry as never))
        }
      },
      { fireImmediately: true },
    )
    return () => {
      stop()
      for (const remove of removers.values()) remove()
    }
  })
}
