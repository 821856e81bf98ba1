// The transfer capabilities of the Solana adapter: prepare a SOL or SPL transfer (receiver's associated
// token account created when missing) with its fee, report the fee in SOL, send it with the wallet, and
// wait for it with the signature subscription bounded by the blockhash's last valid block height.
import {
  type ChainAdapter,
  type ChainFee,
  ConnectBeforeRequestError,
  InvalidSendParametersError,
  type PreparedTransfer,
  type TransferParameters,
} from '@airlock/kernel'
import { isSolanaAddress, plainMint } from '../address'
import { SolanaInvalidTransferError } from '../errors'
import type { SolanaNetwork } from '../networks/networks'
import type { SolanaClients } from '../runtime/clients'
import type { SolanaRuntime } from '../runtime/loadSolanaRuntime'
import type { SolanaProvider } from '../types'

/** The adapter-private part of a Solana prepared transfer (`PreparedTransfer.data`). */
export interface SolanaTransferData {
  /** The network it was built for. */
  readonly caipNetworkId: string
  /** The instructions to sign (compute budget included); the blockhash is taken at send time. */
  readonly instructions: readonly unknown[]
  /** The fee in lamports (getFeeForMessage of the exact message). */
  readonly fee: bigint
  /** True when the receiver's token account is created by this transfer. */
  readonly createsTokenAccount: boolean
}

/** The transfer capabilities, all present on the Solana adapter. */
export type SolanaTransferCapabilities = Required<
  Pick<
    ChainAdapter,
    'prepareTransfer' | 'prepareTokenTransfer' | 'estimateFee' | 'sendTransfer' | 'waitForTransaction'
  >
>

/** What the transfer capabilities need from the adapter. */
export interface TransferDeps {
  load(): Promise<SolanaRuntime>
  clients(lib: SolanaRuntime, network: SolanaNetwork): SolanaClients
  /** The configured network of a CAIP-2 id ('Network not found' otherwise). */
  network(caipNetworkId: string): SolanaNetwork
  /** The connected wallet and address (throws when none). */
  active(): { provider: SolanaProvider; address: string }
  beforeRequest(method: string, params: unknown): Promise<void>
  commitment: 'processed' | 'confirmed' | 'finalized'
  confirmationTimeoutMs: number
}

const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

function dataOf(prepared: PreparedTransfer): SolanaTransferData {
  const data = prepared.data as Partial<SolanaTransferData> | undefined
  if (
    typeof data?.caipNetworkId !== 'string' ||
    typeof data.fee !== 'bigint' ||
    !Array.isArray(data.instructions)
  ) {
    throw new InvalidSendParametersError('Not a transfer prepared by the Solana adapter')
  }
  return data as SolanaTransferData
}

/** Creates the adapter's transfer capabilities. */
export function createTransfers(deps: TransferDeps): SolanaTransferCapabilities {
  /** Last valid block height of each signature this adapter sent, for `waitForTransaction`. */
  const sent = new Map<string, bigint>()

  async function prepare(params: TransferParameters): Promise<PreparedTransfer> {
    const network = deps.network(params.network.caipNetworkId)
    if (!isSolanaAddress(params.to))
      throw new SolanaInvalidTransferError(`Receiver: ${params.to || '(empty)'}`)
    if (params.amount <= 0n) throw new SolanaInvalidTransferError(`Amount: ${params.amount}`)
    if (!isSolanaAddress(params.address)) throw new SolanaInvalidTransferError(`Sender: ${params.address}`)
    const lib = await deps.load()
    const built = await lib.buildTransfer(deps.clients(lib, network), {
      from: params.address,
      to: params.to,
      amount: params.amount,
      token: params.token
        ? { mint: plainMint(params.token.address), decimals: params.token.decimals }
        : undefined,
    })
    const data: SolanaTransferData = {
      caipNetworkId: network.caipNetworkId,
      instructions: built.instructions,
      fee: built.fee,
      createsTokenAccount: built.createsTokenAccount,
    }
    return { params, data }
  }

  return {
    prepareTransfer: (params) => prepare({ ...params, token: undefined }),
    prepareTokenTransfer: (params) => prepare(params),
    async estimateFee(prepared): Promise<ChainFee> {
      return { amount: dataOf(prepared).fee, decimals: 9, symbol: 'SOL' }
    },
    async sendTransfer(prepared) {
      const data = dataOf(prepared)
      const network = deps.network(data.caipNetworkId)
      const { provider, address } = deps.active()
      if (address !== prepared.params.address) throw new ConnectBeforeRequestError()
      const lib = await deps.load()
      const { signature, lastValidBlockHeight } = await lib.signAndSend(deps.clients(lib, network), {
        provider,
        from: address,
        instructions: data.instructions as Parameters<SolanaRuntime['signAndSend']>[1]['instructions'],
        chain: { caipNetworkId: network.caipNetworkId, walletStandardChain: network.walletStandardChain },
        commitment: deps.commitment,
        beforeRequest: (method, transaction) => deps.beforeRequest(method, { transaction }),
      })
      sent.set(signature, lastValidBlockHeight)
      return signature
    },
    async waitForTransaction({ hash, network }) {
      if (!SIGNATURE.test(hash)) throw new InvalidSendParametersError(`Not a Solana signature: ${hash}`)
      const net = deps.network(network.caipNetworkId)
      const lib = await deps.load()
      try {
        return await lib.waitForSignature(deps.clients(lib, net), {
          signature: hash as Parameters<SolanaRuntime['waitForSignature']>[1]['signature'],
          commitment: deps.commitment,
          lastValidBlockHeight: sent.get(hash),
          timeoutMs: deps.confirmationTimeoutMs,
        })
      } finally {
        sent.delete(hash)
      }
    },
  }
}
