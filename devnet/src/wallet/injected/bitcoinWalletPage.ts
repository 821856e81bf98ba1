// Test side of the Bitcoin wallet's browser tests: calls a Bitcoin Wallet Standard feature of the first
// wallet the page's app discovered (appDiscoveryScript), or the Sats Connect provider, from Node.
import type { Page } from 'playwright-core'
import type { DiscoveryApp, FeatureResult } from './solanaWalletPage'

/** The Bitcoin features callBitcoinFeature knows. */
export type BitcoinFeatureName = 'connect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction'

/**
 * Calls a feature with the app's account: `connect {purposes}`, `signMessage {message, protocol?}`,
 * `signTransaction {psbt: number[], indexes: number[], sigHash?, account?: 'other'}`, `signAndSendTransaction {…}`.
 * Byte arrays come back as number arrays.
 */
export function callBitcoinFeature(
  page: Page,
  name: BitcoinFeatureName,
  args: Record<string, unknown> = {},
): Promise<FeatureResult> {
  return page.evaluate(
    async ([name, args]) => {
      const plain = (value: unknown): unknown => {
        if (value instanceof Uint8Array) return Array.from(value)
        if (Array.isArray(value)) return value.map(plain)
        if (value && typeof value === 'object')
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
        return value
      }
      const app = window.app as DiscoveryApp
      const wallet = app.wallets.find((w) => 'bitcoin:connect' in w.features)
      const f = wallet.features
      const account = app.account
      try {
        let value: unknown
        if (name === 'connect') {
          value = await f['bitcoin:connect'].connect(args)
          const accounts = (value as { accounts: unknown[] }).accounts
          if (accounts[0]) app.account = accounts[0]
        } else if (name === 'signMessage') {
          const message = new TextEncoder().encode(args.message as string)
          value = await f['bitcoin:signMessage'].signMessage({
            account,
            message,
            ...(args.protocol ? { protocol: args.protocol } : {}),
          })
        } else {
          const psbt = Uint8Array.from(args.psbt as number[])
          const signer = args.account ? { ...(account as object), address: args.account } : account
          const input = {
            psbt,
            inputsToSign: [
              {
                account: signer,
                signingIndexes: args.indexes,
                ...(args.sigHash ? { sigHash: args.sigHash } : {}),
              },
            ],
            ...(args.chain ? { chain: args.chain } : {}),
          }
          value =
            name === 'signTransaction'
              ? await f['bitcoin:signTransaction'].signTransaction(input)
              : await f['bitcoin:signAndSendTransaction'].signAndSendTransaction(input)
        }
        return { ok: true as const, value: plain(value) }
      } catch (e) {
        const error = e as { code: number; message: string }
        return { ok: false as const, code: error.code, message: error.message }
      }
    },
    [name, args] as const,
  )
}

/** Sends a Sats Connect request through the provider announced on `window.btc_providers` (found by its id path). */
export function satsConnectRequest(page: Page, method: string, params?: unknown): Promise<unknown> {
  return page.evaluate(
    async ([method, params]) => {
      const entry = window.btc_providers?.find((p) => p.name === 'Airlock Test Wallet')
      if (!entry) throw new Error('no btc_providers entry')
      const provider = entry.id
        .split('.')
        .reduce<unknown>((o, key) => (o as Record<string, unknown>)?.[key], window) as {
        request(method: string, params?: unknown): Promise<unknown>
      }
      return provider.request(method, params)
    },
    [method, params] as const,
  )
}
