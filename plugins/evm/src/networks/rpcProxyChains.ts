// The fixed list of EVM chains the RPC proxy serves (spec §9: "Supported network lists are fixed and
// include many EVM chains"; §7: the proxy is used "for listed chains"). A chain not listed here keeps its
// own RPC URLs even when a proxy is configured. The ids are those the hosted proxy serves (mainnets and
// their public testnets); a self-hosted proxy or the devnet names its own with `evm({ rpcProxyChains })`.

/**
 * The EVM chain ids the RPC proxy serves by default.
 *
 * @example
 * RPC_PROXY_CHAIN_IDS.includes(1) // true: Ethereum reads go through the proxy when one is configured
 */
export const RPC_PROXY_CHAIN_IDS: readonly number[] = Object.freeze([
  // Ethereum, its testnets
  1, 11155111, 17000, 560048,
  // Optimism, Base, Arbitrum, Zora, Unichain and their testnets
  10, 11155420, 8453, 84532, 42161, 421614, 7777777, 999999999, 130, 1301,
  // Polygon, Polygon zkEVM, Amoy
  137, 1101, 80002,
  // BNB Smart Chain and testnet, Avalanche and Fuji
  56, 97, 43114, 43113,
  // zkSync, Linea, Mantle, Scroll, Gnosis, Celo, Kaia, Sei, Sonic, Berachain, Aurora, Moonbeam
  324, 300, 59144, 5000, 5003, 534352, 534351, 100, 42220, 8217, 1329, 146, 80094, 80069, 80084, 1313161554,
  1313161555, 1284,
])
