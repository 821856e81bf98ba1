// A transfer signed with a private key, the way the test wallets and the devnet seed make one: the plugin's
// coin selection and PSBT, signed (P2WPKH) and finalized. Browser-safe (no Node APIs).
import {
  type BitcoinNetwork,
  buildTransferPsbt,
  type CoinSelection,
  finalizePsbt,
  type Payment,
  parsePsbt,
  type SpendableOutput,
  selectCoins,
} from '@airlock/bitcoin'
import { p2wpkh } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'

/** What signTransfer takes. */
export interface SignTransferParameters {
  privateKey: Uint8Array
  network: BitcoinNetwork
  /** The key's unspent outputs. */
  utxos: readonly SpendableOutput[]
  payments: readonly Payment[]
  /** sat/vB */
  feeRate: number
}

/** A signed transfer: raw hex, id and the selection it spends. */
export interface SignedTransfer {
  hex: string
  txid: string
  selection: CoinSelection
}

/**
 * Selects coins of the key's P2WPKH address, builds the PSBT (change back to that address), signs and
 * finalizes it.
 * @example const { hex } = signTransfer({ privateKey, network: bitcoinRegtest, utxos, payments, feeRate: 2 })
 */
export function signTransfer(params: SignTransferParameters): SignedTransfer {
  const own = p2wpkh(pubECDSA(params.privateKey), params.network.params)
  const selection = selectCoins({
    utxos: params.utxos,
    payments: params.payments,
    feeRate: params.feeRate,
    changeScript: own.script,
  })
  const tx = parsePsbt(buildTransferPsbt({ network: params.network, selection }).psbt)
  tx.sign(params.privateKey)
  const { hex, txid } = finalizePsbt(tx)
  return { hex, txid, selection }
}
