// The WalletConnect plugin: one connector for every namespace the chain plugins contribute, its two views,
// opening rule 2 (and basic mode) through the `chooseView` hook, and the pairing store the views read.
import {
  type AirlockPlugin,
  definePlugin,
  type OpeningState,
  parsePluginOptions,
  type ViewEntry,
  type WalletListEntry,
} from '@airlock/kernel'
import type {} from '@airlock/ui'
import './augment'
import { AUTHENTICATE_CONTRIBUTION, MOBILE_REDIRECT_CONTRIBUTION, NAMESPACE_CONTRIBUTION } from './constants'
import type { WalletConnectMobileRedirect } from './mobileRedirect'
import { buildWalletConnectOptionsSchema, type WalletConnectOptions } from './options'
import { PairingStore } from './PairingStore'
import { type WalletConnectConnector, walletConnectConnector } from './walletConnectConnector'

/**
 * What the plugin exposes (`airlock.plugin('walletconnect')`, ui's `usePlugin('walletconnect')`): the
 * pairing its QR views show, its connector, and the wallet last picked for it. Its own views read it.
 */
export interface WalletConnectApi {
  /** The pairing the QR views show (URI, expiry, status, session; observable, written by the session). */
  readonly store: PairingStore
  /** The WalletConnect connector. */
  readonly connector: WalletConnectConnector
  /** Basic mode is on. */
  readonly basic: boolean
  /** The catalogue wallet last picked for WalletConnect (for its name, image and deep links). */
  readonly wallet: WalletListEntry | undefined
  /** The image URL the list showed for that wallet (reused as the QR code's centre). */
  readonly walletImageUrl: string | undefined
  /** Chain plugins' mobile redirects for named wallets (`'walletconnect/mobileRedirect'`). */
  mobileRedirects(): readonly WalletConnectMobileRedirect[]
}

/** ConnectingWalletConnect's title: the protocol's name, the same in every locale. */
const WALLETCONNECT_TITLE = 'WalletConnect'
/** ConnectingWalletConnectBasic's title: ui's Connect title, so it reads in the visitor's locale from the start. */
const CONNECT_WALLET_TITLE = 'Connect Wallet'

/**
 * Opening rule 2 of the spec (§2), with basic mode: with no chain adapter (or in basic mode) and no account,
 * phones open on AllWallets and desktops on ConnectingWalletConnectBasic; otherwise the kernel's rules go on.
 */
export function chooseWalletConnectView(state: OpeningState, basic: boolean): ViewEntry | undefined {
  if (state.requested || state.connected) return undefined
  if (!basic && state.adapterCount > 0) return undefined
  return state.mobile
    ? ({ view: 'AllWallets', params: undefined } as ViewEntry)
    : { view: 'ConnectingWalletConnectBasic', params: undefined }
}

/**
 * The WalletConnect plugin. The relay is the Airlock config's `endpoints.relay`, an endpoint this package
 * declares (no default host: connecting without one fails with 'WalletConnect relay not configured'); the
 * project id and metadata are the config's too.
 *
 * @example
 * createAirlock({ projectId, metadata, endpoints: { relay }, plugins: [evm({ networks }), walletConnect()] })
 */
export function walletConnect(input: WalletConnectOptions = {}): AirlockPlugin {
  const options = parsePluginOptions('walletconnect', buildWalletConnectOptionsSchema(), input)
  return definePlugin({
    name: 'walletconnect',
    setup(ctx) {
      // The plugin's texts in the visitor's locale (each other locale is its own chunk), contributed with the
      // connector's first call: out of the page's initial JS. Its views bring the catalogue themselves.
      const beforeUse = ctx.contributeLater(
        'messages',
        async () => (await import('./messages')).WALLETCONNECT_MESSAGES,
      )
      const store = new PairingStore()
      const connector = walletConnectConnector({
        store,
        contributions: () => ctx.get((s) => s.contributions(NAMESPACE_CONTRIBUTION)),
        keepFresh: () => ctx.get((s) => s.modal.open),
        // A plugin's one-click sign-in (the first contributed), asked when a pairing is made.
        authenticator: () => ctx.get((s) => s.contributions(AUTHENTICATE_CONTRIBUTION))[0],
        // The relay's errors raise the spec's alerts (§8): its JWT error (the device's clock is off) is
        // Session Expired, its 'Unauthorized: invalid key' Invalid App Configuration.
        onRelayError: (error, alert) => {
          ctx.log.warn('WalletConnect relay error', error)
          if (alert) ctx.emit('alert', { alert, source: ctx.name })
        },
        beforeUse,
        settings: () => {
          const relayUrl = ctx.options.endpoints.relay
          if (relayUrl === undefined) return undefined
          const metadata = options.metadata ?? ctx.options.metadata
          return {
            projectId: ctx.options.projectId,
            relayUrl,
            metadata: { ...metadata, icons: [...metadata.icons] },
            storagePrefix: options.storagePrefix,
            storage: options.storage,
          }
        },
      })
      let wallet: WalletListEntry | undefined
      let walletImageUrl: string | undefined
      ctx.expose({
        store,
        connector,
        basic: options.basic,
        get wallet() {
          return wallet
        },
        get walletImageUrl() {
          return walletImageUrl
        },
        mobileRedirects: () => ctx.get((s) => s.contributions(MOBILE_REDIRECT_CONTRIBUTION)),
      } satisfies WalletConnectApi)
      ctx.registerConnector(connector)
      ctx.registerView({
        id: 'ConnectingWalletConnect',
        // A catalogue wallet's connecting view is titled with its name; WalletConnect itself otherwise.
        title: (params) =>
          params?.walletId !== undefined && wallet?.id === params.walletId
            ? wallet.name
            : WALLETCONNECT_TITLE,
        load: async () => (await import('./views/ConnectingWalletConnectView')).ConnectingWalletConnectView,
      })
      ctx.registerView({
        id: 'ConnectingWalletConnectBasic',
        title: CONNECT_WALLET_TITLE,
        load: async () =>
          (await import('./views/ConnectingWalletConnectBasicView')).ConnectingWalletConnectBasicView,
      })
      ctx.hook('chooseView', (state) => chooseWalletConnectView(state, options.basic))
      // Catalogue wallets (recommended, All Wallets) with no connector of their own pair through the QR view.
      ctx.contribute('ui/catalogueWallet', {
        open: async (picked, shown) => {
          wallet = picked
          walletImageUrl = shown?.imageUrl
          await ctx.navigate('ConnectingWalletConnect', { walletId: picked.id })
        },
      })
      ctx.onDispose(() => connector.close())
    },
  })
}
