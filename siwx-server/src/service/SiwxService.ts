import { formatRevokeMessage, parseSiwxMessage, SiwxMessageError } from '@airlock/siwx/message'
import type { SiwxServerSession } from '@airlock/siwx/protocol'
import type { SiwxHandlerConfig } from '../config'
import type { SiwxDatabase } from '../database/openSiwxDatabase'
import { hashToken, newToken } from '../http/credentials'
import { SiwxApiError } from '../http/SiwxApiError'
import { NonceStore } from '../store/NonceStore'
import { RateLimiter } from '../store/RateLimiter'
import { SessionStore, type StoredSession } from '../store/SessionStore'
import { SignatureVerifier } from '../verify/verifySignature'
import { checkChain, checkPage, checkTimes } from './checkMessage'

/** A sign-in request, as the HTTP layer read it. */
export interface SignInRequest {
  message: string
  signature: string
  chainId?: string | undefined
  /** The browser's Origin header, if any. */
  origin: string | null
  ip: string | undefined
}

/** A new session and the token that holds it. */
export interface SignInResult {
  session: SiwxServerSession
  token: string
}

/**
 * The sign-in server's logic, independent of HTTP: nonces, sign-in (every check, then the signature,
 * then the nonce used and the session created in one statement), the caller's sessions, revocation.
 * Keeps nothing in memory between calls, so any number of processes may share one database.
 */
export class SiwxService {
  readonly nonces: NonceStore
  readonly sessions: SessionStore
  private readonly limits: RateLimiter
  private readonly verifier: SignatureVerifier

  constructor(
    private readonly config: SiwxHandlerConfig,
    database: SiwxDatabase,
    private readonly now: () => number,
  ) {
    this.nonces = new NonceStore(database, config.nonceTtlSeconds * 1000, now)
    this.sessions = new SessionStore(database, now)
    this.limits = new RateLimiter(database, config.rateLimits.windowSeconds * 1000, now)
    this.verifier = new SignatureVerifier(config.chains)
  }

  /** Issues a nonce (limited per IP). */
  async issueNonce(ip: string | undefined): Promise<{ nonce: string; expiresAt: string }> {
    await this.limit(`ip-nonce:${ip}`, ip && this.config.rateLimits.ipNonce)
    const { nonce, expiresAt } = await this.nonces.issue()
    await this.limits.sweep()
    return { nonce, expiresAt: expiresAt.toISOString() }
  }

  /** Verifies a signed message and creates its session, or throws the first refusal. */
  async signIn(request: SignInRequest): Promise<SignInResult> {
    await this.limit(`ip-sign-in:${request.ip}`, request.ip && this.config.rateLimits.ipSignIn)
    let data: ReturnType<typeof parseSiwxMessage>
    try {
      data = parseSiwxMessage(request.message)
    } catch (error) {
      if (!(error instanceof SiwxMessageError)) throw error
      throw new SiwxApiError('INVALID_MESSAGE', `${error.shortMessage}: ${error.details}`)
    }
    await this.limit(
      `account-sign-in:${accountKey(data.chainId, data.accountAddress)}`,
      this.config.rateLimits.accountSignIn,
    )
    checkChain(data, request.chainId, this.config.chains)
    checkPage(data, request.origin, this.config.origins)
    const nonce = await this.nonces.find(data.nonce)
    if (!nonce) throw new SiwxApiError('NONCE_UNKNOWN', 'This server did not issue the message’s nonce')
    if (nonce.usedAt) throw new SiwxApiError('NONCE_USED', 'The message’s nonce was already used')
    const now = this.now()
    if (nonce.expiresAt.getTime() <= now)
      throw new SiwxApiError('NONCE_EXPIRED', 'The message’s nonce expired')
    checkTimes(data, now, this.config.clockSkewSeconds * 1000)
    const verdict = await this.verifier.verify({
      chainId: data.chainId,
      address: data.accountAddress,
      message: request.message,
      signature: request.signature,
    })
    if (!verdict.valid)
      throw new SiwxApiError(
        verdict.unavailable ? 'VERIFIER_UNAVAILABLE' : 'INVALID_SIGNATURE',
        `Signature refused: ${verdict.reason}`,
      )
    const token = newToken()
    const lifetimeEnd = now + this.config.sessionTtlSeconds * 1000
    const expiresAt = data.expirationTime
      ? Math.min(Date.parse(data.expirationTime), lifetimeEnd)
      : lifetimeEnd
    const created = await this.sessions.createWithNonce({
      tokenHash: hashToken(token),
      nonce: data.nonce,
      chainId: data.chainId,
      address: verdict.address,
      domain: data.domain,
      uri: data.uri,
      statement: data.statement,
      issuedAt: new Date(data.issuedAt),
      expiresAt: new Date(expiresAt),
      message: request.message,
      signature: request.signature,
    })
    if (!created) {
      // Another request used the nonce (or it expired) since it was read above.
      const again = await this.nonces.find(data.nonce)
      if (again && !again.usedAt) throw new SiwxApiError('NONCE_EXPIRED', 'The message’s nonce expired')
      throw new SiwxApiError('NONCE_USED', 'The message’s nonce was already used')
    }
    return { session: created.session, token }
  }

