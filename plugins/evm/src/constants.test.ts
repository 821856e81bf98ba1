import { expect, test } from 'vitest'
import { DEFAULT_EVM_ACCOUNT_TYPE, DEFAULT_EVM_CHAIN_ID } from './constants'

test('the spec §9 EVM defaults (moved from the kernel)', () => {
  expect({ chainId: DEFAULT_EVM_CHAIN_ID, accountType: DEFAULT_EVM_ACCOUNT_TYPE }).toMatchInlineSnapshot(`
    {
      "accountType": "smartAccount",
      "chainId": "eip155:1",
    }
  `)
})
