// Node-only part of @airlock/testing: the wallet-catalogue test server.
export {
  type CatalogueServerOptions,
  HOSTILE_WALLET_NAMES,
  makeTestWallets,
  startCatalogueServer,
  type TestCatalogueServer,
  type TestCatalogueWallet,
} from './catalogueServer'
