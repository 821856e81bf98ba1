import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { toBase58 } from './walletSignIn'

describe('toBase58', () => {
  test('writes what @scure/base writes, leading zero bytes included', () => {
    let seed = 7
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed & 0xff
    }
    const samples = [new Uint8Array(), new Uint8Array([0]), new Uint8Array([0, 0, 1, 255])]
    for (let n = 1; n <= 80; n++)
      samples.push(Uint8Array.from({ length: n }, (_, i) => (i < n % 3 ? 0 : next())))
    for (const bytes of samples) expect(toBase58(bytes)).toBe(base58.encode(bytes))
  })
})
