// The core-view map: view id → title and component. Connect and ConnectingExternal are in the initial
// bundle (the instant modal); the other core views load lazily. Every view, core or plugin, is registered
// in the kernel's view catalogue; a plugin may replace a core view there on purpose, and then the
// catalogue's entry is rendered instead of ui's own.

import type { Airlock, ViewEntry, ViewId } from '@airlock/kernel'
import { uiHost } from '@airlock/kernel/internal'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { catalogueState } from '../catalogue/CatalogueState'
import { UI_EN } from '../i18n/uiMessages'
import { onIdle } from '../modal/ModalWarmup'
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

/** The loader of each lazy core view (to warm its code without rendering it: {@link warmCoreView}). */
const loaders = new WeakMap<object, () => Promise<unknown>>()
/** Each lazy core view's component once its code has loaded: rendered as is, it does not suspend. */
const loaded = new WeakMap<object, ComponentType>()

const named = <M, K extends keyof M>(load: () => Promise<M>, key: K) => {
  const loadNamed = async () => {
    const view = (await load())[key] as ComponentType
    loaded.set(component, view)
    return view
  }
  const component = lazy(async () => ({ default: await loadNamed() }))
  loaders.set(component, loadNamed)
  return component
}

/** How long a wallet may take to answer a connect before Account's code is loaded meanwhile (ms). */
export const ACCOUNT_WARM_DELAY_MS = 250

/** Core views rendered by @airlock/ui. */
export const CORE_VIEWS: Partial<Record<ViewId, CoreView>> = {
  Connect: {
    title: () => UI_EN.titleConnect,
    component: ConnectView,
    // A connect ends on Account: its code loads while the visitor reads the list, in an idle moment once the
    // view is shown. A pick before then cancels it (the connecting view warms Account as it does without it),
    // so Account's chunks never share the page's connections with the code of a connect in flight.
    prepare: (airlock) => onIdle(() => void warmCoreView(airlock, 'Account')),
  },
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
    // A connection ends on Account. A wallet still asking the visitor after ACCOUNT_WARM_DELAY_MS (a person
    // deciding, seconds with a real extension) leaves time to load Account's code, which then shows at once
    // when the wallet answers. A wallet answering sooner is not slowed: its connector's code and Account's
    // would share the page's connections (measured: BENCHMARKS.md).
    prepare: (airlock) => {
      const timer = setTimeout(() => void warmCoreView(airlock, 'Account'), ACCOUNT_WARM_DELAY_MS)
      return () => clearTimeout(timer)
    },
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

/**
 * A lazy core view whose code has loaded (warmed, or shown before) as its component itself, which renders
 * without a loading state; any other component as it is.
 */
export function loadedView(component: UiComponent): UiComponent {
  return loaded.get(component) ?? component
}

/** The header title of an entry: ui's title for its own views, else the catalogue's title, else the id. */
export function viewTitle(airlock: Airlock, entry: ViewEntry): string {
  const own = ownView(airlock, entry.view)
  if (own) return own.title(entry, airlock)
  return uiHost(airlock).viewTitle(entry.view, entry.params as never) ?? entry.view
}

/**
 * Loads the code of ui's own core view `id` without rendering it (nothing for plugin views); resolves once
 * it has loaded. A failed load is ignored here: rendering the view later loads it again and reports the error.
 *
 * @example
 * void warmCoreView(airlock, 'Account') // a wallet is asked: Account's code loads meanwhile
 */
export async function warmCoreView(airlock: Airlock, id: ViewId): Promise<void> {
  await loaders
    .get(ownView(airlock, id)?.component ?? {})?.()
    .catch(() => undefined)
}

/**
 * Entering ui's own core view `id`. In standby (`warmOnly`) only its code is loaded, without rendering it
 * (the pre-rendered modal warms the view a first open would show: {@link warmCoreView}). Otherwise its
 * {@link CoreView.prepare} starts its requests, and what drops them is returned. Nothing for plugin views.
 */
export function enterCoreView(airlock: Airlock, id: ViewId, warmOnly: boolean): (() => void) | undefined {
  if (!warmOnly) return ownView(airlock, id)?.prepare?.(airlock)
  void warmCoreView(airlock, id)
}
