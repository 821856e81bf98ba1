// The email-social runtime of one Airlock instance (the lazy chunk): the frame connection, the email and
// OTP flow, the embedded connector's behaviour, the login state in ctx.storage and the frame's layout.
import type { ConnectedUser } from '@airlock/frame-host/protocol'
import type {
  ChainNamespace,
  ConnectorAccounts,
  ConnectorConnectParameters,
  PluginContext,
  Profile,
} from '@airlock/kernel'
import { runInAction } from 'mobx'
import { EMBEDDED_CONNECTOR_ID } from '../constants'
import { AuthConnectorNotFoundError, EmailLoginDependencyError } from '../errors'
import type { EmailSocialResolvedOptions } from '../options'
import { EMBEDDED_WALLET_LOAD_TIMEOUT_ALERT, LOGIN_STATE_KEYS } from '../runtimeConstants'
import { notifyActionNotAllowed } from './actionNotAllowed'
import { cooldownOr } from './cooldownError'
import { createEvmProvider, type EmbeddedEvmProvider } from './createEvmProvider'
import { createSolanaProvider, type EmbeddedSolanaProvider } from './createSolanaProvider'
import { EmailRuntimeState } from './EmailRuntimeState'
import { embeddedAccounts, embeddedProfile, publishEmbeddedAccountData } from './embeddedAccount'
import { FarcasterLogin } from './FarcasterLogin'
import { type FrameClient, FrameLoadTimeoutError, type FrameNotice } from './FrameClient'
import { FrameLayout } from './FrameLayout'
import type { FrameElement } from './frameElement'
import { FrameLanguage } from './frameLanguage'
import { type FrameSocialProvider, frameSocialSignIn } from './frameSocialSignIn'
import { initializeAuth } from './initializeAuth'
import { clearLoginState, saveLoginState } from './loginState'
import {
  accountTypeToRestore,
  type EmbeddedAccountType,
  rememberAccountType,
  storedAccountType,
} from './preferredAccountType'
import { createRuntimeFrameClient } from './runtimeFrameClient'
import { registerRuntimeParts } from './runtimeParts'
import type { SocialPopupWindow } from './socialPopup'
import { startThemeSync } from './themeSync'

/** Options of {@link EmailRuntime}: the plugin context and options, and the page it runs in. */
export interface EmailRuntimeParameters {
  ctx: PluginContext
  options: EmailSocialResolvedOptions
  /** The host page (default: the global `window`). */
  window?: Window
}

/** The runtime: one frame per instance, created on first need. */
export class EmailRuntime {
  readonly state = new EmailRuntimeState()
  private readonly client: FrameClient
  private element: FrameElement | undefined
  /** Where the frame is laid out while shown, and the modal's views around it. */
  private readonly layout: FrameLayout
  /** The OTP view's login in progress, or finished (`done`: kept until a new code is asked for). */
  private login: { done: boolean; promise: Promise<void> } | undefined
  readonly provider: EmbeddedEvmProvider
  /** The Solana provider over the same frame session (`getProvider('solana')`). */
  readonly solanaProvider: EmbeddedSolanaProvider
  private readonly ctx: PluginContext
  /** The Solana chain of the last connect (the frame reports that chain's account). */
  private solanaChainId: string | undefined
  private stopThemeSync: (() => void) | undefined
  /** Removes the views, Account rows and hooks the runtime registered (./runtimeParts). */
  private readonly unregister: () => void
  /** The frame's user as last reported (GET_USER on connect, SESSION_UPDATE after). */
  private user: ConnectedUser | undefined
  /** The frame host's origin (the only sender a social callback is taken from). */
  private readonly frameOrigin: string
  /** The app's window (the social popup's callback arrives on it). */
  private readonly win: Window
  /** How long a social sign-in may take (the `socialLoginTimeoutMs` option). */
  private readonly socialLoginTimeoutMs: number
  /** Farcaster sign-in (ConnectingFarcaster): `begin` on the view's mount, `reset` when it is left. */
  readonly farcaster: FarcasterLogin
  /** The frame's language: the `locale` option's, else the modal's (`language.follow`). */
  readonly language: FrameLanguage