  /** The sessions held by these tokens (`active` only unless `all`), newest first. */
  async sessionsOf(tokens: readonly string[], options: { all?: boolean } = {}): Promise<StoredSession[]> {
    const stored = await this.sessions.byTokenHashes(tokens.map(hashToken))
    return options.all ? stored : stored.filter((s) => s.session.status === 'active')
  }

  /** The active sessions these tokens hold (limited per IP). */
  async listSessions(tokens: readonly string[], ip: string | undefined): Promise<SiwxServerSession[]> {
    await this.limit(`ip-read:${ip}`, ip && this.config.rateLimits.ipRead)
    return (await this.sessionsOf(tokens)).map((s) => s.session)
  }

  /** One session, if one of these tokens holds it; limited per IP. */
  async readSession(
    tokens: readonly string[],
    id: string,
    ip: string | undefined,
  ): Promise<SiwxServerSession> {
    await this.limit(`ip-read:${ip}`, ip && this.config.rateLimits.ipRead)
    if (tokens.length === 0) throw new SiwxApiError('UNAUTHENTICATED', 'No session credentials were sent')
    const stored = UUID.test(id) ? await this.sessions.get(id) : undefined
    if (!stored || !tokens.some((t) => hashToken(t) === stored.tokenHash))
      throw new SiwxApiError('SESSION_NOT_FOUND', 'No such session among the caller’s')
    return stored.session
  }

  /**
   * Ends a session: the caller holds its token, or `signature` is the session account's signature of
   * `formatRevokeMessage({ domain, sessionId })` (and `pci`, when given, is the session id).
   */
  async revoke(
    tokens: readonly string[],
    id: string,
    proof: { pci?: string | undefined; signature?: string | undefined },
    ip: string | undefined,
  ): Promise<SiwxServerSession> {
    await this.limit(`ip-revoke:${ip}`, ip && this.config.rateLimits.ipRevoke)
    const stored = UUID.test(id) ? await this.sessions.get(id) : undefined
    if (stored && tokens.some((t) => hashToken(t) === stored.tokenHash))
      return (await this.sessions.revoke(id))?.session ?? stored.session
    if (proof.signature === undefined) {
      if (tokens.length === 0)
        throw new SiwxApiError('UNAUTHENTICATED', 'No session credentials or signature were sent')
      throw new SiwxApiError('SESSION_NOT_FOUND', 'No such session among the caller’s')
    }
    if (!stored) throw new SiwxApiError('SESSION_NOT_FOUND', 'No such session')
    if (proof.pci !== undefined && proof.pci !== id)
      throw new SiwxApiError('REVOKE_FORBIDDEN', 'The signed revocation names another session')
    const { session } = stored
    await this.limit(
      `account-revoke:${accountKey(session.chainId, session.address)}`,
      this.config.rateLimits.accountRevoke,
    )
    const verdict = await this.verifier.verify({
      chainId: session.chainId,
      address: session.address,
      message: formatRevokeMessage({ domain: session.domain, sessionId: id }),
      signature: proof.signature,
    })
    if (verdict.valid) return (await this.sessions.revoke(id))?.session ?? session
    if (verdict.unavailable)
      throw new SiwxApiError('VERIFIER_UNAVAILABLE', `Signature not checked: ${verdict.reason}`)
    throw new SiwxApiError('REVOKE_FORBIDDEN', 'The revocation is not signed by the session’s account')
  }

  private async limit(key: string, limit: number | '' | undefined): Promise<void> {
    if (!limit) return
    const decision = await this.limits.hit(key, limit)
    if (!decision.allowed)
      throw new SiwxApiError('RATE_LIMITED', 'Too many requests: try again later', decision.retryAfterSeconds)
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The rate-limit key of an account: EVM addresses without regard to case. */
function accountKey(chainId: string, address: string): string {
  return `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}
