/** The devnet's tables: indexed chain data, registered names and analytics events. Idempotent. */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS index_cursor (
  chain_id integer PRIMARY KEY,
  last_block bigint NOT NULL
);
ALTER TABLE index_cursor ADD COLUMN IF NOT EXISTS last_hash text;
CREATE TABLE IF NOT EXISTS transactions (
  chain_id integer NOT NULL,
  hash text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  mined_at bigint NOT NULL,
  sender text NOT NULL,
  recipient text,
  created_contract text,
  nonce bigint NOT NULL,
  status text NOT NULL,
  value numeric NOT NULL,
  PRIMARY KEY (chain_id, hash)
);
CREATE TABLE IF NOT EXISTS transfers (
  chain_id integer NOT NULL,
  hash text NOT NULL,
  seq integer NOT NULL,
  kind text NOT NULL,
  token text,
  sender text NOT NULL,
  recipient text NOT NULL,
  amount numeric NOT NULL,
  token_id numeric,
  PRIMARY KEY (chain_id, hash, seq)
);
CREATE TABLE IF NOT EXISTS participants (
  address text NOT NULL,
  chain_id integer NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (address, chain_id, hash)
);
CREATE TABLE IF NOT EXISTS names (
  name text PRIMARY KEY,
  attributes jsonb NOT NULL,
  registered_ms bigint NOT NULL,
  updated_ms bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS name_addresses (
  name text NOT NULL REFERENCES names(name) ON DELETE CASCADE,
  coin_type bigint NOT NULL,
  address text NOT NULL,
  PRIMARY KEY (name, coin_type)
);
CREATE INDEX IF NOT EXISTS name_addresses_by_address ON name_addresses (address);
CREATE TABLE IF NOT EXISTS analytics_events (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL,
  origin text,
  body jsonb NOT NULL,
  received_ms bigint NOT NULL
);
`
