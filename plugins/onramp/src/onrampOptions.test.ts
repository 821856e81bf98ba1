import { describe, expect, test } from 'vitest'
import { OnrampResponseError } from './errors'
import {
  FALLBACK_ONRAMP_OPTIONS,
  networkMatches,
  purchaseCurrenciesFor,
  resolveOnrampOptions,
} from './onrampOptions'
import { parseOnrampOptions } from './schemas'

const SOLANA = 'solana:HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1'
const answer = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'a', chain_id: '31337', contract_address: '', caip_network_id: 'eip155:31337' }],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'a', chain_id: 31337, contract_address: '0x70', caip_network_id: 'eip155:31337' },
        {
          name: 's',
          chain_id: 'HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1',
          contract_address: 'CZEy',
          caip_network_id: SOLANA,
        },
      ],
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [{ name: 's', chain_id: 'x', caip_network_id: SOLANA }],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '5.00', max: '5000.00' }] }],
  providers: [{ id: 'harbor', name: 'Harbor Pay' }],
}

describe('resolveOnrampOptions', () => {
  test('uses the endpoint’s answer when it parses, not flagged as defaults', async () => {
    const resolved = await resolveOnrampOptions(async () => answer)
    expect(resolved.defaults).toBe(false)
    expect(resolved.options.paymentCurrencies[0]?.id).toBe('USD')
  })

  test('falls back to the spec’s defaults, flagged, when the call fails or its answer is malformed', async () => {
    const failed = await resolveOnrampOptions(async () => {
      throw new Error('HTTP status code: 500')
    })
    expect(failed).toMatchObject({ defaults: true, options: FALLBACK_ONRAMP_OPTIONS })
    const malformed = await resolveOnrampOptions(async () => ({ purchaseCurrencies: 'nope' }))
    expect(malformed.defaults).toBe(true)
    expect(malformed.defaults && malformed.error).toBeInstanceOf(OnrampResponseError)
  })
})

describe('purchase currencies of the active network', () => {
  test('ETH and USDC on an EVM chain, SOL and USDC on Solana, nothing elsewhere', () => {
    const options = parseOnrampOptions(answer)
    const symbols = (network: string) => purchaseCurrenciesFor(options, network).map((c) => c.currency.symbol)
    expect(symbols('eip155:31337')).toEqual(['ETH', 'USDC'])
    expect(symbols(SOLANA)).toEqual(['USDC', 'SOL'])
    expect(symbols('eip155:1')).toEqual([])
    expect(purchaseCurrenciesFor(options, SOLANA)[0]?.network.contract_address).toBe('CZEy')
  })

  test('the fallback currencies are USDC and ETH on chains 1 and 137 only', () => {
    const symbols = (network: string) =>
      purchaseCurrenciesFor(FALLBACK_ONRAMP_OPTIONS, network).map((c) => c.currency.symbol)
    expect(symbols('eip155:1')).toEqual(['USDC', 'ETH'])
    expect(symbols('eip155:137')).toEqual(['USDC', 'ETH'])
    expect(symbols('eip155:31337')).toEqual([])
    expect(symbols('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual([])
  })

  test('without a CAIP-2 id an entry matches by chain id in the EVM or Solana namespace', () => {
    const entry = { name: 'x', chain_id: '137', contract_address: '' }
    expect(networkMatches(entry, 'eip155:137')).toBe(true)
    expect(networkMatches(entry, 'eip155:1370')).toBe(false)
    expect(networkMatches(entry, 'cosmos:137')).toBe(false)
    expect(networkMatches({ ...entry, caip_network_id: 'eip155:1' }, 'eip155:137')).toBe(false)
  })
})
