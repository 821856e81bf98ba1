// Test helper: what an app hands a Solana wallet — an unsigned SOL transfer in wire format.
import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/** What unsignedTransfer needs: the node's newest blockhash comes from its JSON-RPC. */
export interface UnsignedTransferOptions {
  rpcUrl: string
  from: string
  to: string
  lamports: bigint
  /** 'legacy' or 0 (default 0). */
  version?: 'legacy' | 0
}

/**
 * A v0 (or legacy) SOL transfer from `from` (fee payer too) with empty signature slots, as an app builds it
 * before asking the wallet to sign.
 * @example const wire = await unsignedTransfer({ rpcUrl: node.rpcUrl, from, to, lamports: 1_000_000n })
 */
export async function unsignedTransfer(options: UnsignedTransferOptions): Promise<Uint8Array> {
  const response = await fetch(options.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getLatestBlockhash',
      params: [{ commitment: 'processed' }],
    }),
  })
  const { result } = (await response.json()) as {
    result: { value: { blockhash: string; lastValidBlockHeight: number } }
  }
  const from = options.from as Address
  const message = pipe(
    createTransactionMessage({ version: options.version ?? 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: result.value.blockhash as Blockhash,
          lastValidBlockHeight: BigInt(result.value.lastValidBlockHeight),
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(from),
            destination: options.to as Address,
            amount: lamports(options.lamports),
          }),
        ],
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

/** The balance of `address` in lamports, read through the node's JSON-RPC at `commitment`. */
export async function solanaBalance(
  rpcUrl: string,
  address: string,
  commitment: 'processed' | 'confirmed' | 'finalized' = 'processed',
): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address, { commitment }] }),
  })
  const { result } = (await response.json()) as { result: { value: number } }
  return BigInt(result.value)
}
