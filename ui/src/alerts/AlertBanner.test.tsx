import { ALERTS, type Alert, definePlugin, type PluginContext } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import { ALERT_MESSAGES } from './messages'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

const shownAlert = (render: AirlockRender) => render.$('[role="alert"]')

/** A plugin that raises alerts as a plugin's services do (`ctx.emit('alert', …)`). */
function alerter() {
  let context: PluginContext | undefined
  const plugin = definePlugin({
    name: 'alerter',
    setup: (ctx) => {
      context = ctx
    },
  })
  return { plugin, raise: (alert: Alert, source: string) => context?.emit('alert', { alert, source }) }
}

test('an alert raised while closed shows at the next open with its title and what to do; dismiss hides it; a new one shows', async () => {
  const { plugin, raise } = alerter()
  r = await renderWithAirlock(null, { plugins: [plugin] })
  const render = r
  act(() => raise(ALERTS.NETWORK_NOT_FOUND, 'network'))
  await render.open()
  const alert = shownAlert(render)
  expect(alert?.dataset.alertId).toBe('NETWORK_NOT_FOUND')
  expect(alert?.textContent).toContain('Network Not Found')
  expect(alert?.textContent).toContain(ALERTS.NETWORK_NOT_FOUND.longMessage)
  const dismiss = alert?.querySelector<HTMLButtonElement>(`button[aria-label="${ALERT_MESSAGES.dismiss}"]`)
  await act(async () => dismiss?.click())
  expect(shownAlert(render)).toBeNull()
  act(() => raise(ALERTS.INVALID_PROJECT_ID, 'api'))
  expect(shownAlert(render)?.textContent).toContain('Invalid project id')
  expect(shownAlert(render)?.textContent).toContain('Invalid App Configuration')
})

test('without a project id, opening sends no catalogue request and shows Project ID Not Configured [spec 8.31]', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  r = await renderWithAirlock(null, { config: { projectId: '' } })
  const render = r
  await render.open()
  await vi.waitFor(() => expect(shownAlert(render)?.dataset.alertId).toBe('PROJECT_ID_NOT_CONFIGURED'), {
    timeout: 10_000,
  })
  expect(shownAlert(render)?.textContent).toContain('Project ID Not Configured')
  // This instance's calls would carry an empty projectId (another test's instance may still be loading).
  const ours = fetchSpy.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('projectId=&'))
  expect(ours).toEqual([])
  fetchSpy.mockRestore()
})
