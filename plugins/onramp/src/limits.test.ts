import { describe, expect, test } from 'vitest'
import {
  AmountAboveMaximumError,
  AmountBelowMinimumError,
  AmountNotNumericError,
  AmountRequiredError,
  AmountTooPreciseError,
  PaymentMethodUnavailableError,
} from './errors'
import { findLimits, validatePurchaseAmount } from './limits'
import { FALLBACK_ONRAMP_OPTIONS } from './onrampOptions'
import { normalizeAmountInput, parseAmount } from './parseAmount'
import { parseOnrampOptions } from './schemas'
import { thrownBy } from './testing/thrownBy'

const served = parseOnrampOptions({
  purchaseCurrencies: [],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '5.00', max: '5000.00' }] },
    { id: 'GBP', payment_method_limits: [{ id: 'card', min: 20, max: 1000.5 }] },
  ],
})

describe('parseAmount', () => {
  test('reads digits with one separator, dot or comma, and normalises it', () => {
    expect(parseAmount('100')).toEqual({ value: '100', units: 10_000n })
    expect(parseAmount(' 12,5 ')).toEqual({ value: '12.5', units: 1_250n })
    expect(parseAmount('.5')).toEqual({ value: '0.5', units: 50n })
    expect(parseAmount('7.')).toEqual({ value: '7', units: 700n })
    expect(parseAmount('007.10')).toEqual({ value: '7.10', units: 710n })
    expect(parseAmount('١٢٫٥')).toEqual({ value: '12.5', units: 1_250n }) // Arabic-Indic digits and separator
    expect(parseAmount('۲۰')).toEqual({ value: '20', units: 2_000n }) // Eastern Arabic-Indic
  })

  test('refuses empty text, letters and other symbols, and too many decimals', () => {
    expect(thrownBy(() => parseAmount('  '))).toBeInstanceOf(AmountRequiredError)
    for (const bad of [
      '12a',
      'abc',
      '1e3',
      '-5',
      '+5',
      '1.2.3',
      '1,2.3',
      '1 000',
      '$10',
      '.',
      'Infinity',
      '½',
    ]) {
      expect(
        thrownBy(() => parseAmount(bad)),
        bad,
      ).toBeInstanceOf(AmountNotNumericError)
    }
    const precise = thrownBy(() => parseAmount('10.005'))
    expect(precise).toBeInstanceOf(AmountTooPreciseError)
    expect((precise as AmountTooPreciseError).messageParams).toEqual({ decimals: 2 })
    expect(parseAmount('0.000001', 6).units).toBe(1n)
  })
})

describe('normalizeAmountInput (spec §5 numeric input)', () => {
  test('keeps digits and one separator; a leading separator becomes 0.', () => {
    expect(normalizeAmountInput('12.3')).toBe('12.3')
    expect(normalizeAmountInput('.')).toBe('0.')
    expect(normalizeAmountInput(',5')).toBe('0,5')
    expect(normalizeAmountInput('٫٥')).toBe('0.5')
    expect(normalizeAmountInput('')).toBe('')
    for (const refused of ['1a', '1.2.', '1,2,3', '-1', ' 1', '1e2'])
      expect(normalizeAmountInput(refused), refused).toBeUndefined()
  })
})

describe('limits, checked before any provider is asked', () => {
  test('accepts the ends of the range and refuses beyond them, with the limit in the message', () => {
    expect(validatePurchaseAmount('5', served, 'USD', 'card').units).toBe(500n)
    expect(validatePurchaseAmount('5000.00', served, 'usd', 'card').value).toBe('5000.00')
    const below = thrownBy(() => validatePurchaseAmount('4.99', served, 'USD', 'card'))
    expect(below).toBeInstanceOf(AmountBelowMinimumError)
    expect((below as AmountBelowMinimumError).messageParams).toEqual({ min: '5.00', currency: 'USD' })
    const above = thrownBy(() => validatePurchaseAmount('5000.01', served, 'USD', 'card'))
    expect(above).toBeInstanceOf(AmountAboveMaximumError)
    expect((above as AmountAboveMaximumError).messageParams).toEqual({ max: '5000.00', currency: 'USD' })
  })

  test('reads limits given as numbers exactly', () => {
    expect(findLimits(served, 'GBP', 'card')).toEqual({ id: 'card', min: '20', max: '1000.5' })
    expect(validatePurchaseAmount('1000.50', served, 'GBP', 'card').units).toBe(100_050n)
    expect(thrownBy(() => validatePurchaseAmount('1000.51', served, 'GBP', 'card'))).toBeInstanceOf(
      AmountAboveMaximumError,
    )
  })

  test('a payment method the currency does not offer is refused', () => {
    const error = thrownBy(() => validatePurchaseAmount('50', served, 'USD', 'ach_bank_account'))
    expect(error).toBeInstanceOf(PaymentMethodUnavailableError)
    expect(thrownBy(() => validatePurchaseAmount('50', served, 'JPY', 'card'))).toBeInstanceOf(
      PaymentMethodUnavailableError,
    )
  })

  test('the input checks come first: letters are refused as such, not as out of range', () => {
    expect(thrownBy(() => validatePurchaseAmount('ten', served, 'USD', 'card'))).toBeInstanceOf(
      AmountNotNumericError,
    )
  })

  test('the spec’s fallback limits: card 10.00–7500.00, ACH 10.00–25000.00, in USD and EUR', () => {
    for (const currency of ['USD', 'EUR']) {
      expect(findLimits(FALLBACK_ONRAMP_OPTIONS, currency, 'card')).toEqual({
        id: 'card',
        min: '10.00',
        max: '7500.00',
      })
      expect(findLimits(FALLBACK_ONRAMP_OPTIONS, currency, 'ach_bank_account')).toEqual({
        id: 'ach_bank_account',
        min: '10.00',
        max: '25000.00',
      })
    }
    expect(
      thrownBy(() => validatePurchaseAmount('9.99', FALLBACK_ONRAMP_OPTIONS, 'EUR', 'card')),
    ).toBeInstanceOf(AmountBelowMinimumError)
    expect(validatePurchaseAmount('25000', FALLBACK_ONRAMP_OPTIONS, 'USD', 'ach_bank_account').units).toBe(
      2_500_000n,
    )
    expect(
      thrownBy(() => validatePurchaseAmount('7500.01', FALLBACK_ONRAMP_OPTIONS, 'USD', 'card')),
    ).toBeInstanceOf(AmountAboveMaximumError)
  })
})
