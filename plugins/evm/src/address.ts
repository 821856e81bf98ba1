// The EVM address rule of spec §5 ("40 hex digits with optional 0x prefix"), in one place: the adapter's
// address capability, the transfers and the send actions all use it.

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * True for an EVM address: 40 hex digits, with or without the `0x` prefix (spec §5). The checksum is not
 * checked (a lower-case address is valid).
 *
 * @example
 * isEvmAddress('0x8ba1f109551bD432803012645Ac136ddd64DBA72') // true
 * isEvmAddress('8ba1f109551bd432803012645ac136ddd64dba72') // true
 * isEvmAddress('0x123') // false
 */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value)
}

/**
 * The address with its `0x` prefix (what wallets and nodes take); call it on a value `isEvmAddress` accepted.
 *
 * @example
 * withHexPrefix('8ba1f109551bd432803012645ac136ddd64dba72') // '0x8ba1f109551bd432803012645ac136ddd64dba72'
 */
export function withHexPrefix(value: string): `0x${string}` {
  return (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`
}
