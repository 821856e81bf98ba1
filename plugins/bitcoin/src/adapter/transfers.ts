// The transfer capabilities of the Bitcoin adapter: prepare a BTC payment (UTXO selection at the node's
// slow, normal and fast rates; 'Insufficient balance' before any wallet is asked), offer the speeds the
// balance can pay as the transfer's choices (`transferChoices`), report the fee of the chosen speed
// (vbytes × rate), send it (the rate re-checked, the PSBT signed by the wallet and broadcast,
// or the wallet's own sendTransfer when it only has that), and follow it to its first block. Also `signPsbt`
// for dApps: the inputs checked against the wallet's addresses before the wallet is asked.
import {
  type ChainFee,
  ConnectBeforeRequestError,
  InvalidSendParametersError,
  type PreparedTransfer,
  type TransferChoices,
  type TransferParameters,
} from '@airlock/kernel'
import { parseBitcoinAddress } from '../address'
import { hexToBytes } from '../encoding'
import { BitcoinInvalidAmountError, EsploraHttpError } from '../errors'
import type { EsploraClient } from '../esplora/createEsploraClient'
import type { BitcoinNetwork } from '../networks'
import type { BitcoinFeeSpeed } from '../options'
import { assertFeeRateHolds, type FeeRates } from '../transfer/fees'
import { buildTransferPsbt, checkSignInputs, finalizePsbt, parsePsbt, psbtToBase64 } from '../transfer/psbt'
import { type CoinSelection, selectCoins } from '../transfer/selectCoins'
import type { BitcoinProvider, BitcoinSignInput, BitcoinWalletAddress } from '../types'
import { toBitcoinKernelError } from '../walletErrors'

/** The adapter-private part of a Bitcoin prepared transfer (`PreparedTransfer.data`). */
export interface BitcoinTransferData {
  /** The network it was built for. */
  readonly caipNetworkId: string
  /** The speed it was prepared with (`PreparedTransfer.choice`, when set, wins). */
  readonly speed: BitcoinFeeSpeed
  /** The node's rates (sat/vB) when it was prepared. */
  readonly rates: FeeRates
  /** The coin selection of each speed (inputs, outputs, change, vsize, fee). */
  readonly selections: Readonly<Record<BitcoinFeeSpeed, CoinSelection>>
}

/** What `prepareTransfer` takes besides the kernel's parameters. */
export interface BitcoinTransferParameters extends TransferParameters {
  /** The speed to pay for (default: `choice` when it names a speed, else the plugin's `feeSpeed`, 'normal'). */
  feeSpeed?: BitcoinFeeSpeed
}

/** Parameters of `signPsbt`. */
export interface BitcoinSignPsbtParameters {
  /** The PSBT, base64 (or hex). */
  psbt: string
  /** The inputs the connected wallet signs, each with its address and allowed sighash types. */
  signInputs: readonly BitcoinSignInput[]
  /** Finalize and broadcast the signed transaction (default false). */
  broadcast?: boolean
}

/** What `signPsbt` resolves with: the signed PSBT (base64), and the txid when it was broadcast. */
export interface BitcoinSignPsbtResult {
  psbt: string
  txid?: string
}

/** The Bitcoin adapter's transfer and PSBT capabilities. */
export interface BitcoinTransferCapabilities {
  /** Prepares a BTC payment with its fee at each speed; 'Insufficient balance' when amount + fee exceed it. */
  prepareTransfer(params: BitcoinTransferParameters): Promise<PreparedTransfer>
  /**
   * The speeds (slow, normal, fast) the balance can pay for a prepared payment, each with its fee and rate:
   * the visitor's choice; `prepared.choice` (a speed) picks one for `estimateFee` and `sendTransfer`.
   * Undefined when the wallet only sends payments itself (its own `sendTransfer` picks its own fee).
   */
  transferChoices(prepared: PreparedTransfer): Promise<TransferChoices | undefined>
  /** The fee of a prepared payment at its speed (`prepared.choice`, else the prepared one): vbytes × rate, in satoshis. */
  estimateFee(prepared: PreparedTransfer): Promise<ChainFee>
  /** Signs (in the wallet) and broadcasts a prepared payment at its speed; resolves with the txid. */
  sendTransfer(prepared: PreparedTransfer): Promise<string>
  /** Waits for the transaction's first block ('failed' when the node dropped it). */
  waitForTransaction(params: {
    hash: string
    network: { caipNetworkId: string }
  }): Promise<'confirmed' | 'failed'>
  /** Has the connected wallet sign inputs of a dApp's PSBT (checked first), optionally broadcasting it. */
  signPsbt(params: BitcoinSignPsbtParameters): Promise<BitcoinSignPsbtResult>
}

