import type { SessionTransport } from '@airlock/kernel'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { toCaipNetwork } from '../caipNetwork'
import { bitcoinRegtest } from '../networks'
import { ADDRESS_LIST_TIMEOUT_MS, walletConnectBitcoinProvider } from './walletConnectProvider'

const chain = bitcoinRegtest.caipNetworkId
const payment = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const ordinals = 'bcrt1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqjeprhg'

/** A session transport whose wallet answers `getAccountAddresses` with `answer`. */
function transport(answer: (method: string) => Promise<unknown>): SessionTransport & { methods: string[] } {
  const methods: string[] = []
  return {
    namespace: 'bip122',
    topic: 'topic',
    methods,
    accounts: () => [`${chain}:${payment}`],
    chains: () => [chain],
    request: ({ method }) => {
      methods.push(method)
      return answer(method)
    },
    subscribe: () => () => undefined,
  }
}

const networks = [toCaipNetwork(bitcoinRegtest)]

afterEach(() => {
  vi.useRealTimers()
})

describe('the WalletConnect bip122 provider', () => {
  test("connect lists the wallet's payment and ordinals addresses from getAccountAddresses", async () => {
    const t = transport(async () => [
      { address: payment, publicKey: '02ab', intention: 'payment' },
      { address: ordinals, intention: 'ordinal' },
    ])
    const addresses = await walletConnectBitcoinProvider(t, networks).connect()
    expect(t.methods).toEqual(['getAccountAddresses'])
    expect(addresses).toEqual([
      { address: payment, purpose: 'payment', publicKey: '02ab' },
      { address: ordinals, purpose: 'ordinals', publicKey: undefined },
    ])
  })

  test('a wallet that refuses getAccountAddresses: the session accounts are the payment addresses', async () => {
    const t = transport(async () => {
      throw Object.assign(new Error('Unsupported method'), { code: 4200 })
    })
    expect(await walletConnectBitcoinProvider(t, networks).connect()).toEqual([
      { address: payment, purpose: 'payment' },
    ])
  })

  test('a wallet that never answers does not hold the connection: the session accounts after the timeout', async () => {
    vi.useFakeTimers()
    const t = transport(() => new Promise(() => undefined))
    let settled: unknown
    const connecting = walletConnectBitcoinProvider(t, networks)
      .connect()
      .then((a) => {
        settled = a
      })
    await vi.advanceTimersByTimeAsync(ADDRESS_LIST_TIMEOUT_MS - 1)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await connecting
    expect(settled).toEqual([{ address: payment, purpose: 'payment' }])
  })
})
