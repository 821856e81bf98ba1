// The transfer capabilities of the EVM adapter (contract v2): prepare a native or ERC-20 transfer with its
// gas estimate, report the fee (gas × price), send it under the spec's rules, and wait for its receipt.
import {
  type ChainAdapter,
  type ChainFee,
  InvalidSendParametersError,
  type PreparedTransfer,
  type TransactionOutcome,
  type TransferParameters,
} from '@airlock/kernel'
import type { Chain } from 'viem'
import type { NftToSend } from '../actions/sendNft'
import type { SendContext } from '../actions/sendTokens'
import { isEvmAddress, withHexPrefix } from '../address'
import type { ReadClient } from '../clients'
import { isTransactionHash } from '../validation'
import type { EvmRuntime } from './loadEvmRuntime'

/** The adapter-private part of an EVM prepared transfer (`PreparedTransfer.data`). */
export interface EvmTransferData {
  /** The chain it was estimated on. */
  readonly chainId: number
  /** Estimated gas units. */
  readonly gas: bigint
  /** Gas price in wei, read from the node when prepared. */
  readonly gasPrice: bigint
  /** Present when the transfer sends one NFT. */
  readonly nft?: NftToSend
}

/** What the transfer capabilities need from the adapter. */
export interface TransferDeps {
  /** Loads the viem-backed runtime. */
  load(): Promise<EvmRuntime>
  /** The read client of a served chain. */
  readClient(lib: EvmRuntime, chainId: number): ReadClient
  /** The served viem chain of an id ('Network not found' otherwise). */
  chainOf(id: number | string): Chain
  /** Runs a send with the active wallet on `chainId` (throws when no wallet is connected). */
  send(
    chainId: number,
    run: (lib: EvmRuntime, ctx: SendContext) => Promise<`0x${string}`>,
  ): Promise<`0x${string}`>
  /** How long `waitForTransaction` waits for a receipt before it fails, in ms. */
  confirmationTimeoutMs: number
  /** True when the address is the connected smart account (exempt from the gas check). */
  isSmartAccount(address: string): boolean
}

/** The transfer capabilities, all present on the EVM adapter. */
export type EvmTransferCapabilities = Required<
  Pick<
    ChainAdapter,
    | 'prepareTransfer'
    | 'prepareTokenTransfer'
    | 'prepareNftTransfer'
    | 'estimateFee'
    | 'sendTransfer'
    | 'waitForTransaction'
  >
>

/** The plain address of a token given plain or as CAIP-10 (`eip155:1:0x…`, as the blockchain-data API lists it). */
const plainToken = (address: string) => address.split(':').at(-1) ?? address

/** Sender and receiver checked by the EVM address rule (spec §5: the 0x prefix is optional) and given their prefix. */
function addressesOf(params: { address: string; to: string }): { address: `0x${string}`; to: `0x${string}` } {
  if (!isEvmAddress(params.address)) throw new InvalidSendParametersError('Sender address is required')
  if (!isEvmAddress(params.to)) throw new InvalidSendParametersError('Receiver address is required')
  return { address: withHexPrefix(params.address), to: withHexPrefix(params.to) }
}

function dataOf(prepared: PreparedTransfer): EvmTransferData {
  const data = prepared.data as Partial<EvmTransferData> | undefined
  if (
    typeof data?.chainId !== 'number' ||
    typeof data.gas !== 'bigint' ||
    typeof data.gasPrice !== 'bigint'
  ) {
    throw new InvalidSendParametersError('Not a transfer prepared by the EVM adapter')
  }
  return data as EvmTransferData
}

/**
 * Creates the adapter's transfer capabilities. Native sends keep spec §5's rules (receiver, amount, gas
 * price and decimals required; 'Insufficient balance' when amount plus gas exceeds the balance; smart
 * accounts exempt from the gas check); the fee is gas × gas price in the native currency.
 */
export function createTransfers(deps: TransferDeps): EvmTransferCapabilities {
  async function prepare(given: TransferParameters): Promise<PreparedTransfer> {
    const chain = deps.chainOf(given.network.id)
    const { address, to } = addressesOf(given)
    const params = { ...given, address, to }
    const lib = await deps.load()
    const { gas, gasPrice } = await lib.estimateTransfer(deps.readClient(lib, chain.id), {
      from: lib.getAddress(params.address),
      to: params.to,
      amount: params.amount,
      token: params.token ? plainToken(params.token.address) : undefined,
      smartAccount: deps.isSmartAccount(params.address),
    })
    const data: EvmTransferData = { chainId: chain.id, gas, gasPrice }
    return { params, data }
  }

  return {
    prepareTransfer: (params) => prepare({ ...params, token: undefined }),
    prepareTokenTransfer: (params) => prepare(params),
    async prepareNftTransfer(given): Promise<PreparedTransfer> {
      const { network, nft } = given
      const chain = deps.chainOf(network.id)
      const { address, to } = addressesOf(given)
      const lib = await deps.load()
      const { gas, gasPrice } = await lib.estimateNftTransfer(deps.readClient(lib, chain.id), {
        from: lib.getAddress(address),
        to,
        nft,
        smartAccount: deps.isSmartAccount(address),
      })
      const data: EvmTransferData = { chainId: chain.id, gas, gasPrice, nft }
      return {
        params: { address, to, network, amount: 1n, token: { address: nft.contract, decimals: 0 } },
        data,
      }
    },
    async estimateFee(prepared): Promise<ChainFee> {
      const { chainId, gas, gasPrice } = dataOf(prepared)
      const { decimals, symbol } = deps.chainOf(chainId).nativeCurrency
      return { amount: gas * gasPrice, decimals, symbol }
    },
    async sendTransfer(prepared) {
      const { chainId, gasPrice, nft } = dataOf(prepared)
      const { to, amount, token } = prepared.params
      if (nft) return deps.send(chainId, (lib, ctx) => lib.sendNft(ctx, { to, nft, gasPrice }))
      const native = deps.chainOf(chainId).nativeCurrency.decimals
      return deps.send(chainId, (lib, ctx) =>
        token
          ? lib.sendErc20Token(ctx, {
              receiverAddress: to,
              sendTokenAmount: lib.formatUnits(amount, token.decimals),
              tokenAddress: plainToken(token.address),
              decimals: token.decimals,
              gasPrice,
            })
          : lib.sendNativeToken(ctx, {
              receiverAddress: to,
              sendTokenAmount: lib.formatUnits(amount, native),
              gasPrice,
              decimals: native,
            }),
      )
    },
    async waitForTransaction({ hash, network }): Promise<TransactionOutcome> {
      if (!isTransactionHash(hash)) throw new InvalidSendParametersError(`Not a transaction hash: ${hash}`)
      const chain = deps.chainOf(network.id)
      const lib = await deps.load()
      const receipt = await lib.waitForReceipt(deps.readClient(lib, chain.id), hash as `0x${string}`, {
        timeoutMs: deps.confirmationTimeoutMs,
      })
      return receipt.status === 'success' ? 'confirmed' : 'failed'
    },
  }
}
