// Dispatch of app events arriving on the private port; every answer is `<TYPE>_SUCCESS` or `_ERROR`
// with the request's id.
import { SentCallsRegistry } from '../aa'
import type { AppEvent, AppEventType } from '../protocol/appEvents'
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '../protocol/errors'
import type { FrameEvent } from '../protocol/frameEvents'
import { errorAnswer, parseAppEvent, rejectionAnswer, successAnswer } from '../protocol/parse'
import type { ConnectedUser } from '../protocol/user'
import type { FramePageConfig } from '../server/routes/frameRoutes'
import { FrameError } from './api'
import { ApprovalSlot } from './approvals'
import { EmailChange, EmailLogin, type ShowFrame } from './emailFlows'
import { FarcasterSignIn } from './farcasterFlow'
import type { AppNetworks } from './networks'
import { preferredAccountType, setPreferredAccountType } from './preferredAccountType'
import { chainRpc, handleRpc } from './rpc'
import { SmartAccounts, smartAccountEnabledNetworks } from './smartAccounts'
import { SocialLogin } from './socialFlow'
import { applyFrameLanguage, chooseFrameLocale } from './texts'
import { applyFrameTheme } from './theme'
import { FrameWallet } from './wallet'

/** What the dispatcher needs: the page config, the verified app origin, the declared-only events. */
export interface HandlerOptions {
  config: FramePageConfig
  appOrigin: string
  notEnabled: readonly AppEventType[]
}

const toCaip = (chainId: string | number) => (typeof chainId === 'number' ? `eip155:${chainId}` : chainId)

