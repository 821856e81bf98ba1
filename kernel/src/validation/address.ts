const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** EVM address: 40 hex digits with an optional 0x prefix (checksum is not verified here). */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value)
}

/** Solana address: 32 to 44 base58 characters. */
export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS.test(value)
}

/** Validates an address for a chain namespace ('eip155' or 'solana'); other namespaces: non-empty. */
export function isAddressForNamespace(value: string, namespace: string): boolean {
  if (namespace === 'eip155') return isEvmAddress(value)
  if (namespace === 'solana') return isSolanaAddress(value)
  return value.trim().length > 0
}
