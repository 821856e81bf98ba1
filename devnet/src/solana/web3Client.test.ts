import {
  Connection,
  Keypair,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionExpiredBlockheightExceededError,
  TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { associatedTokenAddress } from './seedSolana'
import { TOKEN_PROGRAM_ID } from './solanaConstants'
import { type SolanaNode, startSolanaNode } from './startSolanaNode'

let node: SolanaNode
let connection: Connection
let payer: Keypair
let receiver: PublicKey

beforeAll(async () => {
  node = await startSolanaNode({ slotMs: 100 })
  // No wsEndpoint: web3.js derives ws://host:(port + 1), which the node also serves.
  connection = new Connection(node.rpcUrl, 'confirmed')
  payer = Keypair.fromSeed(node.accounts[5]!.secretKey)
  receiver = new PublicKey(node.accounts[6]!.address)
})
afterAll(() => node?.stop())

function transferChecked(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
) {
  const data = Buffer.alloc(10)
  data.writeUInt8(12, 0)
  data.writeBigUInt64LE(amount, 1)
  data.writeUInt8(decimals, 9)
  return new TransactionInstruction({
    programId: new PublicKey(TOKEN_PROGRAM_ID),
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}

describe('@solana/web3.js 1.98.4 against the Solana devnet node', () => {
  it('derives the same address as the node for the devnet key', () => {
    expect(payer.publicKey.toBase58()).toBe(node.accounts[5]!.address)
  })

  it('sends SOL with sendAndConfirmTransaction (signatureSubscribe on port + 1, block-height bound)', async () => {
    const before = await connection.getBalance(receiver)
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 3_000_000 }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [payer])
    expect(await connection.getBalance(receiver)).toBe(before + 3_000_000)
    const parsed = await connection.getParsedTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    })
    expect(parsed?.meta?.err).toBeNull()
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: { type: 'transfer', info: { lamports: 3_000_000, destination: receiver.toBase58() } },
    })
  })

  it('sends an SPL token transfer and reads jsonParsed token accounts', async () => {
    const mint = new PublicKey(node.mints.bonk.address)
    const source = new PublicKey(
      await associatedTokenAddress(node.accounts[0]!.address, node.mints.bonk.address),
    )
    const owner = Keypair.fromSeed(node.accounts[0]!.secretKey)
    const destination = new PublicKey(
      await associatedTokenAddress(receiver.toBase58() as never, node.mints.bonk.address),
    )
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    // Account 6 has no BONK account yet: create its associated token account first (ATA program, idempotent).
    const createAta = new TransactionInstruction({
      programId: new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
      keys: [
        { pubkey: owner.publicKey, isSigner: true, isWritable: true },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: receiver, isSigner: false, isWritable: false },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: new PublicKey(TOKEN_PROGRAM_ID), isSigner: false, isWritable: false },
      ],
      data: Buffer.from([1]),
    })
    const tx = new Transaction({ feePayer: owner.publicKey, blockhash, lastValidBlockHeight }).add(
      createAta,
      transferChecked(source, mint, destination, owner.publicKey, 7_500_000_000n, 9),
    )
    tx.sign(owner)
    const signature = await connection.sendRawTransaction(tx.serialize())
    const result = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(result.value.err).toBeNull()
    const accounts = await connection.getParsedTokenAccountsByOwner(receiver, { mint })
    expect(accounts.value).toHaveLength(1)
    expect(accounts.value[0]!.account.data.parsed.info.tokenAmount.uiAmountString).toBe('7.5')
    const mintInfo = await connection.getParsedAccountInfo(mint)
    expect(mintInfo.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 9 } },
    })
  })

  it('rejects a transaction that never lands once the block height passes lastValidBlockHeight', async () => {
    const broke = Keypair.generate()
    const { blockhash } = await connection.getLatestBlockhash('processed')
    const tx = new Transaction({ feePayer: broke.publicKey, blockhash, lastValidBlockHeight: 0 }).add(
      SystemProgram.transfer({ fromPubkey: broke.publicKey, toPubkey: receiver, lamports: 1 }),
    )
    tx.sign(broke)
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    const lastValidBlockHeight = (await connection.getBlockHeight('processed')) + 3
    await expect(
      connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }),
    ).rejects.toBeInstanceOf(TransactionExpiredBlockheightExceededError)
  })

  it('surfaces a failed preflight with its logs (SendTransactionError)', async () => {
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 10 ** 15 }),
    )
    const error = await connection.sendTransaction(tx, [payer]).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).logs?.join('\n')).toMatch(/insufficient lamports/)
  })
})
