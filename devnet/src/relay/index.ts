export { clientIssuer } from './clientIssuer'
export { MessageStore, type StoredMessage } from './messageStore'
export { type RelayPeer, RelayHub, RelayRpcError } from './RelayHub'
export { type RelayServer, type StartRelayOptions, startRelay } from './startRelay'
