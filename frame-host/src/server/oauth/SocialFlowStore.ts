import { randomBytes } from 'node:crypto'
import { tokenHash } from '../crypto'
import type { FrameDatabase } from '../database/openFrameDatabase'
import type { SocialIdentity } from './SocialIdentityStore'
import { SocialLoginError } from './SocialLoginError'

/** A sign-in in progress, as stored (the state itself is never stored, only its SHA-256). */
export interface SocialFlow {
  kind: 'oauth' | 'farcaster'
  projectId: string
  provider: string
  codeVerifier: string | null
  nonce: string | null
  channelToken: string | null
  /** The app's exact origin, which the callback page posts its result to. */
  appOrigin: string | null
  expiresAt: Date
  userId: string | null
  identity: (SocialIdentity & { linkedByEmail?: boolean }) | null
}

interface FlowRow {
  kind: 'oauth' | 'farcaster'
  project_id: string
  provider: string
  code_verifier: string | null
  nonce: string | null
  channel_token: string | null
  app_origin: string | null
  expires_at: Date
  callback_at: Date | null
  user_id: string | null
  identity: SocialFlow['identity'] | string | null
  finished_at: Date | null
}

const toFlow = (row: FlowRow): SocialFlow => ({
  kind: row.kind,
  projectId: row.project_id,
  provider: row.provider,
  codeVerifier: row.code_verifier,
  nonce: row.nonce,
  channelToken: row.channel_token,
  appOrigin: row.app_origin,
  expiresAt: row.expires_at,
  userId: row.user_id,
  identity:
    typeof row.identity === 'string' ? (JSON.parse(row.identity) as SocialFlow['identity']) : row.identity,
})

