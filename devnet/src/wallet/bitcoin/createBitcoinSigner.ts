// The Bitcoin key of a test wallet (injected and WalletConnect page alike): its P2WPKH payment address,
// messages (BIP-322 simple or BIP-137 "ECDSA"), PSBTs (only inputs that spend its own outputs), and transfers
// built from its UTXOs and broadcast through the network's Esplora API. Browser-safe.
import {
  type BitcoinNetwork,
  checkSignInputs,
  createEsploraClient,
  finalizePsbt,
  parseBitcoinAddress,
  parsePsbt,
  signBip137,
  signBip322,
} from '@airlock/bitcoin'
import { p2wpkh, SigHash, type Transaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { signTransfer } from './signTransfer'

/** How a message is signed: BIP-322 simple (default) or the legacy BIP-137 signed message. */
export type MessageProtocol = 'bip322' | 'ecdsa'

/** What signPsbt does. */
export interface SignPsbtOptions {
  /** Inputs to sign (default: every input spending this key's address). */
  indexes?: readonly number[]
  /** Sighash types allowed (default SIGHASH_ALL). */
  sighashTypes?: readonly number[]
  /** Finalize the signed inputs (default false). */
  finalize?: boolean
}

/** One test-wallet Bitcoin key. */
export interface BitcoinSigner {
  readonly network: BitcoinNetwork
  /** P2WPKH payment address. */
  readonly address: string
  /** 33-byte compressed public key, hex. */
  readonly publicKeyHex: string
  /** A base64 signature of `message`. */
  signMessage(message: string | Uint8Array, protocol?: MessageProtocol): string
  /**
   * Signs a PSBT's inputs that spend this key's outputs.
   * @throws BitcoinInvalidPsbtError, BitcoinPsbtInputNotOwnedError (checked before signing)
   */
  signPsbt(psbt: string | Uint8Array, options?: SignPsbtOptions): Transaction
  /** Finalizes a signed PSBT and broadcasts it; resolves with the txid. */
  broadcast(tx: Transaction): Promise<string>
  /** Pays the recipients from this key's UTXOs at the network's normal fee rate; resolves with the txid. */
  sendTransfer(recipients: ReadonlyArray<{ address: string; amount: bigint }>): Promise<string>
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))

/**
 * A signer for one private key (hex) on `network` (its `esploraUrl` is used to send).
 * @example const signer = createBitcoinSigner(DEVNET_BITCOIN_ACCOUNTS[0].privateKeyHex, node.network)
 */
export function createBitcoinSigner(privateKeyHex: string, network: BitcoinNetwork): BitcoinSigner {
  const privateKey = fromHex(privateKeyHex)
  if (privateKey.length !== 32) throw new Error('A Bitcoin private key is 32 bytes of hex')
  const publicKey = pubECDSA(privateKey)
  const payment = p2wpkh(publicKey, network.params)
  const address = payment.address as string
  const esplora = () => {
    if (!network.esploraUrl) throw new Error(`No Esplora URL for ${network.name}`)
    return createEsploraClient({ baseUrl: network.esploraUrl })
  }
  const signer: BitcoinSigner = {
    network,
    address,
    publicKeyHex: Array.from(publicKey, (b) => b.toString(16).padStart(2, '0')).join(''),
    signMessage: (message, protocol = 'bip322') =>
      protocol === 'ecdsa'
        ? signBip137(message, privateKey, address, network)
        : signBip322(message, privateKey, address, network),
    signPsbt(psbt, options = {}) {
      const tx = parsePsbt(psbt)
      const own = Array.from({ length: tx.inputsLength }, (_, i) => i).filter((i) => {
        const script = tx.getInput(i).witnessUtxo?.script
        return script?.length === payment.script.length && script.every((b, k) => b === payment.script[k])
      })
      const indexes = options.indexes ?? own
      const sighashTypes = options.sighashTypes?.length ? options.sighashTypes : [SigHash.ALL]
      checkSignInputs(
        tx,
        network,
        [address],
        indexes.map((index) => ({ index, address, sighashTypes })),
      )
      for (const index of indexes) {
        const input = tx.getInput(index)
        if (input.sighashType === undefined && sighashTypes.length === 1 && sighashTypes[0] !== SigHash.ALL) {
          tx.updateInput(index, { sighashType: sighashTypes[0] as number })
        }
        tx.signIdx(privateKey, index, [...sighashTypes])
        if (options.finalize) tx.finalizeIdx(index)
      }
      return tx
    },
    async broadcast(tx) {
      return esplora().broadcast(finalizePsbt(tx).hex)
    },
    async sendTransfer(recipients) {
      const client = esplora()
      const [utxos, rates] = await Promise.all([client.getUtxos(address), client.getFeeRates()])
      const signed = signTransfer({
        privateKey,
        network,
        utxos: utxos.map((u) => ({ ...u, script: payment.script, confirmed: u.status.confirmed })),
        payments: recipients.map((r) => ({
          script: parseBitcoinAddress(r.address, network).script,
          amount: r.amount,
        })),
        feeRate: rates.normal,
      })
      return client.broadcast(signed.hex)
    },
  }
  return signer
}
