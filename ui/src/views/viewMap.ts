// The core-view map: view id → title and component. Connect and ConnectingExternal are in the initial
// bundle (the instant modal); the other core views load lazily. Every view, core or plugin, is registered
// in the kernel's view catalogue; a plugin may replace a core view there on purpose, and then the
// catalogue's entry is rendered instead of ui's own.

import type { Airlock, ViewEntry, ViewId } from '@airlock/kernel'
import { uiHost } from '@airlock/kernel/internal'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { catalogueState } from '../catalogue/CatalogueState'
import { UI_EN } from '../i18n/uiMessages'
import type { UiComponent } from '../registry'
import { ConnectView } from './connect/ConnectView'
import { ConnectingExternalView } from './connecting/ConnectingExternalView'
import { connectorName } from './connecting/connectorName'
import { isOwnCoreView } from './ownViews'
import { resolvePluginView } from './pluginViews'

/** A core view: its header title and component (views take no props; they read `useViewParams`). */
export interface CoreView {
  /** Header title for an entry of this view. */
  title: (entry: ViewEntry, airlock: Airlock) => string
  /** The component (eager or React.lazy). */
  component: ComponentType | LazyExoticComponent<ComponentType>
  /**
   * Starts what the view needs as soon as it is entered, while its code loads (the view takes it over when
   * it mounts); returns what drops it when the view is left before mounting. See {@link enterCoreView}.
   */
  prepare?: (airlock: Airlock) => () => void
}

/** The loader of each lazy core view (to warm its code without rendering it: {@link enterCoreView}). */
const loaders = new WeakMap<object, () => Promise<unknown>>()

const named = <M, K extends keyof M>(load: () => Promise<M>, key: K) => {
  const component = lazy(async () => ({ default: (await load())[key] as ComponentType }))
  loaders.set(component, load)
  return component
}

/** Core views rendered by @airlock/ui. */
export const CORE_VIEWS: Partial<Record<ViewId, CoreView>> = {
  Connect: { title: () => UI_EN.titleConnect, component: ConnectView },
  AllWallets: {
    title: () => UI_EN.titleAllWallets,
    component: named(() => import('./all-wallets/AllWalletsView'), 'AllWalletsView'),
    // The first page of wallets is requested in parallel with the view's code, not after it.
    prepare: (airlock) => catalogueState(airlock).startFirstPage(),
  },
  ConnectingExternal: {
    title: (entry, airlock) =>
      entry.view === 'ConnectingExternal'
        ? connectorName(airlock, entry.params.connectorId)
        : UI_EN.titleConnecting,
    component: ConnectingExternalView,
  },
  Account: {
    title: () => UI_EN.titleAccount,
    component: named(() => import('./account/index'), 'AccountView'),
  },
  Networks: {
    title: () => UI_EN.titleNetworks,
    component: named(() => import('./networks/index'), 'NetworksView'),
  },
  UnsupportedChain: {
    title: () => UI_EN.titleUnsupported,
    component: named(() => import('./unsupported/index'), 'UnsupportedChainView'),
  },
  Receive: {
    title: () => UI_EN.titleReceive,
    component: named(() => import('./receive/index'), 'ReceiveView'),
  },
  Send: { title: () => UI_EN.titleSend, component: named(() => import('./send/index'), 'SendView') },
  WhatIsAWallet: {
    title: () => UI_EN.titleWhatIsAWallet,
    component: named(() => import('./help/WhatIsAWalletView'), 'WhatIsAWalletView'),
  },
  NftDetails: {
    title: () => UI_EN.titleNft,
    component: named(() => import('./nfts/NftDetailView'), 'NftDetailView'),
  },
}

/** ui's own view for an id, unless a plugin's registration holds that id in the catalogue. */
function ownView(airlock: Airlock, id: ViewId): CoreView | undefined {
  const core = CORE_VIEWS[id]
  if (!core) return undefined
  // Not registered yet (before the provider's effect, on the server): ui's own.
  return !uiHost(airlock).hasView(id) || isOwnCoreView(airlock, id) ? core : undefined
}

/** The component of a view: ui's own core view, else the catalogue's (plugin) lazy loader. */
export function resolveView(airlock: Airlock, id: ViewId): UiComponent {
  return ownView(airlock, id)?.component ?? resolvePluginView(airlock, id)
}

/** The header title of an entry: ui's title for its own views, else the catalogue's title, else the id. */
export function viewTitle(airlock: Airlock, entry: ViewEntry): string {
  const own = ownView(airlock, entry.view)
  if (own) return own.title(entry, airlock)
  return uiHost(airlock).viewTitle(entry.view, entry.params as never) ?? entry.view
}

/**
 * Entering ui's own core view `id`. In standby (`warmOnly`) only its code is loaded, without rendering it
 * (the pre-rendered modal warms the view a first open would show; a failed load is ignored here: rendering
 * the view later loads it again and reports the error). Otherwise its {@link CoreView.prepare} starts its
 * requests, and what drops them is returned. Nothing for plugin views.
 */
export function enterCoreView(airlock: Airlock, id: ViewId, warmOnly: boolean): (() => void) | undefined {
  const view = ownView(airlock, id)
  if (!warmOnly) return view?.prepare?.(airlock)
  void loaders
    .get(view?.component ?? {})?.()
    .catch(() => undefined)
}
