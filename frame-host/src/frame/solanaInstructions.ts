// What a Solana transaction does, in words, for its approval: every instruction of the programs the frame
// can read (System, Compute Budget, SPL Token and Token-2022, Associated Token Account, Memo) decoded,
// owner and authority changes and allowances said plainly and flagged, programs it cannot read flagged,
// and the priority fee the compute-budget instructions set.
import { base58 } from '@scure/base'
import type { ParsedInstruction, ParsedSolanaTransaction } from './solanaSigning'
import { fill, texts } from './texts'

/** Program ids the frame reads. */
export const SOLANA_PROGRAMS = {
  system: '11111111111111111111111111111111',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbQBwkBzvN5kjzAyjpNdTRNzRFyMGhfL8Zo',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
} as const

const LAMPORTS_PER_SOL = 1_000_000_000n
/** Compute units a transaction gets per instruction when it sets no limit, and the cap. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n
const MAX_UNITS = 1_400_000n
const U64_MAX = 2n ** 64n - 1n

/** The approval rows and warnings of a transaction's instructions. */
export interface InstructionSummary {
  rows: Array<[string, string]>
  warnings: string[]
}

/** Lamports as SOL, exact (no rounding): 1500000000n → '1.5 SOL'. */
export function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} SOL`
}

/** A base-unit amount with `decimals` (exact): 1234500n, 6 → '1.2345'. */
function formatUnits(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const scale = 10n ** BigInt(decimals)
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${amount / scale}${fraction ? `.${fraction}` : ''}`
}

/** Reads little-endian fields of one instruction's data; undefined once the data runs out. */
class Data {
  private offset = 0
  constructor(private readonly bytes: Uint8Array) {}
  private view(n: number): DataView | undefined {
    if (this.offset + n > this.bytes.length) return undefined
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.offset, n)
    this.offset += n
    return view
  }
  u8 = () => this.view(1)?.getUint8(0)
  u32 = () => this.view(4)?.getUint32(0, true)
  u64 = () => this.view(8)?.getBigUint64(0, true)
  key(): string | undefined {
    if (this.offset + 32 > this.bytes.length) return undefined
    const key = base58.encode(this.bytes.slice(this.offset, this.offset + 32))
    this.offset += 32
    return key
  }
  /** A Rust `String` as bincode writes it (u64 length, then UTF-8). */
  string(): string | undefined {
    const length = this.u64()
    if (length === undefined || length > 1024n) return undefined
    const view = this.view(Number(length))
    return view ? new TextDecoder().decode(view) : undefined
  }
  get done(): boolean {
    return this.offset === this.bytes.length
  }
}

/** The compute-unit price (micro-lamports per unit) and limit a transaction sets, if any. */
export interface ComputeBudget {
  unitPrice: bigint
  unitLimit: bigint | undefined
}

/** Reads the transaction's compute-budget instructions. */
export function computeBudgetOf(tx: ParsedSolanaTransaction): ComputeBudget {
  let unitPrice = 0n
  let unitLimit: bigint | undefined
  for (const ix of tx.instructions) {
    if (ix.programId !== SOLANA_PROGRAMS.computeBudget) continue
    const data = new Data(ix.data)
    const kind = data.u8()
    if (kind === 2) unitLimit = BigInt(data.u32() ?? 0)
    if (kind === 3) unitPrice = data.u64() ?? 0n
  }
  return { unitPrice, unitLimit }
}

/**
 * The priority fee in lamports: ceil(price × units / 1e6), with the default units (200 000 per
 * instruction other than compute-budget ones, at most 1.4 M) when the transaction sets no limit.
 * @example
 * priorityFee(parseSolanaTransaction(wire)) // 0n for a plain transfer
 */
export function priorityFee(tx: ParsedSolanaTransaction): bigint {
  const { unitPrice, unitLimit } = computeBudgetOf(tx)
  const others = BigInt(tx.instructions.filter((ix) => ix.programId !== SOLANA_PROGRAMS.computeBudget).length)
  const units =
    unitLimit ??
    (others * DEFAULT_UNITS_PER_INSTRUCTION < MAX_UNITS ? others * DEFAULT_UNITS_PER_INSTRUCTION : MAX_UNITS)
  return (unitPrice * units + 999_999n) / 1_000_000n
}

const account = (ix: ParsedInstruction, i: number) => ix.accounts[i] ?? texts().lookupTable

/**
 * Describes every instruction of `tx` for the wallet `owner` (the visitor's address): rows in order,
 * warnings for what hands over control (owner or authority changes, allowances, closing accounts of the
 * wallet) and for programs or instructions the frame cannot read.
 * @example
 * describeInstructions(tx, account.solanaAddress).rows // [['Send', '0.01 SOL to 9xQ…']]
 */
