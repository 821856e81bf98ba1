import { createAirlock, createMemoryBackend } from '@airlock/kernel'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server.browser'
import { expect, test, vi } from 'vitest'
import { AirlockProvider } from '../AirlockProvider'
import { testNetwork } from '../test-support/testChain'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'

test('server HTML hydrates without mismatch; the buttons then move into their shadow roots', async () => {
  const airlock = createAirlock({
    projectId: 'hydrate',
    metadata: { name: 'Hydrate', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [testNetwork],
    storage: createMemoryBackend(),
  })
  await airlock.ready
  const app = (
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
      <NetworkButton />
    </AirlockProvider>
  )
  // Spied from the server render on: React warns there too (e.g. a layout effect in a server render).
  const errors = vi.spyOn(console, 'error')
  const container = document.createElement('div')
  container.innerHTML = renderToString(app)
  document.body.append(container)
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError: (error) => console.error(error) })
  })
  expect(errors).not.toHaveBeenCalled()
  const host = container.querySelector('[data-airlock-connect-button]')!
  expect(host.shadowRoot!.querySelector('button')!.textContent).toBe('Connect')
  expect(document.querySelector('[data-airlock-modal]')).not.toBeNull()
  await act(async () => root!.unmount())
  errors.mockRestore()
  container.remove()
  await airlock.destroy()
})
