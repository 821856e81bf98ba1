// renderWithAirlock: a real Airlock instance (test chain + in-test catalogue) under <AirlockProvider>,
// rendered in the browser; returns helpers to reach the modal inside its shadow root.
import {
  type Airlock,
  type AirlockConfig,
  type AirlockPlugin,
  type AirlockRuntime,
  createAirlock,
  createMemoryBackend,
} from '@airlock/kernel'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { inject } from 'vitest'
import { AirlockProvider } from '../AirlockProvider'
import type { CatalogueWallet } from '../catalogue/catalogueTypes'
import { catalogueOpenerPlugin } from './catalogueOpener'
import { createTestChain, type TestChain, testNetwork, testNetwork2 } from './testChain'

/** Options of {@link renderWithAirlock}. */
export interface RenderWithAirlockOptions {
  /** Extra config (merged over the test defaults). */
  config?: Partial<AirlockConfig>
  /** The fake chain (default: a fresh one with no connectors); pass null for no chain adapter at all. */
  chain?: TestChain | null
  /** Extra plugins after the chain. */
  plugins?: AirlockPlugin[]
  /** Runtime collaborators (e.g. `{ environment: { isMobile: () => true } }`). */
  runtime?: AirlockRuntime
  /** Render loopback images (the in-test catalogue serves over http://127.0.0.1). Default true. */
  allowLocalhostImages?: boolean
  /** The provider's `prerender` and `prefetch` (default false, as in production). */
  prerender?: boolean
  prefetch?: boolean
  /**
   * Add a plugin that contributes the catalogue-wallet opener (as a pairing-protocol plugin does), so
   * catalogue wallets are listed. Default true; its picks are in `catalogueOpened`.
   */
  catalogueOpener?: boolean
  /** The provider's `locale` (default: the provider's default, English). */
  locale?: string
}

/** What {@link renderWithAirlock} returns. */
export interface AirlockRender {
  airlock: Airlock
  chain: TestChain | undefined
  /** Catalogue wallets the visitor picked (recorded by the stand-in opener). */
  catalogueOpened: CatalogueWallet[]
  /** The host page container the tree is rendered in. */
  container: HTMLElement
  /** The modal's shadow root (after mount). */
  shadow(): ShadowRoot
  /** The dialog element, or null while closed. */
  dialog(): HTMLElement | null
  /** Query inside the modal's shadow root. */
  $<E extends Element = HTMLElement>(selector: string): E | null
  /** All matches inside the modal's shadow root. */
  $$<E extends Element = HTMLElement>(selector: string): E[]
  /** Opens the modal and waits for React to commit. */
  open(...args: Parameters<Airlock['open']>): Promise<void>
  /** Re-renders the provider with another `locale` prop (the modal stays mounted). */
  setLocale(locale: string): Promise<void>
  /** Unmounts, destroys the instance and removes the container. */
  unmount(): Promise<void>
}

/** Creates an instance and renders `ui` (plus the modal) with it. */
export async function renderWithAirlock(
  ui: ReactNode = null,
  options: RenderWithAirlockOptions = {},
): Promise<AirlockRender> {
  const chain = options.chain === null ? undefined : (options.chain ?? createTestChain())
  const opener = options.catalogueOpener === false ? undefined : catalogueOpenerPlugin()
  const airlock = createAirlock(
    {
      projectId: 'test-project',
      metadata: { name: 'Airlock test', description: 'UI tests', url: 'http://127.0.0.1', icons: [] },
      networks: [testNetwork, testNetwork2],
      plugins: [
        ...(chain ? [chain.plugin] : []),
        ...(opener ? [opener.plugin] : []),
        ...(options.plugins ?? []),
      ],
      endpoints: { walletCatalogue: inject('catalogueUrl') },
      storage: createMemoryBackend(),
      ...options.config,
    } as AirlockConfig,
    options.runtime,
  )
  await airlock.ready
  const container = document.createElement('div')
  container.setAttribute('data-testid', 'host-app')
  document.body.append(container)
  const root = createRoot(container)
  const hostsBefore = new Set(document.querySelectorAll('[data-airlock-modal]'))
  const render = (locale: string | undefined) =>
    root.render(
      <AirlockProvider
        airlock={airlock}
        allowLocalhostImages={options.allowLocalhostImages ?? true}
        prerender={options.prerender ?? false}
        prefetch={options.prefetch ?? false}
        {...(locale === undefined ? {} : { locale })}
      >
        {ui}
      </AirlockProvider>,
    )
  await act(async () => render(options.locale))
  const host = [...document.querySelectorAll<HTMLElement>('[data-airlock-modal]')].find(
    (h) => !hostsBefore.has(h),
  )
  const shadow = () => {
    if (!host?.shadowRoot) throw new Error('modal host not mounted')
    return host.shadowRoot
  }
  return {
    airlock,
    chain,
    catalogueOpened: opener?.opened ?? [],
    container,
    shadow,
    dialog: () => shadow().querySelector<HTMLElement>('[role="dialog"]'),
    $: (selector) => shadow().querySelector(selector),
    $$: (selector) => [...shadow().querySelectorAll(selector)] as never,
    open: async (...args) => {
      await act(async () => {
        await airlock.open(...args)
      })
      // Focus moves into the modal one animation frame after it opened (act commits on exit).
      await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    },
    setLocale: async (locale) => {
      await act(async () => render(locale))
    },
    unmount: async () => {
      await act(async () => root.unmount())
      container.remove()
      await airlock.destroy()
    },
  }
}