/** A 256-bit random value, base64url (states and binding tokens). */
export function newFlowSecret(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * Sign-in flows: created when a frame starts one, its callback (or Farcaster completion) claimed exactly
 * once, its result recorded, and finished exactly once by the frame that started it (the holder of the
 * binding token, which only that frame has).
 */
export class SocialFlowStore {
  constructor(
    private readonly db: FrameDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores a new flow and returns its state (shown once: only its hash is kept). */
  async create(flow: {
    kind: 'oauth' | 'farcaster'
    projectId: string
    provider: string
    bindingToken: string
    codeVerifier?: string
    nonce?: string
    channelToken?: string
    appOrigin?: string
    ttlMs: number
    state?: string
  }): Promise<{ state: string; expiresAt: Date }> {
    const state = flow.state ?? newFlowSecret()
    const now = this.now()
    const expiresAt = new Date(now + flow.ttlMs)
    await this.db.query(
      `INSERT INTO social_flows (state_hash, kind, project_id, provider, binding_hash, code_verifier, nonce, channel_token, app_origin, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        tokenHash(state),
        flow.kind,
        flow.projectId,
        flow.provider,
        tokenHash(flow.bindingToken),
        flow.codeVerifier ?? null,
        flow.nonce ?? null,
        flow.channelToken ?? null,
        flow.appOrigin ?? null,
        new Date(now),
        expiresAt,
      ],
    )
    // Flows are short-lived: old ones go as new ones come.
    await this.db.query('DELETE FROM social_flows WHERE expires_at < $1', [new Date(now - 86_400_000)])
    return { state, expiresAt }
  }

  /**
   * Claims the callback of the flow with `state`: succeeds once, for a live flow; a second claim is
   * STATE_USED, an unknown state STATE_UNKNOWN, an old one STATE_EXPIRED. The PKCE verifier is wiped
   * with the claim: a code can be exchanged for this flow only once.
   */
  async claimCallback(state: string): Promise<SocialFlow> {
    const now = new Date(this.now())
    const [row] = await this.db.query<FlowRow>(
      `UPDATE social_flows f SET callback_at = $2, code_verifier = NULL
       FROM (SELECT state_hash, code_verifier AS verifier FROM social_flows WHERE state_hash = $1) old
       WHERE f.state_hash = old.state_hash AND f.callback_at IS NULL AND f.expires_at > $2
       RETURNING f.kind, f.project_id, f.provider, old.verifier AS code_verifier, f.nonce, f.channel_token, f.app_origin,
         f.expires_at, f.callback_at, f.user_id, f.identity, f.finished_at`,
      [tokenHash(state), now],
    )
    if (row) return toFlow(row)
    throw await this.refusal(state)
  }

  /**
   * The live, unclaimed flow with `state` (Farcaster polls it) for the frame holding `bindingToken`, for
   * `projectId`; otherwise the refusal: BINDING_MISMATCH, WRONG_PROJECT, or that of {@link claimCallback}.
   */
  async peek(state: string, bindingToken: string, projectId: string): Promise<SocialFlow> {
    const [row] = await this.db.query<FlowRow & { binding_hash: string }>(
      `SELECT kind, project_id, provider, binding_hash, code_verifier, nonce, channel_token, app_origin, expires_at,
         callback_at, user_id, identity, finished_at
       FROM social_flows WHERE state_hash = $1 AND callback_at IS NULL AND expires_at > $2`,
      [tokenHash(state), new Date(this.now())],
    )
    if (!row) throw await this.refusal(state)
    if (row.binding_hash !== tokenHash(bindingToken))
      throw new SocialLoginError('BINDING_MISMATCH', 'This sign-in was started by another frame')
    if (row.project_id !== projectId)
      throw new SocialLoginError('WRONG_PROJECT', 'This sign-in belongs to another project')
    return toFlow(row)
  }

  /**
   * The app origin a flow with `state` was started for (any stage, not expired), or null: where the
   * callback page tells the app that the provider came back, also when the callback was refused.
   */
  async appOriginOf(state: string): Promise<string | null> {
    const [row] = await this.db.query<{ app_origin: string | null }>(
      'SELECT app_origin FROM social_flows WHERE state_hash = $1 AND expires_at > $2',
      [tokenHash(state), new Date(this.now())],
    )
    return row?.app_origin ?? null
  }

  /** Records who signed in for a claimed flow. */
  async complete(state: string, userId: string, identity: SocialFlow['identity']): Promise<void> {
    await this.db.query('UPDATE social_flows SET user_id = $2, identity = $3 WHERE state_hash = $1', [
      tokenHash(state),
      userId,
      JSON.stringify(identity),
    ])
  }

  /** Records why a claimed flow failed (the frame's finish then reports it). */
  async fail(state: string, code: string): Promise<void> {
    await this.db.query('UPDATE social_flows SET error_code = $2 WHERE state_hash = $1', [
      tokenHash(state),
      code,
    ])
  }

  /**
   * Finishes the flow for the frame holding `bindingToken`, for `projectId`: once, after a successful
   * callback, before expiry. Returns the user and identity; anything else is refused with its reason.
   */
  async finish(
    state: string,
    bindingToken: string,
    projectId: string,
  ): Promise<SocialFlow & { userId: string }> {
    const now = new Date(this.now())
    const [row] = await this.db.query<FlowRow>(
      `UPDATE social_flows SET finished_at = $4
       WHERE state_hash = $1 AND binding_hash = $2 AND project_id = $3 AND user_id IS NOT NULL
         AND finished_at IS NULL AND expires_at > $4
       RETURNING kind, project_id, provider, code_verifier, nonce, channel_token, app_origin, expires_at, callback_at, user_id, identity, finished_at`,
      [tokenHash(state), tokenHash(bindingToken), projectId, now],
    )
    if (row?.user_id) return { ...toFlow(row), userId: row.user_id }
    const [current] = await this.db.query<FlowRow & { binding_hash: string; error_code: string | null }>(
      'SELECT project_id, binding_hash, user_id, finished_at, expires_at, callback_at, error_code FROM social_flows WHERE state_hash = $1',
      [tokenHash(state)],
    )
    if (!current) throw new SocialLoginError('STATE_UNKNOWN', 'No sign-in has this state')
    if (current.binding_hash !== tokenHash(bindingToken))
      throw new SocialLoginError('BINDING_MISMATCH', 'This sign-in was started by another frame')
    if (current.project_id !== projectId)
      throw new SocialLoginError('WRONG_PROJECT', 'This sign-in belongs to another project')
    if (current.finished_at)
      throw new SocialLoginError('ALREADY_FINISHED', 'This sign-in is already finished')
    if (current.expires_at <= now) throw new SocialLoginError('STATE_EXPIRED', 'This sign-in has expired')
    if (current.error_code)
      throw new SocialLoginError(
        'PROVIDER_ERROR',
        `This sign-in failed (${current.error_code})`,
        current.error_code,
      )
    throw new SocialLoginError('NOT_COMPLETED', 'The provider has not answered yet')
  }

  private async refusal(state: string): Promise<SocialLoginError> {
    const [row] = await this.db.query<{ callback_at: Date | null; expires_at: Date }>(
      'SELECT callback_at, expires_at FROM social_flows WHERE state_hash = $1',
      [tokenHash(state)],
    )
    if (!row) return new SocialLoginError('STATE_UNKNOWN', 'No sign-in has this state')
    if (row.callback_at) return new SocialLoginError('STATE_USED', 'This sign-in already came back once')
    return new SocialLoginError('STATE_EXPIRED', 'This sign-in has expired')
  }
}
