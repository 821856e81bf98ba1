import { SiwxError } from '../errors'
import { formatSiwxMessage } from '../message/formatSiwxMessage'
import type { SiwxMessageData } from '../message/types'
import { validateSiwxData } from '../message/validateSiwxData'
import type { AppKitSiweMethods, AppKitSiweOptions, SiweConfigInput } from './appKitSiweTypes'
import type { SiwxConfig, SiwxSession } from './types'

/** The page the messages are for (default: `globalThis.location`) and a clock (tests). */
export interface SiwxFromSiweConfigOptions {
  page?: { host: string; href: string }
  now?: () => Date
}

/**
 * The app's `siweConfig` refused a sign-in (`verifyMessage` answered false) or has no page to write
 * messages for: `code` `SIWE_VERIFY_FAILED` or `SIWE_NO_PAGE`.
 */
export class SiweConfigError extends SiwxError<'SIWE_VERIFY_FAILED' | 'SIWE_NO_PAGE'> {
  override name = 'SiweConfigError'
}

/**
 * Adapts an AppKit `siweConfig` (the object given to `createSIWEConfig`, or what it returned) to the
 * `siwx` contract, for apps that migrate with their SIWE backend unchanged. As in AppKit, SIWE covers
 * EVM chains only (`namespaces: ['eip155']`), keeps one session (`getSession`), and a session on
 * another chain or account counts as none while `signOutOnNetworkChange` / `signOutOnAccountChange`
 * are on (their default). Unlike AppKit, the account is matched without regard to case on every path,
 * and revoking one session never clears another chain's.
 *
 * @example
 * const siwx = siwxFromSiweConfig({ getNonce, getMessageParams, createMessage, verifyMessage, getSession, signOut })
 */
export function siwxFromSiweConfig(
  siweConfig: SiweConfigInput,
  options: SiwxFromSiweConfigOptions = {},
): SiwxConfig {
  const { methods, settings } = splitConfig(siweConfig)
  const now = options.now ?? (() => new Date())
  const page = () => {
    const location = options.page ?? (globalThis as { location?: { host: string; href: string } }).location
    if (!location)
      throw new SiweConfigError('SIWE_NO_PAGE', 'No page to sign in to: pass `page` outside a browser')
    return location
  }
  const signOut = async () => {
    await methods.signOut()
    methods.onSignOut?.()
  }
  const config: SiwxConfig = {
    namespaces: ['eip155'],
    signOutOnDisconnect: settings.signOutOnDisconnect ?? true,
    getRequired: () => settings.required ?? true,
    async createMessage(input) {
      const params = (await methods.getMessageParams?.()) ?? {}
      const nonce = await methods.getNonce(input.accountAddress)
      const data: SiwxMessageData = {
        domain: params.domain ?? page().host,
        uri: params.uri ?? page().href,
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        version: '1',
        nonce,
        issuedAt: params.iat ?? now().toISOString(),
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.exp ? { expirationTime: params.exp } : {}),
        ...((input.notBefore ?? params.nbf) ? { notBefore: input.notBefore ?? params.nbf } : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
        ...(params.resources ? { resources: params.resources } : {}),
      }
      validateSiwxData(data)
      const createMessage = methods.createMessage?.bind(methods)
      const text = createMessage
        ? createMessage({
            ...params,
            domain: data.domain,
            uri: data.uri,
            chainId: Number(input.chainId.slice('eip155:'.length)),
            address: `did:pkh:${input.chainId}:${input.accountAddress}`,
            nonce,
            version: '1',
            iat: data.issuedAt,
          })
        : formatSiwxMessage(data)
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const ok = await methods.verifyMessage({ message: session.message, signature: session.signature })
      if (!ok)
        throw new SiweConfigError('SIWE_VERIFY_FAILED', 'The sign-in was refused', {
          details: 'siweConfig.verifyMessage answered false for this message and signature',
        })
      await methods.onSignIn?.({
        address: session.data.accountAddress,
        chainId: Number(session.data.chainId.slice('eip155:'.length)),
      })
    },
    async revokeSession() {
      await signOut()
    },
    async setSessions(sessions) {
      const first = sessions.find((s) => s.data.chainId.startsWith('eip155:'))
      if (first) await config.addSession(first)
      else await signOut()
    },
    async getSessions(chainId, address): Promise<SiwxSession[]> {
      const session = await methods.getSession()
      if (!session?.address || !session.chainId) return []
      const sessionChain = `eip155:${session.chainId}` as const
      if ((settings.signOutOnNetworkChange ?? true) && sessionChain !== chainId) return []
      if (
        (settings.signOutOnAccountChange ?? true) &&
        session.address.toLowerCase() !== address.toLowerCase()
      )
        return []
      return [
        { data: { accountAddress: session.address, chainId: sessionChain }, message: '', signature: '' },
      ]
    },
  }
  return config
}

/** Separates AppKit's two shapes into methods and options. */
function splitConfig(input: SiweConfigInput): { methods: AppKitSiweMethods; settings: AppKitSiweOptions } {
  if ('methods' in input && typeof input.methods === 'object' && input.methods)
    // AppKit's client keeps options it does not know of (`required` in some versions) beside the methods.
    return { methods: input.methods, settings: { ...(input.methods as AppKitSiweOptions), ...input.options } }
  return { methods: input as AppKitSiweMethods, settings: input as AppKitSiweOptions }
}
