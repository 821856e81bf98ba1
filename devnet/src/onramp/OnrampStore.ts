import type { Database } from '../storage/openDatabase'
import { ONRAMP_SCHEMA_SQL } from './onrampSchema'

/** A destination wallet a session is bound to: the networks (CAIP-2) and assets (symbols) it may receive. */
export interface SessionWallet {
  address: string
  networks: string[]
  assets: string[]
}

/** A checkout session made by POST /v1/generators/onrampurl (its token is stored only as a hash). */
export interface OnrampSession {
  tokenHash: string
  provider: string
  projectId: string | null
  /** The origin of the app that asked for the URL: the only origin the checkout page posts its result to. */
  appOrigin: string | null
  partnerUserId: string
  wallets: SessionWallet[]
  /** The network (CAIP-2) and asset (symbol) the checkout sells. */
  network: string
  asset: string
  paymentCurrency: string
  paymentMethod: string
  /** Preset fiat amount in cents (integer string), or null. */
  presetFiat: string | null
  redirectUrl: string | null
  createdMs: number
  expiresMs: number
  openedMs: number | null
  checkoutHash: string | null
}

/** Order states: `pending` until paid and scheduled, `sending` while the treasury sends, then `success` or `failed`. */
export type OrderStatus = 'pending' | 'sending' | 'success' | 'failed'

/** One purchase: what was paid, what is owed on which network, and how it ended. */
export interface OnrampOrder {
  id: string
  /** Insertion order (orders made in the same millisecond stay in order). */
  seq: number
  provider: string
  sessionHash: string
  partnerUserId: string
  address: string
  network: string
  asset: string
  assetDecimals: number
  paymentCurrency: string
  paymentMethod: string
  /** Fiat cents (integer strings). */
  paymentTotal: string
  providerFee: string
  networkFee: string
  /** What is sent, in the asset's smallest unit (integer string). */
  purchaseUnits: string
  cardLast4: string | null
  status: OrderStatus
  failureReason: string | null
  txHash: string | null
  createdMs: number
  updatedMs: number
}

/** Why a session token could not be opened. */
export type OpenSessionFailure = 'unknown' | 'used' | 'expired'

interface SessionRow {
  token_hash: string
  provider: string
  project_id: string | null
  app_origin: string | null
  partner_user_id: string
  wallets: SessionWallet[] | string
  network: string
  asset: string
  payment_currency: string
  payment_method: string
  preset_fiat: string | null
  redirect_url: string | null
  created_ms: number
  expires_ms: number
  opened_ms: number | null
  checkout_hash: string | null
}

interface OrderRow {
  id: string
  seq: number
  provider: string
  session_hash: string
  partner_user_id: string
  address: string
  network: string
  asset: string
  asset_decimals: number
  payment_currency: string
  payment_method: string
  payment_total: string
  provider_fee: string
  network_fee: string
  purchase_units: string
  card_last4: string | null
  status: OrderStatus
  failure_reason: string | null
  tx_hash: string | null
  created_ms: number
  updated_ms: number
}

const toSession = (r: SessionRow): OnrampSession => ({
  tokenHash: r.token_hash,
  provider: r.provider,
  projectId: r.project_id,
  appOrigin: r.app_origin,
  partnerUserId: r.partner_user_id,
  wallets: typeof r.wallets === 'string' ? (JSON.parse(r.wallets) as SessionWallet[]) : r.wallets,
  network: r.network,
  asset: r.asset,
  paymentCurrency: r.payment_currency,
  paymentMethod: r.payment_method,
  presetFiat: r.preset_fiat,
  redirectUrl: r.redirect_url,
  createdMs: r.created_ms,
  expiresMs: r.expires_ms,
  openedMs: r.opened_ms,
  checkoutHash: r.checkout_hash,
})