  constructor(params: EmailRuntimeParameters) {
    const { ctx, options } = params
    const win = params.window ?? window
    this.ctx = ctx
    this.frameOrigin = options.frameOrigin
    this.win = win
    this.socialLoginTimeoutMs = options.socialLoginTimeoutMs
    this.language = new FrameLanguage(ctx, options.locale, () => this.client)
    this.layout = new FrameLayout({ ctx, state: this.state, element: () => this.element })
    this.client = createRuntimeFrameClient({
      ctx,
      options,
      win,
      onElement: (element) => {
        this.element = element
      },
      onNotice: (notice) => this.onNotice(notice),
      locale: () => this.language.current(),
    })
    this.farcaster = new FarcasterLogin({
      client: this.client,
      storage: ctx.storage,
      state: this.state,
      start: () => this.start(),
      whenHidden: () => this.whenHidden(),
    })
    this.provider = createEvmProvider({
      client: this.client,
      notAllowed: (m) => notifyActionNotAllowed(ctx, m),
    })
    this.solanaProvider = createSolanaProvider({
      client: this.client,
      chainId: () => this.solanaChainId ?? ctx.get((s) => s.network.lastActive('solana')?.caipNetworkId),
    })
    this.unregister = registerRuntimeParts(ctx, this)
  }

  /** Loads the frame and waits for its handshake; a timeout raises the load-timeout alert. */
  async start(): Promise<void> {
    try {
      await this.client.ready()
    } catch (cause) {
      if (cause instanceof FrameLoadTimeoutError) {
        // The spec's embedded-wallet load-timeout alert (§8), shown over the modal by the UI's alert layer.
        this.ctx.emit('alert', { alert: EMBEDDED_WALLET_LOAD_TIMEOUT_ALERT, source: this.ctx.name })
        this.ctx.emit('error', { error: cause, source: 'email-social' })
      }
      throw new EmailLoginDependencyError({ cause: cause as Error })
    }
    // The theme sync (spec §3) once the frame is ready; it stops with dispose().
    this.stopThemeSync ??= startThemeSync(this.ctx, this.client)
    this.language.sync()
  }

  /** Sends the login code to `email`; 'Please try again after N seconds' within the cooldown. */
  async connectEmail(email: string): Promise<void> {
    await this.start()
    try {
      await this.client.request('CONNECT_EMAIL', { email })
    } catch (error) {
      throw cooldownOr(error)
    }
    this.ctx.storage.set(LOGIN_STATE_KEYS.lastEmailLoginTime, Date.now())
    // A code asked after a finished login starts a new one (a code sent again joins the one in progress).
    if (this.login?.done) this.login = undefined
    runInAction(() => {
      this.state.email = email
    })
  }

  /**
   * A social sign-in with `provider` in `popup` (opened in the visitor's click with openSocialPopup; see
   * frameSocialSignIn), then `connect` (the embedded connector). A closed popup or `signal` ends it
   * with nothing changed.
   * @example
   * await runtime.connectSocial('github', openSocialPopup(window), () => airlock.connect(EMBEDDED_CONNECTOR_ID, { showView: false }))
   */
  async connectSocial(
    provider: FrameSocialProvider,
    popup: SocialPopupWindow,
    connect: () => Promise<unknown>,
    signal?: AbortSignal,
  ): Promise<void> {
    const deps = {
      client: this.client,
      ctx: this.ctx,
      win: this.win,
      frameOrigin: this.frameOrigin,
      timeoutMs: this.socialLoginTimeoutMs,
    }
    await frameSocialSignIn({ ...deps, start: () => this.start() }, provider, popup, signal)
    runInAction(() => {
      this.state.signedIn = true
    })
    await this.whenHidden()
    await connect()
  }

  /**
   * Shows the frame's code entry (the visitor types the mailed code in the frame, never in this page);
   * resolves once signed in and the frame no longer shows anything (a new wallet's recovery code).
   */
  async connectOtp(): Promise<void> {
    await this.client.request('CONNECT_OTP', undefined)
    runInAction(() => {
      this.state.signedIn = true
    })
    await this.whenHidden()
  }

