import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import type { SolanaLedger } from './SolanaLedger'

const signerCache = new Map<string, Promise<KeyPairSigner>>()

/** A kit signer for a 32-byte ed25519 secret key (cached per key). */
export function signerFor(secretKey: Uint8Array): Promise<KeyPairSigner> {
  const id = Buffer.from(secretKey).toString('hex')
  let signer = signerCache.get(id)
  if (!signer) {
    signer = createKeyPairSignerFromPrivateKeyBytes(secretKey)
    signerCache.set(id, signer)
  }
  return signer
}

/**
 * A signed v0 wire transaction paying from `feePayer`, with the ledger's newest blockhash; instructions may
 * carry further signers (kit's TransactionSigner account metas).
 * @example const wire = await buildTransaction(ledger, payer, [getTransferSolInstruction({...})])
 */
export async function buildTransaction(
  ledger: SolanaLedger,
  feePayer: KeyPairSigner,
  instructions: readonly Instruction[],
): Promise<Uint8Array> {
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash('processed')
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return new Uint8Array(getTransactionEncoder().encode(signed))
}
