import { type Address, isSome, type Option, type ReadonlyUint8Array } from '@solana/kit'
import {
  AccountState,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
} from '@solana-program/token'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaConstants'

/** A token amount as nodes show it (`uiTokenAmount`, `tokenAmount`). */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/** A decoded SPL token account (owner, mint, amount). */
export interface TokenAccountState {
  mint: Address
  owner: Address
  amount: bigint
  delegate: Address | null
  delegatedAmount: bigint
  closeAuthority: Address | null
  isNative: bigint | null
  state: 'uninitialized' | 'initialized' | 'frozen'
}

/** Whether `owner` is the SPL Token or Token-2022 program. */
export function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM_ID || owner === TOKEN_2022_PROGRAM_ID
}

const some = <T>(o: Option<T>): T | null => (isSome(o) ? o.value : null)

/**
 * `amount` base units with `decimals` as a decimal string without trailing zeros.
 * @example formatTokenAmount(1_500_000n, 6) // '1.5'
 */
export function formatTokenAmount(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** A UiTokenAmount for `amount` base units. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatTokenAmount(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** Decodes an SPL token account (165 bytes owned by a token program), or null. */
export function decodeTokenAccount(owner: string, data: ReadonlyUint8Array): TokenAccountState | null {
  if (!isTokenProgram(owner) || data.length < getTokenSize()) return null
  if (owner === TOKEN_PROGRAM_ID && data.length !== getTokenSize()) return null
  try {
    const t = getTokenDecoder().decode(data)
    const state =
      t.state === AccountState.Frozen
        ? 'frozen'
        : t.state === AccountState.Initialized
          ? 'initialized'
          : 'uninitialized'
    if (state === 'uninitialized') return null
    return {
      mint: t.mint,
      owner: t.owner,
      amount: t.amount,
      delegate: some(t.delegate),
      delegatedAmount: t.delegatedAmount,
      closeAuthority: some(t.closeAuthority),
      isNative: some(t.isNative),
      state,
    }
  } catch {
    return null
  }
}

/** Decodes an SPL mint (82 bytes owned by a token program): decimals, supply and authorities, or null. */
export function decodeMint(owner: string, data: ReadonlyUint8Array) {
  if (!isTokenProgram(owner) || data.length < getMintSize() || data.length === getTokenSize()) return null
  try {
    const m = getMintDecoder().decode(data)
    if (!m.isInitialized) return null
    return {
      decimals: m.decimals,
      supply: m.supply,
      mintAuthority: some(m.mintAuthority),
      freezeAuthority: some(m.freezeAuthority),
    }
  } catch {
    return null
  }
}

/**
 * The `jsonParsed` form of a token account or mint (`{program, parsed: {info, type}, space}`), or null for any
 * other account (the node then answers base64, as real nodes do).
 */
export function parseTokenAccountJson(
  owner: string,
  data: ReadonlyUint8Array,
  decimalsOf: (mint: Address) => number | undefined,
): { program: string; parsed: { info: Record<string, unknown>; type: string }; space: number } | null {
  const program = owner === TOKEN_2022_PROGRAM_ID ? 'spl-token-2022' : 'spl-token'
  const account = decodeTokenAccount(owner, data)
  if (account) {
    const decimals = decimalsOf(account.mint) ?? 0
    const info: Record<string, unknown> = {
      isNative: account.isNative !== null,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: uiTokenAmount(account.amount, decimals),
    }
    if (account.delegate) {
      info.delegate = account.delegate
      info.delegatedAmount = uiTokenAmount(account.delegatedAmount, decimals)
    }
    if (account.closeAuthority) info.closeAuthority = account.closeAuthority
    if (account.isNative !== null) info.rentExemptReserve = uiTokenAmount(account.isNative, 9)
    return { program, parsed: { info, type: 'account' }, space: data.length }
  }
  const mint = decodeMint(owner, data)
  if (mint) {
    return {
      program,
      parsed: {
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: true,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
        type: 'mint',
      },
      space: data.length,
    }
  }
  return null
}
