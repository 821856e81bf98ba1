// The core-view map: view id → title and component. Connect and ConnectingExternal are in the initial
// bundle (the instant modal); the other core views load lazily; plugin views come from the kernel's
// view catalogue through their lazy loaders.
import type { Airlock, RouterEntry, ViewId } from '@airlock/kernel'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { catalogueState } from '../catalogue/CatalogueState'
import { ConnectView } from './connect/ConnectView'
import { ConnectingExternalView } from './connecting/ConnectingExternalView'
import { connectorName } from './connecting/connectorName'
import { resolvePluginView } from './pluginViews'

/** A core view: its header title and component (views take no props; they read `useViewParams`). */
export interface CoreView {
  /** Header title for an entry of this view. */
  title: (entry: RouterEntry, airlock: Airlock) => string
  /** The component (eager or React.lazy). */
  component: ComponentType | LazyExoticComponent<ComponentType>
}

const named = <M, K extends keyof M>(load: () => Promise<M>, key: K) =>
  lazy(async () => ({ default: (await load())[key] as ComponentType }))

/** Core views rendered by @airlock/ui. */
export const CORE_VIEWS: Partial<Record<ViewId, CoreView>> = {
  Connect: { title: () => 'Connect Wallet', component: ConnectView },
  AllWallets: {
    title: () => 'All Wallets',
    component: named(() => import('./all-wallets/AllWalletsView'), 'AllWalletsView'),
  },
  ConnectingExternal: {
    title: (entry, airlock) =>
      entry.view === 'ConnectingExternal' ? connectorName(airlock, entry.params.connectorId) : 'Connecting',
    component: ConnectingExternalView,
  },
  ConnectingWalletConnect: {
    title: (entry, airlock) => {
      const walletId = entry.view === 'ConnectingWalletConnect' ? entry.params?.walletId : undefined
      return (walletId ? catalogueState(airlock).wallet(walletId)?.name : undefined) ?? 'WalletConnect'
    },
    component: named(() => import('./connecting/ConnectingWalletConnectView'), 'ConnectingWalletConnectView'),
  },
  Account: { title: () => 'Account', component: named(() => import('./account/index'), 'AccountView') },
  Networks: {
    title: () => 'Choose Network',
    component: named(() => import('./networks/index'), 'NetworksView'),
  },
  UnsupportedChain: {
    title: () => 'Switch Network',
    component: named(() => import('./unsupported/index'), 'UnsupportedChainView'),
  },
  Receive: { title: () => 'Receive', component: named(() => import('./receive/index'), 'ReceiveView') },
  Send: { title: () => 'Send', component: named(() => import('./send/index'), 'SendView') },
  ConnectingWalletConnectBasic: {
    title: () => 'Connect Wallet',
    component: named(
      () => import('./connecting/ConnectingWalletConnectBasicView'),
      'ConnectingWalletConnectBasicView',
    ),
  },
}

/** The component of a view: a core one, else the catalogue's lazy loader. */
export function resolveView(
  airlock: Airlock,
  id: ViewId,
): ComponentType | LazyExoticComponent<ComponentType> {
  return CORE_VIEWS[id]?.component ?? resolvePluginView(airlock, id)
}

/** The header title of an entry: core title, else the catalogue's title, else the id. */
export function viewTitle(airlock: Airlock, entry: RouterEntry): string {
  const core = CORE_VIEWS[entry.view]
  if (core) return core.title(entry, airlock)
  return airlock.views.title(entry.view, entry.params as never) ?? entry.view
}
