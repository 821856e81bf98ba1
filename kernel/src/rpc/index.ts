// Barrel of the kernel's JSON-RPC client.
export * from './JsonRpcClient'
