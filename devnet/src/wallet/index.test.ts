import { expect, it } from 'vitest'
import * as wallet from './index'

it('keeps the wallet entry exports stable', () => {
  expect(Object.keys(wallet).sort()).toMatchInlineSnapshot(`
    [
      "AIRLOCK_WALLET_INFO_FEATURE",
      "BITCOIN_WALLET_PAGE_METHODS",
      "CHROMIUM_ARGS",
      "CHROMIUM_LAUNCH_OPTIONS",
      "CHROMIUM_PATH",
      "CONTENT_TYPES",
      "ProviderRpcError",
      "SIGNING_METHODS",
      "SOLANA_WALLET_PAGE_METHODS",
      "TEST_WALLET_ICON",
      "TEST_WALLET_NAME",
      "TEST_WALLET_RDNS",
      "USER_REJECTED",
      "WALLET_PAGE_EVENTS",
      "WALLET_PAGE_METHODS",
      "WALLET_PATHS",
      "bitcoinTestWalletConfig",
      "buildViteApp",
      "bundleBrowserScript",
      "bundleBrowserScriptSync",
      "createBitcoinSigner",
      "createEip155Signer",
      "createSolanaSigner",
      "createWalletRequestHandler",
      "e2eConfigScript",
      "e2eEndpointsFrom",
      "launchChromium",
      "listenLocal",
      "openPage",
      "provideDevnetEndpoints",
      "restrictFetchToLoopback",
      "serveHtml",
      "serveStatic",
      "solanaTestWalletConfig",
      "startWalletServer",
      "staticFile",
      "testWalletBundle",
      "testWalletInitScript",
      "walletPageHtml",
    ]
  `)
})
