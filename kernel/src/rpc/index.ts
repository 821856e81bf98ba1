// Barrel of the kernel's JSON-RPC client and RPC method lists.
export * from './JsonRpcClient'
export * from './methods'
