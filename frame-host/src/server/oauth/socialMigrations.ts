import type { Migration } from '../database/migrations'

/**
 * The tables of social and Farcaster sign-in (the frame host's MIGRATIONS include them as version 4):
 * - `social_identities`: a user is (provider, subject); the email a provider gave and whether it asserted
 *   it verified are kept as profile data, and only a verified one ever links to an email account.
 * - `sessions.social_provider`: the provider a session was opened through (null: email).
 * - `social_flows`: one row per sign-in started (OAuth or Farcaster), keyed by the SHA-256 of its
 *   `state`; the PKCE verifier and nonce stay here, server-side; `binding_hash` ties the flow to the frame
 *   that started it; callback, result and finish are each recorded once.
 */
export const SOCIAL_MIGRATIONS: readonly Migration[] = [
  {
    version: 4,
    name: 'social identities and sign-in flows',
    sql: `
CREATE TABLE IF NOT EXISTS social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text,
  email_verified boolean NOT NULL DEFAULT false,
  username text,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX IF NOT EXISTS social_identities_user ON social_identities(user_id);
CREATE TABLE IF NOT EXISTS social_flows (
  state_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('oauth', 'farcaster')),
  project_id text NOT NULL,
  provider text NOT NULL,
  binding_hash text NOT NULL,
  code_verifier text,
  nonce text,
  channel_token text,
  app_origin text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  callback_at timestamptz,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  identity jsonb,
  error_code text,
  finished_at timestamptz
);
CREATE INDEX IF NOT EXISTS social_flows_expiry ON social_flows(expires_at);
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS social_provider text;`,
  },
]

/**
 * Applies {@link SOCIAL_MIGRATIONS} again to a database (idempotent): the frame host's own migrations
 * already include them; kept for databases migrated before they did.
 */
export async function applySocialMigrations(db: { exec(sql: string): Promise<void> }): Promise<void> {
  for (const migration of SOCIAL_MIGRATIONS) {
    await db.exec(`BEGIN;
SELECT pg_advisory_xact_lock(7411001);
${migration.sql}
COMMIT;`)
  }
}
