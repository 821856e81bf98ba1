import { describe, expect, test } from 'vitest'
import { type QuoteOutcome, quoteProviders } from './compareQuotes'
import { OnrampResponseError, QuoteUnavailableError } from './errors'

const harbor = { id: 'harbor', name: 'Harbor Pay' }
const meridian = { id: 'meridian', name: 'Meridian Ramp' }
const third = { id: 'third', name: 'Third' }
const request = { purchaseSymbol: 'ETH', paymentCurrency: 'USD' }

const quote = (receive: string, total = '100.00', currency = 'ETH') => ({
  paymentTotal: { amount: total, currency: 'USD' },
  purchaseAmount: { amount: receive, currency },
})

const summary = (outcomes: QuoteOutcome[]) =>
  outcomes.map((o) =>
    'quote' in o ? [o.provider.id, o.quote.purchaseAmount.amount, o.best] : [o.provider.id, 'error'],
  )

describe('quoteProviders', () => {
  test('ranks by what arrives after fees, best first, exactly (no floating point)', async () => {
    const answers: Record<string, unknown> = {
      harbor: quote('0.03267'),
      meridian: quote('0.032666666666666666'),
      third: quote('0.032670000000000001'),
    }
    const outcomes = await quoteProviders([harbor, meridian, third], request, async (p) => answers[p.id])
    expect(summary(outcomes)).toEqual([
      ['third', '0.032670000000000001', true],
      ['harbor', '0.03267', false],
      ['meridian', '0.032666666666666666', false],
    ])
  })

  test('on equal amounts the lower total wins, then the providers’ order', async () => {
    const answers: Record<string, unknown> = {
      harbor: quote('1', '100.00'),
      meridian: quote('1', '99.99'),
      third: quote('1', '100.00'),
    }
    const outcomes = await quoteProviders([harbor, meridian, third], request, async (p) => answers[p.id])
    expect(outcomes.map((o) => o.provider.id)).toEqual(['meridian', 'harbor', 'third'])
  })

  test('a failed, timed-out or malformed quote shows as unavailable — never as a number', async () => {
    const outcomes = await quoteProviders([harbor, meridian, third], request, async (p) => {
      if (p.id === 'harbor') throw new Error('HTTP status code: 500')
      if (p.id === 'meridian') return '{"data": [{"id": "truncated'
      return quote('0.5')
    })
    expect(summary(outcomes)).toEqual([
      ['third', '0.5', true],
      ['harbor', 'error'],
      ['meridian', 'error'],
    ])
    const failed = outcomes.filter((o): o is Extract<QuoteOutcome, { error: unknown }> => 'error' in o)
    for (const f of failed) {
      expect(f.error).toBeInstanceOf(QuoteUnavailableError)
      expect(f).not.toHaveProperty('quote')
    }
    expect(failed[1]?.error.walk((e) => e instanceof OnrampResponseError)).toBeInstanceOf(OnrampResponseError)
    expect(failed[0]?.error.messageParams).toEqual({ provider: 'Harbor Pay' })
  })

  test('a quote for another asset or currency, or for nothing, is not shown either', async () => {
    const answers: Record<string, unknown> = {
      harbor: quote('1', '100.00', 'USDC'),
      meridian: { ...quote('1'), paymentTotal: { amount: '100.00', currency: 'EUR' } },
      third: quote('0'),
    }
    const outcomes = await quoteProviders([harbor, meridian, third], request, async (p) => answers[p.id])
    expect(outcomes.every((o) => 'error' in o)).toBe(true)
  })

  test('asks every provider at once', async () => {
    const started: string[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const done = quoteProviders([harbor, meridian], request, async (p) => {
      started.push(p.id)
      await gate
      return quote('1')
    })
    await Promise.resolve()
    expect(started).toEqual(['harbor', 'meridian'])
    release()
    expect(await done).toHaveLength(2)
  })
})
