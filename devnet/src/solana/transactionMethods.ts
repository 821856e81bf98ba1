import { type Address, getBase58Encoder, getBase64Encoder, lamports as toLamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { buildTransaction, signerFor } from './buildTransaction'
import {
  type DecodedTransaction,
  decodeMessage,
  decodeWireTransaction,
  feeForMessage,
} from './decodeTransaction'
import {
  addressAt,
  commitmentOf,
  configAt,
  invalidParams,
  type RpcEnv,
  RpcError,
  type RpcMethod,
  stringAt,
  withContext,
} from './rpcCommon'
import type { Commitment, SolanaLedger } from './SolanaLedger'
import { labelledSecretKey } from './solanaAccounts'
import { describeTransactionError, type TransactionErrorJson } from './transactionError'
import { type TransactionEncoding, transactionJson } from './transactionJson'

function wireOf(params: unknown[], config: Record<string, unknown>): Uint8Array {
  const text = stringAt(params, 0, 'transaction')
  const encoding = config.encoding ?? 'base58'
  try {
    if (encoding === 'base64') return new Uint8Array(getBase64Encoder().encode(text))
    if (encoding === 'base58') return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    throw invalidParams(`invalid ${String(encoding)} encoding`)
  }
  throw invalidParams(`unsupported encoding ${String(encoding)} (base58, base64)`)
}

function decode(wire: Uint8Array): DecodedTransaction {
  try {
    return decodeWireTransaction(wire)
  } catch (error) {
    throw invalidParams((error as Error).message)
  }
}

function simulationFailed(err: TransactionErrorJson, logs: string[] = [], unitsConsumed = 0n): RpcError {
  return new RpcError(-32002, `Transaction simulation failed: ${describeTransactionError(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed,
  })
}

function simulateWithoutSigcheck(ledger: SolanaLedger, decoded: DecodedTransaction) {
  ledger.svm.withSigverify(false)
  try {
    return ledger.simulate(decoded)
  } finally {
    ledger.svm.withSigverify(true)
  }
}

/** Sends wire bytes like a node: preflight (unless skipped), then lands or drops; returns the signature. */
export function submitTransaction(env: RpcEnv, wire: Uint8Array, skipPreflight: boolean): string {
  const { ledger } = env
  const decoded = decode(wire)
  if (!skipPreflight) {
    if (ledger.transaction(decoded.signature)) throw simulationFailed('AlreadyProcessed')
    if (!ledger.isBlockhashValid(decoded.blockhash)) throw simulationFailed('BlockhashNotFound')
    const simulation = ledger.simulate(decoded)
    if (simulation.err !== null)
      throw simulationFailed(simulation.err, simulation.logs, simulation.unitsConsumed)
  }
  const outcome = ledger.execute(decoded, wire)
  if (!('dropped' in outcome)) env.scheduleBlock()
  return decoded.signature
}

function signatureStatus(ledger: SolanaLedger, signature: unknown) {
  if (typeof signature !== 'string') throw invalidParams('signatures must be strings')
  const record = ledger.transaction(signature)
  if (!record) return null
  const confirmationStatus = ledger.commitmentOf(record.slot)
  return {
    confirmationStatus,
    confirmations: confirmationStatus === 'finalized' ? null : ledger.slot - record.slot,
    err: record.err,
    slot: record.slot,
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
}

function atLeastConfirmed(config: Record<string, unknown>, ledger: SolanaLedger): Commitment {
  const commitment = commitmentOf(config, ledger)
  if (commitment === 'processed') throw invalidParams('Method does not support commitment below `confirmed`')
  return commitment
}

const faucet = () => signerFor(labelledSecretKey('faucet'))

/** sendTransaction, simulateTransaction, statuses, history, fees and requestAirdrop. */
export const TRANSACTION_METHODS: Record<string, RpcMethod> = {
  sendTransaction(params, env) {
    const config = configAt(params, 1)
    if (config.preflightCommitment !== undefined) {
      commitmentOf({ commitment: config.preflightCommitment }, env.ledger)
    }
    return submitTransaction(env, wireOf(params, config), config.skipPreflight === true)
  },
  simulateTransaction(params, { ledger }) {
    const config = configAt(params, 1)
    const commitment = commitmentOf(config, ledger)
    const decoded = decode(wireOf(params, config))
    const replace = config.replaceRecentBlockhash === true
    if (replace && config.sigVerify === true)
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
    if (!replace && !ledger.isBlockhashValid(decoded.blockhash)) {
      return withContext(ledger, commitment, {
        accounts: null,
        err: 'BlockhashNotFound',
        innerInstructions: null,
        logs: [],
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed: 0,
      })
    }
    const result =
      config.sigVerify === true ? ledger.simulate(decoded) : simulateWithoutSigcheck(ledger, decoded)
    return withContext(ledger, commitment, {
      accounts: null,
      err: result.err,
      innerInstructions: null,
      logs: result.logs,
      replacementBlockhash: replace ? ledger.latestBlockhash('processed') : null,
      returnData: result.returnData,
      unitsConsumed: result.unitsConsumed,
    })
  },
  getSignatureStatuses(params, { ledger }) {
    const signatures = params[0]
    if (!Array.isArray(signatures)) throw invalidParams('expected an array of signatures')
    if (signatures.length > 256) throw invalidParams('Too many inputs provided; max 256')
    configAt(params, 1)
    return withContext(
      ledger,
      'processed',
      signatures.map((s) => signatureStatus(ledger, s)),
    )
  },
  getSignaturesForAddress(params, { ledger }) {
    const address = addressAt(params, 0)
    const config = configAt(params, 1)
    const commitment = atLeastConfirmed(config, ledger)
    const limit = config.limit ?? 1000
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
      throw invalidParams('Invalid limit; max 1000')
    }
    const newest = ledger.slotAt(commitment)
    let records = ledger.signaturesFor(address).filter((r) => r.slot <= newest)
    if (typeof config.before === 'string') {
      const at = records.findIndex((r) => r.signature === config.before)
      records = at >= 0 ? records.slice(at + 1) : records
    }
    if (typeof config.until === 'string') {
      const at = records.findIndex((r) => r.signature === config.until)
      records = at >= 0 ? records.slice(0, at) : records
    }
    return records.slice(0, limit).map((r) => ({
      blockTime: r.blockTime,
      confirmationStatus: ledger.commitmentOf(r.slot),
      err: r.err,
      memo: null,
      signature: r.signature,
      slot: r.slot,
    }))
  },
  getTransaction(params, { ledger }) {
    const signature = stringAt(params, 0, 'signature')
    const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1)
    const commitment = atLeastConfirmed(config, ledger)
    const encoding = (config.encoding ?? 'json') as TransactionEncoding
    if (!['json', 'jsonParsed', 'base64', 'base58'].includes(encoding)) {
      throw invalidParams(`unsupported encoding ${String(encoding)}`)
    }
    const record = ledger.transaction(signature)
    if (!record || record.slot > ledger.slotAt(commitment)) return null
    const max = config.maxSupportedTransactionVersion
    if (record.decoded.version === 0 && (max === undefined || max === null)) {
      throw new RpcError(
        -32015,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      )
    }
    return transactionJson(record, encoding)
  },
  getFeeForMessage(params, { ledger }) {
    const text = stringAt(params, 0, 'message')
    const commitment = commitmentOf(configAt(params, 1), ledger)
    let message: ReturnType<typeof decodeMessage>
    try {
      message = decodeMessage(new Uint8Array(getBase64Encoder().encode(text)))
    } catch (error) {
      throw invalidParams(`invalid message: ${(error as Error).message}`)
    }
    const fee = ledger.isBlockhashValid(message.lifetimeToken) ? feeForMessage(message) : null
    return withContext(ledger, commitment, fee)
  },
  getRecentPrioritizationFees(params) {
    if (params[0] !== undefined && !Array.isArray(params[0]))
      throw invalidParams('expected an array of addresses')
    return []
  },
  async requestAirdrop(params, env) {
    const to: Address = addressAt(params, 0)
    const amount = params[1]
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw invalidParams('lamports must be a positive integer')
    }
    commitmentOf(configAt(params, 2), env.ledger)
    const source = await faucet()
    const wire = await buildTransaction(env.ledger, source, [
      getTransferSolInstruction({ source, destination: to, amount: toLamports(BigInt(amount)) }),
    ])
    return submitTransaction(env, wire, false)
  },
}
