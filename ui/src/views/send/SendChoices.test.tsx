// The Send preview with an adapter that offers transfer choices (e.g. fee speeds): a radio group with each
// choice's fee, the fee line following the choice, the chosen id reaching prepareTransfer and sendTransfer;
// and an adapter without the hook, unchanged.
import {
  type Airlock,
  type ChainFee,
  definePlugin,
  type PluginMessages,
  type PreparedTransfer,
  type TransferParameters,
} from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { messagesOf } from '../../i18n/MessagesStore'
import { EVM_RECEIVER } from '../account/testing/fakeChain'
import {
  expectNoAxeViolations,
  renderView,
  screenshotModal,
  typeInto,
  type ViewRender,
} from '../account/testing/renderView'

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

const ETH = (wei: bigint): ChainFee => ({ amount: wei, decimals: 18, symbol: 'ETH' })
const FEES: Record<string, bigint> = {
  slow: 1_000_000_000_000_000n, // 0.001 ETH
  normal: 2_000_000_000_000_000n, // 0.002 ETH
  fast: 50_000_000_000_000_000n, // 0.05 ETH
  warp: 1_000_000_000_000_000_000n, // 1 ETH: with 0.5 sent, more than the 1.23456789 ETH balance
}

/** The speed words, in a catalogue the (made-up) chain plugin contributes. */
const catalogue: PluginMessages<Record<string, string>> = {
  namespace: 'test-speeds',
  en: { speed: 'Speed', slow: 'Slow', normal: 'Normal', fast: 'Fast', warp: 'Warp' },
  locales: {
    es: async () => ({
      default: { speed: 'Velocidad', slow: 'Lenta', normal: 'Media', fast: 'Rápida', warp: 'Warp' },
    }),
  },
}
const texts = definePlugin({
  name: 'test-speeds',
  setup: (ctx) => void ctx.contribute('messages', catalogue),
})

/** Send on a fake EVM chain whose adapter offers speeds (`ids`); records what prepare and send got. */
async function openWithChoices(ids = ['slow', 'normal', 'fast']) {
  const prepared: TransferParameters[] = []
  const sent: PreparedTransfer[] = []
  const speedOf = (p: PreparedTransfer) => p.choice ?? p.params.choice ?? 'normal'
  const v = await renderView('Account', {
    withGas: true,
    plugins: [texts],
    before: (chain) => {
      const prepare = chain.adapter.prepareTransfer
      chain.adapter.prepareTransfer = async (params) => {
        prepared.push(params)
        return (await prepare?.(params)) as PreparedTransfer
      }
      chain.adapter.transferChoices = async (p) => ({
        label: { namespace: 'test-speeds', key: 'speed' },
        choices: ids.map((id) => ({
          id,
          label: { namespace: 'test-speeds', key: id },
          detail: `${id} detail`,
          fee: ETH(FEES[id] as bigint),
        })),
        selected: speedOf(p),
      })
      chain.wallet.estimateFee = async (p) => ETH(FEES[speedOf(p)] as bigint)
      chain.wallet.sendTransfer = async (p) => {
        sent.push(p)
        return `0x${'ab'.repeat(32)}`
      }
    },
  })
  view = v
  await act(async () => v.airlock.navigate('Send'))
  await vi.waitFor(() => expect(v.$('#al-send-amount')).not.toBeNull())
  await vi.waitFor(() => expect(v.$('#al-send-balance')?.textContent).not.toBe('Balance: 0 ETH'))
  return { v, prepared, sent }
}

async function preview(v: ViewRender, amount = '0.5') {
  await typeInto(v.$<HTMLInputElement>('#al-send-amount') as HTMLInputElement, amount)
  const receiver = v.$$<HTMLInputElement>('input').find((i) => i.placeholder && i.id !== 'al-send-amount')
  await typeInto(receiver as HTMLInputElement, EVM_RECEIVER)
  await v.click(v.$('form button[type="submit"]') as Element)
  await vi.waitFor(() => expect(v.$('[data-testid="send-preview"]')).not.toBeNull())
}

const radios = (v: ViewRender) => v.$$<HTMLInputElement>('[data-testid="send-choices"] input[type="radio"]')
const checked = (v: ViewRender) => radios(v).find((r) => r.checked)?.value
const feeLine = (v: ViewRender) => v.$('[data-testid="send-fee"]')?.textContent
const radio = (v: ViewRender, id: string) => radios(v).find((r) => r.value === id) as HTMLInputElement
const alertText = (v: ViewRender) => v.$('[data-testid="send-preview"] [role="alert"]')?.textContent

