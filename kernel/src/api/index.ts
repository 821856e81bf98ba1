// Barrel of the kernel's API clients and their response schemas.
export * from './ApiClientOptions'
export * from './BlockchainApiClient'
export * from './rpcProxyUrl'
export * from './schemas'
export * from './WalletCatalogClient'
