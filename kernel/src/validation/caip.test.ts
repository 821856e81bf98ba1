import { describe, expect, test } from 'vitest'
import {
  getPlainAddress,
  isCaipAddress,
  isCaipNetworkId,
  parseCaip10Address,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
} from './caip'

describe('CAIP parsing', () => {
  test('chain-qualified address: three parts [spec 5.1]', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xabc',
      networkId: 'eip155:1',
    })
    expect(() => parseCaipAddress('eip155:1')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipAddressError: Invalid CAIP Address

      Details: Value: eip155:1]
    `)
    expect(() => parseCaipAddress('a:b:c:d')).toThrow('Invalid CAIP Address')
    expect(() => parseCaipAddress('a::c')).toThrow('Invalid CAIP Address')
    expect(
      getPlainAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'),
    ).toBe('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
  })

  test('strict CAIP-10 [spec 5.1]', () => {
    expect(parseCaip10Address('eip155:137:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb').networkId).toBe(
      'eip155:137',
    )
    for (const bad of [
      'EIP155:1:0xabc',
      'eip155:1',
      'ei:1:0xabc',
      'eip155:1:0x/abc',
      `eip155:${'1'.repeat(33)}:0x`,
    ]) {
      expect(() => parseCaip10Address(bad)).toThrow('Invalid CAIP-10 address')
    }
  })

  test('network id: two parts [spec 5.2]', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(() => parseCaipNetworkId('eip155')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaip2NetworkIdError: Invalid CAIP-2 network id

      Details: Value: eip155]
    `)
    expect(() => parseCaipNetworkId('eip155:1:0x')).toThrow('Invalid CAIP-2 network id')
    expect(() => parseCaipNetworkId(':1')).toThrow('Invalid CAIP-2 network id')
  })

  test('guards and builder', () => {
    expect(isCaipAddress('eip155:1:0xabc')).toBe(true)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress(42)).toBe(false)
    expect(isCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toBe(true)
    expect(isCaipNetworkId('eip155:1:0x')).toBe(false)
    expect(isCaipNetworkId(null)).toBe(false)
    expect(toCaipAddress('eip155:1', '0xabc')).toBe('eip155:1:0xabc')
  })
})