/** Serves the app over `port` until the page unloads. */
export async function handleAppEvents(port: MessagePort, options: HandlerOptions): Promise<void> {
  const { config } = options
  const send = (event: FrameEvent) => port.postMessage(event)
  const unsolicited = (type: 'SESSION_UPDATE' | 'FRAME_VISIBILITY', payload: unknown) =>
    send({ v: 1, id: crypto.randomUUID(), type, payload } as FrameEvent)
  const wallet = new FrameWallet({
    visibility: (visible, reason) =>
      unsolicited('FRAME_VISIBILITY', { visible, ...(reason ? { reason } : {}) }),
  })
  const chainIds = Object.keys(config.chains)
  const namespaceOf = (caip: string) => caip.split(':')[0] ?? ''
  // The active chain of each namespace (EVM and Solana requests each go to their own), and the one the
  // app last asked about (GET_USER, GET_CHAIN_ID and SESSION_UPDATE report that namespace's account).
  const active = new Map<string, string>()
  for (const id of [...chainIds].reverse()) active.set(namespaceOf(id), id)
  if (chainIds.includes(config.chainId)) active.set(namespaceOf(config.chainId), config.chainId)
  let chainId = chainIds.includes(config.chainId)
    ? config.chainId
    : (active.get('eip155') ?? chainIds[0] ?? 'eip155:1')
  const approvals = new ApprovalSlot()
  // While an approval request is in flight the active chain stays put: the chain it shows is the chain it
  // signs for (it also captures its chain once; this keeps GET_USER and the app from drifting meanwhile).
  const select = (caip: string) => {
    if (caip === chainId) return
    if (approvals.busy)
      throw new FrameError(FRAME_ERROR_MESSAGES.approvalPending, FRAME_ERROR_CODES.approvalPending)
    chainId = caip
    if (config.chains[caip]) active.set(namespaceOf(caip), caip)
  }
  let appName: string | undefined
  let appNetworks: AppNetworks | undefined
  const showFrame: ShowFrame = (visible, reason) =>
    unsolicited('FRAME_VISIBILITY', { visible, ...(visible && reason ? { reason } : {}) })
  const login = new EmailLogin(config.projectId, wallet, showFrame)
  const emailChange = new EmailChange(wallet, showFrame)
  const social = new SocialLogin(config.projectId, options.appOrigin, wallet, config.socialProviders ?? [])
  const farcaster = new FarcasterSignIn(
    config.projectId,
    options.appOrigin,
    wallet,
    config.farcaster === true,
  )

  // The ids wallet_sendCalls answered while this frame is open (wallet_getCallsStatus reads them).
  const sentCalls = new SentCallsRegistry()
  const smartAccounts = new SmartAccounts(config.smartAccounts, (method, params, caip) =>
    chainRpc(config.chains, method, params, caip),
  )
  /**
   * The signed-in wallet's smart account on the EVM chain `caip`, where the frame host configures one; a
   * chain that cannot be read leaves it out (the key's own account still works).
   */
  const smartAccountOf = async (caip: string) => {
    const account = wallet.account
    if (!account || !caip.startsWith('eip155:')) return undefined
    return smartAccounts.state(caip, account.evmAddress).catch((error: unknown) => {
      if (config.enableLogger) console.error('[airlock-frame] smart account', caip, error)
      return undefined
    })
  }

  const user = async (): Promise<ConnectedUser> => {
    const account = wallet.account
    if (!account) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
    // The smart account is listed beside the key's own account; where the frame host enables it for the
    // chain it is the default account (spec §9), unless the visitor switched to the EOA (SET_PREFERRED_ACCOUNT).
    const smart = await smartAccountOf(chainId)
    const preferred = smart ? preferredAccountType(account.evmAddress) : 'eoa'
    const eoa = chainId.startsWith('solana:') ? account.solanaAddress : account.evmAddress
    const address = smart && preferred === 'smartAccount' ? smart.address : eoa
    return {
      email: account.email,
      ...(account.socialProvider
        ? {
            socialProvider: account.socialProvider as NonNullable<ConnectedUser['socialProvider']>,
            userName: account.username ?? '',
          }
        : {}),
      address,
      chainId,
      accounts: [
        { address: eoa, type: 'eoa' },
        ...(smart ? [{ address: smart.address, type: 'smartAccount' as const }] : []),
      ],
      smartAccountDeployed: smart?.isDeployed ?? false,
      preferredAccountType: preferred,
    }
  }
  const sessionUpdate = async () =>
    unsolicited(
      'SESSION_UPDATE',
      wallet.account ? { isConnected: true, user: await user() } : { isConnected: false },
    )

  async function answer(event: AppEvent): Promise<unknown> {
    if ((options.notEnabled as readonly string[]).includes(event.type))
      throw new FrameError(FRAME_ERROR_MESSAGES.notEnabled, FRAME_ERROR_CODES.notEnabled)
    switch (event.type) {
      case 'CONNECT_EMAIL':
        return login.start(event.payload.email)
      case 'CONNECT_DEVICE':
        return undefined
      case 'CONNECT_OTP':
        // The visitor types the code here; the app never holds it.
        await login.enterCode()
        await sessionUpdate()
        return undefined
      case 'GET_USER':
        if (event.payload?.chainId !== undefined) select(toCaip(event.payload.chainId))
        return user()
      case 'IS_CONNECTED':
        return { isConnected: wallet.account !== undefined }
      case 'GET_CHAIN_ID':
        return { chainId }
      case 'SWITCH_NETWORK': {
        const next = toCaip(event.payload.chainId)
        if (!config.chains[next]) throw new FrameError('Chain is not supported', 4901)
        select(next)
        if (wallet.account) await sessionUpdate()
        return { chainId }
      }
      case 'SIGN_OUT':
        await wallet.signOut()
        await sessionUpdate()
        return undefined
      case 'RPC_REQUEST':
        return handleRpc(
          {
            wallet,
            chains: config.chains,
            chainId: () => active.get('eip155') ?? chainId,
            solanaChainId: (requested) => {
              const caip = requested === undefined ? undefined : toCaip(requested)
              return caip?.startsWith('solana:') && config.chains[caip] ? caip : active.get('solana')
            },
            appOrigin: options.appOrigin,
            appName: () => appName,
            appNetworks: () => appNetworks,
            visibility: (visible) =>
              unsolicited('FRAME_VISIBILITY', { visible, ...(visible ? { reason: 'approval' } : {}) }),
            approvals,
            smartAccounts,
            sentCalls,
            preferredAccountType,
          },
          event.payload,
        )
      case 'RPC_ABORT':
        // Ends the approval waiting for the visitor (it is answered 4001 'Request was aborted').
        approvals.abort()
        return undefined
      case 'UPDATE_EMAIL':
        return emailChange.request(event.payload.email)
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        await emailChange.primary()
        return undefined
      case 'UPDATE_EMAIL_SECONDARY_OTP': {
        const result = await emailChange.secondary()
        await sessionUpdate()
        return result
      }
      case 'SYNC_THEME':
        applyFrameTheme(document.documentElement, event.payload)
        return undefined
      case 'SYNC_DAPP_DATA':
        appName = event.payload.metadata?.name
        appNetworks = event.payload.networks
        // The modal's language: the texts shown from now on, and the page's direction at once.
        if (event.payload.locale) {
          chooseFrameLocale(event.payload.locale)
          applyFrameLanguage(document.documentElement)
        }
        return undefined
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: smartAccountEnabledNetworks(config.smartAccounts) }
      case 'INIT_SMART_ACCOUNT': {
        if (!wallet.account) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
        const evm = active.get('eip155') ?? chainId
        if (!smartAccounts.servicesOf(evm))
          throw new FrameError(FRAME_ERROR_MESSAGES.notEnabled, FRAME_ERROR_CODES.notEnabled)
        const state = await smartAccounts.state(evm, wallet.account.evmAddress).catch(() => {
          throw new FrameError(FRAME_ERROR_MESSAGES.generic, FRAME_ERROR_CODES.internal)
        })
        if (!state) throw new FrameError(FRAME_ERROR_MESSAGES.notEnabled, FRAME_ERROR_CODES.notEnabled)
        return state
      }
      case 'SET_PREFERRED_ACCOUNT': {
        const owner = wallet.account?.evmAddress
        if (!owner) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
        const evm = active.get('eip155') ?? chainId
        // A switch while an approval is open would change the account the approval is for.
        if (approvals.busy)
          throw new FrameError(FRAME_ERROR_MESSAGES.approvalPending, FRAME_ERROR_CODES.approvalPending)
        if (event.payload.type === 'smartAccount') {
          const smart = await smartAccountOf(evm)
          if (!smart) throw new FrameError(FRAME_ERROR_MESSAGES.notEnabled, FRAME_ERROR_CODES.notEnabled)
          setPreferredAccountType(owner, 'smartAccount')
          await sessionUpdate()
          return { type: 'smartAccount', address: smart.address }
        }
        setPreferredAccountType(owner, 'eoa')
        await sessionUpdate()
        return { type: 'eoa', address: owner }
      }
      case 'GET_SOCIAL_REDIRECT_URI':
        return social.start(event.payload.provider)
      case 'CONNECT_SOCIAL':
        await social.connect(event.payload.uri)
        await sessionUpdate()
        return user()
      case 'GET_FARCASTER_URI':
        return farcaster.start()
      case 'CONNECT_FARCASTER': {
        const signedIn = await farcaster.connect()
        await sessionUpdate()
        return signedIn
      }
      case 'RELOAD':
        setTimeout(() => location.reload(), 0)
        return undefined
      default:
        throw new FrameError(FRAME_ERROR_MESSAGES.notEnabled, FRAME_ERROR_CODES.notEnabled)
    }
  }

  // A session kept from an earlier visit is restored first: until then every answer waits, so that an
  // early IS_CONNECTED or GET_USER does not say "no" to a visitor who is signed in.
  const restored = wallet.restore().catch(() => undefined)
  port.onmessage = (message: MessageEvent) => {
    const parsed = parseAppEvent(message.data)
    if (!parsed.success) return send(rejectionAnswer(parsed))
    const event = parsed.data
    restored
      .then(() => answer(event))
      .then(
        (payload) => send(successAnswer(event, payload as never)),
        (error: unknown) => {
          const e = error instanceof FrameError ? error : undefined
          if (!e && config.enableLogger) console.error('[airlock-frame]', event.type, error)
          send(
            errorAnswer(event, {
              message: e?.message || FRAME_ERROR_MESSAGES.generic,
              code: e?.code ?? FRAME_ERROR_CODES.internal,
              ...(e?.retryAfterSeconds !== undefined ? { retryAfterSeconds: e.retryAfterSeconds } : {}),
            }),
          )
        },
      )
  }
  port.start()
  await restored
  await sessionUpdate()
}
