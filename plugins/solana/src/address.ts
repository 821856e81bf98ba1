// Solana address rule (spec §5): 32 to 44 base58 characters.

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * True when `value` is a Solana address: 32 to 44 base58 characters (spec §5).
 *
 * @example
 * isSolanaAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96') // true
 */
export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS.test(value)
}

/** The plain mint of a token address given plain or CAIP-10 (`solana:<ref>:<mint>`, as the blockchain-data API lists it). */
export function plainMint(address: string): string {
  return address.split(':').at(-1) ?? address
}
