// Test helper of the account views: a real Airlock instance with a fake chain and API, connected, with
// the modal open on a view (through the shared renderWithAirlock harness); plus axe and screenshots.
import type { AirlockConfig, AnyAirlockPlugin, CaipNetwork, ViewId } from '@airlock/kernel'
import axe from 'axe-core'
import { act } from 'react'
import { expect, vi } from 'vitest'
import { page } from 'vitest/browser'
import { type AirlockRender, renderWithAirlock } from '../../../test-support/renderWithAirlock'
import {
  createFakeAccountApi,
  createFakeChain,
  EVM_ADDRESS,
  type FakeAccountApi,
  type FakeChain,
  fakeNetwork,
  networkIcon,
} from './fakeChain'

/** The default networks: two EVM mainnets and an EVM testnet. */
export const NETWORKS: CaipNetwork[] = [
  fakeNetwork('eip155', 1, 'Ethereum', { assets: { imageUrl: networkIcon(230) } }),
  fakeNetwork('eip155', 137, 'Polygon', { assets: { imageUrl: networkIcon(270) } }),
  fakeNetwork('eip155', 11155111, 'Sepolia', { testnet: true }),
]

const VIEW_TEST_IDS: Partial<Record<ViewId, string>> = {
  Account: 'account-view',
  Networks: 'networks-view',
  Send: 'send-view',
  Receive: 'receive-view',
  UnsupportedChain: 'unsupported-chain-view',
}

/** Options of {@link renderView}. */
export interface RenderViewOptions {
  namespace?: string
  networks?: CaipNetwork[]
  address?: string
  withGas?: boolean
  withTokens?: boolean
  /** The fake adapter can send NFTs (`prepareNftTransfer`). */
  withNfts?: boolean
  /** The fake chain offers an NFT source (default true; without one the NFTs tab is not shown). */
  nftSource?: boolean
  /** A history source (the fake API) exists (default true; without one the Activity tab is not shown). */
  historySource?: boolean
  /** The type of the connected account as the wallet reports it (default 'eoa'). */
  accountType?: string
  config?: Partial<AirlockConfig>
  /** The instance's clock (default `Date.now`), e.g. one that moves past the balance cache on each read. */
  now?: () => number
  plugins?: AnyAirlockPlugin[]
  theme?: 'dark' | 'light'
  /** Prepare the fake chain or API before connecting. */
  before?: (chain: FakeChain, api: FakeAccountApi) => void
}

/** What {@link renderView} returns. */
export interface ViewRender extends AirlockRender {
  fake: FakeChain
  api: FakeAccountApi
  /** Text of the modal (dialog). */
  text(): string
  /** Clicks an element inside the modal inside act(). */
  click(selector: string | Element): Promise<void>
  /** Finds a button (or link) of the modal by its accessible text. */
  button(name: string | RegExp): HTMLElement
}

/** Connects a fake wallet and opens the modal on `view`. */
export async function renderView(view: ViewId, options: RenderViewOptions = {}): Promise<ViewRender> {
  const namespace = options.namespace ?? 'eip155'
  const networks = options.networks ?? NETWORKS
  const fake = createFakeChain(namespace, networks, {
    address: options.address ?? EVM_ADDRESS,
    withGas: options.withGas ?? false,
    withTokens: options.withTokens ?? false,
    withNfts: options.withNfts ?? false,
    nftSource: options.nftSource ?? true,
    accountType: options.accountType ?? 'eoa',
  })
  const api = createFakeAccountApi()
  options.before?.(fake, api)
  const render = await renderWithAirlock(null, {
    chain: null,
    plugins: [fake.plugin, ...(options.plugins ?? [])],
    config: { networks, themeMode: options.theme ?? 'dark', ...options.config },
    runtime: {
      accountDataApi: options.historySource === false ? null : api,
      ...(options.now ? { now: options.now } : {}),
    },
  })
  await act(async () => {
    await fake.connect(render.airlock)
  })
  await render.open(view)
  await vi.waitFor(() => expect(render.dialog()).not.toBeNull())
  const testId = VIEW_TEST_IDS[view]
  // A lazy view's first load can take over a second on a loaded machine: a longer bounded poll.
  if (testId)
    await vi.waitFor(() => expect(render.$(`[data-testid="${testId}"]`)).not.toBeNull(), { timeout: 10_000 })
  const text = () => render.dialog()?.textContent ?? ''
  const button = (name: string | RegExp) => {
    const all = render.$$<HTMLElement>('button, a')
    const found = all.find((b) => {
      const label = b.getAttribute('aria-label') ?? b.textContent ?? ''
      return typeof name === 'string' ? label.trim() === name : name.test(label)
    })
    if (!found)
      throw new Error(
        `no button "${String(name)}" in: ${all.map((b) => b.getAttribute('aria-label') ?? b.textContent).join(' | ')}`,
      )
    return found
  }
  const click = async (target: string | Element) => {
    const el = typeof target === 'string' ? render.$(target) : target
    if (!el) throw new Error(`nothing matches ${String(target)}`)
    await act(async () => (el as HTMLElement).click())
  }
  return { ...render, fake, api, text, click, button }
}

/** Sets an input's value the way typing does (React sees an input event). */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Runs axe-core on the modal and fails on any violation (listing them). */
export async function expectNoAxeViolations(render: AirlockRender): Promise<void> {
  const dialog = render.dialog()
  if (!dialog) throw new Error('modal is closed')
  await settleAnimations(render)
  const result = await axe.run(dialog, { resultTypes: ['violations'] })
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/** Waits for the modal's finite animations (open, view transition) to finish; looping ones are ignored. */
export async function settleAnimations(render: AirlockRender): Promise<void> {
  const finite = render
    .shadow()
    .getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
}

/** Saves a screenshot of the modal to ui/screenshots/<name>.png (git-ignored). */
export async function screenshotModal(render: AirlockRender, name: string): Promise<void> {
  const dialog = render.dialog()
  if (!dialog) throw new Error('modal is closed')
  await settleAnimations(render)
  await page.screenshot({ path: `../../../screenshots/${name}.png`, element: dialog })
}
