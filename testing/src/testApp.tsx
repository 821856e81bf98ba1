// The host page of every browser journey (a plugin's test app, an integrator's end-to-end test): the
// ConnectButton (and optionally the NetworkButton) over an instance, the instance on `window.__airlock` for
// the test, and a panel that signs a message with the connected account and shows the result.
import type { Airlock } from '@airlock/kernel'
import { AirlockProvider, type AirlockProviderProps, ConnectButton, NetworkButton } from '@airlock/ui'
import { type ReactNode, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'

declare global {
  interface Window {
    /** The test app's instance, for the browser test to drive and read (`page.evaluate(() => window.__airlock…)`). */
    __airlock: Airlock
  }
}

/** Options of {@link mountTestApp}. */
export interface TestAppOptions {
  /** The page's instance; also put on `window.__airlock`. */
  airlock: Airlock
  /** Rendered inside the provider after the buttons (e.g. `<SignMessagePanel airlock={airlock} />`). */
  children?: ReactNode
  /** Also render the NetworkButton, before the ConnectButton (default false). */
  networkButton?: boolean
  /** More props of the provider (`prerender`, …); `allowLocalhostImages` is on (devnet images are http://127.0.0.1). */
  providerProps?: Omit<Partial<AirlockProviderProps>, 'airlock' | 'children'>
  /** The element to render into (default `#root`). */
  container?: Element | null
}

/**
 * Renders the test page: `<AirlockProvider>` with the ConnectButton (and NetworkButton) and `children`, into
 * `#root`; puts the instance on `window.__airlock`. Returns the React root (null when there is no element).
 * @example
 * const e2e = readE2eConfig()
 * const airlock = createAirlock({ ...e2eAppConfig(e2e, 'My plugin test app'), plugins: [evm({ networks: e2eChains(e2e) }), myPlugin()] })
 * mountTestApp({ airlock, children: <SignMessagePanel airlock={airlock} /> })
 */
export function mountTestApp(options: TestAppOptions): Root | null {
  window.__airlock = options.airlock
  const container = options.container === undefined ? document.getElementById('root') : options.container
  if (!container) return null
  const root = createRoot(container)
  root.render(
    <AirlockProvider airlock={options.airlock} allowLocalhostImages {...options.providerProps}>
      {options.networkButton && <NetworkButton />}
      <ConnectButton />
      {options.children}
    </AirlockProvider>,
  )
  return root
}

/** Props of {@link SignMessagePanel}. */
export interface SignMessagePanelProps {
  airlock: Airlock
  /** The namespace whose connected account signs (default 'eip155'). */
  namespace?: string
  /** The text signed (default 'Hello from the test app'). */
  message?: string
}

/**
 * A "Sign message" button that signs `message` with the namespace's connected account and shows the signature,
 * the error's short message, or 'not connected' in `<output data-testid="sign-result">`.
 * @example
 * await page.getByRole('button', { name: 'Sign message' }).click()
 * await expect.poll(() => page.getByTestId('sign-result').textContent()).toMatch(/^0x/)
 */
export function SignMessagePanel({
  airlock,
  namespace = 'eip155',
  message = 'Hello from the test app',
}: SignMessagePanelProps) {
  const [result, setResult] = useState('')
  const sign = async () => {
    const adapter = airlock.get((s) => s.connection.adapter(namespace))
    const address = airlock.get((s) => s.accountOf(namespace).address)
    if (!adapter?.signMessage || !address) return setResult('not connected')
    try {
      setResult(await adapter.signMessage({ message, address }))
    } catch (error) {
      setResult((error as { shortMessage?: string }).shortMessage ?? String(error))
    }
  }
  return (
    <section>
      <button type="button" onClick={() => void sign()}>
        Sign message
      </button>
      <output data-testid="sign-result">{result}</output>
    </section>
  )
}
