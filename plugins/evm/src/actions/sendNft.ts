// One NFT from the connected account to a receiver: ERC-721 `safeTransferFrom(from, to, id)`, or ERC-1155
// `safeTransferFrom(from, to, id, 1, 0x)`. The node's gas estimate reverts when the sender does not own the
// token; the native balance must cover the gas (not for a smart account, spec §5).
import { encodeFunctionData, parseAbi } from 'viem'
import { getBalance, getGasPrice } from 'viem/actions'
import type { ReadClient } from '../clients'
import { InsufficientBalanceError, InvalidSendParametersError } from '../errors'
import {
  estimate,
  gasCost,
  requireAddress,
  type SendContext,
  submit,
  type TransferEstimate,
} from './sendTokens'

/** The NFT to send: its contract, token id (decimal text, may exceed 2^53) and standard ('erc721' by default). */
export interface NftToSend {
  contract: string
  tokenId: string
  standard?: string | undefined
}

const erc721Transfer = parseAbi(['function safeTransferFrom(address from, address to, uint256 tokenId)'])
const erc1155Transfer = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
])

/** The call that moves `nft` from `from` to `to`. */
export function nftTransferCall(
  from: `0x${string}`,
  to: string,
  nft: NftToSend,
): { to: `0x${string}`; data: `0x${string}` } {
  const contract = requireAddress(nft.contract, 'Token address')
  const receiver = requireAddress(to, 'Receiver address')
  if (!/^\d{1,78}$/.test(nft.tokenId))
    throw new InvalidSendParametersError(`Invalid token id: ${nft.tokenId}`)
  const id = BigInt(nft.tokenId)
  const data =
    nft.standard?.toLowerCase() === 'erc1155'
      ? encodeFunctionData({
          abi: erc1155Transfer,
          functionName: 'safeTransferFrom',
          args: [from, receiver, id, 1n, '0x'],
        })
      : encodeFunctionData({
          abi: erc721Transfer,
          functionName: 'safeTransferFrom',
          args: [from, receiver, id],
        })
  return { to: contract, data }
}

/**
 * Estimates sending one NFT: the node's gas price and the call's gas ('Insufficient balance' when the
 * native balance cannot pay the gas; the estimate fails when the sender does not own the token).
 *
 * @example
 * const { gas, gasPrice } = await estimateNftTransfer(readClient, { from, to, nft: { contract, tokenId: '1' } })
 */
export async function estimateNftTransfer(
  readClient: ReadClient,
  params: { from: `0x${string}`; to: string; nft: NftToSend; smartAccount?: boolean | undefined },
): Promise<TransferEstimate> {
  const ctx = { readClient, from: params.from, smartAccount: params.smartAccount }
  const call = nftTransferCall(params.from, params.to, params.nft)
  const [gasPrice, gas, balance] = await Promise.all([
    getGasPrice(readClient),
    estimate(ctx, call),
    getBalance(readClient, { address: params.from }),
  ])
  if (balance < gasCost(ctx, gas, gasPrice))
    throw new InsufficientBalanceError({ details: `Native balance ${balance} wei cannot cover gas` })
  return { gas, gasPrice }
}

/**
 * Sends one NFT through the connected wallet (estimated again, sent at `gasPrice`).
 *
 * @example
 * await sendNft(ctx, { to, nft: { contract, tokenId: '1' }, gasPrice })
 */
export async function sendNft(
  ctx: SendContext,
  params: { to: string; nft: NftToSend; gasPrice: bigint },
): Promise<`0x${string}`> {
  const call = nftTransferCall(ctx.from, params.to, params.nft)
  const gas = await estimate(ctx, call)
  return submit(ctx, { ...call, gas, gasPrice: params.gasPrice })
}
