import { type Address, type Blockhash, getBase58Decoder, getBase64Decoder, lamports } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { type DecodedTransaction, decodeWireTransaction, feeForMessage } from './decodeTransaction'
import { DEVNET_SOLANA_FAUCET, SYSTEM_PROGRAM } from './solanaConstants'
import { decodeMint, decodeTokenAccount, type UiTokenAmount, uiTokenAmount } from './tokenParsing'
import { landsWithError, type TransactionErrorJson, transactionErrorJson } from './transactionError'

/** The three commitment levels, lowest first. */
export const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const
/** A commitment level. */
export type Commitment = (typeof COMMITMENTS)[number]

/** How many blocks a blockhash stays valid after the block that made it (as on mainnet). */
export const BLOCKHASH_VALIDITY = 150

/** A token balance before or after a transaction (meta.preTokenBalances / postTokenBalances). */
export interface TokenBalanceRecord {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: UiTokenAmount
}

/** A landed transaction with everything getTransaction and the history route need. */
export interface TransactionRecord {
  signature: string
  /** Order of landing since start (0, 1, …): orders transactions within a slot. */
  sequence: number
  slot: number
  blockTime: number
  wire: Uint8Array
  decoded: DecodedTransaction
  err: TransactionErrorJson | null
  logs: string[]
  fee: bigint
  computeUnitsConsumed: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalanceRecord[]
  postTokenBalances: TokenBalanceRecord[]
}

/** A simulation's outcome (simulateTransaction and preflight). */
export interface SimulationResult {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  returnData: { programId: string; data: [string, 'base64'] } | null
}

/** Options of the ledger. */
export interface SolanaLedgerOptions {
  /** Slots after inclusion before a transaction is finalized (default 6; mainnet ~32). */
  finalizeDepth?: number
  /** Unix seconds for a new block (default: now). */
  now?: () => number
}

const b64 = getBase64Decoder()

/**
 * Block production, blockhash validity and transaction history over an in-process litesvm: slots advance
 * only through tick(); a transaction lands in the current slot and climbs processed → confirmed (next slot)
 * → finalized (finalizeDepth slots later).
 * @example const ledger = new SolanaLedger(); ledger.tick(); ledger.processTransaction(wireBytes)
 */
export class SolanaLedger {
  readonly svm: LiteSVM
  readonly finalizeDepth: number
  private currentSlot = 0
  private readonly now: () => number
  private readonly slotInfo: Array<{ blockhash: Blockhash; blockTime: number }> = []
  private readonly blockhashes = new Map<string, number>()
  private readonly records = new Map<string, TransactionRecord>()
  private readonly bySlot = new Map<number, string[]>()
  private readonly byAddress = new Map<string, string[]>()
  private readonly changed = new Map<string, number>()
  private readonly slotListeners = new Set<(slot: number) => void>()
  private readonly txListeners = new Set<(record: TransactionRecord) => void>()
  private count = 0

