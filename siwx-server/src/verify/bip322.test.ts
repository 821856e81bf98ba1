import { bytesToHex } from '@noble/hashes/utils.js'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bitcoinTestAccount } from '../testing/signers'
import { bip322MessageHash, bip322ToSpendTxid, decodeWitness, verifyBip322 } from './bip322'
import { segwitOutput } from './bitcoinAddress'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
// BIP-322's test vectors (bitcoin/bips bip-0322.mediawiki) and Bitcoin Core's taproot vector.
const WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const VECTORS: Array<[string, string, string]> = [
  [
    P2WPKH,
    '',
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  ],
  [
    P2WPKH,
    '',
    'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
  [
    P2WPKH,
    'Hello World',
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  ],
  [
    P2WPKH,
    'Hello World',
    'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
  [
    P2TR,
    'Hello World',
    'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
  ],
]
const reversedHex = (bytes: Uint8Array) => bytesToHex(Uint8Array.from(bytes).reverse())

describe('BIP-322 simple verification', () => {
  it("computes the BIP's message hashes and to_spend ids", () => {
    expect(bytesToHex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(bytesToHex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
    const script = segwitOutput(P2WPKH, MAINNET)!.scriptPubKey
    expect(reversedHex(bip322ToSpendTxid('', script))).toBe(
      'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    )
    expect(reversedHex(bip322ToSpendTxid('Hello World', script))).toBe(
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    )
  })

  it.each(VECTORS)("accepts the published signature by %s of '%s'", (address, message, signature) => {
    expect(verifyBip322(address, message, signature, MAINNET)).toEqual({ valid: true })
  })

  it.each(VECTORS)('refuses the signature by %s for another message', (address, message, signature) => {
    expect(verifyBip322(address, `${message}!`, signature, MAINNET).valid).toBe(false)
  })

  it("derives the vectors' addresses from their key (P2WPKH, and P2TR with the BIP-341 tweak)", () => {
    const secret = base58.decode(WIF).subarray(1, 33)
    expect(bitcoinTestAccount('p2wpkh', 'bc', secret).address).toBe(P2WPKH)
    expect(bitcoinTestAccount('p2tr', 'bc', secret).address).toBe(P2TR)
  })

  it.each([
    ['p2wpkh', 0x01],
    ['p2tr', 0x00],
    ['p2tr', 0x01],
  ] as const)('verifies what a %s signer writes (hash type %i), on regtest', (kind, hashType) => {
    const account = bitcoinTestAccount(kind, 'bcrt')
    const signature = account.sign('Sign in please', hashType)
    expect(verifyBip322(account.address, 'Sign in please', signature, REGTEST)).toEqual({ valid: true })
    expect(verifyBip322(account.address, 'Sign in please', signature, MAINNET).valid).toBe(false)
    const other = bitcoinTestAccount(kind, 'bcrt')
    expect(verifyBip322(other.address, 'Sign in please', signature, REGTEST).valid).toBe(false)
  })

  it('refuses what it cannot check or what is malformed, with a reason', () => {
    const account = bitcoinTestAccount('p2wpkh', 'bc')
    const good = account.sign('m')
    const cases: Array<[string, string, string]> = [
      ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'legacy P2PKH', good],
      ['bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'P2WSH', good],
      [account.address, 'not base64', '!!!'],
      [account.address, 'trailing bytes', base64.encode(Uint8Array.from([...base64.decode(good), 0]))],
      [account.address, 'empty stack', base64.encode(Uint8Array.of(0))],
      [
        account.address,
        'SIGHASH_NONE',
        (() => {
          const w = base64.decode(good)
          w[w[1]! + 1] = 0x02
          return base64.encode(w)
        })(),
      ],
      [P2TR, 'P2TR with a P2WPKH witness', good],
    ]
    for (const [address, what, signature] of cases) {
      const result = verifyBip322(address, 'm', signature, MAINNET)
      expect(result.valid, what).toBe(false)
      expect(result.valid ? '' : result.reason, what).toMatch(/./)
    }
  })

  it('reads witness stacks strictly (minimal CompactSize, exact length)', () => {
    expect(decodeWitness(Uint8Array.of(1, 2, 0xaa, 0xbb))).toEqual([Uint8Array.of(0xaa, 0xbb)])
    expect(decodeWitness(Uint8Array.of(1, 0xfd, 2, 0, 0xaa, 0xbb))).toBeUndefined()
    expect(decodeWitness(Uint8Array.of(1, 3, 0xaa, 0xbb))).toBeUndefined()
    expect(decodeWitness(Uint8Array.of())).toBeUndefined()
  })
})
