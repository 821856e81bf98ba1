// Fixed values of the EVM plugin that used to live in the kernel (spec §9), which knows no chain.

/** Default network of the EVM plugin: Ethereum mainnet, as a CAIP-2 id (spec §9: default chain 1). */
export const DEFAULT_EVM_CHAIN_ID = 'eip155:1'
