// The Solana test wallet's own feature name, apart from the wallet (which is browser code and imports the
// Solana plugin's SIWS text builder): Node code imports this without loading either.

/** Name of the wallet's own feature that carries its EIP-6963 identity (rdns, uuid). */
export const AIRLOCK_WALLET_INFO_FEATURE = 'airlock:walletInfo'
