export { bitcoinTestWalletConfig } from './bitcoin/bitcoinTestWalletConfig'
export {
  type BitcoinSigner,
  createBitcoinSigner,
  type MessageProtocol,
  type SignPsbtOptions,
} from './bitcoin/createBitcoinSigner'
export { bundleBrowserScript, bundleBrowserScriptSync } from './bundleBrowserScript'
export {
  createEip155Signer,
  type Eip155Signer,
  type Eip155SignerOptions,
  ProviderRpcError,
  SIGNING_METHODS,
} from './createEip155Signer'
export {
  createWalletRequestHandler,
  WALLET_PATHS,
  type WalletServerOptions,
} from './createWalletRequestHandler'
export type { PendingRequest } from './injected/approvalGate'
export { AIRLOCK_WALLET_INFO_FEATURE } from './injected/solana/walletInfoFeature'
export type {
  BitcoinTestWalletControl,
  SolanaTestWalletControl,
  StandardTestWalletControl,
  TestWalletControl,
} from './injected/testWalletControl'
export { BITCOIN_WALLET_PAGE_METHODS } from './page/bitcoinRequests'
export { SOLANA_WALLET_PAGE_METHODS } from './page/solanaRequests'
export { createSolanaSigner, type SolanaSigner, type SolanaSignerOptions } from './solana/createSolanaSigner'
export { solanaTestWalletConfig } from './solana/solanaTestWalletConfig'
export { startWalletServer, type WalletServer } from './startWalletServer'
export { type AxeViolation, axeViolations } from './testing/axeViolations'
export { type BuildTestAppOptions, buildTestApp, testAppHtml } from './testing/buildTestApp'
export { type BuildViteAppOptions, buildViteApp, type ViteAppBuild } from './testing/buildViteApp'
export { ClickUntilGoneTimeout, clickUntilGone } from './testing/clickUntilGone'
export { humanClick } from './testing/humanClick'
export {
  CHROMIUM_ARGS,
  CHROMIUM_LAUNCH_OPTIONS,
  CHROMIUM_PATH,
  launchChromium,
} from './testing/launchChromium'
export { type LocalServer, listenLocal } from './testing/listenLocal'
export {
  type E2eEndpoints,
  e2eConfigScript,
  e2eEndpointsFrom,
  type OpenedPage,
  type OpenPageOptions,
  openPage,
} from './testing/openPage'
export { type OpenTestAppOptions, openTestApp, type TestApp } from './testing/openTestApp'
export { serveHtml } from './testing/serveHtml'
export { CONTENT_TYPES, serveStatic, staticFile } from './testing/serveStatic'
export { setAnvilBalance } from './testing/setAnvilBalance'
export { devnetChain } from './testing/testAppConfig'
export {
  type AppContextProvider,
  type DevnetAppContext,
  type DevnetAppGlobalSetupOptions,
  devnetAppGlobalSetup,
  devnetGlobalSetup,
  type EndpointProvider,
  provideDevnetEndpoints,
  restrictFetchToLoopback,
} from './testing/testSupport'
export {
  type ApprovalMode,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  type TestWalletChain,
  type TestWalletConfig,
  type TestWalletInfo,
  type TestWalletSolanaChain,
  type TestWalletSolanaConfig,
  USER_REJECTED,
} from './testWalletConfig'
export { testWalletBundle, testWalletInitScript } from './testWalletInitScript'
export { WALLET_PAGE_EVENTS, WALLET_PAGE_METHODS, type WalletPageConfig } from './walletPageConfig'
export { walletPageHtml } from './walletPageHtml'