  /**
   * The OTP view's login: {@link connectOtp}, then `connect` (the embedded connector). One at a time: a
   * view that mounts again (back from the recovery code) joins the login in progress.
   * @example
   * await runtime.loginWithCode(() => airlock.connect(EMBEDDED_CONNECTOR_ID, { showView: false }))
   */
  loginWithCode(connect: () => Promise<unknown>): Promise<void> {
    if (!this.login) {
      const login = { done: false, promise: Promise.resolve() }
      login.promise = this.connectOtp()
        .then(() => connect())
        .then(
          () => {
            login.done = true
          },
          (error: unknown) => {
            // A failed login may be tried again at once.
            this.login = undefined
            throw error
          },
        )
      this.login = login
    }
    return this.login.promise
  }

  /** The embedded connector's `connect`: the email flow must have signed the visitor in. */
  async connect(params: ConnectorConnectParameters): Promise<void> {
    await this.start()
    const { isConnected } = (await this.client.request('IS_CONNECTED', undefined)) as { isConnected: boolean }
    if (!isConnected) throw new AuthConnectorNotFoundError()
    await initializeAuth(
      () => this.follow(params),
      () => this.disconnect(),
    )
  }

  /** The embedded connector's `reconnect`: restores the frame's session without a new code. */
  async reconnect(params: ConnectorConnectParameters): Promise<boolean> {
    await this.start()
    const { isConnected } = (await this.client.request('IS_CONNECTED', undefined)) as { isConnected: boolean }
    if (!isConnected) {
      clearLoginState(this.ctx.storage)
      return false
    }
    await initializeAuth(
      () => this.follow(params),
      () => this.disconnect(),
    )
    return true
  }

  /** Signs out in the frame and clears the login state. */
  async disconnect(): Promise<void> {
    clearLoginState(this.ctx.storage)
    runInAction(() => {
      this.state.signedIn = false
      this.state.email = undefined
    })
    await this.client.request('SIGN_OUT', undefined)
  }

  /**
   * Changes the login email to `email`, all of it decided in the frame: the visitor confirms the change
   * there, then types the code mailed to the current address (the mail names the new one), then the code
   * mailed to the new address. Resolves with the new email; rejects with the frame's error (4001 when the
   * visitor cancels in the frame).
   */
  async changeEmail(email: string): Promise<string> {
    await this.client.request('UPDATE_EMAIL', { email })
    await this.client.request('UPDATE_EMAIL_PRIMARY_OTP', undefined)
    const { newEmail } = (await this.client.request('UPDATE_EMAIL_SECONDARY_OTP', undefined)) as {
      newEmail: string
    }
    this.ctx.storage.set(LOGIN_STATE_KEYS.email, newEmail)
    runInAction(() => {
      this.state.email = newEmail
    })
    return newEmail
  }

  /**
   * Switches the embedded wallet's EVM account between the smart account and the key's own EOA (spec §3
   * `preferredAccountType`): the frame switches (refused while an approval is open), the choice is
   * remembered on this device, and the app's EVM account becomes the new address (`accountsChanged`).
   * Resolves with the new address.
   *
   * @example
   * await runtime.setPreferredAccountType('eoa') // '0x…' the key's own address
   */
  async setPreferredAccountType(type: EmbeddedAccountType): Promise<string> {
    const { address } = (await this.client.request('SET_PREFERRED_ACCOUNT', { type })) as {
      address: string
    }
    rememberAccountType(this.ctx.storage, type)
    // So `accountsOf`, read again by the kernel on accountsChanged, reports the new type.
    if (this.user && String(this.user.chainId).split(':')[0] !== 'solana')
      this.user = { ...this.user, address, preferredAccountType: type }
    if (this.ctx.get((s) => s.connection.connectorIdOf('eip155')) === EMBEDDED_CONNECTOR_ID)
      this.provider.emit('accountsChanged', [address])
    return address
  }

