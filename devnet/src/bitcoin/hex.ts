/** Bytes from hex text (even length, 0-9a-f in either case). */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error('Invalid hex')
  return Uint8Array.from(Buffer.from(hex, 'hex'))
}

/** Lower-case hex text of bytes. */
export function bytesToHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex')
}
