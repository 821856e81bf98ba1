/** One schema migration: applied once, in order, recorded in siwx_schema_migrations. */
export interface SiwxMigration {
  version: number
  name: string
  /** Idempotent SQL, run inside the migration's transaction. */
  sql: string
}

/**
 * The sign-in server's tables, all prefixed `siwx_` so they can live in an app's own database. Append
 * only; never edit one that has shipped.
 */
export const SIWX_MIGRATIONS: readonly SiwxMigration[] = [
  {
    version: 1,
    name: 'nonces, sessions, rate limits',
    sql: `
CREATE TABLE IF NOT EXISTS siwx_nonces (
  nonce text PRIMARY KEY,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS siwx_nonces_expiry ON siwx_nonces (expires_at);
CREATE TABLE IF NOT EXISTS siwx_sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  nonce text NOT NULL UNIQUE,
  chain_id text NOT NULL,
  address text NOT NULL,
  domain text NOT NULL,
  uri text NOT NULL,
  statement text,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  message text NOT NULL,
  signature text NOT NULL
);
CREATE INDEX IF NOT EXISTS siwx_sessions_account ON siwx_sessions (chain_id, lower(address));
CREATE TABLE IF NOT EXISTS siwx_rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);`,
  },
]
