import { bundleBrowserScriptSync } from './bundleBrowserScript'
import type { TestWalletConfig } from './testWalletConfig'

/** The test wallet's browser bundle (IIFE) without config; it reads `window.__AIRLOCK_TEST_WALLET_CONFIG__`. */
export function testWalletBundle(): string {
  return bundleBrowserScriptSync('./injected/testWalletEntry.ts')
}

/**
 * A self-contained script that installs the Airlock Test Wallet (EIP-6963, optionally window.ethereum)
 * with the given config; pass it to Playwright's `page.addInitScript`.
 * @example
 * await page.addInitScript(testWalletInitScript({ chains: [{ chainId: 31337, rpcUrl }], accounts: [key] }))
 */
export function testWalletInitScript(config: TestWalletConfig): string {
  return `window.__AIRLOCK_TEST_WALLET_CONFIG__=${JSON.stringify(config)};\n${testWalletBundle()}`
}
