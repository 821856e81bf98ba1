// The spec's default features (§9) with every feature plugin configured, as the sandbox configures them:
// on — swaps, on-ramp, receive, send, email, history, analytics, the All Wallets list; off — the legal
// checkbox and collapsed wallets (smart sessions: no plugin declares the flag, so nothing turns it on).
import { analytics } from '@airlock/analytics'
import { emailSocial } from '@airlock/email-social'
import { evm } from '@airlock/evm'
import { createAirlock, createMemoryBackend } from '@airlock/kernel'
import { onramp } from '@airlock/onramp'
import { swap } from '@airlock/swap'
import { walletConnect } from '@airlock/walletconnect'
import { defineChain } from 'viem'
import { describe, expect, test } from 'vitest'

const chain = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

function everyFeaturePlugin(features: Record<string, unknown> = {}) {
  return createAirlock({
    projectId: 'defaults-test',
    metadata: { name: 'Defaults', description: 'Default features', url: 'http://127.0.0.1:5173', icons: [] },
    storage: createMemoryBackend(),
    logLevel: 'silent',
    features,
    plugins: [
      evm({ networks: [chain] }),
      walletConnect(),
      emailSocial({ frameUrl: 'http://localhost:4444/frame' }),
      swap({ chains: [31337] }),
      onramp(),
      analytics(),
    ],
  })
}

describe('[spec 9.14] default features with every feature plugin configured', () => {
  test('on: swaps, on-ramp, receive, send, email, history, analytics, All Wallets; off: legal checkbox, collapsed wallets, smart sessions', async () => {
    const airlock = everyFeaturePlugin()
    await airlock.ready
    const features = airlock.get((s) => s.features) as unknown as Record<string, unknown>
    const on = ['swaps', 'onramp', 'receive', 'send', 'email', 'history', 'analytics', 'allWallets']
    expect(Object.fromEntries(on.map((f) => [f, features[f]]))).toEqual(
      Object.fromEntries(on.map((f) => [f, true])),
    )
    expect(features.legalCheckbox).toBe(false)
    expect(features.collapseWallets).toBe(false)
    expect(features.smartSessions ?? false).toBe(false)
    await airlock.destroy()
  })

  test("the host's values win over the defaults; the flags it does not give keep theirs", async () => {
    const airlock = everyFeaturePlugin({ swaps: false, legalCheckbox: true })
    await airlock.ready
    const features = airlock.get((s) => s.features) as unknown as Record<string, unknown>
    expect([features.swaps, features.legalCheckbox, features.onramp, features.history]).toEqual([
      false,
      true,
      true,
      true,
    ])
    await airlock.destroy()
  })
})
