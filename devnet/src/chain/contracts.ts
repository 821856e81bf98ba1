import type { Address } from 'viem'

/** Fixed devnet contract addresses: the DEPLOYER's nonces 0–3 on every devnet chain. */
export const DEVNET_CONTRACTS = {
  /** ERC-20 'USD Coin' (USDC), 6 decimals. */
  usdc: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  /** ERC-20 'Dai Stablecoin' (DAI), 18 decimals. */
  dai: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  /** ERC-721 'Airlock Test NFT' (ATNFT), tokens 1–4. */
  nft: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
  /** ERC-721 'Free Airdrop Claim' (SPAM): unsolicited transfers, flagged as spam by the API. */
  spamNft: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
} as const satisfies Record<string, Address>

/** Static description of one devnet token contract, as the API's token list uses it. */
export interface DevnetTokenInfo {
  address: Address
  name: string
  symbol: string
  decimals: number
  kind: 'erc20' | 'erc721'
  spam: boolean
}

/** Every devnet token contract with its metadata (the same on each chain). */
export const DEVNET_TOKENS: readonly DevnetTokenInfo[] = [
  {
    address: DEVNET_CONTRACTS.usdc,
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    kind: 'erc20',
    spam: false,
  },
  {
    address: DEVNET_CONTRACTS.dai,
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    decimals: 18,
    kind: 'erc20',
    spam: false,
  },
  {
    address: DEVNET_CONTRACTS.nft,
    name: 'Airlock Test NFT',
    symbol: 'ATNFT',
    decimals: 0,
    kind: 'erc721',
    spam: false,
  },
  {
    address: DEVNET_CONTRACTS.spamNft,
    name: 'Free Airdrop Claim',
    symbol: 'SPAM',
    decimals: 0,
    kind: 'erc721',
    spam: true,
  },
]
