/**
 * RPC methods that only read (plus eth_sendRawTransaction and capability/asset queries): safe to
 * run without the user's approval, and left running when open requests are aborted (spec §6).
 */
export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_coinbase',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'eth_sendRawTransaction',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
]

/** RPC methods that need the user's approval in the embedded wallet (spec §6). */
export const APPROVAL_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

/** True for a safe (read-only) RPC method. */
export function isSafeRpcMethod(method: string): boolean {
  return SAFE_RPC_METHODS.includes(method)
}

/** True for a method that needs the user's approval. */
export function requiresApproval(method: string): boolean {
  return APPROVAL_RPC_METHODS.includes(method)
}

/** True for a method the embedded wallet accepts at all (safe or approval-gated). */
export function isKnownRpcMethod(method: string): boolean {
  return isSafeRpcMethod(method) || requiresApproval(method)
}
