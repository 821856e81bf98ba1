import { type AccountDataApi, definePlugin } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { act, type ReactElement, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { catalogueState } from '../catalogue/CatalogueState'
import { useAirlock } from '../hooks/useAirlock'
import {
  type AirlockRender,
  type RenderWithAirlockOptions,
  renderWithAirlock,
} from '../test-support/renderWithAirlock'
import { announcedConnector, createTestChain } from '../test-support/testChain'
import { selectTab } from '../views/account/selectedTab'
import { deepActiveElement } from './focus'
import { useIsWarmup, useStandby } from './ModalWarmup'

let r: AirlockRender | undefined

afterEach(async () => {
  await r?.unmount()
  r = undefined
})

// Bounded waits, generous for a loaded machine: an idle callback may come late, and polls end as soon as
// the condition holds.
const WAIT = { timeout: 15_000, interval: 20 }
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }))
const overlay = () => r!.$('.al-overlay')
const prerendered = (options: RenderWithAirlockOptions = {}) =>
  renderWithAirlock(null, { prerender: true, ...options })

/** Waits (through idle callbacks) until the standby modal is rendered. */
async function untilStandby(): Promise<HTMLElement> {
  await vi.waitFor(async () => {
    await act(idle)
    expect(overlay()).not.toBeNull()
  }, WAIT)
  return overlay()!
}

/** Lets several idle periods pass (each inside act, so any work they schedule is flushed). */
async function idlePeriods(n = 3): Promise<void> {
  for (let i = 0; i < n; i++) await act(idle)
}

test('with prerender false nothing is pre-rendered: after idle the closed modal renders nothing and requests nothing', async () => {
  r = await renderWithAirlock(null, { prerender: false })
  await idlePeriods()
  expect(overlay()).toBeNull()
  expect(r.shadow().querySelector('.al-root')!.childElementCount).toBe(0)
  expect(catalogueState(r.airlock).status).toBe('idle')
  // The first open mounts the modal and starts the catalogue request then.
  await r.open()
  expect(r.dialog()).not.toBeNull()
  await vi.waitFor(() => expect(catalogueState(r!.airlock).status).toBe('done'), WAIT)
})

test('with prerender, at idle before the first open the modal waits in standby: laid out but invisible, inert, aria-hidden, no dialog role, no animation', async () => {
  r = await prerendered()
  const standby = await untilStandby()
  expect(standby.dataset.standby).toBe('')
  expect(getComputedStyle(standby).visibility).toBe('hidden')
  expect(getComputedStyle(r.$('.al-modal')!).visibility).toBe('hidden')
  expect(getComputedStyle(r.$('.al-modal')!).animationName).toBe('none')
  expect(document.elementFromPoint(innerWidth / 2, innerHeight / 2)).not.toBe(r.shadow().host)
  expect(standby.inert).toBe(true)
  expect(standby.getAttribute('aria-hidden')).toBe('true')
  expect(r.dialog()).toBeNull()
  expect(r.$('[role="dialog"], [aria-modal]')).toBeNull()
  expect(r.$('[role="dialog"], [aria-modal]')).toBeNull()
  // Test ids never change at runtime: the standby overlay has the one the open overlay has.
  expect(standby.dataset.testid).toBe('airlock-overlay')
  // The Connect view is rendered inside it, but nothing there can take focus.
  const view = r.$('.al-view[data-view="Connect"]')
  expect(view).not.toBeNull()
  for (const button of r.$$<HTMLButtonElement>('button')) {
    button.focus()
    expect(r.shadow().activeElement).not.toBe(button)
  }
  expect(r.airlock.get((s) => s.modal.open)).toBe(false)
})

test('the standby modal requests nothing: no catalogue request, no image, until the first open', async () => {
  // A wallet with an image, so the standby Connect view has one to hold back.
  r = await prerendered({ chain: createTestChain([announcedConnector(1)]) })
  await untilStandby()
  expect(r.$('.al-view[data-view="Connect"] .al-image')).not.toBeNull()
  await idlePeriods()
  expect(r.$$('img')).toHaveLength(0)
  expect(catalogueState(r.airlock).status).toBe('idle')
  await r.open()
  await vi.waitFor(() => expect(catalogueState(r!.airlock).status).toBe('done'), WAIT)
  await vi.waitFor(() => expect(r!.$$('img').length).toBeGreaterThan(0), WAIT)
})

