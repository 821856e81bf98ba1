import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { TransactionRecord } from './SolanaLedger'
import { SYSTEM_PROGRAM } from './solanaConstants'

const b58 = getBase58Decoder()

/** Encodings getTransaction accepts. */
export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

/** A record's `meta` as nodes answer it. */
export function transactionMeta(record: TransactionRecord) {
  return {
    computeUnitsConsumed: record.computeUnitsConsumed,
    err: record.err,
    fee: record.fee,
    innerInstructions: [],
    loadedAddresses: { readonly: [], writable: [] },
    logMessages: record.logs,
    postBalances: record.postBalances,
    postTokenBalances: record.postTokenBalances,
    preBalances: record.preBalances,
    preTokenBalances: record.preTokenBalances,
    rewards: [],
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
}

function parsedInstruction(
  record: TransactionRecord,
  ix: TransactionRecord['decoded']['message']['instructions'][number],
) {
  const keys = record.decoded.accountKeys
  const programId = keys[ix.programAddressIndex] ?? ''
  const accounts = (ix.accountIndices ?? []).map((i) => keys[i] ?? '')
  const data = ix.data ?? new Uint8Array()
  // System transfer: u32 discriminator 2 + u64 lamports.
  if (programId === SYSTEM_PROGRAM && data.length === 12 && data[0] === 2) {
    const lamports = new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(4, true)
    return {
      parsed: { info: { destination: accounts[1], lamports, source: accounts[0] }, type: 'transfer' },
      program: 'system',
      programId,
      stackHeight: null,
    }
  }
  return { accounts, data: b58.decode(data), programId, stackHeight: null }
}

/**
 * A landed transaction as getTransaction answers it in `encoding` (json, jsonParsed, base64 or base58).
 * @example transactionJson(record, 'json').transaction.signatures[0] === record.signature
 */
export function transactionJson(record: TransactionRecord, encoding: TransactionEncoding) {
  const { decoded } = record
  const { message } = decoded
  const base = {
    blockTime: record.blockTime,
    meta: transactionMeta(record),
    slot: record.slot,
    version: decoded.version,
  }
  if (encoding === 'base64')
    return { ...base, transaction: [getBase64Decoder().decode(record.wire), 'base64'] }
  if (encoding === 'base58') return { ...base, transaction: [b58.decode(record.wire), 'base58'] }
  const signatures = Object.values(decoded.transaction.signatures).map((s) => (s ? b58.decode(s) : ''))
  const lookups =
    message.version === 0
      ? {
          addressTableLookups: (message.addressTableLookups ?? []).map((l) => ({
            accountKey: l.lookupTableAddress,
            readonlyIndexes: l.readonlyIndexes,
            writableIndexes: l.writableIndexes,
          })),
        }
      : {}
  if (encoding === 'jsonParsed') {
    const signers = message.header.numSignerAccounts
    return {
      ...base,
      transaction: {
        message: {
          accountKeys: decoded.accountKeys.map((pubkey, i) => ({
            pubkey,
            signer: i < signers,
            source: 'transaction',
            writable: decoded.writable[i] ?? false,
          })),
          instructions: message.instructions.map((ix) => parsedInstruction(record, ix)),
          recentBlockhash: decoded.blockhash,
          ...lookups,
        },
        signatures,
      },
    }
  }
  return {
    ...base,
    transaction: {
      message: {
        accountKeys: decoded.accountKeys,
        header: {
          numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
          numRequiredSignatures: message.header.numSignerAccounts,
        },
        instructions: message.instructions.map((ix) => ({
          accounts: ix.accountIndices ?? [],
          data: b58.decode(ix.data ?? new Uint8Array()),
          programIdIndex: ix.programAddressIndex,
          stackHeight: null,
        })),
        recentBlockhash: decoded.blockhash,
        ...lookups,
      },
      signatures,
    },
  }
}