const toOrder = (r: OrderRow): OnrampOrder => ({
  id: r.id,
  seq: Number(r.seq),
  provider: r.provider,
  sessionHash: r.session_hash,
  partnerUserId: r.partner_user_id,
  address: r.address,
  network: r.network,
  asset: r.asset,
  assetDecimals: r.asset_decimals,
  paymentCurrency: r.payment_currency,
  paymentMethod: r.payment_method,
  paymentTotal: r.payment_total,
  providerFee: r.provider_fee,
  networkFee: r.network_fee,
  purchaseUnits: r.purchase_units,
  cardLast4: r.card_last4,
  status: r.status,
  failureReason: r.failure_reason,
  txHash: r.tx_hash,
  createdMs: r.created_ms,
  updatedMs: r.updated_ms,
})

/** The key an address is looked up by: EVM addresses are case-insensitive, Solana's are not. */
export function addressKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address
}

/** A page of a wallet's orders with one provider, newest first. */
export interface OrderQuery {
  address: string
  provider: string
  /** CAIP-2 ids to keep; absent = every network. */
  networks?: readonly string[]
  /** Orders strictly older than this (createdMs, seq) position. */
  before?: { createdMs: number; seq: number }
  limit: number
}

/** Sessions and orders of the devnet on-ramp in the devnet database (PGlite or PostgreSQL). */
export class OnrampStore {
  private schema: Promise<void> | undefined

  constructor(private readonly db: Database) {}

  private async query<T extends object>(sql: string, params: readonly unknown[]): Promise<T[]> {
    this.schema ??= this.db.exec(ONRAMP_SCHEMA_SQL).catch((error: unknown) => {
      this.schema = undefined
      throw error
    })
    await this.schema
    return this.db.query<T>(sql, params)
  }

