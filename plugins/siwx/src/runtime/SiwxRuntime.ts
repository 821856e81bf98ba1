// The sign-in flow, loaded on the first connect or reconnect. After a connect (or a restored
// connection), the active account is signed in when the config allows it (spec §5: sign-in on, an
// address, a network, a client that can sign): a session the config still has is taken as it is (a
// reload goes straight to Account), else the SIWXSignMessage view is shown as a gate until the visitor
// signs or cancels. Required mode refuses closing (the gate, and the canClose hook) and Cancel
// disconnects; otherwise Cancel or closing leaves the visitor connected and signed out. A switch to an
// account or network without a session asks again; a disconnect revokes the sessions.
import {
  ALERTS,
  type ConnectedContext,
  isUserRejection,
  type PluginContext,
  SignatureDeclinedError,
} from '@airlock/kernel'
import type { SiwxChainId, SiwxMessageData } from '../message/types'
import { resolveSiwxConfig, signInBlocker } from '../options/checkSiwxOptions'
import type { SiwxConfig, SiwxMessage, SiwxSession } from '../options/types'
import { SIWX_TEXTS } from '../plugin/messages'
import type { OneClickInbox, WalletConnectAuthRequest } from '../plugin/oneClick'
import type { SiwxPluginOptions } from '../plugin/siwxPlugin'
import type { SiwxState } from '../plugin/siwxState'
import { CLOCK_SKEW_ERROR_CODES } from '../protocol/index'
import { oneClickFields, oneClickSession, takeOneClick } from './oneClickSignIn'
import { canSignIn, signWithWallet } from './walletSignIn'

type Account = ConnectedContext['accounts'][number]

/** A sign-in step on screen, waiting for the visitor. */
interface PendingSignIn {
  key: string
  account: Account
  required: boolean
  settle(): void
}

/** The loaded sign-in flow of one instance (see the module's header). */
export interface SiwxRuntime {
  readonly config: SiwxConfig | undefined
  afterConnect(context: ConnectedContext): Promise<void>
  afterReconnect(context: ConnectedContext): Promise<void>
  beforeDisconnect(): Promise<void>
  signIn(): Promise<void>
  cancel(): Promise<void>
  /** The fields a one-click WalletConnect pairing on `chains` asks the wallet to sign (undefined: none). */
  oneClickFields(chains: readonly string[]): Promise<WalletConnectAuthRequest | undefined>
}

const SIWX_VIEW = 'SIWXSignMessage'

/** The key of an account on a network; EVM addresses compare without regard to case. */
function keyOf(account: Pick<Account, 'address' | 'caipNetworkId'>): string {
  const address = account.caipNetworkId.startsWith('eip155:')
    ? account.address.toLowerCase()
    : account.address
  return `${account.caipNetworkId}|${address}`
}

function sessionKey(session: SiwxSession): string {
  return keyOf({ address: session.data.accountAddress, caipNetworkId: session.data.chainId })
}

/** The message's data without its `toString`. */
function dataOf(message: SiwxMessage): SiwxMessageData {
  const { toString: _text, ...data } = message
  return data
}

function isClockSkew(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && (CLOCK_SKEW_ERROR_CODES as readonly string[]).includes(code)
}

