/**
 * The on-ramp's tables (idempotent; run by OnrampStore before its first query, so devnets that never buy pay
 * nothing at start-up): checkout sessions, and orders (one per session). Amounts are integer strings in the
 * smallest unit (fiat cents, wei, lamports).
 */
export const ONRAMP_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS onramp_sessions (
  token_hash text PRIMARY KEY,
  provider text NOT NULL,
  project_id text,
  app_origin text,
  partner_user_id text NOT NULL,
  wallets jsonb NOT NULL,
  network text NOT NULL,
  asset text NOT NULL,
  payment_currency text NOT NULL,
  payment_method text NOT NULL,
  preset_fiat text,
  redirect_url text,
  created_ms bigint NOT NULL,
  expires_ms bigint NOT NULL,
  opened_ms bigint,
  checkout_hash text UNIQUE
);
CREATE TABLE IF NOT EXISTS onramp_orders (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  provider text NOT NULL,
  session_hash text NOT NULL UNIQUE,
  partner_user_id text NOT NULL,
  address text NOT NULL,
  address_key text NOT NULL,
  network text NOT NULL,
  asset text NOT NULL,
  asset_decimals integer NOT NULL,
  payment_currency text NOT NULL,
  payment_method text NOT NULL,
  payment_total text NOT NULL,
  provider_fee text NOT NULL,
  network_fee text NOT NULL,
  purchase_units text NOT NULL,
  card_last4 text,
  status text NOT NULL,
  failure_reason text,
  tx_hash text,
  created_ms bigint NOT NULL,
  updated_ms bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS onramp_orders_by_address ON onramp_orders (address_key, provider, created_ms DESC, seq DESC);
CREATE INDEX IF NOT EXISTS onramp_orders_open ON onramp_orders (status) WHERE status IN ('pending', 'sending');
`
