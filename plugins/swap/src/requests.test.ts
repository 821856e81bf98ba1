import { describe, expect, it } from 'vitest'
import {
  allowanceRequest,
  approveRequest,
  buildTransactionRequest,
  gasPriceRequest,
  priceRequest,
  quoteRequest,
  tokensRequest,
} from './requests'

const USER = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const USDC = 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const DAI = 'eip155:31337:0xA15BB66138824a1c7167f5E85b957d04Dd34E468'

describe('convert requests (spec §7)', () => {
  it('name the spec paths with their payloads', () => {
    expect(tokensRequest('eip155:31337')).toEqual({
      method: 'GET',
      path: '/v1/convert/tokens',
      query: { chainId: 'eip155:31337' },
    })
    expect(
      quoteRequest({ amount: 10n ** 24n, userAddress: USER, from: USDC, to: DAI, gasPrice: 2n }),
    ).toEqual({
      method: 'GET',
      path: '/v1/convert/quotes',
      query: { amount: '1000000000000000000000000', userAddress: USER, from: USDC, to: DAI, gasPrice: '2' },
    })
    expect(priceRequest([USDC])).toEqual({
      method: 'POST',
      path: '/v1/fungible/price',
      body: { currency: 'usd', addresses: [USDC] },
    })
    expect(allowanceRequest(USDC, USER)).toEqual({
      method: 'GET',
      path: '/v1/convert/allowance',
      query: { tokenAddress: USDC, userAddress: USER },
    })
    expect(gasPriceRequest('eip155:31337')).toMatchObject({
      path: '/v1/convert/gas-price',
      query: { chainId: 'eip155:31337' },
    })
  })

  it('ask for an approval of the exact amount, and for the maximum only when the integrator opted in', () => {
    expect(approveRequest({ userAddress: USER, from: USDC, to: DAI, amount: 1_500_000_000n }).query).toEqual({
      userAddress: USER,
      from: USDC,
      to: DAI,
      amount: '1500000000',
    })
    const unlimited = approveRequest({
      userAddress: USER,
      from: USDC,
      to: DAI,
      amount: 1n,
      unlimited: true,
    }).query
    expect(unlimited.unlimited).toBe('true')
    expect(unlimited.amount).toBeUndefined()
  })

  it('build the swap with the 1 % slippage, and without an estimate only when asked', () => {
    expect(buildTransactionRequest({ amount: 5n, from: USDC, to: DAI, userAddress: USER })).toEqual({
      method: 'POST',
      path: '/v1/convert/build-transaction',
      body: { amount: '5', from: USDC, to: DAI, userAddress: USER, eip155: { slippage: 1 } },
    })
    const batched = buildTransactionRequest({
      amount: 5n,
      from: USDC,
      to: DAI,
      userAddress: USER,
      disableEstimate: true,
      slippagePercent: 0.5,
    })
    expect(batched).toMatchObject({ body: { disableEstimate: true, eip155: { slippage: 0.5 } } })
  })
})
