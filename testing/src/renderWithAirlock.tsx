// renderWithAirlock: a real Airlock instance (the mock wallet, in-memory storage) under <AirlockProvider>,
// rendered into the page, with helpers to reach the modal inside its shadow root. For component tests in
// a DOM (a browser test runner, or jsdom/happy-dom).
import {
  type Airlock,
  type AirlockConfig,
  type AirlockPlugin,
  type AirlockRuntime,
  type AnyAirlockPlugin,
  createAirlock,
  definePlugin,
} from '@airlock/kernel'
import { AirlockProvider, type AirlockProviderProps, type CatalogueWallet } from '@airlock/ui'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { mockConfig } from './mockConfig'
import { createMockWallet, type MockWallet } from './mockWallet'
import { type WaitForOptions, waitFor } from './waitFor'

/** Waits one animation frame inside act(), so what resolves meanwhile (data, lazy views) commits inside it. */
const frameInAct = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

/** Options of {@link renderWithAirlock}. */
export interface RenderWithAirlockOptions {
  /** The mock wallet (default a fresh `createMockWallet()`); `null` for no chain adapter at all. */
  wallet?: MockWallet | null
  /** Plugins after the wallet's (your own, or real ones such as `ens()`). */
  plugins?: AnyAirlockPlugin[]
  /** Anything else of the config (e.g. `endpoints: { walletCatalogue: catalogue.url }`, `features`). */
  config?: Partial<AirlockConfig>
  /** Runtime collaborators of `createAirlock` (e.g. `{ environment: { isMobile: () => true } }`). */
  runtime?: AirlockRuntime
  /** Render images served from 127.0.0.1 (the catalogue test server's). Default true. */
  allowLocalhostImages?: boolean
  /** The provider's `prerender` (default false, as in production). */
  prerender?: boolean
  /** The provider's `prefetch` (default false, as in production). */
  prefetch?: boolean
  /** Any other prop of `<AirlockProvider>` (those of newer versions of @airlock/ui included). */
  providerProps?: Partial<Omit<AirlockProviderProps, 'airlock' | 'children'>>
  /**
   * Let Connect and All Wallets list catalogue wallets by contributing a catalogue-wallet opener (what a
   * pairing-protocol plugin such as WalletConnect does) that only records the picks in `catalogueOpened`.
   * Default false.
   */
  catalogueOpener?: boolean
}

/** What {@link renderWithAirlock} returns. */
export interface AirlockRender {
  /** The instance. */
  airlock: Airlock
  /** The mock wallet (undefined with `wallet: null`). */
  wallet: MockWallet | undefined
  /** Catalogue wallets the visitor picked (with `catalogueOpener`). */
  catalogueOpened: CatalogueWallet[]
  /** The host-page element your `ui` is rendered in. */
  container: HTMLElement
  /** The modal's shadow root. */
  shadow(): ShadowRoot
  /** The dialog element, or null while closed. */
  dialog(): HTMLElement | null
  /** The first match inside the modal's shadow root. */
  $<E extends Element = HTMLElement>(selector: string): E | null
  /** Every match inside the modal's shadow root. */
  $$<E extends Element = HTMLElement>(selector: string): E[]
  /** The dialog's text content (empty while closed). */
  text(): string
  /** Waits until the modal shows `text` (bounded poll; default 5 s) and returns the dialog. */
  findText(text: string | RegExp, options?: WaitForOptions): Promise<HTMLElement>
  /** Opens the modal (optionally on a view) and waits for React to commit. */
  open(...args: Parameters<Airlock['open']>): Promise<void>
  /** Connects the mock wallet (its first connector, or `connectorId`) as the visitor picking it would. */
  connect(connectorId?: string): Promise<void>
  /**
   * Renders the provider again with other props over `providerProps` (the instance, your `ui` and the
   * modal stay mounted), e.g. to switch locale while a view is open.
   * @example await view.rerender({ locale: 'es' })
   */
  rerender(providerProps: Partial<Omit<AirlockProviderProps, 'airlock' | 'children'>>): Promise<void>
  /** Unmounts, destroys the instance and removes the container. */
  unmount(): Promise<void>
}