describe('Send preview: the choices an adapter offers', () => {
  test('a radio group of the choices with their fees; the fee line follows the choice; the chosen id is what is sent', async () => {
    const { v, sent } = await openWithChoices()
    await preview(v)
    const group = v.$('[data-testid="send-choices"]') as HTMLFieldSetElement
    expect(group.tagName).toBe('FIELDSET')
    expect(group.querySelector('legend')?.textContent).toBe('Speed')
    expect(radios(v).map((r) => r.closest('label')?.textContent)).toEqual([
      'Slowslow detail0.001 ETH',
      'Normalnormal detail0.002 ETH',
      'Fastfast detail0.05 ETH',
    ])
    // one group: every radio shares a name, so arrow keys move within it
    expect(new Set(radios(v).map((r) => r.name)).size).toBe(1)
    expect(checked(v)).toBe('normal')
    expect(feeLine(v)).toBe('0.002 ETH')
    await v.click(radio(v, 'fast'))
    expect(checked(v)).toBe('fast')
    expect(feeLine(v)).toBe('0.05 ETH')
    await v.click(v.button('Send'))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.choice).toBe('fast')
    expect(sent[0]?.params).toMatchObject({ to: EVM_RECEIVER, amount: 500_000_000_000_000_000n })
  })

  test('keyboard: arrow keys move the choice within the group and the fee follows', async () => {
    const { v, sent } = await openWithChoices()
    await preview(v)
    await act(async () => radio(v, 'normal').focus())
    await userEvent.keyboard('{ArrowDown}')
    await vi.waitFor(() => expect(checked(v)).toBe('fast'))
    expect(v.shadow().activeElement).toBe(radio(v, 'fast'))
    expect(feeLine(v)).toBe('0.05 ETH')
    await userEvent.keyboard('{ArrowUp}')
    await userEvent.keyboard('{ArrowUp}')
    await vi.waitFor(() => expect(checked(v)).toBe('slow'))
    expect(feeLine(v)).toBe('0.001 ETH')
    await v.click(v.button('Send'))
    await vi.waitFor(() => expect(sent.map((p) => p.choice)).toEqual(['slow']))
  })

  test('back to the form and preview again: prepareTransfer gets the chosen id, which stays chosen', async () => {
    const { v, prepared } = await openWithChoices()
    await preview(v)
    expect(prepared.at(-1)).not.toHaveProperty('choice')
    await v.click(radio(v, 'slow'))
    await v.click(v.button('Cancel'))
    await v.click(v.$('form button[type="submit"]') as Element)
    await vi.waitFor(() => expect(v.$('[data-testid="send-preview"]')).not.toBeNull())
    expect(prepared.at(-1)?.choice).toBe('slow')
    expect(checked(v)).toBe('slow')
    expect(feeLine(v)).toBe('0.001 ETH')
  })

  test("a choice the balance cannot pay: 'Insufficient balance' at once, nothing sent; another choice sends", async () => {
    const { v, sent } = await openWithChoices(['normal', 'warp'])
    await preview(v)
    await v.click(radio(v, 'warp'))
    await vi.waitFor(() => expect(alertText(v)).toBe('Insufficient balance'))
    await v.click(v.button('Send'))
    expect(sent).toEqual([])
    await v.click(radio(v, 'normal'))
    expect(alertText(v)).toBeUndefined()
    await v.click(v.button('Send'))
    await vi.waitFor(() => expect(sent.map((p) => p.choice)).toEqual(['normal']))
  })

  test("labels in the visitor's language, from the chain plugin's catalogue", async () => {
    const { v } = await openWithChoices()
    await preview(v)
    await act(async () => messagesOf(v.airlock as Airlock).setLocale('es'))
    await vi.waitFor(() => expect(v.$('[data-testid="send-choices"] legend')?.textContent).toBe('Velocidad'))
    expect(radios(v).map((r) => r.closest('label')?.querySelector('span span')?.textContent)).toEqual([
      'Lenta',
      'Media',
      'Rápida',
    ])
  })

  test('axe finds no violation on the preview with choices; screenshot', async () => {
    const { v } = await openWithChoices()
    await preview(v)
    await expectNoAxeViolations(v)
    await screenshotModal(v, 'send-preview-choices-dark')
  })
})

describe('Send preview: an adapter without choices', () => {
  test('no radio group; the fee is the estimate; the prepared transfer goes as prepared, without a choice', async () => {
    const v = await renderView('Account', { withGas: true })
    view = v
    const sent: PreparedTransfer[] = []
    v.fake.wallet.sendTransfer = async (p) => {
      sent.push(p)
      return `0x${'ab'.repeat(32)}`
    }
    expect(v.fake.adapter.transferChoices).toBeUndefined()
    await act(async () => v.airlock.navigate('Send'))
    await vi.waitFor(() => expect(v.$('#al-send-balance')?.textContent).not.toBe('Balance: 0 ETH'))
    await preview(v)
    expect(v.$('[data-testid="send-choices"]')).toBeNull()
    expect(feeLine(v)).toBe('< 0.001 ETH')
    await v.click(v.button('Send'))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).not.toHaveProperty('choice')
    expect(sent[0]?.params).not.toHaveProperty('choice')
  })
})