export function describeInstructions(tx: ParsedSolanaTransaction, owner: string): InstructionSummary {
  const summary: InstructionSummary = { rows: [], warnings: [] }
  for (const ix of tx.instructions) {
    const described =
      ix.programId === SOLANA_PROGRAMS.system
        ? systemInstruction(ix, owner, summary)
        : ix.programId === SOLANA_PROGRAMS.computeBudget
          ? computeBudgetInstruction(ix, summary)
          : ix.programId === SOLANA_PROGRAMS.token || ix.programId === SOLANA_PROGRAMS.token2022
            ? tokenInstruction(ix, owner, summary)
            : ix.programId === SOLANA_PROGRAMS.associatedToken
              ? associatedTokenInstruction(ix, summary)
              : ix.programId === SOLANA_PROGRAMS.memo
                ? memoInstruction(ix, summary)
                : undefined
    if (described === undefined) {
      summary.rows.push([texts().program, ix.programId])
      summary.warnings.push(fill(texts().unknownProgram, { program: ix.programId }))
    } else if (!described) {
      summary.rows.push([texts().program, ix.programId])
      summary.warnings.push(fill(texts().unreadableInstruction, { program: ix.programId }))
    }
  }
  return summary
}

/** Each describer returns true when it described the instruction, false when it could not read it. */
function systemInstruction(ix: ParsedInstruction, owner: string, out: InstructionSummary): boolean {
  const data = new Data(ix.data)
  const kind = data.u32()
  const t = texts()
  switch (kind) {
    case 0:
    case 3: {
      // CreateAccountWithSeed (3) puts a base key and a seed before CreateAccount's fields.
      if (kind === 3 && (!data.key() || data.string() === undefined)) return false
      const lamports = data.u64()
      const space = data.u64()
      const programOwner = data.key()
      if (lamports === undefined || space === undefined || !programOwner || !data.done) return false
      out.rows.push([
        t.createAccount,
        fill(t.createAccountWith, {
          account: account(ix, 1),
          amount: formatSol(lamports),
          owner: programOwner,
        }),
      ])
      return true
    }
    case 1:
    case 10: {
      if (kind === 10 && (!data.key() || data.string() === undefined)) return false
      const newOwner = data.key()
      if (!newOwner || !data.done) return false
      const target = account(ix, 0)
      out.rows.push([t.ownerChange, fill(t.assignTo, { account: target, owner: newOwner })])
      if (target === owner && newOwner !== SOLANA_PROGRAMS.system)
        out.warnings.push(fill(t.assignWalletWarning, { account: target, owner: newOwner }))
      return true
    }
    case 2: {
      const lamports = data.u64()
      if (lamports === undefined || !data.done) return false
      out.rows.push([t.send, fill(t.sendTo, { amount: formatSol(lamports), to: account(ix, 1) })])
      return true
    }
    case 11: {
      const lamports = data.u64()
      if (lamports === undefined) return false
      out.rows.push([t.send, fill(t.sendTo, { amount: formatSol(lamports), to: account(ix, 2) })])
      return true
    }
    case 8:
    case 9: {
      if (kind === 9 && (!data.key() || data.string() === undefined)) return false
      const space = data.u64()
      if (space === undefined) return false
      if (kind === 9 && !data.key()) return false
      out.rows.push([t.allocate, fill(t.allocateBytes, { account: account(ix, 0), space: space.toString() })])
      return true
    }
    case 4:
    case 5:
    case 6:
    case 7:
    case 12: {
      const rows: Record<number, string> = {
        4: t.nonceAdvance,
        5: t.nonceWithdraw,
        6: t.nonceInitialize,
        7: t.nonceAuthorize,
        12: t.nonceUpgrade,
      }
      out.rows.push([t.nonceAccount, fill(rows[kind]!, { account: account(ix, 0) })])
      if (kind === 7) out.warnings.push(fill(t.nonceAuthorityWarning, { account: account(ix, 0) }))
      return true
    }
    default:
      return false
  }
}

function computeBudgetInstruction(ix: ParsedInstruction, out: InstructionSummary): boolean {
  const data = new Data(ix.data)
  const kind = data.u8()
  const t = texts()
  if (kind === 2) {
    const units = data.u32()
    if (units === undefined) return false
    out.rows.push([t.computeUnitLimit, units.toString()])
    return true
  }
  if (kind === 3) {
    const price = data.u64()
    if (price === undefined) return false
    out.rows.push([t.computeUnitPrice, fill(t.microLamportsPerUnit, { price: price.toString() })])
    return true
  }
  if (kind === 1 || kind === 4) {
    const value = data.u32()
    if (value === undefined) return false
    out.rows.push([kind === 1 ? t.heapFrame : t.loadedDataLimit, value.toString()])
    return true
  }
  return false
}

