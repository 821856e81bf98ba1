import { type Address, type Instruction, type KeyPairSigner, lamports } from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { buildTransaction, signerFor } from './buildTransaction'
import type { SolanaLedger } from './SolanaLedger'
import { DEVNET_SOLANA_ACCOUNTS, labelledSecretKey } from './solanaAccounts'
import { DEVNET_SOLANA_MINTS, LAMPORTS_PER_SOL, type SolanaMintInfo } from './solanaConstants'

/** SOL every devnet account starts with. */
export const SOLANA_SEED_BALANCE_SOL = 1000n

/**
 * The associated token account of `owner` for `mint` (SPL Token program).
 * @example await associatedTokenAddress(DEVNET_SOLANA_ACCOUNTS[0].address, DEVNET_SOLANA_MINTS.usdc.address)
 */
export async function associatedTokenAddress(owner: Address, mint: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  return ata
}

const units = (amount: number, decimals: number) =>
  BigInt(Math.round(amount * 10 ** Math.min(decimals, 6))) * 10n ** BigInt(Math.max(decimals - 6, 0))

/**
 * Seeds a fresh ledger: 1000 SOL to each devnet account (genesis), three mints (authority account 9), USDC
 * and BONK to accounts 0–4, a few back-dated transfers (3 h apart over the last days) and one unsolicited
 * spam-token airdrop to account 0. Ends with the seed finalized.
 */
export async function seedSolana(
  ledger: SolanaLedger,
  options: { genesisTime?: number } = {},
): Promise<void> {
  let time = options.genesisTime ?? Math.floor(Date.now() / 1000) - 5 * 86_400
  for (const account of DEVNET_SOLANA_ACCOUNTS) {
    ledger.svm.airdrop(account.address, lamports(SOLANA_SEED_BALANCE_SOL * LAMPORTS_PER_SOL))
  }
  const [a0, a1, a2, , , , , , , authority] = await Promise.all(
    DEVNET_SOLANA_ACCOUNTS.map((a) => signerFor(a.secretKey)),
  )
  if (!a0 || !a1 || !a2 || !authority) throw new Error('devnet accounts missing')
  const send = async (payer: KeyPairSigner, instructions: Instruction[]) => {
    ledger.tick(time)
    time += 3 * 3600
    const outcome = ledger.processTransaction(await buildTransaction(ledger, payer, instructions))
    if ('dropped' in outcome || outcome.err !== null) {
      throw new Error(
        `Solana seed transaction failed: ${JSON.stringify('dropped' in outcome ? outcome.dropped : outcome.err)}`,
      )
    }
  }
  const mints = Object.values(DEVNET_SOLANA_MINTS) as SolanaMintInfo[]
  const rent = lamports(ledger.svm.minimumBalanceForRentExemption(BigInt(getMintSize())))
  const create: Instruction[] = []
  for (const mint of mints) {
    const newAccount = await signerFor(labelledSecretKey(mint.keyLabel))
    create.push(
      getCreateAccountInstruction({
        payer: authority,
        newAccount,
        lamports: rent,
        space: getMintSize(),
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({
        mint: newAccount.address,
        decimals: mint.decimals,
        mintAuthority: authority.address,
      }),
    )
  }
  await send(authority, create)
  const { usdc, bonk, spam } = DEVNET_SOLANA_MINTS
  const ata = associatedTokenAddress
  for (const holder of DEVNET_SOLANA_ACCOUNTS.slice(0, 5)) {
    const instructions: Instruction[] = []
    for (const [mint, amount] of [
      [usdc, 10_000],
      [bonk, 1_000_000],
    ] as const) {
      const token = await ata(holder.address, mint.address)
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: authority,
          ata: token,
          owner: holder.address,
          mint: mint.address,
        }),
        getMintToCheckedInstruction({
          mint: mint.address,
          token,
          mintAuthority: authority,
          amount: units(amount, mint.decimals),
          decimals: mint.decimals,
        }),
      )
    }
    await send(authority, instructions)
  }
  const sol = (n: number) => lamports(BigInt(Math.round(n * 1e9)))
  const tokenTransfer = async (from: KeyPairSigner, to: Address, mint: SolanaMintInfo, amount: number) =>
    getTransferCheckedInstruction({
      source: await ata(from.address, mint.address),
      mint: mint.address,
      destination: await ata(to, mint.address),
      authority: from,
      amount: units(amount, mint.decimals),
      decimals: mint.decimals,
    })
  await send(a0, [getTransferSolInstruction({ source: a0, destination: a1.address, amount: sol(1.5) })])
  await send(a0, [await tokenTransfer(a0, a1.address, usdc, 250)])
  await send(a1, [await tokenTransfer(a1, a0.address, bonk, 42.5)])
  await send(a2, [getTransferSolInstruction({ source: a2, destination: a0.address, amount: sol(0.25) })])
  // Unsolicited: the spam mint's authority airdrops 1000 CLAIM into an account it opens for account 0.
  const spamAccount = await ata(a0.address, spam.address)
  await send(authority, [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: authority,
      ata: spamAccount,
      owner: a0.address,
      mint: spam.address,
    }),
    getMintToCheckedInstruction({
      mint: spam.address,
      token: spamAccount,
      mintAuthority: authority,
      amount: 1000n,
      decimals: 0,
    }),
  ])
  ledger.advance(ledger.finalizeDepth)
}
