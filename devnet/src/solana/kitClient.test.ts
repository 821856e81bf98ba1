import {
  type Address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithBlockhashLifetime,
  type Blockhash,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  isSolanaError,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type RpcSubscriptions,
  SOLANA_ERROR__BLOCK_HEIGHT_EXCEEDED,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signerFor } from './buildTransaction'
import { associatedTokenAddress } from './seedSolana'
import { type SolanaNode, startSolanaNode } from './startSolanaNode'

let node: SolanaNode
let rpc: Rpc<SolanaRpcApi>
let subs: RpcSubscriptions<SolanaRpcSubscriptionsApi>
let alice: KeyPairSigner
let bob: Address

beforeAll(async () => {
  node = await startSolanaNode({ slotMs: 100 })
  rpc = createSolanaRpc(node.rpcUrl)
  subs = createSolanaRpcSubscriptions(node.rpcUrl.replace('http', 'ws')) // the same port's upgrade
  alice = await signerFor(node.accounts[3]!.secretKey)
  bob = node.accounts[4]!.address
})
afterAll(() => node?.stop())

type Lifetime = Readonly<{ blockhash: Blockhash; lastValidBlockHeight: bigint }>

async function signed(payer: KeyPairSigner, instructions: Instruction[], lifetime?: Lifetime) {
  const value: Lifetime = lifetime ?? (await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()).value
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(value, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const tx = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(tx)
  return tx
}

describe('@solana/kit against the Solana devnet node', () => {
  it('sends SOL and confirms through signatureSubscribe', async () => {
    const before = (await rpc.getBalance(bob, { commitment: 'confirmed' }).send()).value
    const tx = await signed(alice, [
      getTransferSolInstruction({ source: alice, destination: bob, amount: lamports(2_000_000_000n) }),
    ])
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subs })(tx, { commitment: 'confirmed' })
    const after = (await rpc.getBalance(bob, { commitment: 'confirmed' }).send()).value
    expect(after - before).toBe(2_000_000_000n)
    const status = (await rpc.getSignatureStatuses([getSignatureFromTransaction(tx)]).send()).value[0]
    expect(status?.err).toBeNull()
    expect(['confirmed', 'finalized']).toContain(status?.confirmationStatus)
  })

  it('sends an SPL token transfer (transferChecked) and confirms', async () => {
    const usdc = node.mints.usdc
    const source = await associatedTokenAddress(alice.address, usdc.address)
    const destination = await associatedTokenAddress(bob, usdc.address)
    const tx = await signed(alice, [
      getTransferCheckedInstruction({
        source,
        mint: usdc.address,
        destination,
        authority: alice,
        amount: 12_340_000n,
        decimals: 6,
      }),
    ])
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subs })(tx, { commitment: 'confirmed' })
    const balance = await rpc.getTokenAccountBalance(destination, { commitment: 'confirmed' }).send()
    expect(balance.value.uiAmountString).toBe('10012.34')
    expect(balance.value.decimals).toBe(6)
  })

  it('reaches processed, confirmed and finalized in that order', async () => {
    const tx = await signed(alice, [
      getTransferSolInstruction({ source: alice, destination: bob, amount: lamports(1000n) }),
    ])
    const signature = getSignatureFromTransaction(tx)
    const abort = new AbortController()
    const seen: Array<{ commitment: string; slot: bigint; err: unknown }> = []
    const waits = await Promise.all(
      (['finalized', 'confirmed', 'processed'] as const).map(async (commitment) => {
        const stream = await subs
          .signatureNotifications(signature, { commitment })
          .subscribe({ abortSignal: abort.signal })
        // Wrapped: an async function returning the promise itself would wait for it here.
        const done = (async () => {
          for await (const note of stream) {
            seen.push({ commitment, slot: note.context.slot, err: note.value.err })
            return
          }
        })()
        return { done }
      }),
    )
    await rpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send()
    await Promise.all(waits.map((w) => w.done))
    abort.abort()
    expect(seen.map((s) => s.commitment)).toEqual(['processed', 'confirmed', 'finalized'])
    expect(seen.every((s) => s.err === null)).toBe(true)
    expect(seen[0]!.slot <= seen[1]!.slot && seen[1]!.slot <= seen[2]!.slot).toBe(true)
    const record = node.ledger.transaction(signature)!
    expect(node.ledger.slot - record.slot).toBeGreaterThanOrEqual(node.ledger.finalizeDepth)
  })

  it('fails with block height exceeded when a transaction never lands', async () => {
    const broke = await generateKeyPairSigner() // no lamports: the node drops it (InsufficientFundsForFee)
    const { value } = await rpc.getLatestBlockhash({ commitment: 'processed' }).send()
    const tx = await signed(
      broke,
      [getTransferSolInstruction({ source: broke, destination: bob, amount: lamports(1n) })],
      {
        blockhash: value.blockhash,
        lastValidBlockHeight: (await rpc.getBlockHeight({ commitment: 'processed' }).send()) + 3n,
      },
    )
    const error = await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subs })(tx, {
      commitment: 'confirmed',
      skipPreflight: true,
    }).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(isSolanaError(error, SOLANA_ERROR__BLOCK_HEIGHT_EXCEEDED)).toBe(true)
  })

  it('refuses an expired blockhash as a node does', async () => {
    const tx = await signed(alice, [
      getTransferSolInstruction({ source: alice, destination: bob, amount: lamports(1n) }),
    ])
    node.advanceSlots(160)
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' })
      .send()
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    expect(String((error as Error).cause)).toMatch(/blockhash/i)
    const valid = await rpc
      .isBlockhashValid(tx.lifetimeConstraint.blockhash, { commitment: 'processed' })
      .send()
    expect(valid.value).toBe(false)
  })

  it('reports a preflight failure with the program logs', async () => {
    const tx = await signed(alice, [
      getTransferSolInstruction({ source: alice, destination: bob, amount: lamports(10n ** 15n) }),
    ])
    const error = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' })
      .send()
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    const context = (error as { context: { logs?: string[] } }).context
    expect(context.logs?.join('\n')).toMatch(/insufficient lamports/)
  })
})
