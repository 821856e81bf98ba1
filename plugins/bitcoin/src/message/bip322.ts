// BIP-322 "simple" message signatures (the witness of a virtual transaction spending the address's own
// script) for P2WPKH and P2TR (key path), signed with a private key or verified against an address.

import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { RawTx, RawWitness, SigHash, Transaction } from '@scure/btc-signer'
import { hash160, pubECDSA, pubSchnorr, sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js'
import { parseBitcoinAddress } from '../address'
import { base64ToBytes, bytesToBase64, bytesToHex } from '../encoding'
import type { BitcoinNetwork } from '../networks'

const TAG = 'BIP0322-signed-message'
const encoder = new TextEncoder()
const bytesOf = (message: string | Uint8Array) =>
  typeof message === 'string' ? encoder.encode(message) : message

/**
 * The BIP-322 message hash: the tagged hash 'BIP0322-signed-message' of the message's bytes.
 * @example bytesToHex(bip322MessageHash('')) // 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1'
 */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  return tagSchnorr(TAG, bytesOf(message))
}

/** The id (display order) of the virtual `to_spend` transaction for a script and message. */
function toSpendTxid(script: Uint8Array, message: string | Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Uint8Array.of(0x00, 0x20, ...bip322MessageHash(message)),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script }],
    witnesses: undefined,
    lockTime: 0,
  })
  return bytesToHex(sha256x2(raw).reverse())
}

/** The virtual `to_sign` transaction (unsigned) whose input 0 the signature is for. */
function toSign(script: Uint8Array, message: string | Uint8Array, tapInternalKey?: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownVersion: true, lowR: true })
  tx.addInput({
    txid: toSpendTxid(script, message),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  tx.addOutput({ script: Uint8Array.of(0x6a), amount: 0n })
  return tx
}

/**
 * Signs `message` for `address` (P2WPKH or P2TR of `privateKey`) with BIP-322 simple; the signature is the
 * base64 of the witness stack.
 * @throws Error when the address is not the key's P2WPKH or P2TR address
 * @example signBip322('Hello', privateKey, address, bitcoinRegtest) // 'AkcwRAIg…'
 */
export function signBip322(
  message: string | Uint8Array,
  privateKey: Uint8Array,
  address: string,
  network: BitcoinNetwork,
): string {
  const { type, script } = parseBitcoinAddress(address, network)
  if (type === 'p2wpkh') {
    if (bytesToHex(hash160(pubECDSA(privateKey))) !== bytesToHex(script.subarray(2)))
      throw new Error('The key does not own this address')
  } else if (type !== 'p2tr') {
    throw new Error(`BIP-322 simple signing supports P2WPKH and P2TR addresses, not ${type}`)
  }
  const tx = toSign(script, message, type === 'p2tr' ? pubSchnorr(privateKey) : undefined)
  if (!tx.signIdx(privateKey, 0, type === 'p2tr' ? [SigHash.DEFAULT] : [SigHash.ALL])) {
    throw new Error('The key does not own this address')
  }
  tx.finalizeIdx(0)
  const witness = tx.getInput(0).finalScriptWitness
  if (!witness) throw new Error('No witness was produced')
  return bytesToBase64(RawWitness.encode(witness))
}

/**
 * Verifies a BIP-322 simple signature of `message` by `address` (P2WPKH or P2TR key path). Any malformed
 * input is a false, never an exception.
 * @example verifyBip322('Hello', address, signature, bitcoinRegtest) // true
 */
export function verifyBip322(
  message: string | Uint8Array,
  address: string,
  signature: string,
  network: BitcoinNetwork,
): boolean {
  try {
    const { type, script } = parseBitcoinAddress(address, network)
    const witness = RawWitness.decode(base64ToBytes(signature))
    if (type === 'p2wpkh') {
      const [sig, pubkey] = witness
      if (witness.length !== 2 || !sig || !pubkey || pubkey.length !== 33) return false
      if (bytesToHex(hash160(pubkey)) !== bytesToHex(script.subarray(2))) return false
      const hashType = sig[sig.length - 1] as number
      if (hashType !== SigHash.ALL) return false
      const scriptCode = Uint8Array.of(0x76, 0xa9, 0x14, ...script.subarray(2), 0x88, 0xac)
      const sighash = toSign(script, message).preimageWitnessV0(0, scriptCode, hashType, 0n)
      return secp256k1.verify(sig.subarray(0, -1), sighash, pubkey, {
        prehash: false,
        format: 'der',
        lowS: false,
      })
    }
    if (type === 'p2tr') {
      const [sig] = witness
      if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65)) return false
      const hashType = sig.length === 65 ? (sig[64] as number) : SigHash.DEFAULT
      if (sig.length === 65 && hashType === SigHash.DEFAULT) return false
      const sighash = toSign(script, message).preimageWitnessV1(0, [script], hashType, [0n])
      return schnorr.verify(sig.subarray(0, 64), sighash, script.subarray(2))
    }
    return false
  } catch {
    return false
  }
}
