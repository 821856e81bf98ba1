// The email-social runtime of one Airlock instance (the lazy chunk): the frame connection, the email and
// OTP flow, the embedded connector's behaviour, the login state in ctx.storage and the frame's layout.

import { frameUrl } from '@airlock/frame-host/protocol'
import { BaseError, type ConnectorConnectParameters, type PluginContext, SDK_VERSION } from '@airlock/kernel'
import { action, makeObservable, observable, runInAction } from 'mobx'
import { EMAIL_SOCIAL_EN } from '../catalogue'
import {
  ACTION_NOT_ALLOWED_DELAY_MS,
  type ApproveTransactionParams,
  EMBEDDED_CONNECTOR_ID,
  EMBEDDED_WALLET_LOAD_TIMEOUT_ALERT,
  LOGIN_STATE_KEYS,
} from '../constants'
import { AuthConnectorNotFoundError, EmailCooldownError, EmailLoginDependencyError } from '../errors'
import type { EmailSocialResolvedOptions } from '../options'
import { createEvmProvider, type EmbeddedEvmProvider } from './createEvmProvider'
import { createSolanaProvider, type EmbeddedSolanaProvider } from './createSolanaProvider'
import { FrameClient, FrameLoadTimeoutError, type FrameNotice, FrameRequestError } from './FrameClient'
import { createFrameElement, type FrameElement } from './frameElement'
import { initializeAuth } from './initializeAuth'
import { clearLoginState, saveLoginState } from './loginState'

type Reason = NonNullable<ApproveTransactionParams>['reason']

/** Observable state the views read. */
export class EmailRuntimeState {
  /** The frame asked to be shown (approval, recovery code). */
  visible = false
  reason: Reason = undefined
  /** The signed-in email, when known. */
  email: string | undefined = undefined
  /** The frame reports a signed-in session. */
  signedIn = false

