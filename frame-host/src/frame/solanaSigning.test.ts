import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { solanaAddress, solanaPrivateKey } from './keys'
import { parseSolanaTransaction, signatureOf, signSolanaTransaction } from './solanaSigning'
import type { FrameWallet } from './wallet'

const seed = new Uint8Array(64).map((_, i) => i)
const key = solanaPrivateKey(seed)
const from = solanaAddress(key)
const to = solanaAddress(solanaPrivateKey(new Uint8Array(64).fill(7)))
const wallet = { withSeed: async (use: (s: Uint8Array) => unknown) => use(seed.slice()) } as FrameWallet

/** A kit-built SOL transfer (1.5 SOL), legacy or v0, as a wallet receives it (signatures empty). */
function transfer(version: 'legacy' | 0): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: base58.encode(new Uint8Array(32).fill(9)) as Blockhash, lastValidBlockHeight: 100n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(from)),
            destination: address(to),
            amount: 1_500_000_000n,
          }),
        ],
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('Solana transactions in the frame', () => {
  for (const version of ['legacy', 0] as const) {
    it(`parses and signs a ${version} SOL transfer at the fee payer's slot`, async () => {
      const wire = transfer(version)
      const tx = parseSolanaTransaction(wire)
      expect(tx.version).toBe(version)
      expect(tx.signers).toEqual([from])
      const signed = await signSolanaTransaction(wallet, tx, from)
      const decoded = getTransactionDecoder().decode(signed)
      const signature = decoded.signatures[address(from)]
      expect(signature).toBeTruthy()
      expect(
        ed25519.verify(
          signature as Uint8Array,
          new Uint8Array(decoded.messageBytes),
          ed25519.getPublicKey(key),
        ),
      ).toBe(true)
      expect(signatureOf(signed, tx, from)).toBe(base58.encode(signature as Uint8Array))
    })
  }

  it('refuses to sign for a wallet that is not a signer', async () => {
    const tx = parseSolanaTransaction(transfer('legacy'))
    await expect(signSolanaTransaction(wallet, tx, to)).rejects.toMatchObject({ code: -32602 })
  })

  it('rejects truncated, padded and malformed wire transactions with -32602', () => {
    const wire = transfer('legacy')
    for (const bad of [
      wire.slice(0, wire.length - 1),
      new Uint8Array([...wire, 0]),
      new Uint8Array([0]),
      new Uint8Array([2, ...wire.slice(1)]),
      new Uint8Array([0xff, 0xff, 0xff, 0xff]),
      new Uint8Array(),
    ]) {
      expect(() => parseSolanaTransaction(bad)).toThrow(/Invalid Solana transaction/)
    }
    let thrown: unknown
    try {
      parseSolanaTransaction(wire.slice(0, 70))
    } catch (error) {
      thrown = error
    }
    expect((thrown as { code?: unknown }).code).toBe(-32602)
  })
})
