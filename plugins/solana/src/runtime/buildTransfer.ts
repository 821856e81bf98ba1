// Builds the instructions of a SOL or SPL transfer and estimates its fee on the node: getFeeForMessage of the
// exact message, with a compute-unit price from getRecentPrioritizationFees when the network asks for one.
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  prependTransactionMessageInstructions,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { SolanaInvalidTransferError } from '../errors'
import type { SolanaClients } from './clients'

/** A blockhash lifetime, as getLatestBlockhash answers it. */
export interface Lifetime {
  blockhash: Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0]['blockhash']
  lastValidBlockHeight: bigint
}

/** What a transfer needs: sender, receiver, amount, and the token when it is not SOL. */
export interface TransferSpec {
  from: string
  to: string
  amount: bigint
  token?: { mint: string; decimals: number } | undefined
}

/** The built transfer: instructions (compute budget included) and its fee in lamports. */
export interface BuiltTransfer {
  instructions: readonly Instruction[]
  fee: bigint
  /** True when the receiver's associated token account is created by this transfer. */
  createsTokenAccount: boolean
}

const COMPUTE_BUDGET = address('ComputeBudget111111111111111111111111111111')

function computeBudget(units: number, microLamports: bigint): Instruction[] {
  const limit = new Uint8Array(5)
  limit[0] = 2
  new DataView(limit.buffer).setUint32(1, units, true)
  const price = new Uint8Array(9)
  price[0] = 3
  new DataView(price.buffer).setBigUint64(1, microLamports, true)
  return [
    { programAddress: COMPUTE_BUDGET, data: limit },
    { programAddress: COMPUTE_BUDGET, data: price },
  ]
}

/** Compiles instructions into a wire transaction with empty signatures, paid by `feePayer`. */
export function compileTransfer(
  instructions: readonly Instruction[],
  feePayer: string,
  lifetime: Lifetime,
): { wire: Uint8Array; base64: Base64EncodedWireTransaction; message: TransactionMessageBytesBase64 } {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const tx = compileTransaction(message)
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(tx)),
    base64: getBase64EncodedWireTransaction(tx),
    message: getBase64Decoder().decode(tx.messageBytes) as TransactionMessageBytesBase64,
  }
}

async function tokenInstructions(
  { rpc }: SolanaClients,
  spec: TransferSpec & { token: { mint: string; decimals: number } },
): Promise<{ instructions: Instruction[]; createsTokenAccount: boolean }> {
  const mint = address(spec.token.mint)
  const from = address(spec.from)
  const to = address(spec.to)
  const info = (await rpc.getAccountInfo(mint, { encoding: 'base64', commitment: 'confirmed' }).send()).value
  if (!info) throw new SolanaInvalidTransferError(`Unknown token mint ${mint}`)
  const data = Uint8Array.from(atob(info.data[0]), (c) => c.charCodeAt(0))
  const decimals = data[44]
  if (decimals !== spec.token.decimals) {
    throw new SolanaInvalidTransferError(`Mint ${mint} has ${decimals} decimals, not ${spec.token.decimals}`)
  }
  const tokenProgram: Address = info.owner
  const [source] = await findAssociatedTokenPda({ owner: from, tokenProgram, mint })
  const [destination] = await findAssociatedTokenPda({ owner: to, tokenProgram, mint })
  const exists = (
    await rpc.getAccountInfo(destination, { encoding: 'base64', commitment: 'confirmed' }).send()
  ).value
  const payer = createNoopSigner(from)
  const instructions: Instruction[] = exists
    ? []
    : [
        getCreateAssociatedTokenIdempotentInstruction({
          payer,
          ata: destination,
          owner: to,
          mint,
          tokenProgram,
        }),
      ]
  instructions.push(
    getTransferCheckedInstruction(
      { source, mint, destination, authority: payer, amount: spec.amount, decimals },
      { programAddress: tokenProgram },
    ),
  )
  return { instructions, createsTokenAccount: !exists }
}

/** The median of the recent prioritization fees of the accounts written (0 when the node reports none). */
async function priorityPrice({ rpc }: SolanaClients, accounts: readonly Address[]): Promise<bigint> {
  const fees = await rpc.getRecentPrioritizationFees(accounts).send()
  const values = fees.map((f) => BigInt(f.prioritizationFee)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return values[Math.floor(values.length / 2)] ?? 0n
}

/**
 * Builds a transfer and its fee. With a recent priority price, the compute-unit limit comes from a
 * simulation (+10%), and both compute-budget instructions are added, so the fee is what the node charges.
 */
export async function buildTransfer(clients: SolanaClients, spec: TransferSpec): Promise<BuiltTransfer> {
  const { instructions, createsTokenAccount } = spec.token
    ? await tokenInstructions(clients, { ...spec, token: spec.token })
    : {
        instructions: [
          getTransferSolInstruction({
            source: createNoopSigner(address(spec.from)),
            destination: address(spec.to),
            amount: lamports(spec.amount),
          }),
        ],
        createsTokenAccount: false,
      }
  const { rpc } = clients
  const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const writable = [address(spec.from), address(spec.to)]
  const price = await priorityPrice(clients, writable)
  let all: readonly Instruction[] = instructions
  if (price > 0n) {
    const probe = compileTransfer(instructions, spec.from, lifetime)
    const simulated = await rpc
      .simulateTransaction(probe.base64, {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
      })
      .send()
    const units = Math.ceil(Number(simulated.value.unitsConsumed ?? 200_000n) * 1.1) + 300
    all = pipe(createTransactionMessage({ version: 0 }), (m) =>
      prependTransactionMessageInstructions(
        computeBudget(units, price),
        appendTransactionMessageInstructions(instructions, m),
      ),
    ).instructions
  }
  const { message } = compileTransfer(all, spec.from, lifetime)
  const fee = (await rpc.getFeeForMessage(message, { commitment: 'confirmed' }).send()).value
  if (fee === null) throw new SolanaInvalidTransferError('The node could not price the transfer')
  return { instructions: all, fee: BigInt(fee), createsTokenAccount }
}
