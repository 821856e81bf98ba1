import { describe, expect, test } from 'vitest'
import { nftTransferCall } from './sendNft'

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const word = (hex: string) => hex.toLowerCase().replace(/^0x/, '').padStart(64, '0')

describe('nftTransferCall', () => {
  test('ERC-721: safeTransferFrom(from, to, tokenId) on the contract', () => {
    const call = nftTransferCall(FROM, TO, { contract: CONTRACT, tokenId: '4' })
    expect(call.to).toBe(CONTRACT)
    expect(call.data).toBe(`0x42842e0e${word(FROM)}${word(TO)}${word('4')}`)
  })

  test('ERC-1155: safeTransferFrom(from, to, id, 1, 0x); a token id above 2^53 is kept exact', () => {
    const id = '123456789012345678901234567890'
    const call = nftTransferCall(FROM, TO, { contract: CONTRACT, tokenId: id, standard: 'ERC1155' })
    expect(call.data.slice(0, 10)).toBe('0xf242432a')
    expect(call.data.slice(10, 10 + 64 * 4)).toBe(
      `${word(FROM)}${word(TO)}${word(BigInt(id).toString(16))}${word('1')}`,
    )
  })

  test('a bad token id or receiver is refused before anything is sent', () => {
    expect(() => nftTransferCall(FROM, TO, { contract: CONTRACT, tokenId: '1e3' })).toThrow(
      'Invalid token id',
    )
    expect(() => nftTransferCall(FROM, 'bob', { contract: CONTRACT, tokenId: '1' })).toThrow()
  })
})
