// bcoin's transactions in the JSON shape of Esplora's `/tx/:txid` (Blockstream's esplora and mempool.space):
// the raw transaction decoded here, prevouts and fee from bcoin's metadata, addresses written for the
// network definition.
import { addressFromScript, type BitcoinNetwork, scriptType } from '@airlock/bitcoin'
import { RawTx } from '@scure/btc-signer'
import type { BcoinTxMeta } from '../bcoinClient'
import { bytesToHex, hexToBytes } from '../hex'
import { scriptAsm } from './scriptAsm'

/** An output as Esplora describes it. */
export interface EsploraOutput {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

/** A transaction's confirmation status as Esplora describes it. */
export interface EsploraStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  block_time?: number
}

/** A transaction as Esplora describes it. */
export interface EsploraTx {
  txid: string
  version: number
  locktime: number
  vin: Array<{
    txid: string
    vout: number
    prevout: EsploraOutput | null
    scriptsig: string
    scriptsig_asm: string
    witness?: string[]
    is_coinbase: boolean
    sequence: number
  }>
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

const TYPES: Record<string, string> = {
  p2pkh: 'p2pkh',
  p2sh: 'p2sh',
  p2wpkh: 'v0_p2wpkh',
  p2wsh: 'v0_p2wsh',
  p2tr: 'v1_p2tr',
}

/** An output script in Esplora's form. */
export function esploraOutput(script: Uint8Array, value: number, network: BitcoinNetwork): EsploraOutput {
  const type = scriptType(script)
  const address = addressFromScript(script, network)
  return {
    scriptpubkey: bytesToHex(script),
    scriptpubkey_asm: scriptAsm(script),
    scriptpubkey_type: type ? (TYPES[type] as string) : script[0] === 0x6a ? 'op_return' : 'unknown',
    ...(address ? { scriptpubkey_address: address } : {}),
    value,
  }
}

/** A transaction's status from bcoin's metadata (height -1: in the mempool). */
export function esploraStatus(meta: Pick<BcoinTxMeta, 'height' | 'block' | 'time'>): EsploraStatus {
  if (meta.height < 0 || !meta.block) return { confirmed: false }
  return { confirmed: true, block_height: meta.height, block_hash: meta.block, block_time: meta.time }
}

const ZERO_TXID = '0'.repeat(64)

/** Size, weight and virtual size of a raw transaction (witness bytes count a quarter). */
export function measureTx(raw: Uint8Array): { size: number; weight: number; vsize: number } {
  const decoded = RawTx.decode(raw)
  const stripped = RawTx.encode({ ...decoded, segwitFlag: false, witnesses: undefined }).length
  const weight = stripped * 3 + raw.length
  return { size: raw.length, weight, vsize: Math.ceil(weight / 4) }
}

/**
 * A bcoin transaction (with its input coins) as Esplora's JSON.
 * @example toEsploraTx(await bcoin.tx(txid), bitcoinRegtest).status.confirmed
 */
export function toEsploraTx(meta: BcoinTxMeta, network: BitcoinNetwork): EsploraTx {
  const raw = hexToBytes(meta.hex)
  const tx = RawTx.decode(raw)
  const { size, weight } = measureTx(raw)
  const vin = tx.inputs.map((input, i) => {
    const txid = bytesToHex(input.txid)
    const coinbase = tx.inputs.length === 1 && txid === ZERO_TXID && input.index === 0xffffffff
    const coin = meta.inputs[i]?.coin
    const witness = tx.witnesses?.[i]?.map(bytesToHex)
    return {
      txid,
      vout: input.index,
      prevout: coinbase || !coin ? null : esploraOutput(hexToBytes(coin.script), coin.value, network),
      scriptsig: bytesToHex(input.finalScriptSig),
      scriptsig_asm: scriptAsm(input.finalScriptSig),
      ...(witness?.length ? { witness } : {}),
      is_coinbase: coinbase,
      sequence: input.sequence,
    }
  })
  return {
    txid: meta.hash,
    version: tx.version,
    locktime: tx.lockTime,
    vin,
    vout: tx.outputs.map((o) => esploraOutput(o.script, Number(o.amount), network)),
    size,
    weight,
    fee: vin[0]?.is_coinbase ? 0 : meta.fee,
    status: esploraStatus(meta),
  }
}
