import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { fromBase58, fromBase64, fromHex, toBase58, toBase64, toHex } from './encoding'

describe('Solana wallet encodings', () => {
  it('base58 agrees with kit both ways, leading zero bytes included', () => {
    const samples = [
      new Uint8Array([]),
      new Uint8Array([0]),
      new Uint8Array([0, 0, 1, 2, 255]),
      new Uint8Array(32),
      Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256),
      crypto.getRandomValues(new Uint8Array(32)),
    ]
    for (const bytes of samples) {
      const text = getBase58Decoder().decode(bytes)
      expect(toBase58(bytes)).toBe(text)
      expect(fromBase58(text)).toEqual(new Uint8Array(getBase58Encoder().encode(text)))
    }
    expect(toBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(() => fromBase58('0OIl')).toThrow(/Invalid base58/)
  })

  it('base64 and hex round-trip', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(100))
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
    expect(toHex(new Uint8Array([0, 171]))).toBe('0x00ab')
    expect(fromHex('0x00ab')).toEqual(new Uint8Array([0, 171]))
    expect(() => fromHex('0xabc')).toThrow(/Invalid hex/)
  })
})
