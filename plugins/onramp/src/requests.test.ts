import { describe, expect, test } from 'vitest'
import { newPurchaseId, onrampUrlRequestBody, quoteRequestBody } from './requests'

describe('request bodies', () => {
  test('purchase ids are 128 random bits in hex, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, newPurchaseId))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
  })

  test('the checkout request binds the one wallet to the one network and asset, with the purchase id', () => {
    const p = {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'EUR',
      amount: '25.5',
      network: 'eip155:31338',
      provider: 'meridian',
      paymentMethod: 'ach_bank_account',
      address: '0x1111111111111111111111111111111111111111',
      purchaseId: 'a'.repeat(32),
    }
    expect(onrampUrlRequestBody(p)).toEqual({
      destinationWallets: [{ address: p.address, blockchains: ['eip155:31338'], assets: ['USDC'] }],
      defaultNetwork: 'eip155:31338',
      defaultAsset: 'USDC',
      partnerUserId: 'a'.repeat(32),
      presetFiatAmount: '25.5',
      fiatCurrency: 'EUR',
      defaultPaymentMethod: 'ach_bank_account',
      provider: 'meridian',
    })
    expect(quoteRequestBody(p)).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'EUR',
      amount: '25.5',
      network: 'eip155:31338',
      provider: 'meridian',
      paymentMethod: 'ach_bank_account',
    })
  })
})
