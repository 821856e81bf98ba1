import { expect, test } from 'vitest'
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes } from './encoding'

test('hex and base64 round-trip every byte value; malformed text is refused', () => {
  const all = Uint8Array.from({ length: 256 }, (_, i) => i)
  expect(hexToBytes(bytesToHex(all))).toEqual(all)
  expect(base64ToBytes(bytesToBase64(all))).toEqual(all)
  expect(bytesToBase64(all)).toBe(Buffer.from(all).toString('base64'))
  expect(base64ToBytes('cHNidP8')).toEqual(Uint8Array.of(0x70, 0x73, 0x62, 0x74, 0xff))
  for (const bad of ['0', 'zz', '0x00']) expect(() => hexToBytes(bad)).toThrow(TypeError)
  for (const bad of ['%%%%', 'a', 'ab=c']) expect(() => base64ToBytes(bad)).toThrow(TypeError)
})
