// Public API of @airlock/testing (any environment): the mock wallet, test networks and in-memory storage.
// React: '@airlock/testing/react' (renderWithAirlock). Node: '@airlock/testing/server' (catalogue server).
export {
  createMemoryStorage,
  type KeyValueStorage,
  type MemoryStorage,
  type MemoryStorageOptions,
} from './memoryStorage'
export { type MockConfigOptions, mockConfig } from './mockConfig'
export { MOCK_NAMESPACE, type MockNetworkOptions, mockNetwork } from './mockNetworks'
export {
  createMockWallet,
  MOCK_ADDRESS,
  MOCK_ADDRESS_2,
  MOCK_CONNECTOR_ID,
  type MockApproval,
  type MockConnectorOptions,
  type MockMethod,
  type MockRequest,
  type MockWallet,
  type MockWalletOptions,
  mockConnector,
  userRejection,
} from './mockWallet'
export { type WaitForOptions, waitFor } from './waitFor'
