// What the NFT views show, where NFTs come from (a chain plugin's source or the blockchain-data API), and
// the parser of the API's answer (ui has no zod of its own: the answer is checked field by field).
import { BaseError, type CaipNetwork } from '@airlock/kernel'

/** One NFT an account holds. */
export interface Nft {
  /** Unique id, e.g. `eip155:1:0xContract:42`. */
  id: string
  /** CAIP-2 id of the chain it lives on. */
  chainId: string
  /** Contract (EVM) or mint / collection address. */
  contract: string
  /** Token id as text (may exceed 2^53). */
  tokenId: string
  /** e.g. 'erc721', 'erc1155'. */
  standard?: string | undefined
  name: string
  collection: { name: string; address?: string | undefined }
  /** Untrusted image URL (checked before it reaches an <img>). */
  imageUrl?: string | undefined
  /** Flagged as spam by the source: hidden in the grid. */
  isSpam: boolean
}

/** One page of NFTs and the cursor of the next (null at the end). */
export interface NftPage {
  data: Nft[]
  next: string | null
}

/** Parameters of an NFT listing request. */
export interface NftListParameters {
  address: string
  network: CaipNetwork
  cursor?: string | undefined
  signal?: AbortSignal | undefined
}

/**
 * Where a namespace's NFTs come from. A chain plugin contributes one under `ui/nfts` for its namespace
 * (it then wins over the API); otherwise ui asks the blockchain-data API when one is configured.
 */
export interface NftSource {
  /** The namespace served, e.g. 'solana'. */
  namespace: string
  /** One page of the address's NFTs on the network (spam included, flagged). */
  list(params: NftListParameters): Promise<NftPage>
}

/** The NFT listing answer did not have the expected shape. */
export class NftResponseError extends BaseError {
  override name = 'NftResponseError'
  constructor(details: string) {
    super('The NFT listing answer has an unexpected shape.', { details })
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

function parseNft(raw: unknown, index: number): Nft {
  const fail = (field: string) => new NftResponseError(`data[${index}].${field} is missing or invalid`)
  if (!isRecord(raw)) throw fail('(item)')
  const id = str(raw.id)
  const chainId = str(raw.chainId)
  const contract = str(raw.contract)
  const tokenId = str(raw.tokenId)
  if (!id) throw fail('id')
  if (!chainId) throw fail('chainId')
  if (!contract) throw fail('contract')
  if (!tokenId) throw fail('tokenId')
  const collection = isRecord(raw.collection) ? raw.collection : {}
  const content = isRecord(raw.content) && isRecord(raw.content.preview) ? raw.content.preview : {}
  const flags = isRecord(raw.flags) ? raw.flags : {}
  const collectionName = str(collection.name) ?? 'Unknown collection'
  return {
    id,
    chainId,
    contract,
    tokenId,
    standard: str(raw.standard),
    name: str(raw.name) ?? `${collectionName} #${tokenId}`,
    collection: { name: collectionName, address: str(collection.address) },
    imageUrl: str(content.url),
    isSpam: flags.is_spam === true,
  }
}

/** Parses GET /v1/account/{address}/nfts: `{ data: [{ id, chainId, contract, tokenId, … }], next }`. */
export function parseNftPage(raw: unknown): NftPage {
  if (!isRecord(raw) || !Array.isArray(raw.data)) throw new NftResponseError('data is not a list')
  const next = raw.next === undefined || raw.next === null ? null : str(raw.next)
  if (next === undefined) throw new NftResponseError('next is neither a string nor null')
  return { data: raw.data.map(parseNft), next }
}
