import { expect, test } from 'vitest'
import { isKnownRpcMethod, isSafeRpcMethod, requiresApproval } from './methods'

test('safe reads vs methods needing approval', () => {
  for (const m of [
    'eth_call',
    'eth_getBalance',
    'eth_blockNumber',
    'eth_chainId',
    'eth_sendRawTransaction',
  ]) {
    expect(isSafeRpcMethod(m)).toBe(true)
  }
  expect(isSafeRpcMethod('wallet_getCapabilities')).toBe(true)
  expect(isSafeRpcMethod('wallet_getAssets')).toBe(true)
  for (const m of [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'eth_sendUserOperation',
  ]) {
    expect(isSafeRpcMethod(m)).toBe(false)
    expect(requiresApproval(m)).toBe(true)
  }
  expect(isKnownRpcMethod('eth_sign')).toBe(false)
  expect(isKnownRpcMethod('eth_call')).toBe(true)
})