/** Creates the sign-in flow (the config resolved now: an AppKit `siweConfig` adapted). */
export function createSiwxRuntime(
  ctx: PluginContext,
  state: SiwxState,
  options: SiwxPluginOptions,
  inbox: OneClickInbox = [],
): SiwxRuntime {
  const { siweAdapter, ...input } = options
  const config = resolveSiwxConfig(input, siweAdapter)
  state.set({ required: config?.getRequired?.() === true })
  let pending: PendingSignIn | undefined
  /** Accounts the visitor chose to stay signed out with (asked again after a switch away and back). */
  let declined: string | undefined
  let checking: Promise<void> | undefined

  const adapterOf = (namespace: string) => ctx.get((s) => s.connection.adapter(namespace as 'eip155'))

  /** The account to sign in among those just connected: the active namespace's, else the first. */
  const pick = (accounts: ConnectedContext['accounts']): Account | undefined => {
    const active = ctx.get((s) => s.network.activeNamespace)
    return accounts.find((a) => a.namespace === active) ?? accounts[0]
  }

  async function check(account: Account | undefined): Promise<void> {
    if (!config || !account) return
    const adapter = adapterOf(account.namespace)
    const blocker = signInBlocker({
      config,
      address: account.address,
      chainId: account.caipNetworkId,
      hasConnectionClient: canSignIn(adapter, account.namespace),
    })
    if (blocker) return
    const key = keyOf(account)
    // A signature the wallet gave with a one-click pairing: verified like any sign-in, no view shown.
    const signed = takeOneClick(inbox, key, keyOf)
    if (signed) {
      try {
        const session = await oneClickSession(config, signed)
        declined = undefined
        state.set({ session })
        return
      } catch (error) {
        if (isClockSkew(error)) ctx.emit('alert', { alert: ALERTS.JWT_NOT_YET_VALID, source: ctx.name })
        ctx.log.warn('the one-click sign-in was refused; asking to sign', error)
      }
    }
    const current = state.get().session
    if (current && sessionKey(current) === key) return
    let sessions: SiwxSession[] = []
    try {
      sessions = await config.getSessions(account.caipNetworkId as SiwxChainId, account.address)
    } catch (error) {
      ctx.log.warn('the sign-in sessions could not be read', error)
    }
    const [session] = sessions
    state.set({ session })
    if (session) return
    const required = config.getRequired?.() === true
    state.set({ required })
    if (!required && declined === key) return
    await ctx.gate(
      SIWX_VIEW,
      { chainId: account.caipNetworkId, address: account.address },
      () =>
        new Promise<void>((resolve) => {
          pending = { key, account, required, settle: resolve }
        }),
      { closable: !required },
    )
  }

  const run = (account: Account | undefined): Promise<void> => {
    const running = check(account).finally(() => {
      if (checking === running) checking = undefined
    })
    checking = running
    return running
  }

  // A switch to an account or network without a session asks again.
  ctx.watch(
    (s) => {
      const namespace = s.network.activeNamespace
      return {
        namespace,
        address: s.accountOf(namespace).address,
        caipNetworkId: s.network.active.caipNetworkId,
        connected: s.connection.statusOf(namespace) === 'connected',
      }
    },
    (now) => {
      if (!now.connected || !now.address || pending || checking) return
      const account: Account = {
        namespace: now.namespace,
        address: now.address,
        caipNetworkId: now.caipNetworkId,
      }
      const session = state.get().session
      if (session && sessionKey(session) === keyOf(account)) return
      if (declined && declined !== keyOf(account)) declined = undefined
      void run(account).catch((error: unknown) => ctx.log.warn('sign-in after a switch failed', error))
    },
  )
  // Closing the modal on a sign-in that is not required is a Cancel (connected, signed out).
  ctx.watch(
    (s) => s.modal.open,
    (open) => {
      if (!open && pending && !pending.required) void cancel()
    },
  )

  async function signIn(): Promise<void> {
    const step = pending
    if (!step || !config || state.get().signing) return
    const { account } = step
    const adapter = adapterOf(account.namespace)
    if (!adapter || !canSignIn(adapter, account.namespace)) return
    state.set({ signing: true })
    try {
      const message = await config.createMessage({
        accountAddress: account.address,
        chainId: account.caipNetworkId as SiwxChainId,
      })
      const data = dataOf(message)
      const signed = await signWithWallet(adapter, data, message.toString())
      const session: SiwxSession = { data, message: signed.message, signature: signed.signature }
      await config.addSession(session)
      if (pending !== step) return // cancelled or disconnected meanwhile
      pending = undefined
      declined = undefined
      state.set({ session })
      step.settle()
    } catch (error) {
      if (isClockSkew(error)) ctx.emit('alert', { alert: ALERTS.JWT_NOT_YET_VALID, source: ctx.name })
      else if (isUserRejection(error) || error instanceof SignatureDeclinedError)
        ctx.notify(
          error instanceof SignatureDeclinedError ? error : new SignatureDeclinedError({ cause: error }),
        )
      else {
        ctx.log.warn('sign-in failed', error)
        ctx.notify(SIWX_TEXTS.signInFailed)
      }
    } finally {
      state.set({ signing: false })
    }
  }

  async function cancel(): Promise<void> {
    const step = pending
    if (!step) return
    pending = undefined
    if (step.required) {
      await ctx.disconnect()
    } else {
      declined = step.key
    }
    step.settle()
  }

  return {
    config,
    afterConnect: (context) => run(pick(context.accounts)),
    afterReconnect: (context) => run(pick(context.accounts)),
    async beforeDisconnect() {
      const step = pending
      pending = undefined
      step?.settle()
      declined = undefined
      inbox.length = 0
      const session = state.get().session
      state.set({ session: undefined })
      if (!session || !config || config.signOutOnDisconnect === false) return
      try {
        // Every session this visitor opened here ends (AppKit's clearSessions), not only the active one's.
        await config.setSessions([])
      } catch (error) {
        ctx.log.warn('the session could not be revoked', error)
      }
    },
    signIn,
    cancel,
    async oneClickFields(chains) {
      try {
        return await oneClickFields(config, chains)
      } catch (error) {
        ctx.log.warn('no one-click sign-in: the message could not be made', error)
        return undefined
      }
    },
  }
}
