// The transfer types of the chain adapter contract (types.ts re-exports them): what a transfer is prepared
// from, the prepared transfer, and the choices (fee speeds…) it may offer the visitor before signing.

import type { MessageKey } from '../errors/base'
import type { CaipNetwork, ChainFee } from './types'

/** A transfer to prepare: the native currency, or a fungible token when `token` is given. */
export interface TransferParameters {
  /** Receiver address. */
  to: string
  /** Amount in the smallest unit (of the token when `token` is given). */
  amount: bigint
  /** The token: its address (plain or CAIP-10, as the blockchain-data API lists it) and decimals. */
  token?: { address: string; decimals: number } | undefined
  /** The network to send on. */
  network: CaipNetwork
  /** The sender. */
  address: string
  /**
   * The id of one of the adapter's `transferChoices` (e.g. a fee speed) to prepare the transfer with;
   * absent: the adapter's default. Adapters without choices ignore it.
   */
  choice?: string | undefined
}

/** Parameters of `ChainAdapter.prepareNftTransfer`: one NFT from the sender to a receiver. */
export interface NftTransferParameters {
  /** Receiver address. */
  to: string
  /** The NFT: its contract (or mint), token id as decimal text, and standard (e.g. 'erc721', 'erc1155'). */
  nft: { contract: string; tokenId: string; standard?: string | undefined }
  /** The network it lives on (the active one). */
  network: CaipNetwork
  /** The sender (its owner). */
  address: string
}

/** A prepared transfer: what the adapter will send, opaque beyond the parameters it was made from. */
export interface PreparedTransfer {
  /** The parameters it was prepared from. */
  readonly params: TransferParameters
  /** Adapter-private data (built transaction, estimates…). */
  readonly data?: unknown
  /**
   * The id of the transfer choice (see `ChainAdapter.transferChoices`) that `estimateFee` reports and
   * `sendTransfer` sends; absent: the choice it was prepared with, or the adapter's default.
   */
  readonly choice?: string | undefined
}

/**
 * A text a chain plugin hands the UI: the key of a message in a catalogue it contributes (shown in the
 * visitor's language), or a text shown as it is.
 */
export type ChainText = MessageKey | string

/** One choice a transfer offers the visitor before signing (a fee speed, a gas tier…), chain-neutral. */
export interface TransferChoice {
  /** Its id, unique in its list: what `PreparedTransfer.choice` and `TransferParameters.choice` carry. */
  readonly id: string
  /** What the visitor sees, e.g. `{ namespace: 'acme', key: 'fast' }` ('Fast'). */
  readonly label: ChainText
  /** A detail shown under the label, e.g. the fee rate. */
  readonly detail?: ChainText | undefined
  /** The fee the transfer costs with this choice. */
  readonly fee: ChainFee
}

/** The choices a prepared transfer offers (see `ChainAdapter.transferChoices`). */
export interface TransferChoices {
  /** What the visitor chooses, the group's name (e.g. 'Network speed'). */
  readonly label: ChainText
  /** The choices, in the order shown (at least one). */
  readonly choices: readonly TransferChoice[]
  /** The id of the choice the prepared transfer has now (its default, or `PreparedTransfer.choice`). */
  readonly selected: string
}
