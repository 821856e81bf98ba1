import { SOCIAL_MIGRATIONS } from '../oauth/socialMigrations'

/** One schema migration: applied once, in version order, recorded in schema_migrations. */
export interface Migration {
  version: number
  name: string
  /** Idempotent SQL (runs inside the migration's transaction). */
  sql: string
}

/** The frame host's migrations. Append only; never edit one that has shipped. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial',
    sql: `
CREATE TABLE IF NOT EXISTS users (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS email_identities (
  email text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS email_identities_user ON email_identities(user_id);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  project_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE TABLE IF NOT EXISTS otp_challenges (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'update_primary', 'update_secondary')),
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  new_email text,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX IF NOT EXISTS otp_challenges_email ON otp_challenges(email, purpose, created_at DESC);
CREATE TABLE IF NOT EXISTS email_cooldowns (
  email text PRIMARY KEY,
  last_sent_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS auth_key_shares (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  auth_share text NOT NULL,
  recovery_share text NOT NULL,
  created_at timestamptz NOT NULL
);`,
  },
  {
    version: 2,
    name: 'wallet addresses',
    // The wallet's public addresses, reported by the frame when it creates (or first unlocks) the wallet,
    // so a session restored on a device without its key share (third-party storage blocked) still knows
    // the account without the seed. Public data: they give a stolen database nothing new.
    sql: `
ALTER TABLE auth_key_shares ADD COLUMN IF NOT EXISTS evm_address text;
ALTER TABLE auth_key_shares ADD COLUMN IF NOT EXISTS solana_address text;`,
  },
  {
    version: 3,
    name: 'frame-bound codes, rate limits, proven sessions',
    // Issue #28. A login code is bound to the frame that asked for it: only the SHA-256 of a verifier the
    // frame keeps is stored, and the code is redeemable only with that verifier. Rate limits count in fixed
    // windows, one row per bucket and window, incremented atomically (several processes share them). A
    // session records when the frame proved, by signing with the wallet's keys, that it holds the wallet
    // whose addresses are recorded.
    sql: `
ALTER TABLE otp_challenges ADD COLUMN IF NOT EXISTS verifier_hash text;
CREATE INDEX IF NOT EXISTS otp_challenges_verifier ON otp_challenges(email, purpose, verifier_hash, created_at DESC);
CREATE TABLE IF NOT EXISTS rate_counters (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX IF NOT EXISTS rate_counters_window ON rate_counters(window_start);
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS wallet_verified_at timestamptz;`,
  },
  // Issue #37: social identities, sign-in flows, the provider of a session.
  ...SOCIAL_MIGRATIONS,
]