/** Tells React the test drives updates through act() (set once, unless the test runner set it). */
function markActEnvironment(): void {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  scope.IS_REACT_ACT_ENVIRONMENT ??= true
}

/** A plugin contributing the catalogue-wallet opener, recording the wallets it is asked to open. */
function recordingOpener(opened: CatalogueWallet[]): AirlockPlugin {
  return definePlugin({
    name: 'testing-catalogue-opener',
    setup(ctx) {
      ctx.contribute('ui/catalogueWallet', {
        open: async (wallet) => {
          opened.push(wallet)
        },
      })
    },
  })
}

/**
 * Creates an Airlock instance (the mock wallet's plugin, in-memory storage, no endpoints unless given) and
 * renders `ui` with `<AirlockProvider>` into a new element of `document.body`. Call `unmount()` after
 * each test.
 */
export async function renderWithAirlock(
  ui: ReactNode = null,
  options: RenderWithAirlockOptions = {},
): Promise<AirlockRender> {
  markActEnvironment()
  const wallet = options.wallet === null ? undefined : (options.wallet ?? createMockWallet())
  const catalogueOpened: CatalogueWallet[] = []
  const plugins = [
    ...(options.catalogueOpener ? [recordingOpener(catalogueOpened)] : []),
    ...(options.plugins ?? []),
  ]
  const airlock = createAirlock(
    mockConfig({ wallet, config: { ...options.config, plugins } }),
    options.runtime,
  )
  await airlock.ready
  const container = document.createElement('div')
  container.setAttribute('data-testid', 'host-app')
  document.body.append(container)
  const root = createRoot(container)
  const hostsBefore = new Set(document.querySelectorAll('[data-airlock-modal]'))
  const render = (props: RenderWithAirlockOptions['providerProps']) =>
    root.render(
      <AirlockProvider
        airlock={airlock}
        allowLocalhostImages={options.allowLocalhostImages ?? true}
        prerender={options.prerender ?? false}
        prefetch={options.prefetch ?? false}
        {...props}
      >
        {ui}
      </AirlockProvider>,
    )
  await act(async () => render(options.providerProps))
  const host = () =>
    [...document.querySelectorAll<HTMLElement>('[data-airlock-modal]')].find((h) => !hostsBefore.has(h))
  const shadow = () => {
    const root = host()?.shadowRoot
    if (!root) throw new Error('the Airlock modal is not mounted')
    return root
  }
  const dialog = () => shadow().querySelector<HTMLElement>('[role="dialog"]')
  const text = () => dialog()?.textContent ?? ''
  return {
    airlock,
    wallet,
    catalogueOpened,
    container,
    shadow,
    dialog,
    $: (selector) => shadow().querySelector(selector),
    $$: (selector) => [...shadow().querySelectorAll(selector)] as never,
    text,
    findText: (wanted, waitOptions) =>
      waitFor(
        () => {
          const shown = text()
          const found = typeof wanted === 'string' ? shown.includes(wanted) : wanted.test(shown)
          return found ? (dialog() ?? undefined) : undefined
        },
        { message: `the modal to show ${String(wanted)}`, ...waitOptions, between: frameInAct },
      ),
    open: async (...args) => {
      await act(async () => {
        await airlock.open(...args)
      })
      // Focus moves into the modal one animation frame after it opened.
      await frameInAct()
    },
    connect: async (connectorId) => {
      const id = connectorId ?? wallet?.connectors[0]?.id
      if (!id) throw new Error('no connector to connect: pass a mock wallet or a connector id')
      await act(async () => {
        await airlock.connect(id)
      })
    },
    rerender: async (props) => {
      await act(async () => render({ ...options.providerProps, ...props }))
    },
    unmount: async () => {
      await act(async () => root.unmount())
      container.remove()
      await airlock.destroy()
    },
  }
}