const AUTHORITY_TYPES = ['mintTokens', 'freezeAccount', 'accountOwner', 'closeAccount'] as const

function tokenInstruction(ix: ParsedInstruction, owner: string, out: InstructionSummary): boolean {
  const data = new Data(ix.data)
  const kind = data.u8()
  const t = texts()
  const amountOf = (amount: bigint, decimals?: number) =>
    decimals === undefined ? fill(t.rawUnits, { amount: amount.toString() }) : formatUnits(amount, decimals)
  switch (kind) {
    case 3:
    case 12: {
      const amount = data.u64()
      const decimals = kind === 12 ? data.u8() : undefined
      if (amount === undefined || (kind === 12 && decimals === undefined)) return false
      const [to, from] = kind === 12 ? [account(ix, 2), account(ix, 0)] : [account(ix, 1), account(ix, 0)]
      out.rows.push([
        t.sendToken,
        fill(t.sendTokenFrom, {
          amount: amountOf(amount, decimals),
          ...(kind === 12 ? { mint: account(ix, 1) } : { mint: t.tokenOfAccount }),
          from,
          to,
        }),
      ])
      return true
    }
    case 4:
    case 13: {
      const amount = data.u64()
      const decimals = kind === 13 ? data.u8() : undefined
      if (amount === undefined || (kind === 13 && decimals === undefined)) return false
      const delegate = kind === 13 ? account(ix, 2) : account(ix, 1)
      const shown = amount === U64_MAX ? t.unlimited : amountOf(amount, decimals)
      out.rows.push([t.allowance, fill(t.allowanceTo, { delegate, amount: shown, account: account(ix, 0) })])
      out.warnings.push(fill(t.allowanceWarning, { delegate, amount: shown }))
      return true
    }
    case 5:
      out.rows.push([t.allowance, fill(t.revokeAllowance, { account: account(ix, 0) })])
      return true
    case 6: {
      const type = data.u8()
      const tag = data.u8()
      const next = tag === 1 ? data.key() : tag === 0 ? null : undefined
      const name = type === undefined ? undefined : AUTHORITY_TYPES[type]
      if (!name || next === undefined) return false
      const role = t[`authority_${name}`]
      const target = account(ix, 0)
      out.rows.push([
        t.ownerChange,
        next === null
          ? fill(t.authorityRemoved, { role, account: target })
          : fill(t.authoritySet, { role, account: target, authority: next }),
      ])
      if (account(ix, 1) === owner)
        out.warnings.push(fill(t.authorityWarning, { role, account: target, authority: next ?? t.nobody }))
      return true
    }
    case 7:
    case 14: {
      const amount = data.u64()
      const decimals = kind === 14 ? data.u8() : undefined
      if (amount === undefined) return false
      out.rows.push([t.mint, fill(t.mintTo, { amount: amountOf(amount, decimals), to: account(ix, 1) })])
      return true
    }
    case 8:
    case 15: {
      const amount = data.u64()
      const decimals = kind === 15 ? data.u8() : undefined
      if (amount === undefined) return false
      out.rows.push([
        t.burn,
        fill(t.burnFrom, { amount: amountOf(amount, decimals), account: account(ix, 0) }),
      ])
      return true
    }
    case 9:
      out.rows.push([t.closeAccount, fill(t.closeAccountTo, { account: account(ix, 0), to: account(ix, 1) })])
      return true
    case 10:
    case 11:
      out.rows.push([
        t.freeze,
        fill(kind === 10 ? t.freezeAccount : t.thawAccount, { account: account(ix, 0) }),
      ])
      return true
    case 1:
    case 16:
    case 18:
      out.rows.push([t.createAccount, fill(t.tokenAccountInit, { account: account(ix, 0) })])
      return true
    case 17:
      out.rows.push([t.syncNative, account(ix, 0)])
      return true
    default:
      return false
  }
}

function associatedTokenInstruction(ix: ParsedInstruction, out: InstructionSummary): boolean {
  const kind = ix.data.length === 0 ? 0 : ix.data[0]
  if (kind !== 0 && kind !== 1) return false
  out.rows.push([
    texts().createAccount,
    fill(texts().associatedAccount, { account: account(ix, 1), owner: account(ix, 2), mint: account(ix, 3) }),
  ])
  return true
}

function memoInstruction(ix: ParsedInstruction, out: InstructionSummary): boolean {
  try {
    out.rows.push([texts().memo, new TextDecoder('utf-8', { fatal: true }).decode(ix.data)])
    return true
  } catch {
    return false
  }
}
