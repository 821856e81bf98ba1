// Hex and base64 for bytes, in browsers and Node alike (no Buffer).

/**
 * Bytes from hex text; throws TypeError for odd lengths or other characters.
 * @example hexToBytes('00ff') // Uint8Array [0, 255]
 */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new TypeError('Invalid hex text')
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** Lower-case hex text of bytes. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

/**
 * Bytes from standard base64 (padding optional); throws TypeError for other text.
 * @example base64ToBytes('cHNidP8=') // the PSBT magic
 */
export function base64ToBytes(text: string): Uint8Array {
  const clean = text.trim()
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1)
    throw new TypeError('Invalid base64 text')
  const binary = atob(clean.padEnd(Math.ceil(clean.length / 4) * 4, '='))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Standard base64 (with padding) of bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
