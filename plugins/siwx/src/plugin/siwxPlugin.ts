// The siwx plugin: `createAirlock({ plugins: [siwx({ siwx })] })`. Its eager part is small: it refuses
// `siweConfig` with `siwx` at once (spec §5, §8), registers the SIWXSignMessage view (a lazy component),
// its texts, the contract's hooks and its API; everything that does the work (the config's adapter, the
// sign-in flow, the view) loads on the first connect or reconnect. It names no chain: the signature
// comes from the active namespace's chain adapter (`signMessage`).
import type { AirlockPlugin, PluginContext } from '@airlock/kernel'
import type { SiweConfigInput } from '../options/appKitSiweTypes'
import { checkSiwxOptions, type SiwxOptionsInput } from '../options/checkSiwxConflict'
import type { SiwxFromSiweConfigOptions } from '../options/siwxFromSiweConfig'
import type { SiwxConfig, SiwxSession } from '../options/types'
import type { SiwxRuntime } from '../runtime/SiwxRuntime'
import { SIWX_MESSAGES, SIWX_TEXTS } from './messages'
import type { OneClickInbox } from './oneClick'
import { createSiwxState, type SiwxListener, type SiwxSnapshot } from './siwxState'

/** The sign-in view's id (the spec's view name). */
export const SIWX_VIEW = 'SIWXSignMessage'

declare module '@airlock/kernel' {
  interface ViewRegistry {
    /** The sign-in step: the account and network (CAIP-2) to sign in. */
    SIWXSignMessage: { chainId: string; address: string }
  }
  interface PluginApis {
    siwx: SiwxPluginApi
  }
}

/** Options of {@link siwx}: `siwx`, or an AppKit `siweConfig`, never both. */
export interface SiwxPluginOptions extends SiwxOptionsInput {
  siwx?: SiwxConfig | undefined
  siweConfig?: SiweConfigInput | undefined
  /** How an AppKit `siweConfig` is adapted (see `siwxFromSiweConfig`). */
  siweAdapter?: SiwxFromSiweConfigOptions
}

/**
 * What the plugin exposes: `airlock.plugin('siwx')` for the host, `usePlugin('siwx')` in React.
 *
 * @example
 * const api = airlock.plugin('siwx')
 * api?.getSession() // the session of the active account, or undefined
 * const stop = api?.watchSession((session) => console.log(session ? 'signed in' : 'signed out'))
 */
export interface SiwxPluginApi {
  /** The session of the active account and network, or undefined when signed out. */
  getSession(): SiwxSession | undefined
  /** Calls `listener` when the session starts or ends; returns the unsubscribe function. */
  watchSession(
    listener: (session: SiwxSession | undefined, previous: SiwxSession | undefined) => void,
  ): () => void
  /** The whole sign-in state (session, signing, required). */
  getState(): SiwxSnapshot
  /** Calls `listener` on every change of the sign-in state; returns the unsubscribe function. */
  watchState(listener: SiwxListener): () => void
  /** The sign-in config in effect (`siwx`, or the adapted `siweConfig`); undefined when sign-in is off. */
  getConfig(): Promise<SiwxConfig | undefined>
  /** Asks the wallet for the sign-in signature of the step on screen (the view's Sign button). */
  signIn(): Promise<void>
  /** Declines the step on screen (the view's Cancel): disconnects when sign-in is required. */
  cancel(): Promise<void>
  /** The app's name and icon (from `metadata`), shown by the view. */
  readonly app: { name: string; icon: string | undefined }
}

/**
 * Sign in with X: after a wallet connects, the visitor signs a message proving the address, and the
 * session is kept (by the config's server) across reloads. Throws {@link SiwxOptionsConflictError}
 * ('Cannot set both siweConfig and siwx options') when given both.
 *
 * @example
 * import { siwx } from '@airlock/siwx'
 * import { createSiwxServerConfig } from '@airlock/siwx/client'
 *
 * createAirlock({
 *   projectId,
 *   metadata,
 *   plugins: [evm({ networks }), siwx({ siwx: createSiwxServerConfig({ url: '/api/siwx', required: true }) })],
 * })
 */
export function siwx(options: SiwxPluginOptions): AirlockPlugin {
  checkSiwxOptions(options)
  return {
    name: 'siwx',
    setup(ctx: PluginContext) {
      const state = createSiwxState()
      const inbox: OneClickInbox = []
      let runtime: Promise<SiwxRuntime> | undefined
      const load = () => {
        runtime ??= import('../runtime/SiwxRuntime').then((m) =>
          m.createSiwxRuntime(ctx, state, options, inbox),
        )
        return runtime
      }
      ctx.contribute('messages', SIWX_MESSAGES)
      // One-click sign-in over WalletConnect (where that plugin is on and the wallet supports it): the
      // pairing asks the wallet to sign the message with its approval; the after-connect step verifies it.
      ctx.contribute('walletconnect/authenticate', {
        request: async ({ chains }) => (await load()).oneClickFields(chains),
        approved: (auths) => void inbox.splice(0, inbox.length, ...auths),
      })
      ctx.registerView({
        id: SIWX_VIEW,
        title: SIWX_TEXTS.title,
        load: () => import('../views/SiwxSignMessageView').then((m) => m.SiwxSignMessageView),
      })
      ctx.hook('afterConnect', async (context) => (await load()).afterConnect(context))
      ctx.hook('afterReconnect', async (context) => (await load()).afterReconnect(context))
      ctx.hook('beforeDisconnect', async () => (runtime ? (await runtime).beforeDisconnect() : undefined))
      // Closing is refused on the sign-in view while sign-in is required and no session exists (spec §2).
      ctx.hook('canClose', ({ view }) =>
        view.view === SIWX_VIEW && state.get().required && !state.get().session ? false : undefined,
      )
      const metadata = ctx.options.metadata
      ctx.expose({
        getSession: () => state.get().session,
        watchSession: (listener) =>
          state.watch((value, previous) => {
            if (value.session !== previous.session) listener(value.session, previous.session)
          }),
        getState: () => state.get(),
        watchState: (listener) => state.watch(listener),
        getConfig: async () => (await load()).config,
        signIn: async () => (await load()).signIn(),
        cancel: async () => (await load()).cancel(),
        app: { name: metadata?.name ?? '', icon: metadata?.icons?.[0] },
      } satisfies SiwxPluginApi)
    },
  }
}
