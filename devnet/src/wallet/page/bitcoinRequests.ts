// The wallet page's answers to WalletConnect `bip122` requests (shapes as AppKit's bitcoin adapter sends
// them: getAccountAddresses, signMessage, signPsbt, sendTransfer). No DOM here: the page calls it after the
// user approved.
import {
  BitcoinError,
  base64ToBytes,
  bip137MessageHash,
  bip322MessageHash,
  bytesToBase64,
  bytesToHex,
} from '@airlock/bitcoin'
import type { BitcoinSigner } from '../bitcoin/createBitcoinSigner'
import { ProviderRpcError } from '../createEip155Signer'

/** The `bip122` namespace methods the wallet page offers. */
export const BITCOIN_WALLET_PAGE_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer']

/** The `bip122` reads the wallet page answers without asking its user (as wallets answer an address list). */
export const BITCOIN_WALLET_PAGE_READS = ['getAccountAddresses']

/** The `bip122` namespace events the wallet page offers. */
export const BITCOIN_WALLET_PAGE_EVENTS = ['bip122_addressesChanged']

const invalid = (message: string) => new ProviderRpcError(-32602, message)

function checkAccount(signer: BitcoinSigner, params: Record<string, unknown>, key = 'account'): void {
  const account = params[key]
  if (account !== undefined && account !== signer.address)
    throw new ProviderRpcError(4100, `Unknown account ${String(account)}`)
}

/**
 * Answers a `bip122` request for `signer`:
 * - getAccountAddresses `{account, intentions?}` → `[{address, publicKey, path, intention: 'payment'}]`
 * - signMessage `{message, account, address, protocol?: 'ecdsa' | 'bip322'}` → `{address, signature (hex), messageHash}`
 * - signPsbt `{account, psbt (base64), signInputs: [{address, index, sighashTypes}], broadcast}` → `{psbt, txid?}`
 * - sendTransfer `{account, recipientAddress, amount (sats, decimal string)}` → `{txid}`
 * @throws ProviderRpcError 4100 for another account, -32602 for malformed params or a PSBT input that is not
 * the wallet's, 4200 for other methods
 */
export async function handleBitcoinRequest(
  signer: BitcoinSigner,
  method: string,
  rawParams: unknown,
): Promise<unknown> {
  if (!BITCOIN_WALLET_PAGE_METHODS.includes(method))
    throw new ProviderRpcError(4200, `Unsupported method ${method}`)
  if (typeof rawParams !== 'object' || rawParams === null || Array.isArray(rawParams)) {
    throw invalid(`${method} takes an object of params`)
  }
  const params = rawParams as Record<string, unknown>
  checkAccount(signer, params)
  try {
    switch (method) {
      case 'getAccountAddresses':
        return [
          {
            address: signer.address,
            publicKey: signer.publicKeyHex,
            path: "m/84'/1'/0'/0",
            intention: 'payment',
          },
        ]
      case 'signMessage': {
        checkAccount(signer, params, 'address')
        if (typeof params.message !== 'string') throw invalid('message must be a string')
        const protocol = params.protocol === 'ecdsa' ? 'ecdsa' : 'bip322'
        const signature = base64ToBytes(signer.signMessage(params.message, protocol))
        const hash =
          protocol === 'ecdsa' ? bip137MessageHash(params.message) : bip322MessageHash(params.message)
        return { address: signer.address, signature: bytesToHex(signature), messageHash: bytesToHex(hash) }
      }
      case 'signPsbt': {
        if (typeof params.psbt !== 'string') throw invalid('psbt must be base64')
        const list = params.signInputs ?? []
        if (!Array.isArray(list))
          throw invalid('signInputs must be a list of { address, index, sighashTypes }')
        const inputs = list.map((entry) => {
          const { address, index, sighashTypes } = (entry ?? {}) as Record<string, unknown>
          if (typeof address !== 'string' || !Number.isInteger(index))
            throw invalid('signInputs entries need an address and an index')
          if (address !== signer.address)
            throw invalid(`input ${String(index)} is to be signed by ${address}, not this wallet`)
          if (
            sighashTypes !== undefined &&
            (!Array.isArray(sighashTypes) || sighashTypes.some((t) => !Number.isInteger(t)))
          ) {
            throw invalid('sighashTypes must be integers')
          }
          return { index: index as number, sighashTypes: (sighashTypes ?? []) as number[] }
        })
        const sighashTypes = [...new Set(inputs.flatMap((i) => i.sighashTypes))]
        const tx = signer.signPsbt(params.psbt, {
          ...(inputs.length ? { indexes: inputs.map((i) => i.index) } : {}),
          ...(sighashTypes.length ? { sighashTypes } : {}),
        })
        if (params.broadcast === true) {
          const txid = await signer.broadcast(tx)
          return { psbt: bytesToBase64(tx.toPSBT()), txid }
        }
        return { psbt: bytesToBase64(tx.toPSBT()) }
      }
      default: {
        if (typeof params.recipientAddress !== 'string') throw invalid('recipientAddress must be an address')
        const amount = String(params.amount ?? '')
        if (!/^[1-9]\d{0,15}$/.test(amount)) throw invalid('amount must be a positive number of satoshis')
        return {
          txid: await signer.sendTransfer([{ address: params.recipientAddress, amount: BigInt(amount) }]),
        }
      }
    }
  } catch (error) {
    if (error instanceof BitcoinError) throw invalid(error.details || error.shortMessage)
    throw error
  }
}
