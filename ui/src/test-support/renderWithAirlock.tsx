// renderWithAirlock for ui's own tests: @airlock/testing's helper (the same one integrators use) with ui's
// test chain instead of the mock wallet, the two test networks, the in-test catalogue server and the
// catalogue-wallet opener on by default; adds `setLocale` over the kit's `rerender`.
import type { AirlockConfig, AirlockRuntime, AnyAirlockPlugin } from '@airlock/kernel'
import { type AirlockRender as KitRender, renderWithAirlock as renderWithKit } from '@airlock/testing/react'
import type { ReactNode } from 'react'
import { expect, inject, vi } from 'vitest'
import { createTestChain, type TestChain, testNetwork, testNetwork2 } from './testChain'

/** Options of {@link renderWithAirlock}. */
export interface RenderWithAirlockOptions {
  /** Extra config (merged over the test defaults). */
  config?: Partial<AirlockConfig>
  /** The fake chain (default: a fresh one with no connectors); pass null for no chain adapter at all. */
  chain?: TestChain | null
  /** Extra plugins after the chain. */
  plugins?: AnyAirlockPlugin[]
  /** Runtime collaborators (e.g. `{ environment: { isMobile: () => true } }`). */
  runtime?: AirlockRuntime
  /** Render loopback images (the in-test catalogue serves over http://127.0.0.1). Default true. */
  allowLocalhostImages?: boolean
  /** The provider's `prerender` and `prefetch` (default false here, so other tests see no standby; production's `prerender` is true). */
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

/** What {@link renderWithAirlock} returns: the kit's render with the test chain and a locale switch. */
export interface AirlockRender extends KitRender {
  chain: TestChain | undefined
  /** Re-renders the provider with another `locale` prop (the modal stays mounted). */
  setLocale(locale: string): Promise<void>
}

/** Creates an instance and renders `ui` (plus the modal) with it. */
export async function renderWithAirlock(
  ui: ReactNode = null,
  options: RenderWithAirlockOptions = {},
): Promise<AirlockRender> {
  const chain = options.chain === null ? undefined : (options.chain ?? createTestChain())
  const render = await renderWithKit(ui, {
    wallet: null,
    plugins: [...(chain ? [chain.plugin] : []), ...(options.plugins ?? [])],
    config: {
      metadata: { name: 'Airlock test', description: 'UI tests', url: 'http://127.0.0.1', icons: [] },
      networks: [testNetwork, testNetwork2],
      endpoints: { walletCatalogue: inject('catalogueUrl') },
      logLevel: 'error',
      ...options.config,
    },
    ...(options.runtime ? { runtime: options.runtime } : {}),
    allowLocalhostImages: options.allowLocalhostImages ?? true,
    prerender: options.prerender ?? false,
    prefetch: options.prefetch ?? false,
    catalogueOpener: options.catalogueOpener !== false,
    providerProps: options.locale === undefined ? {} : { locale: options.locale },
  })
  return {
    ...render,
    chain,
    setLocale: (locale) => render.rerender({ locale }),
  }
}

/** The wallet list's row whose text includes `name`, once it shows (bounded poll). */
export function walletRow(render: AirlockRender, name = 'Test Wallet 1'): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const found = render.$$('.al-list-item').find((el) => el.textContent?.includes(name))
    expect(found).toBeDefined()
    return found as HTMLElement
  })
}
