// ui's Account tab panels (the `accountTabs` slot entries Tokens, NFTs and Activity load these).
export { ActivityTab } from './ActivityTab'
export { NftsTab } from './NftsTab'
export { TokensTab } from './TokensTab'