  constructor() {
    makeObservable(this, { visible: observable, reason: observable, email: observable, signedIn: observable })
  }
}

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
  private anchor: Element | undefined
  private openedModal = false
  private hiddenWaiters: Array<() => void> = []
  readonly provider: EmbeddedEvmProvider
  /** The Solana provider over the same frame session (`getProvider('solana')`). */
  readonly solanaProvider: EmbeddedSolanaProvider
  private readonly ctx: PluginContext
  /** The Solana chain of the last connect (the frame reports that chain's account). */
  private solanaChainId: string | undefined

  constructor(params: EmailRuntimeParameters) {
    const { ctx, options } = params
    const win = params.window ?? window
    this.ctx = ctx
    makeObservable<EmailRuntime, 'onVisibility'>(this, { onVisibility: action })
    const network = ctx.get((s) => s.network.lastActive('eip155'))
    const src = frameUrl(options.frameOrigin, {
      projectId: ctx.options.projectId,
      chainId: network?.caipNetworkId ?? 'eip155:1',
      enableLogger: options.enableLogger,
      ...(options.locale ? { locale: options.locale } : {}),
    })
    this.client = new FrameClient({
      frameOrigin: options.frameOrigin,
      projectId: ctx.options.projectId,
      window: win,
      createFrame: () => {
        const element = createFrameElement(win.document, src)
        this.element = element
        return {
          get contentWindow() {
            return element.iframe.contentWindow
          },
          remove: () => element.remove(),
        }
      },
      createChannel: () => new MessageChannel(),
      loadTimeoutMs: options.loadTimeoutMs,
      requestTimeoutMs: options.authTimeoutMs,
      onNotice: (notice) => this.onNotice(notice),
      onDropped: (reason) => ctx.log.debug(`dropped a frame message (${reason})`),
    })
    this.provider = createEvmProvider({ client: this.client, notAllowed: (m) => this.notAllowed(m) })
    this.solanaProvider = createSolanaProvider({
      client: this.client,
      chainId: () => this.solanaChainId ?? ctx.get((s) => s.network.lastActive('solana')?.caipNetworkId),
    })
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
    const { metadata, projectId } = this.ctx.options
    void this.client
      .request('SYNC_DAPP_DATA', {
        metadata: {
          name: metadata.name.slice(0, 256),
          description: metadata.description.slice(0, 1024),
          url: metadata.url.slice(0, 2048),
          icons: metadata.icons.slice(0, 8).map((i) => i.slice(0, 2048)),
        },
        sdkVersion: SDK_VERSION,
        sdkType: 'airlock',
        projectId,
      })
      .catch(() => undefined)
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
    runInAction(() => {
      this.state.email = email
    })
  }

  /** Checks the code; resolves once signed in and the frame no longer shows anything (recovery code). */
  async connectOtp(otp: string): Promise<void> {
    await this.client.request('CONNECT_OTP', { otp })
    runInAction(() => {
      this.state.signedIn = true
    })
    await this.whenHidden()
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

  /** Change of email: the code goes to the current address first. */
  async updateEmail(email: string): Promise<void> {
    await this.client.request('UPDATE_EMAIL', { email })
  }

  /** The code sent to the current address; then one goes to the new address. */
  async updateEmailPrimaryOtp(otp: string): Promise<void> {
    await this.client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
  }

  /** The code sent to the new address; the login email changes. */
  async updateEmailSecondaryOtp(otp: string): Promise<string> {
    const { newEmail } = (await this.client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })) as {
      newEmail: string
    }
    this.ctx.storage.set(LOGIN_STATE_KEYS.email, newEmail)
    runInAction(() => {
      this.state.email = newEmail
    })
    return newEmail
  }

  /** The ApproveTransaction view's placeholder (the frame is laid out over it while shown). */
  setAnchor(anchor: Element | undefined): void {
    this.anchor = anchor
    if (this.state.visible) this.element?.show(anchor)
  }

  /** Resolves when the frame is not asking to be shown. */
  whenHidden(): Promise<void> {
    if (!this.state.visible) return Promise.resolve()
    return new Promise((resolve) => this.hiddenWaiters.push(resolve))
  }

  /** Closes the frame (instance destroyed). */
  dispose(): void {
    this.client.close()
  }

  private async follow(params: ConnectorConnectParameters): Promise<void> {
    this.solanaChainId = params.networks.get('solana')?.caipNetworkId ?? this.solanaChainId
    const network = params.networks.get('eip155')
    if (network) await this.client.request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
    const user = (await this.client.request('GET_USER', undefined)) as { email?: string | null }
    saveLoginState(this.ctx.storage, {
      email: user.email ?? undefined,
      lastUsedChain: network?.caipNetworkId,
    })
    runInAction(() => {
      this.state.signedIn = true
      this.state.email = user.email ?? undefined
    })
  }

  private onNotice(notice: FrameNotice): void {
    if (notice.type === 'FRAME_VISIBILITY') {
      this.onVisibility(notice.payload.visible, notice.payload.reason)
      return
    }
    const { isConnected, user } = notice.payload
    const wasSignedIn = this.state.signedIn
    runInAction(() => {
      this.state.signedIn = isConnected
      if (user?.email) this.state.email = user.email
    })
    const connectorIdOf = (namespace: string) => this.ctx.get((s) => s.connection.connectorIdOf(namespace))
    if (!isConnected && wasSignedIn) {
      clearLoginState(this.ctx.storage)
      if (connectorIdOf('eip155') === EMBEDDED_CONNECTOR_ID) this.provider.emit('accountsChanged', [])
      if (connectorIdOf('solana') === EMBEDDED_CONNECTOR_ID) this.solanaProvider.signedOut()
    }
  }

  private onVisibility(visible: boolean, reason: Reason): void {
    const { ctx } = this
    const modal = () => ctx.get((s) => ({ open: s.modal.open, view: s.modal.view.view }))
    this.state.visible = visible
    this.state.reason = reason
    this.client.setHoldTimeouts(visible)
    if (visible) {
      this.element?.show(this.anchor)
      const { open, view } = modal()
      if (view !== 'ApproveTransaction') {
        this.openedModal = !open
        ctx
          .navigate('ApproveTransaction', reason ? { reason } : undefined)
          .catch((error: unknown) => ctx.log.warn('could not show the approval view', error))
      }
      return
    }
    this.element?.hide()
    const { open, view } = modal()
    // Back from the approval view: to the view below it, or closed when the frame opened the modal.
    if (open && view === 'ApproveTransaction') {
      if (this.openedModal) ctx.close()
      else ctx.back()
    }
    this.openedModal = false
    for (const resolve of this.hiddenWaiters.splice(0)) resolve()
  }

  private notAllowed(method: string): void {
    const { ctx } = this
    ctx.log.warn(`refused RPC method ${method}`)
    const { open, connected } = ctx.get((s) => ({
      open: s.modal.open,
      connected: s.connection.status === 'connected',
    }))
    if (!open) void ctx.navigate(connected ? 'Account' : 'Connect').catch(() => undefined)
    const notice = new BaseError(EMAIL_SOCIAL_EN.actionNotAllowed, {
      messageKey: { namespace: 'email-social', key: 'actionNotAllowed' },
    })
    setTimeout(() => ctx.notify(notice), ACTION_NOT_ALLOWED_DELAY_MS)
  }
}

function cooldownOr(error: unknown): unknown {
  if (error instanceof FrameRequestError && error.code === 'COOLDOWN')
    return new EmailCooldownError(error.retryAfterSeconds ?? 30)
  return error
}
