// Figures, not assertions on time: a social provider chosen on Connect → connected, on the devnet providers in
// Chromium, five runs (one per provider, each a new person's new wallet: Alan has no email to link them). Each
// run counts from the click on the provider to the address shown, with the devnet sign-in page's user pick
// and consent and the new wallet's 'saved' click done by the test as fast as it can. Printed for
// BENCHMARKS.md: `AIRLOCK_TIMINGS=1 npx vitest run --project email-social test/browser/socialTimings.test.ts`.
import { clickUntilGone } from '@airlock/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  clickSocial,
  connectedAddress,
  consentAndWaitClosed,
  type SocialTestApp,
  startSocialTestApp,
} from './socialTestApp'

let app: SocialTestApp

beforeAll(async () => {
  app = await startSocialTestApp()
}, 180_000)

afterAll(async () => {
  await app?.close()
})

it('provider chosen → connected (median and range of five runs, printed)', async () => {
  const runs: number[] = []
  for (const provider of ['google', 'x', 'discord', 'github', 'facebook']) {
    const page = await app.newPage()
    const started = performance.now()
    const popup = await clickSocial(page, provider)
    await popup.locator('button[data-user=alan]').click()
    await consentAndWaitClosed(popup)
    await clickUntilGone(page.frameLocator('#airlock-secure-frame').locator('button[data-action=saved]'))
    expect(await connectedAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    runs.push(Math.round(performance.now() - started))
    await page.context().close()
  }
  const sorted = [...runs].sort((a, b) => a - b)
  console.info(
    `[email-social] provider chosen → connected: median ${sorted[2]} ms, range ${sorted[0]}–${sorted[4]} ms (runs ${runs.join(', ')})`,
  )
})
