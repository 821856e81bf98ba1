import { expect, it } from 'vitest'
import * as wallet from './index'

it('keeps the wallet entry exports stable', () => {
  expect(Object.keys(wallet).sort()).toMatchInlineSnapshot(`
    [
      "CHROMIUM_ARGS",
      "ProviderRpcError",
      "SIGNING_METHODS",
      "TEST_WALLET_ICON",
      "TEST_WALLET_NAME",
      "TEST_WALLET_RDNS",
      "USER_REJECTED",
      "WALLET_PAGE_EVENTS",
      "WALLET_PAGE_METHODS",
      "WALLET_PATHS",
      "bundleBrowserScript",
      "bundleBrowserScriptSync",
      "createEip155Signer",
      "createWalletRequestHandler",
      "launchChromium",
      "startWalletServer",
      "testWalletBundle",
      "testWalletInitScript",
      "walletPageHtml",
    ]
  `)
})
