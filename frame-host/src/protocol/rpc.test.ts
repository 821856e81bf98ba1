import { describe, expect, it } from 'vitest'
import { isKnownRpcMethod, needsApproval } from './rpc'

// The spec's lists (§6), written out here rather than read from the module, so a method moved between
// the lists (or dropped) fails these tests. The frame's RPC handler asks needsApproval before answering.
const SPEC_APPROVAL = [
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
const SPEC_SAFE = [
  // reads
  'eth_call',
  'eth_getBalance',
  'eth_blockNumber',
  'eth_chainId',
  'eth_getTransactionReceipt',
  // raw sends
  'eth_sendRawTransaction',
  // capability and asset queries
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
]

describe('embedded-wallet RPC methods', () => {
  it('answers reads, raw sends, capability and asset queries without an approval [spec 6.2]', () => {
    for (const method of SPEC_SAFE) {
      expect(isKnownRpcMethod(method), method).toBe(true)
      expect(needsApproval(method), method).toBe(false)
    }
  })

  it('asks the visitor to approve signatures, sends, calls, permissions and user operations [spec 6.3]', () => {
    for (const method of SPEC_APPROVAL) {
      expect(isKnownRpcMethod(method), method).toBe(true)
      expect(needsApproval(method), method).toBe(true)
    }
  })

  it('knows no other method: a made-up or wallet-admin method is neither safe nor approvable [spec 5.19]', () => {
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'wallet_addEthereumChain',
      'debug_traceCall',
      '',
      42,
    ]) {
      expect(isKnownRpcMethod(method), String(method)).toBe(false)
      if (typeof method === 'string') expect(needsApproval(method), method).toBe(false)
    }
  })
})
