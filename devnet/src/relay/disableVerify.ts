/**
 * Turns off WalletConnect Verify for one client, so that nothing is fetched from verify.walletconnect.org
 * and `connect()` does not wait (up to 5 s) for the attestation iframe. @walletconnect/core 2.25 has no
 * public option for this: Verify skips its work when `isDevEnv` is true, which the SDK only sets from
 * `process.env.IS_VITEST === 'true'` (Node). Setting the field after init has the same effect in a browser.
 */
export function disableVerify(client: { core: { verify: object } }): void {
  ;(client.core.verify as { isDevEnv: boolean }).isDevEnv = true
}