/** What the transfer capabilities need from the adapter. */
export interface TransferDeps {
  network(caipNetworkId: string): BitcoinNetwork
  esplora(network: BitcoinNetwork): EsploraClient
  active(): {
    provider: BitcoinProvider
    address: string
    addresses: readonly BitcoinWalletAddress[]
    network: BitcoinNetwork
  }
  beforeRequest(method: string, params: unknown): Promise<void>
  feeSpeed: BitcoinFeeSpeed
  pollIntervalMs: number
  confirmationTimeoutMs: number
}

const TXID = /^[0-9a-f]{64}$/

const SPEEDS: readonly BitcoinFeeSpeed[] = ['slow', 'normal', 'fast']

const isSpeed = (value: unknown): value is BitcoinFeeSpeed => SPEEDS.includes(value as BitcoinFeeSpeed)

/** The prepared data, and the speed to pay: `prepared.choice` when set (one the balance can pay), else the prepared one. */
function dataOf(prepared: PreparedTransfer): BitcoinTransferData & { selection: CoinSelection } {
  const data = prepared.data as Partial<BitcoinTransferData> | undefined
  if (typeof data?.caipNetworkId !== 'string' || !data.selections || !data.speed || !data.rates) {
    throw new InvalidSendParametersError('Not a transfer prepared by the Bitcoin adapter')
  }
  const speed = prepared.choice ?? data.speed
  const selection = isSpeed(speed) ? data.selections[speed] : undefined
  if (!selection) {
    throw new InvalidSendParametersError(`'${speed}' is not a fee speed this transfer offers`)
  }
  return { ...(data as BitcoinTransferData), speed: speed as BitcoinFeeSpeed, selection }
}

/** A text of the plugin's catalogue (`BITCOIN_MESSAGES`), for the UI to show in the visitor's language. */
const text = (key: string) => ({ namespace: 'bitcoin', key })