  constructor(options: SolanaLedgerOptions = {}) {
    this.finalizeDepth = options.finalizeDepth ?? 6
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000))
    this.svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(100_000n)
    this.svm.setAccount({
      address: DEVNET_SOLANA_FAUCET,
      data: new Uint8Array(),
      executable: false,
      lamports: lamports(1_000_000_000n * 1_000_000_000n),
      programAddress: SYSTEM_PROGRAM,
      space: 0n,
    })
    this.recordSlot(this.now())
  }

  /** The current (processed) slot; block height equals slot here (no skipped slots). */
  get slot(): number {
    return this.currentSlot
  }

  /** Transactions landed since start. */
  get transactionCount(): number {
    return this.count
  }

  /** The newest slot at a commitment level. */
  slotAt(commitment: Commitment = 'finalized'): number {
    const depth = commitment === 'processed' ? 0 : commitment === 'confirmed' ? 1 : this.finalizeDepth
    return Math.max(0, this.currentSlot - depth)
  }

  /** The commitment a block at `slot` has reached. */
  commitmentOf(slot: number): Commitment {
    const age = this.currentSlot - slot
    return age >= this.finalizeDepth ? 'finalized' : age >= 1 ? 'confirmed' : 'processed'
  }

  /** The blockhash and unix time of a produced slot. */
  block(slot: number): { blockhash: Blockhash; blockTime: number } | undefined {
    return this.slotInfo[slot]
  }

  /** The blockhash of the newest block at a commitment, with its last valid block height. */
  latestBlockhash(commitment: Commitment = 'finalized'): {
    blockhash: Blockhash
    lastValidBlockHeight: number
  } {
    const slot = this.slotAt(commitment)
    const info = this.slotInfo[slot] ?? this.slotInfo[this.currentSlot]!
    return { blockhash: info.blockhash, lastValidBlockHeight: slot + BLOCKHASH_VALIDITY }
  }

  /** Whether a blockhash is known and still within its validity window. */
  isBlockhashValid(blockhash: string): boolean {
    const made = this.blockhashes.get(blockhash)
    return made !== undefined && this.currentSlot <= made + BLOCKHASH_VALIDITY
  }

  /** Produces the next block; `blockTime` (unix seconds) back-dates it (seeding). */
  tick(blockTime?: number): number {
    this.currentSlot++
    const clock = this.svm.getClock()
    clock.slot = BigInt(this.currentSlot)
    const time = blockTime ?? Math.max(this.now(), this.slotInfo.at(-1)?.blockTime ?? 0)
    clock.unixTimestamp = BigInt(time)
    this.svm.setClock(clock)
    this.svm.expireBlockhash()
    this.recordSlot(time)
    for (const listener of this.slotListeners) listener(this.currentSlot)
    return this.currentSlot
  }

  /** Produces `count` blocks at once (tests: expire blockhashes, finalize). */
  advance(count: number): number {
    for (let i = 0; i < count; i++) this.tick()
    return this.currentSlot
  }

  /** Calls `listener` after each new slot; returns the unsubscribe. */
  onSlot(listener: (slot: number) => void): () => void {
    this.slotListeners.add(listener)
    return () => this.slotListeners.delete(listener)
  }

  /** Calls `listener` after each landed transaction; returns the unsubscribe. */
  onTransaction(listener: (record: TransactionRecord) => void): () => void {
    this.txListeners.add(listener)
    return () => this.txListeners.delete(listener)
  }

  /** Runs a transaction against the current state without committing it. */
  simulate(decoded: DecodedTransaction): SimulationResult {
    const result = this.svm.simulateTransaction(decoded.transaction)
    const meta = result.meta()
    const err = result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null
    return {
      err,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      returnData: returnDataOf(meta),
    }
  }

  /**
   * Executes a decoded transaction in the current slot. Returns the record when it landed (also with an
   * instruction error, as a node includes it), or the error when it never lands (expired blockhash, no funds…).
   */
  execute(
    decoded: DecodedTransaction,
    wire: Uint8Array,
  ): TransactionRecord | { dropped: TransactionErrorJson } {
    if (this.records.has(decoded.signature)) return { dropped: 'AlreadyProcessed' }
    if (!this.isBlockhashValid(decoded.blockhash)) return { dropped: 'BlockhashNotFound' }
    const keys = decoded.accountKeys
    const preBalances = keys.map((k) => this.balance(k))
    const preTokenBalances = this.tokenBalances(keys)
    const result = this.svm.sendTransaction(decoded.transaction)
    const failed = result instanceof FailedTransactionMetadata
    const err = failed ? transactionErrorJson(result.err()) : null
    if (err !== null && !landsWithError(err)) return { dropped: err }
    const meta = failed ? result.meta() : result
    const info = this.slotInfo[this.currentSlot]!
    const record: TransactionRecord = {
      signature: decoded.signature,
      sequence: this.count,
      slot: this.currentSlot,
      blockTime: info.blockTime,
      wire,
      decoded,
      err,
      logs: meta.logs(),
      fee: feeForMessage(decoded.message),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
      preBalances,
      postBalances: keys.map((k) => this.balance(k)),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
    }
    this.records.set(record.signature, record)
    this.bySlot.set(record.slot, [...(this.bySlot.get(record.slot) ?? []), record.signature])
    keys.forEach((key, i) => {
      const list = this.byAddress.get(key) ?? []
      list.push(record.signature)
      this.byAddress.set(key, list)
      if (decoded.writable[i]) this.changed.set(key, record.slot)
    })
    this.count++
    for (const listener of this.txListeners) listener(record)
    return record
  }

  /** Decodes and executes wire bytes (see execute). */
  processTransaction(wire: Uint8Array): TransactionRecord | { dropped: TransactionErrorJson } {
    return this.execute(decodeWireTransaction(wire), wire)
  }

  /** A landed transaction by signature. */
  transaction(signature: string): TransactionRecord | undefined {
    return this.records.get(signature)
  }

  /** Signatures that touched an address, newest first. */
  signaturesFor(address: string): TransactionRecord[] {
    const list = this.byAddress.get(address) ?? []
    return list
      .map((s) => this.records.get(s))
      .filter((r): r is TransactionRecord => r !== undefined)
      .reverse()
  }

  /** The slot an account was last written in (undefined = never by a transaction). */
  lastChanged(address: string): number | undefined {
    return this.changed.get(address)
  }

  /** Lamports of an account (0 when absent). */
  balance(address: Address): bigint {
    return this.svm.getBalance(address) ?? 0n
  }

  /** Decimals of a mint (undefined when it is not a mint). */
  mintDecimals(mint: Address): number | undefined {
    const account = this.svm.getAccount(mint)
    return account.exists ? decodeMint(account.programAddress, account.data)?.decimals : undefined
  }

  private tokenBalances(keys: Address[]): TokenBalanceRecord[] {
    const out: TokenBalanceRecord[] = []
    keys.forEach((key, accountIndex) => {
      const account = this.svm.getAccount(key)
      if (!account.exists) return
      const token = decodeTokenAccount(account.programAddress, account.data)
      if (!token) return
      const decimals = this.mintDecimals(token.mint) ?? 0
      out.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.programAddress,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      })
    })
    return out
  }

  private recordSlot(blockTime: number): void {
    const blockhash = this.svm.latestBlockhash()
    this.slotInfo[this.currentSlot] = { blockhash, blockTime }
    this.blockhashes.set(blockhash, this.currentSlot)
  }
}

function returnDataOf(meta: TransactionMetadata): SimulationResult['returnData'] {
  const data = meta.returnData().data()
  if (data.length === 0) return null
  const programId = meta.returnData().programId()
  return { programId: getBase58Decoder().decode(programId), data: [b64.decode(data), 'base64'] }
}
