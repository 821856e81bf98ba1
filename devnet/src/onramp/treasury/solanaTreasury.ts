// The on-ramp's treasury on the Solana node: a devnet-owned account that sends SOL or USDC to buyers through
// the node's JSON-RPC, as any client would. The faucet (requestAirdrop) tops up its SOL and the USDC mint's
// authority its USDC when it runs low.
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { signerFor } from '../../solana/buildTransaction'
import { associatedTokenAddress } from '../../solana/seedSolana'
import { DEVNET_SOLANA_ACCOUNTS, labelledSecretKey, solanaAddressOf } from '../../solana/solanaAccounts'
import { LAMPORTS_PER_SOL } from '../../solana/solanaConstants'
import { type Delivery, SerialQueue, type Treasury } from './Treasury'

/** The treasury's 32-byte ed25519 secret (from a fixed label, like the devnet mints). */
const TREASURY_SECRET = labelledSecretKey('onramp-treasury')

/** The treasury's address on the Solana node. */
export const DEVNET_ONRAMP_SOLANA_TREASURY: Address = solanaAddressOf(TREASURY_SECRET)

/** SOL asked from the faucet whenever the treasury cannot cover an order. */
const SOL_TOP_UP = 10_000n * LAMPORTS_PER_SOL
/** Lamports kept for fees and new token accounts' rent on top of a SOL order. */
const FEE_RESERVE = LAMPORTS_PER_SOL / 10n
/** USDC the mint authority mints to the treasury (on top of the order) whenever it cannot cover an order. */
const USDC_TOP_UP = 1_000_000_000_000n
const CONFIRM_TIMEOUT_MS = 30_000
const POLL_MS = 50

/** Sends SOL and SPL tokens from the treasury through a Solana JSON-RPC endpoint, one at a time. */
export class SolanaTreasury implements Treasury {
  private readonly queue = new SerialQueue()
  private readonly rpcs = new Map<string, Rpc<SolanaRpcApi>>()

  /** Sends `delivery` and resolves with the transaction signature once it is confirmed. */
  send(delivery: Delivery): Promise<string> {
    return this.queue.run(async () => {
      const rpcUrl = delivery.network.rpcUrl
      let rpc = this.rpcs.get(rpcUrl)
      if (!rpc) {
        rpc = createSolanaRpc(rpcUrl)
        this.rpcs.set(rpcUrl, rpc)
      }
      const to = address(delivery.to)
      const treasury = await signerFor(TREASURY_SECRET)
      const mint = delivery.asset.contract ? address(delivery.asset.contract) : undefined
      const needed = (mint ? 0n : delivery.units) + FEE_RESERVE
      const held = (await rpc.getBalance(treasury.address, { commitment: 'confirmed' }).send()).value
      if (held < needed) {
        const topUp = SOL_TOP_UP + needed
        await waitForSignature(rpc, await rpc.requestAirdrop(treasury.address, lamports(topUp)).send())
      }
      if (!mint) {
        return send(rpc, treasury, [
          getTransferSolInstruction({ source: treasury, destination: to, amount: lamports(delivery.units) }),
        ])
      }
      const decimals = delivery.asset.decimals
      const source = await associatedTokenAddress(treasury.address, mint)
      if ((await tokenBalance(rpc, source)) < delivery.units) {
        const authority = await signerFor(DEVNET_SOLANA_ACCOUNTS[9]!.secretKey)
        await send(rpc, treasury, [
          getCreateAssociatedTokenIdempotentInstruction({
            payer: treasury,
            ata: source,
            owner: treasury.address,
            mint,
          }),
          getMintToCheckedInstruction({
            mint,
            token: source,
            mintAuthority: authority,
            amount: USDC_TOP_UP + delivery.units,
            decimals,
          }),
        ])
      }
      const destination = await associatedTokenAddress(to, mint)
      return send(rpc, treasury, [
        getCreateAssociatedTokenIdempotentInstruction({ payer: treasury, ata: destination, owner: to, mint }),
        getTransferCheckedInstruction({
          source,
          mint,
          destination,
          authority: treasury,
          amount: delivery.units,
          decimals,
        }),
      ])
    })
  }
}

async function tokenBalance(rpc: Rpc<SolanaRpcApi>, account: Address): Promise<bigint> {
  try {
    return BigInt(
      (await rpc.getTokenAccountBalance(account, { commitment: 'confirmed' }).send()).value.amount,
    )
  } catch {
    return 0n // no token account yet
  }
}

/** Signs `instructions` with the treasury as fee payer, sends them and waits for confirmation. */
async function send(rpc: Rpc<SolanaRpcApi>, payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
  const signature = getSignatureFromTransaction(signed)
  await waitForSignature(rpc, signature)
  return signature
}

/** Polls the signature's status until it is confirmed (or fails, or 30 s pass). */
async function waitForSignature(rpc: Rpc<SolanaRpcApi>, signature: Signature): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  while (Date.now() < deadline) {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (status?.err) {
      const err = JSON.stringify(status.err, (_key, value) =>
        typeof value === 'bigint' ? `${value}` : value,
      )
      throw new Error(`Transaction ${signature} failed: ${err}`)
    }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`Transaction ${signature} was not confirmed within ${CONFIRM_TIMEOUT_MS} ms`)
}
