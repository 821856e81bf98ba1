import { type Address, getBase58Decoder, getBase64Decoder, type ReadonlyUint8Array } from '@solana/kit'
import {
  addressAt,
  commitmentOf,
  configAt,
  invalidParams,
  RpcError,
  type RpcMethod,
  withContext,
} from './rpcCommon'
import type { SolanaLedger } from './SolanaLedger'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaConstants'
import { decodeTokenAccount, parseTokenAccountJson, uiTokenAmount } from './tokenParsing'

/** An account as litesvm returns it (getAccount or getProgramAccounts). */
export type AccountLike =
  | { exists: false }
  | { exists: true; data: ReadonlyUint8Array; executable: boolean; lamports: bigint; programAddress: Address }

const RENT_EPOCH_MAX = 18_446_744_073_709_551_615n
const ENCODINGS = new Set(['base58', 'base64', 'jsonParsed', 'binary'])

function encodingOf(config: Record<string, unknown>): string {
  const encoding = config.encoding ?? 'binary'
  if (typeof encoding !== 'string' || !ENCODINGS.has(encoding)) {
    throw invalidParams(`unsupported encoding ${String(encoding)} (base58, base64, jsonParsed)`)
  }
  return encoding
}

/**
 * An account as getAccountInfo answers it in `encoding` (binary = legacy plain base58 string), or null.
 * jsonParsed parses SPL mints and token accounts and falls back to base64 for any other account.
 */
export function encodeAccount(ledger: SolanaLedger, account: AccountLike, encoding: string) {
  if (!account.exists) return null
  const parsed =
    encoding === 'jsonParsed'
      ? parseTokenAccountJson(account.programAddress, account.data, (mint) => ledger.mintDecimals(mint))
      : null
  const data =
    parsed ??
    (encoding === 'base58'
      ? [getBase58Decoder().decode(account.data), 'base58']
      : encoding === 'binary'
        ? getBase58Decoder().decode(account.data)
        : [getBase64Decoder().decode(account.data), 'base64'])
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EPOCH_MAX,
    space: account.data.length,
  }
}

function tokenAccountsByOwner(params: unknown[], ledger: SolanaLedger, forceParsed: boolean) {
  const owner = addressAt(params, 0)
  const filter = params[1]
  if (!filter || typeof filter !== 'object') throw invalidParams('filter {mint} or {programId} is required')
  const { mint, programId } = filter as { mint?: unknown; programId?: unknown }
  if (mint === undefined && programId === undefined)
    throw invalidParams('filter {mint} or {programId} is required')
  if (programId !== undefined && programId !== TOKEN_PROGRAM_ID && programId !== TOKEN_2022_PROGRAM_ID) {
    throw invalidParams('Invalid param: unrecognized Token program id')
  }
  const config = configAt(params, 2)
  const commitment = commitmentOf(config, ledger)
  const encoding = forceParsed ? 'jsonParsed' : encodingOf(config)
  const programs = programId ? [programId as Address] : [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]
  const value = programs.flatMap((program) =>
    ledger.svm.getProgramAccounts(program).flatMap((account) => {
      const token = decodeTokenAccount(account.programAddress, account.data)
      if (!token || token.owner !== owner || (mint !== undefined && token.mint !== mint)) return []
      return [
        { pubkey: account.address, account: encodeAccount(ledger, { ...account, exists: true }, encoding) },
      ]
    }),
  )
  return withContext(ledger, commitment, value)
}

/** getBalance, getAccountInfo, getMultipleAccounts, token-account queries and rent. */
export const ACCOUNT_METHODS: Record<string, RpcMethod> = {
  getBalance(params, { ledger }) {
    const address = addressAt(params, 0)
    return withContext(ledger, commitmentOf(configAt(params, 1), ledger), ledger.balance(address))
  },
  getAccountInfo(params, { ledger }) {
    const address = addressAt(params, 0)
    const config = configAt(params, 1)
    const commitment = commitmentOf(config, ledger)
    return withContext(
      ledger,
      commitment,
      encodeAccount(ledger, ledger.svm.getAccount(address), encodingOf(config)),
    )
  },
  getMultipleAccounts(params, { ledger }) {
    const list = params[0]
    if (!Array.isArray(list)) throw invalidParams('expected an array of addresses')
    if (list.length > 100) throw invalidParams('Too many inputs provided; max 100')
    const addresses = list.map((_, i) => addressAt(list, i))
    const config = configAt(params, 1)
    const commitment = commitmentOf(config, ledger)
    const encoding = encodingOf(config)
    return withContext(
      ledger,
      commitment,
      addresses.map((a) => encodeAccount(ledger, ledger.svm.getAccount(a), encoding)),
    )
  },
  getTokenAccountsByOwner: (params, { ledger }) => tokenAccountsByOwner(params, ledger, false),
  getParsedTokenAccountsByOwner: (params, { ledger }) => tokenAccountsByOwner(params, ledger, true),
  getTokenAccountBalance(params, { ledger }) {
    const address = addressAt(params, 0)
    const commitment = commitmentOf(configAt(params, 1), ledger)
    const account = ledger.svm.getAccount(address)
    const token = account.exists ? decodeTokenAccount(account.programAddress, account.data) : null
    if (!token) throw invalidParams('Invalid param: not a Token account')
    return withContext(ledger, commitment, uiTokenAmount(token.amount, ledger.mintDecimals(token.mint) ?? 0))
  },
  getMinimumBalanceForRentExemption(params, { ledger }) {
    const size = params[0]
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > 10 * 1024 * 1024) {
      throw invalidParams('data length must be an integer between 0 and 10 MiB')
    }
    return ledger.svm.minimumBalanceForRentExemption(BigInt(size))
  },
}

/** Throws the node's error for an unsupported method. */
export function methodNotFound(method: string): never {
  throw new RpcError(-32601, `Method not found: ${method}`)
}