test('with prerender and prefetch, the standby view loads its catalogue and images before the first open', async () => {
  r = await prerendered({ prefetch: true })
  await untilStandby()
  await vi.waitFor(() => expect(catalogueState(r!.airlock).status).toBe('done'), WAIT)
  await vi.waitFor(() => expect(r!.$$('img').length).toBeGreaterThan(0), WAIT)
  expect(r.airlock.get((s) => s.modal.open)).toBe(false)
  expect(r.dialog()).toBeNull()
})

test('the first open reveals the standby modal without remounting it; focus moves in as on any open', async () => {
  r = await prerendered()
  await untilStandby()
  const view = r.$('.al-view')
  const dialogNode = r.$('.al-modal')
  await r.open()
  expect(r.dialog()).toBe(dialogNode)
  expect(r.$('.al-view')).toBe(view)
  const shown = overlay()!
  expect(shown.dataset.standby).toBeUndefined()
  expect(shown.dataset.testid).toBe('airlock-overlay')
  expect(shown.inert).toBe(false)
  expect(shown.hasAttribute('aria-hidden')).toBe(false)
  expect(getComputedStyle(shown).visibility).toBe('visible')
  expect(getComputedStyle(r.dialog()!).animationName).toBe('al-modal-in')
  expect(getComputedStyle(r.$('.al-view')!).animationName).toBe('al-view-in')
  expect(r.$('style:not(:first-child)')).toBeNull()
  expect(r.dialog()!.getAttribute('aria-modal')).toBe('true')
  expect(r.dialog()!.offsetWidth).toBe(360)
  await vi.waitFor(() => expect(r!.dialog()!.contains(deepActiveElement())).toBe(true), WAIT)
})

/** A connect-method block (in the Connect view) that notes, at each render, whether it renders in standby. */
const warmupSeen: boolean[] = []
function WarmupProbe(): ReactElement {
  warmupSeen.push(useIsWarmup())
  return <p data-probe="">probe</p>
}
const warmupProbe = definePlugin({
  name: 'warmup-probe',
  setup(ctx) {
    ctx.addToSlot('connectMethods', {
      id: 'test/warmup-probe',
      group: 'email',
      load: async () => WarmupProbe,
    })
  },
})

test('an open on the view the standby holds renders that tree out of standby (no remount); requests and focus start then', async () => {
  warmupSeen.length = 0
  r = await prerendered({ plugins: [warmupProbe] })
  await untilStandby()
  await vi.waitFor(() => expect(r!.$('[data-probe]')).not.toBeNull(), WAIT)
  expect(warmupSeen.at(-1)).toBe(true)
  const view = r.$('.al-view')
  await act(() => r!.airlock.open())
  expect(r.dialog()).not.toBeNull()
  expect(getComputedStyle(overlay()!).visibility).toBe('visible')
  expect(overlay()!.inert).toBe(false)
  expect(r.$('.al-view')).toBe(view)
  expect(warmupSeen.at(-1)).toBe(false)
  await vi.waitFor(() => expect(catalogueState(r!.airlock).status).not.toBe('idle'), WAIT)
  await vi.waitFor(() => expect(r!.dialog()!.contains(deepActiveElement())).toBe(true), WAIT)
  expect(r.$('.al-view')).toBe(view)
})