  /** Stores a new session. */
  async createSession(s: OnrampSession): Promise<void> {
    await this.query(
      `INSERT INTO onramp_sessions (token_hash, provider, project_id, app_origin, partner_user_id, wallets, network,
         asset, payment_currency, payment_method, preset_fiat, redirect_url, created_ms, expires_ms)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        s.tokenHash,
        s.provider,
        s.projectId,
        s.appOrigin,
        s.partnerUserId,
        JSON.stringify(s.wallets),
        s.network,
        s.asset,
        s.paymentCurrency,
        s.paymentMethod,
        s.presetFiat,
        s.redirectUrl,
        s.createdMs,
        s.expiresMs,
      ],
    )
  }

  /**
   * Opens a session once: marks the token used and binds the checkout page's own secret to it. A second
   * open, an expired token or one of another provider fails with the reason.
   */
  async openSession(
    tokenHash: string,
    provider: string,
    checkoutHash: string,
    now: number,
  ): Promise<OnrampSession | OpenSessionFailure> {
    const [opened] = await this.query<SessionRow>(
      `UPDATE onramp_sessions SET opened_ms = $3, checkout_hash = $4
       WHERE token_hash = $1 AND provider = $2 AND opened_ms IS NULL AND expires_ms > $3 RETURNING *`,
      [tokenHash, provider, now, checkoutHash],
    )
    if (opened) return toSession(opened)
    const [row] = await this.query<SessionRow>(
      'SELECT * FROM onramp_sessions WHERE token_hash = $1 AND provider = $2',
      [tokenHash, provider],
    )
    if (!row) return 'unknown'
    return row.opened_ms !== null ? 'used' : 'expired'
  }

  /** The session a checkout page's secret belongs to. */
  async sessionByCheckout(checkoutHash: string): Promise<OnrampSession | undefined> {
    const [row] = await this.query<SessionRow>('SELECT * FROM onramp_sessions WHERE checkout_hash = $1', [
      checkoutHash,
    ])
    return row ? toSession(row) : undefined
  }

  /** Stores an order; undefined when its session already has one (one purchase per session). */
  async createOrder(o: Omit<OnrampOrder, 'seq'>): Promise<OnrampOrder | undefined> {
    const [row] = await this.query<OrderRow>(
      `INSERT INTO onramp_orders (id, provider, session_hash, partner_user_id, address, address_key, network, asset,
         asset_decimals, payment_currency, payment_method, payment_total, provider_fee, network_fee, purchase_units,
         card_last4, status, failure_reason, tx_hash, created_ms, updated_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
       ON CONFLICT (session_hash) DO NOTHING RETURNING *`,
      [
        o.id,
        o.provider,
        o.sessionHash,
        o.partnerUserId,
        o.address,
        addressKey(o.address),
        o.network,
        o.asset,
        o.assetDecimals,
        o.paymentCurrency,
        o.paymentMethod,
        o.paymentTotal,
        o.providerFee,
        o.networkFee,
        o.purchaseUnits,
        o.cardLast4,
        o.status,
        o.failureReason,
        o.txHash,
        o.createdMs,
        o.updatedMs,
      ],
    )
    return row ? toOrder(row) : undefined
  }

  /** One order by id. */
  async order(id: string): Promise<OnrampOrder | undefined> {
    const [row] = await this.query<OrderRow>('SELECT * FROM onramp_orders WHERE id = $1', [id])
    return row ? toOrder(row) : undefined
  }

  /** The order of a session, if it has one. */
  async orderOfSession(sessionHash: string): Promise<OnrampOrder | undefined> {
    const [row] = await this.query<OrderRow>('SELECT * FROM onramp_orders WHERE session_hash = $1', [
      sessionHash,
    ])
    return row ? toOrder(row) : undefined
  }

  /** Moves a pending order to `sending` (exactly once: the caller that gets it back sends the funds). */
  async claimForSending(id: string, now: number): Promise<OnrampOrder | undefined> {
    const [row] = await this.query<OrderRow>(
      `UPDATE onramp_orders SET status = 'sending', updated_ms = $2 WHERE id = $1 AND status = 'pending' RETURNING *`,
      [id, now],
    )
    return row ? toOrder(row) : undefined
  }

  /** Ends an order: success with its transaction hash, or failed with a reason. */
  async finish(
    id: string,
    outcome: { status: 'success'; txHash: string } | { status: 'failed'; reason: string },
    now: number,
  ): Promise<void> {
    await this.query(
      `UPDATE onramp_orders SET status = $2, tx_hash = $3, failure_reason = $4, updated_ms = $5 WHERE id = $1`,
      [
        id,
        outcome.status,
        outcome.status === 'success' ? outcome.txHash : null,
        outcome.status === 'failed' ? outcome.reason : null,
        now,
      ],
    )
  }

  /**
   * Orders an earlier run left unfinished, all put back to `pending` (one stopped while `sending` is sent
   * again: the devnet's chains start afresh with every run).
   */
  async requeueOpenOrders(now: number): Promise<OnrampOrder[]> {
    const rows = await this.query<OrderRow>(
      `UPDATE onramp_orders SET status = 'pending', updated_ms = $1
       WHERE status IN ('pending', 'sending') RETURNING *`,
      [now],
    )
    return rows.map(toOrder).sort((a, b) => a.seq - b.seq)
  }

  /** A page of a wallet's orders with one provider, newest first (one more than `limit` tells a next page). */
  async orders(q: OrderQuery): Promise<OnrampOrder[]> {
    const params: unknown[] = [addressKey(q.address), q.provider]
    let where = 'address_key = $1 AND provider = $2'
    if (q.networks) {
      params.push([...q.networks])
      where += ` AND network = ANY($${params.length}::text[])`
    }
    if (q.before) {
      params.push(q.before.createdMs, q.before.seq)
      where += ` AND (created_ms, seq) < ($${params.length - 1}, $${params.length})`
    }
    params.push(q.limit + 1)
    const rows = await this.query<OrderRow>(
      `SELECT * FROM onramp_orders WHERE ${where} ORDER BY created_ms DESC, seq DESC LIMIT $${params.length}`,
      params,
    )
    return rows.map(toOrder)
  }
}