  /**
   * Aborts the open RPC requests (spec §4) when the visitor closes or leaves the approval: sends
   * RPC_ABORT, and the frame ends the request waiting for approval (answered 4001 'Request was aborted',
   * so the caller's promise rejects); safe reads in flight are not aborted and get their answers.
   *
   * @example
   * await runtime.abortRpcRequests()
   */
  async abortRpcRequests(): Promise<void> {
    await this.client
      .request('RPC_ABORT', undefined)
      .catch((error: unknown) => this.ctx.log.warn('could not abort the frame requests', error))
  }

  /**
   * The embedded connector's `accountsOf`: the account list with its types and the preferred type the
   * frame reports for a namespace (spec §3), which the kernel writes to `allAccounts` and
   * `preferredAccountType`.
   */
  accountsOf(namespace: ChainNamespace): ConnectorAccounts | undefined {
    return embeddedAccounts(this.user, namespace)
  }

  /**
   * The `profile` hook's answer for a namespace connected through the embedded wallet: a social login's
   * user name, which Account shows as the account's name; undefined otherwise.
   */
  profileOf(namespace: ChainNamespace): Profile | undefined {
    if (this.ctx.get((s) => s.connection.connectorIdOf(namespace)) !== EMBEDDED_CONNECTOR_ID) return undefined
    return embeddedProfile(this.user)
  }

  /**
   * Writes the frame's user and `smartAccountDeployed` to `account.data['email-social']` of every
   * namespace connected through the embedded wallet (after connect, reconnect and each SESSION_UPDATE).
   */
  publishAccountData(): void {
    if (this.user) publishEmbeddedAccountData(this.ctx, this.user)
  }

  /**
   * The element the frame is laid out over while shown (the ApproveTransaction placeholder, the OTP and
   * email-change views' code areas). Returns a disposer that clears it unless another view took over.
   */
  setAnchor(anchor: Element | undefined): () => void {
    return this.layout.setAnchor(anchor)
  }

  /** Resolves when the frame is not asking to be shown. */
  whenHidden(): Promise<void> {
    return this.layout.whenHidden()
  }

  /** Closes the frame (instance destroyed). */
  dispose(): void {
    this.unregister()
    this.stopThemeSync?.()
    this.farcaster.dispose()
    this.client.close()
  }

  private async follow(params: ConnectorConnectParameters): Promise<void> {
    this.solanaChainId = params.networks.get('solana')?.caipNetworkId ?? this.solanaChainId
    const network = params.networks.get('eip155')
    if (network) await this.client.request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
    let user = (await this.client.request('GET_USER', undefined)) as ConnectedUser
    // The account type the visitor chose on this device (the frame defaults to the smart account).
    const restore = accountTypeToRestore(user, storedAccountType(this.ctx.storage))
    if (restore) {
      await this.client.request('SET_PREFERRED_ACCOUNT', { type: restore })
      user = (await this.client.request('GET_USER', undefined)) as ConnectedUser
    }
    this.user = user
    saveLoginState(this.ctx.storage, {
      email: user.email ?? undefined,
      lastUsedChain: network?.caipNetworkId,
      socialProvider: user.socialProvider ?? undefined,
    })
    runInAction(() => {
      this.state.signedIn = true
      this.state.email = user.email ?? undefined
    })
  }

  private onNotice(notice: FrameNotice): void {
    if (notice.type === 'FRAME_VISIBILITY') {
      this.client.setHoldTimeouts(notice.payload.visible)
      this.layout.onVisibility(notice.payload.visible, notice.payload.reason)
      return
    }
    const { isConnected, user } = notice.payload
    const wasSignedIn = this.state.signedIn
    runInAction(() => {
      this.state.signedIn = isConnected
      if (user?.email) this.state.email = user.email
    })
    if (user) {
      this.user = user
      this.publishAccountData()
    } else if (!isConnected) this.user = undefined
    const connectorIdOf = (namespace: string) => this.ctx.get((s) => s.connection.connectorIdOf(namespace))
    if (!isConnected && wasSignedIn) {
      clearLoginState(this.ctx.storage)
      if (connectorIdOf('eip155') === EMBEDDED_CONNECTOR_ID) this.provider.emit('accountsChanged', [])
      if (connectorIdOf('solana') === EMBEDDED_CONNECTOR_ID) this.solanaProvider.signedOut()
    }
  }
}