test('Escape right after an open of the standby modal closes it, back to standby', async () => {
  r = await prerendered()
  await untilStandby()
  await act(() => r!.airlock.open())
  expect(r.dialog()).not.toBeNull()
  await act(async () => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  expect(r.airlock.get((s) => s.modal.open)).toBe(false)
  expect(overlay()!.dataset.standby).toBe('')
  expect(r.dialog()).toBeNull()
})

test('an open closed at once puts the standby back as it was: hidden, inert, no dialog, no catalogue request', async () => {
  warmupSeen.length = 0
  r = await prerendered({ plugins: [warmupProbe] })
  const standby = await untilStandby()
  await vi.waitFor(() => expect(r!.$('[data-probe]')).not.toBeNull(), WAIT)
  await act(async () => {
    await r!.airlock.open()
    r!.airlock.close()
  })
  expect(standby.dataset.standby).toBe('')
  expect(getComputedStyle(standby).visibility).toBe('hidden')
  expect(standby.inert).toBe(true)
  expect(standby.getAttribute('aria-hidden')).toBe('true')
  expect(r.$('[role="dialog"], [aria-modal]')).toBeNull()
  await idlePeriods()
  expect(overlay()).toBe(standby)
  expect(standby.dataset.standby).toBe('')
})

test('an open on another view than the standby holds is rendered in the click', async () => {
  r = await prerendered()
  await untilStandby()
  await act(() => r!.airlock.open('Networks'))
  expect(r.$('.al-view[data-view="Networks"]')).not.toBeNull()
  expect(r.$('.al-view[data-view="Connect"]')).toBeNull()
  expect(r.dialog()).not.toBeNull()
  expect(overlay()!.dataset.standby).toBeUndefined()
})

/** A pre-rendering page (in `r`, so it is unmounted after the test) whose test wallet is connected. */
async function connectedPrerender(accountDataApi?: AccountDataApi): Promise<AirlockRender> {
  const chain = createTestChain([announcedConnector(1)])
  // A clock a minute further at every read: no cached balance is ever fresh, so every refresh asks.
  let clock = Date.now()
  const now = () => (clock += 60_000)
  r = await prerendered({ chain, runtime: { now, ...(accountDataApi ? { accountDataApi } : {}) } })
  const attempt = r.airlock.connect('io.test.wallet1')
  await act(async () => (await chain.nextConnect()).approve())
  await attempt
  return r
}

test('connected before the first open: the standby renders Account hidden without requests (no balance refresh, images held); the open reveals it and refreshes', async () => {
  const tokens = vi.fn(async () => [])
  r = await connectedPrerender({
    getTokenBalances: tokens,
    fetchTransactions: async () => ({ data: [], next: null }),
  })
  expect(r.airlock.get((s) => s.modal.open)).toBe(false)
  // A refresh asks the API for the tokens (the connect itself did once).
  await vi.waitFor(() => expect(tokens).toHaveBeenCalledTimes(1), WAIT)
  const refresh = {
    get calls() {
      return tokens.mock.calls.length - 1
    },
  }
  const standby = await untilStandby()
  await vi.waitFor(() => expect(r!.$('[data-testid="account-view"]')).not.toBeNull(), WAIT)
  expect(r.$('.al-header-title')?.textContent).toBe('Account')
  expect(standby.inert).toBe(true)
  await idlePeriods()
  expect(refresh.calls).toBe(0)
  // ui's Tokens panel shows what the stores hold; another tab's panel (its own data) waits for the open.
  expect(r.$('[role="tabpanel"] .al-skeleton')).toBeNull()
  expect(r.$$('img')).toHaveLength(0)
  const view = r.$('[data-testid="account-view"]')
  await r.open()
  expect(r.$('[data-testid="account-view"]')).toBe(view)
  expect(r.airlock.get((s) => s.modal.view.view)).toBe('Account')
  await vi.waitFor(() => expect(refresh.calls).toBe(1), WAIT)
  // Closed and opened again: the same Account, refreshed again on the reveal.
  await closeToStandby()
  await r.open()
  expect(r.$('[data-testid="account-view"]')).toBe(view)
  await vi.waitFor(() => expect(refresh.calls).toBe(2), WAIT)
})

test('connected, with the Activity tab chosen: the standby holds that panel (no transactions request) until the open', async () => {
  const history = vi.fn(async () => ({ data: [], next: null }))
  r = await connectedPrerender({ fetchTransactions: history, getTokenBalances: async () => [] })
  const account = `${r.airlock.get((s) => s.network.activeNamespace)}|${r.airlock.getAccount().address}`
  act(() => selectTab(r!.airlock, account, 'activity'))
  await untilStandby()
  await vi.waitFor(() => expect(r!.$('[data-testid="account-view"]')).not.toBeNull(), WAIT)
  await idlePeriods()
  expect(r.$('[role="tabpanel"] .al-skeleton')).not.toBeNull()
  expect(history).not.toHaveBeenCalled()
  await r.open()
  await vi.waitFor(() => expect(history).toHaveBeenCalled(), WAIT)
})

/** Closes the modal and checks it waits in standby: still rendered, but hidden, inert and no dialog. */
async function closeToStandby(): Promise<HTMLElement> {
  await act(async () => {
    r!.airlock.close()
  })
  const standby = overlay()!
  expect(standby.dataset.standby).toBe('')
  expect(getComputedStyle(standby).visibility).toBe('hidden')
  expect(standby.inert).toBe(true)
  expect(r!.dialog()).toBeNull()
  expect(r!.$('[role="dialog"], [aria-modal]')).toBeNull()
  return standby
}

test('after a close the modal waits in standby with the view it showed; the next open reveals the same nodes', async () => {
  r = await renderWithAirlock()
  const opener = document.createElement('button')
  document.body.append(opener)
  opener.focus()
  await r.open()
  await vi.waitFor(() => expect(r!.dialog()!.contains(deepActiveElement())).toBe(true), WAIT)
  const dialogNode = r.dialog()
  const view = r.$('.al-view[data-view="Connect"]')
  await closeToStandby()
  expect(document.activeElement).toBe(opener)
  expect(r.$('.al-view')).toBe(view)
  await idlePeriods(2)
  await r.open()
  expect(r.dialog()).toBe(dialogNode)
  expect(r.$('.al-view')).toBe(view)
  expect(getComputedStyle(overlay()!).visibility).toBe('visible')
  expect(getComputedStyle(r.dialog()!).animationName).toBe('al-modal-in')
  await vi.waitFor(() => expect(r!.dialog()!.contains(deepActiveElement())).toBe(true), WAIT)
  opener.remove()
})

test('after an open, the closed modal keeps its images (held only before the first open): the reopen shows the same ones', async () => {
  r = await prerendered({ chain: createTestChain([announcedConnector(1)]) })
  await untilStandby()
  expect(r.$$('img')).toHaveLength(0)
  await r.open()
  // The installed wallet's image and the 4 recommended wallets'.
  await vi.waitFor(() => expect(r!.$$('img')).toHaveLength(5), WAIT)
  const images = r.$$('img')
  await closeToStandby()
  await idlePeriods(2)
  expect(r.$$('img')).toEqual(images)
  await r.open()
  expect(r.$$('img')).toEqual(images)
})

test('closed on another view, the standby shows the view the next open shows (Connect), and that open starts fresh', async () => {
  r = await prerendered()
  await r.open()
  await act(async () => {
    await r!.airlock.navigate('Networks')
  })
  expect(r.$('.al-view[data-view="Networks"]')).not.toBeNull()
  await closeToStandby()
  expect(r.$('.al-view[data-view="Networks"]')).toBeNull()
  const view = r.$('.al-view[data-view="Connect"]')
  expect(view).not.toBeNull()
  await r.open()
  expect(r.airlock.get((s) => s.modal.view.view)).toBe('Connect')
  expect(r.airlock.get((s) => s.modal.canGoBack)).toBe(false)
  expect(r.$('.al-view')).toBe(view)
})

test('opened before the browser was idle: no standby before it, the same tree kept after the close', async () => {
  r = await prerendered()
  await r.open()
  const dialogNode = r.dialog()
  await act(idle)
  expect(r.$$('.al-overlay')).toHaveLength(1)
  expect(r.dialog()).toBe(dialogNode)
  await closeToStandby()
  await idlePeriods(2)
  expect(r.$$('.al-overlay')).toHaveLength(1)
  await r.open()
  expect(r.dialog()).toBe(dialogNode)
})

let seen: boolean | undefined
function Probe(): ReactElement | null {
  seen = useIsWarmup()
  return null
}

test('outside the standby modal, useIsWarmup is false', async () => {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  act(() => root.render(<Probe />))
  expect(seen).toBe(false)
  act(() => root.unmount())
  host.remove()
})

const standbyRenders: { standby: boolean; opened: boolean }[] = []
/** Notes what useStandby returned at each commit (a state update during render re-runs the body, not the commit). */
const StandbyProbe = observer(function StandbyProbe(): null {
  const result = useStandby(useAirlock(), false)
  useLayoutEffect(() => {
    standbyRenders.push(result)
  })
  return null
})
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

test('an open commits the shell once: noting that the modal was opened takes no second commit', async () => {
  standbyRenders.length = 0
  r = await renderWithAirlock(<StandbyProbe />)
  expect(standbyRenders.at(-1)).toEqual({ standby: false, opened: false })
  const before = standbyRenders.length
  await r.open()
  for (let i = 0; i < 3; i++) await act(frame)
  expect(standbyRenders.slice(before)).toEqual([{ standby: false, opened: true }])
  // Closed after an open: standby, in one render as well.
  await act(async () => r!.airlock.close())
  for (let i = 0; i < 3; i++) await act(frame)
  expect(standbyRenders.slice(before + 1)).toEqual([{ standby: true, opened: true }])
})
