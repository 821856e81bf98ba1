import { p2pkh, p2sh, p2tr, p2wpkh, WIF } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { describe, expect, test } from 'vitest'
import { bytesToHex } from '../encoding'
import { bitcoinMainnet, bitcoinRegtest } from '../networks'
import { bip137MessageHash, signBip137, verifyBip137 } from './bip137'
import { bip322MessageHash, signBip322, verifyBip322 } from './bip322'

// Test vectors of BIP-322 (bitcoin/bips bip-0322.mediawiki).
const VECTOR_KEY = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const VECTOR_EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const VECTOR_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const VECTOR_TAPROOT_ADDRESS = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const VECTOR_TAPROOT =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

describe('BIP-322 simple', () => {
  test('message hashes and signatures match the BIP’s test vectors', () => {
    expect(bytesToHex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(bytesToHex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
    expect(p2wpkh(pubECDSA(VECTOR_KEY)).address).toBe(VECTOR_ADDRESS)
    expect(verifyBip322('', VECTOR_ADDRESS, VECTOR_EMPTY, bitcoinMainnet)).toBe(true)
    expect(verifyBip322('Hello World', VECTOR_ADDRESS, VECTOR_HELLO, bitcoinMainnet)).toBe(true)
    expect(verifyBip322('Hello World', VECTOR_TAPROOT_ADDRESS, VECTOR_TAPROOT, bitcoinMainnet)).toBe(true)
    // Ours differ from the BIP's bytes (its vectors list two valid signatures per message: nonces differ),
    // but have the same form — a 2-item witness with a low-R (71-byte) signature — and verify.
    for (const message of ['', 'Hello World']) {
      const ours = signBip322(message, VECTOR_KEY, VECTOR_ADDRESS, bitcoinMainnet)
      expect(ours.slice(0, 6)).toBe(VECTOR_HELLO.slice(0, 6))
      expect(verifyBip322(message, VECTOR_ADDRESS, ours, bitcoinMainnet)).toBe(true)
    }
  })

  test('a signature verifies only for its message and address', () => {
    expect(verifyBip322('Hello World!', VECTOR_ADDRESS, VECTOR_HELLO, bitcoinMainnet)).toBe(false)
    expect(verifyBip322('', VECTOR_ADDRESS, VECTOR_HELLO, bitcoinMainnet)).toBe(false)
    expect(
      verifyBip322('Hello World', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', VECTOR_HELLO, bitcoinMainnet),
    ).toBe(false)
    expect(verifyBip322('Hello World', VECTOR_TAPROOT_ADDRESS, VECTOR_HELLO, bitcoinMainnet)).toBe(false)
    for (const junk of ['', 'AA==', 'not base64!', VECTOR_HELLO.slice(0, 40)]) {
      expect(verifyBip322('Hello World', VECTOR_ADDRESS, junk, bitcoinMainnet)).toBe(false)
    }
    expect(verifyBip322('Hello World', 'not an address', VECTOR_HELLO, bitcoinMainnet)).toBe(false)
  })

  test('regtest P2WPKH and P2TR keys sign and verify; another key cannot sign for the address', () => {
    const key = new Uint8Array(32).fill(21)
    const segwit = p2wpkh(pubECDSA(key), bitcoinRegtest.params).address as string
    const taproot = p2tr(pubSchnorr(key), undefined, bitcoinRegtest.params).address as string
    for (const address of [segwit, taproot]) {
      const signature = signBip322('Sign in to Airlock', key, address, bitcoinRegtest)
      expect(verifyBip322('Sign in to Airlock', address, signature, bitcoinRegtest), address).toBe(true)
      expect(verifyBip322('Sign in to Airlock ', address, signature, bitcoinRegtest), address).toBe(false)
    }
    expect(() => signBip322('x', new Uint8Array(32).fill(22), segwit, bitcoinRegtest)).toThrow()
    expect(() =>
      signBip322('x', key, p2pkh(pubECDSA(key), bitcoinRegtest.params).address as string, bitcoinRegtest),
    ).toThrow()
  })
})

describe('BIP-137 (legacy signed message)', () => {
  test('signs for the key’s P2PKH, P2SH-P2WPKH and P2WPKH addresses; the header says which', () => {
    const key = new Uint8Array(32).fill(31)
    const pub = pubECDSA(key)
    const addresses = {
      p2pkh: p2pkh(pub, bitcoinRegtest.params).address as string,
      p2sh: p2sh(p2wpkh(pub, bitcoinRegtest.params), bitcoinRegtest.params).address as string,
      p2wpkh: p2wpkh(pub, bitcoinRegtest.params).address as string,
    }
    const headers = { p2pkh: [31, 34], p2sh: [35, 38], p2wpkh: [39, 42] }
    for (const [type, address] of Object.entries(addresses)) {
      const signature = signBip137('Hello', key, address, bitcoinRegtest)
      const header = Buffer.from(signature, 'base64')[0] as number
      const [low, high] = headers[type as keyof typeof headers]
      expect(header).toBeGreaterThanOrEqual(low as number)
      expect(header).toBeLessThanOrEqual(high as number)
      expect(verifyBip137('Hello', address, signature, bitcoinRegtest), type).toBe(true)
      expect(verifyBip137('Hello!', address, signature, bitcoinRegtest), type).toBe(false)
    }
    const other = p2wpkh(pubECDSA(new Uint8Array(32).fill(32)), bitcoinRegtest.params).address as string
    expect(
      verifyBip137(
        'Hello',
        other,
        signBip137('Hello', key, addresses.p2wpkh, bitcoinRegtest),
        bitcoinRegtest,
      ),
    ).toBe(false)
    expect(() => signBip137('Hello', key, other, bitcoinRegtest)).toThrow()
    expect(verifyBip137('Hello', addresses.p2wpkh, 'AAAA', bitcoinRegtest)).toBe(false)
    // the prefix and length are hashed with the message
    expect(bytesToHex(bip137MessageHash('Hello'))).not.toBe(bytesToHex(bip137MessageHash('Hello ')))
  })
})
