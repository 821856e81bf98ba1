import { sha256 } from '@noble/hashes/sha2'
import { type Address, getBase58Decoder } from '@solana/kit'
import { labelledSecretKey, solanaAddressOf } from './solanaAccounts'

/**
 * The local Solana network's genesis hash (base58 of sha256('airlock-devnet-solana-genesis')):
 * fixed, so its CAIP-2 id never changes between runs.
 */
export const DEVNET_SOLANA_GENESIS_HASH: string = getBase58Decoder().decode(
  sha256(new TextEncoder().encode('airlock-devnet-solana-genesis')),
)

/** CAIP-2 id of the local network: `solana:` + the first 32 characters of the genesis hash. */
export const DEVNET_SOLANA_CAIP_ID = `solana:${DEVNET_SOLANA_GENESIS_HASH.slice(0, 32)}` as const

/** The Wallet Standard chain id the test wallet advertises for the local network. */
export const DEVNET_SOLANA_WALLET_CHAIN = 'solana:localnet' as const

/** One SPL mint the devnet creates. */
export interface SolanaMintInfo {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** Flagged as spam (the blockchain-data API drops it from balances and history). */
  spam: boolean
  /** Label of the mint's fixed keypair (labelledSecretKey). */
  keyLabel: string
}

function mint(
  keyLabel: string,
  name: string,
  symbol: string,
  decimals: number,
  spam = false,
): SolanaMintInfo {
  return { address: solanaAddressOf(labelledSecretKey(keyLabel)), name, symbol, decimals, spam, keyLabel }
}

/**
 * The devnet's SPL mints, at fixed addresses (keys from fixed labels): a USDC-like token with 6 decimals,
 * a 9-decimal token, and an unsolicited "airdrop" token that is flagged as spam.
 * @example DEVNET_SOLANA_MINTS.usdc.address
 */
export const DEVNET_SOLANA_MINTS = {
  usdc: mint('mint:usdc', 'USD Coin', 'USDC', 6),
  bonk: mint('mint:bonk', 'Airlock Bonk', 'BONK', 9),
  spam: mint('mint:spam', 'Free Airdrop Claim', 'CLAIM', 0, true),
} as const satisfies Record<string, SolanaMintInfo>

/**
 * How spam is flagged on Solana: a known list of spam mints (like the indexers' deny lists). Any transfer
 * or balance of one of these mints is spam.
 */
export const DEVNET_SOLANA_SPAM_MINTS: ReadonlySet<string> = new Set(
  Object.values(DEVNET_SOLANA_MINTS)
    .filter((m) => m.spam)
    .map((m) => m.address),
)

/** The account that funds requestAirdrop (its key is fixed; it holds 10^9 SOL). */
export const DEVNET_SOLANA_FAUCET: Address = solanaAddressOf(labelledSecretKey('faucet'))

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/** Token program ids the node parses (SPL Token and Token-2022). */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address
/** SPL Token-2022 program id. */
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address
/** The System program id. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address

/**
 * The local Solana network as an app configures it; startDevnet's `solana` adds rpcUrl and wsUrl.
 * @example { ...DEVNET_SOLANA_NETWORK, rpcUrl: devnet.solana.rpcUrl, wsUrl: devnet.solana.wsUrl }
 */
export const DEVNET_SOLANA_NETWORK = {
  caipNetworkId: DEVNET_SOLANA_CAIP_ID,
  genesisHash: DEVNET_SOLANA_GENESIS_HASH,
  walletStandardChain: DEVNET_SOLANA_WALLET_CHAIN,
  name: 'Airlock Devnet Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
} as const