/** Creates the adapter's transfer capabilities. */
export function createTransfers(deps: TransferDeps): BitcoinTransferCapabilities {
  const wrap = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toBitcoinKernelError(error)
    }
  }

  async function broadcast(network: BitcoinNetwork, signedPsbt: string): Promise<string> {
    const { hex } = finalizePsbt(signedPsbt)
    return deps.esplora(network).broadcast(hex)
  }

  return {
    prepareTransfer: (params) =>
      wrap(async () => {
        if (params.token) throw new InvalidSendParametersError('Bitcoin has no tokens')
        const network = deps.network(params.network.caipNetworkId)
        if (params.amount <= 0n) throw new BitcoinInvalidAmountError(String(params.amount), 'range')
        const payee = parseBitcoinAddress(params.to, network)
        const sender = parseBitcoinAddress(params.address, network)
        const esplora = deps.esplora(network)
        const [rates, utxos] = await Promise.all([esplora.getFeeRates(), esplora.getUtxos(sender.address)])
        const spendable = utxos.map((u) => ({
          txid: u.txid,
          vout: u.vout,
          value: u.value,
          script: sender.script,
          confirmed: u.status.confirmed,
        }))
        const select = (speed: BitcoinFeeSpeed) =>
          selectCoins({
            utxos: spendable,
            payments: [{ script: payee.script, amount: params.amount }],
            feeRate: rates[speed],
            changeScript: sender.script,
          })
        if (params.choice !== undefined && !isSpeed(params.choice)) {
          throw new InvalidSendParametersError(`'${params.choice}' is not a fee speed (slow, normal, fast)`)
        }
        const speed = params.feeSpeed ?? params.choice ?? deps.feeSpeed
        // The chosen speed decides 'Insufficient balance'; a speed the balance cannot pay is left out.
        const chosen = select(speed)
        const selections = Object.fromEntries(
          SPEEDS.map((s) => {
            if (s === speed) return [s, chosen]
            try {
              return [s, select(s)]
            } catch {
              return [s, undefined]
            }
          }).filter(([, v]) => v !== undefined),
        ) as Record<BitcoinFeeSpeed, CoinSelection>
        const data: BitcoinTransferData = { caipNetworkId: network.caipNetworkId, speed, rates, selections }
        return { params, data, choice: speed }
      }),

    async transferChoices(prepared) {
      const { selections, rates, speed } = dataOf(prepared)
      const { provider } = deps.active()
      if (!provider.signPsbt && provider.sendTransfer) return undefined
      return {
        label: text('speed'),
        choices: SPEEDS.filter((s) => selections[s]).map((s) => ({
          id: s,
          label: text(s),
          // the rate, and the fee in satoshis as the node will charge it (the BTC amount beside it is rounded)
          detail: `${rates[s]} sat/vB · ${selections[s].fee} sat`,
          fee: { amount: selections[s].fee, decimals: 8, symbol: 'BTC' },
        })),
        selected: speed,
      }
    },

    async estimateFee(prepared) {
      return { amount: dataOf(prepared).selection.fee, decimals: 8, symbol: 'BTC' }
    },

    sendTransfer: (prepared) =>
      wrap(async () => {
        const data = dataOf(prepared)
        const network = deps.network(data.caipNetworkId)
        const a = deps.active()
        if (a.address !== prepared.params.address) throw new ConnectBeforeRequestError()
        const { selection } = data
        const esplora = deps.esplora(network)
        // The fee the visitor saw must still be enough: a risen rate asks for a new review.
        const now = await esplora.getFeeRates()
        assertFeeRateHolds(data.rates[data.speed], now[data.speed])
        if (!a.provider.signPsbt && a.provider.sendTransfer) {
          await deps.beforeRequest('sendTransfer', {
            recipient: prepared.params.to,
            amount: prepared.params.amount,
          })
          return a.provider.sendTransfer({
            recipient: prepared.params.to,
            amount: prepared.params.amount,
            network,
          })
        }
        if (!a.provider.signPsbt) throw new InvalidSendParametersError('The wallet cannot sign transactions')
        const payment = a.addresses.find((x) => x.address === a.address)
        const psbt = buildTransferPsbt({
          network,
          selection,
          ...(payment?.publicKey ? { publicKey: hexToBytes(payment.publicKey) } : {}),
        })
        const signInputs = selection.inputs.map((_, index) => ({ index, address: a.address }))
        await deps.beforeRequest('signPsbt', { psbt: psbt.base64, signInputs })
        const signed = await a.provider.signPsbt({ psbt: psbt.base64, signInputs, network })
        return broadcast(network, signed)
      }),

    waitForTransaction: ({ hash, network }) =>
      wrap(async () => {
        if (!TXID.test(hash)) throw new InvalidSendParametersError(`Not a Bitcoin transaction id: ${hash}`)
        const net = deps.network(network.caipNetworkId)
        const esplora = deps.esplora(net)
        const deadline = Date.now() + deps.confirmationTimeoutMs
        let missing = 0
        for (;;) {
          try {
            const status = await esplora.getTransactionStatus(hash)
            missing = 0
            if (status.confirmed) return 'confirmed'
          } catch (error) {
            // The node forgot it (replaced, or evicted): three answers in a row say it is gone.
            if (!(error instanceof EsploraHttpError && error.status === 404)) throw error
            if (++missing >= 3) return 'failed'
          }
          if (Date.now() + deps.pollIntervalMs > deadline) {
            throw new InvalidSendParametersError(
              `Transaction ${hash} was not mined within ${deps.confirmationTimeoutMs} ms`,
            )
          }
          await new Promise((resolve) => setTimeout(resolve, deps.pollIntervalMs))
        }
      }),

    signPsbt: (params) =>
      wrap(async () => {
        const a = deps.active()
        if (!a.provider.signPsbt) throw new InvalidSendParametersError('The wallet cannot sign PSBTs')
        const tx = parsePsbt(params.psbt)
        checkSignInputs(
          tx,
          a.network,
          a.addresses.map((x) => x.address),
          params.signInputs,
        )
        const psbt = psbtToBase64(tx)
        await deps.beforeRequest('signPsbt', {
          psbt,
          signInputs: params.signInputs,
          broadcast: params.broadcast === true,
        })
        const signed = await a.provider.signPsbt({ psbt, signInputs: params.signInputs, network: a.network })
        // What came back must be a PSBT (a wallet answering garbage is refused here, not at broadcast).
        const signedTx = parsePsbt(signed)
        if (!params.broadcast) return { psbt: psbtToBase64(signedTx) }
        return { psbt: psbtToBase64(signedTx), txid: await broadcast(a.network, signed) }
      }),
  }
}
