// Every core view in both themes (the WalletConnect views are checked in their plugin): axe-core reports zero WCAG 2.1 A/AA violations, and a screenshot of each
// is written to ui/screenshots/ (git-ignored) for people to look at.
import axe from 'axe-core'
import { act } from 'react'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { ConnectButton } from '../buttons/ConnectButton'
import { NetworkButton } from '../buttons/NetworkButton'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import {
  announcedConnector,
  createTestChain,
  TEST_ICON,
  TEST_NAMESPACE,
  userRejection,
} from '../test-support/testChain'

type Theme = 'dark' | 'light'

interface Scenario {
  name: string
  /** Brings the modal to the state to check. */
  setup: (r: AirlockRender) => Promise<void>
  /** Waits until the view has settled. */
  ready: (r: AirlockRender) => unknown
}

const wc = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT' as const,
  namespaces: [TEST_NAMESPACE],
  imageUrl: TEST_ICON,
}

async function connect(r: AirlockRender): Promise<void> {
  const attempt = r.airlock.connect('io.test.wallet1')
  await act(async () => (await r.chain!.nextConnect()).approve())
  await attempt
}

const scenarios: Scenario[] = [
  {
    name: 'connect',
    setup: (r) => r.open(),
    ready: (r) => expect(r.$$('.al-list-item').length).toBeGreaterThan(5),
  },
  {
    name: 'all-wallets',
    setup: (r) => r.open('AllWallets'),
    ready: (r) => expect(r.$$('.al-wallet-card-name').length).toBeGreaterThan(20),
  },
  {
    name: 'connecting-external',
    setup: (r) => r.open('ConnectingExternal', { connectorId: 'io.test.wallet1' }),
    ready: (r) => expect(r.$('.al-connecting')).not.toBeNull(),
  },
  {
    name: 'connecting-external-declined',
    setup: async (r) => {
      await r.open()
      const attempt = r.airlock.connect('io.test.wallet1').catch(() => undefined)
      await act(async () => (await r.chain!.nextConnect()).reject(userRejection()))
      await attempt
    },
    ready: (r) => expect(r.$('[data-state="error"]')).not.toBeNull(),
  },
  {
    name: 'account',
    setup: async (r) => {
      await connect(r)
      await r.open()
    },
    ready: (r) => expect(r.$('[data-view="Account"] .al-view-loading')).toBeNull(),
  },
  {
    name: 'networks',
    setup: (r) => r.open('Networks'),
    ready: (r) => expect(r.$('[data-view="Networks"] .al-view-loading')).toBeNull(),
  },
  {
    name: 'unsupported-chain',
    setup: (r) => r.open('UnsupportedChain'),
    ready: (r) => expect(r.$('[data-view="UnsupportedChain"] .al-view-loading')).toBeNull(),
  },
  {
    name: 'receive',
    setup: async (r) => {
      await connect(r)
      await r.open('Receive')
    },
    ready: (r) => expect(r.$('[data-view="Receive"] .al-view-loading')).toBeNull(),
  },
  {
    name: 'send',
    setup: async (r) => {
      await connect(r)
      await r.open('Send')
    },
    ready: (r) => expect(r.$('[data-view="Send"] .al-view-loading')).toBeNull(),
  },
  {
    name: 'connect-legal-checkbox',
    setup: async (r) => {
      r.airlock.setFeatures({ legalCheckbox: true })
      await r.open()
    },
    ready: (r) => expect(r.$('.al-legal') && r.$$('.al-list-item').length).toBeGreaterThan(5),
  },
  {
    name: 'what-is-a-wallet',
    setup: (r) => r.open('WhatIsAWallet'),
    ready: (r) => expect(r.$$('.al-help-point')).toHaveLength(3),
  },
  {
    name: 'snackbar',
    setup: async (r) => {
      await r.open()
      await act(async () => r.airlock.notify('Link copied', 'success'))
    },
    ready: (r) => expect(r.$('.al-snackbar')).not.toBeNull(),
  },
]

/** Images of the modal inside the viewport (lazy ones further down are not loaded yet, by design). */
function visibleImages(r: AirlockRender): HTMLImageElement[] {
  return r.$$<HTMLImageElement>('.al-image img').filter((img) => {
    const box = img.getBoundingClientRect()
    return box.bottom > 0 && box.top < innerHeight
  })
}

/** Waits for the finite animations (view, header, modal entrance) so colours are checked at full opacity. */
async function settleAnimations(r: AirlockRender): Promise<void> {
  // A view may start a transition after the first ones end (a button shown once the state settles): wait
  // until a frame passes with none running, a bounded number of rounds.
  for (let round = 0; round < 20; round++) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const running = r
      .shadow()
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
    if (running.length === 0) return
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
  }
}

async function axeViolations(): Promise<axe.Result[]> {
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
  })
  return result.violations
}

function describeViolations(violations: axe.Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.any[0]?.message ?? n.failureSummary ?? v.help}`),
  )
}

beforeAll(async () => {
  await page.viewport(720, 860)
})
afterAll(async () => {
  await page.viewport(1024, 768)
})

for (const theme of ['dark', 'light'] as Theme[]) {
  describe(`every view, ${theme} theme`, () => {
    for (const scenario of scenarios) {
      test(`${scenario.name}: no axe violations; screenshot`, async () => {
        const chain = createTestChain([announcedConnector(1), announcedConnector(2), wc])
        const r = await renderWithAirlock(
          <header style={{ display: 'flex', gap: 8, padding: 12 }}>
            <NetworkButton />
            <ConnectButton />
          </header>,
          { chain, config: { themeMode: theme } },
        )
        try {
          await scenario.setup(r)
          await vi.waitFor(() => scenario.ready(r), { timeout: 5000 })
          await vi.waitFor(
            () =>
              expect(
                visibleImages(r)
                  .filter((img) => !img.complete)
                  .map((i) => i.src),
              ).toEqual([]),
            {
              timeout: 5000,
            },
          )
          await settleAnimations(r)
          const violations = await axeViolations()
          expect(describeViolations(violations)).toEqual([])
          await new Promise((resolve) => setTimeout(resolve, 200))
          await page.screenshot({ path: `../../screenshots/view-${scenario.name}-${theme}.png` })
        } finally {
          await r.unmount()
        }
      })
    }
  })
}

describe('phone viewport', () => {
  test('the modal becomes a bottom sheet as wide as the screen; screenshot', async () => {
    await page.viewport(390, 844)
    const chain = createTestChain([announcedConnector(1), wc])
    const r = await renderWithAirlock(null, { chain })
    try {
      await r.open()
      await vi.waitFor(() => expect(r.$$('.al-list-item').length).toBeGreaterThan(5))
      await settleAnimations(r)
      const box = r.dialog()!.getBoundingClientRect()
      expect(box.width).toBe(390)
      expect(Math.round(box.bottom)).toBe(844)
      expect(describeViolations(await axeViolations())).toEqual([])
      await page.screenshot({ path: '../../screenshots/view-connect-phone-dark.png' })
    } finally {
      await r.unmount()
      await page.viewport(720, 860)
    }
  })
})
