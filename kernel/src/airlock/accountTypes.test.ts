// The account's type after the wallet switches account (spec §3 `preferredAccountType`, `allAccounts`): the
// kernel reads the linked connector's `accountsOf` again on `accountsChanged`, else the known account list.
import { describe, expect, test } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, testchain } from '../chain/testing/testchain'
import type { Connector } from '../chain/types'
import { createAirlock } from './createAirlock'

/** A connector that knows two accounts of one wallet and which of them the visitor uses (an embedded wallet). */
function twoAccountConnector() {
  const wallet = { preferred: 'smartAccount' as 'smartAccount' | 'eoa' }
  const connector: Connector = {
    id: 'two-accounts',
    name: 'Two Accounts',
    type: 'EXTERNAL',
    namespaces: ['testchain'],
    accountsOf: (namespace) =>
      namespace === 'testchain'
        ? {
            accounts: [
              { address: 'tc1smart', type: 'smartAccount' },
              { address: 'tc1owner', type: 'eoa' },
            ],
            accountType: wallet.preferred,
          }
        : undefined,
  }
  return { connector, wallet }
}

async function setup() {
  const adapter = createTestchainAdapter()
  const airlock = createAirlock(testConfig({ plugins: [testchain(adapter)] }), testRuntime())
  await airlock.ready
  return { airlock, adapter }
}

describe('account types on accountsChanged', () => {
  test("[spec 3.2] a connector's accountsOf is read again when the wallet switches account, before account:changed", async () => {
    const { airlock, adapter } = await setup()
    const { connector, wallet } = twoAccountConnector()
    adapter.announce(connector)
    // The adapter lists the account without a type (all an EIP-1193 provider says): the connector's
    // accountsOf is the source.
    adapter.connect = async () => ({
      address: 'tc1smart',
      chainId: 'alpha',
      accounts: [{ address: 'tc1smart' }],
    })
    await airlock.connect('two-accounts')
    expect(airlock.get((s) => s.account.preferredAccountType)).toBe('smartAccount')
    expect(airlock.get((s) => s.account.allAccounts)).toHaveLength(2)
    const seen: (string | undefined)[] = []
    airlock.on('account:changed', () => seen.push(airlock.get((s) => s.account.preferredAccountType)))

    wallet.preferred = 'eoa'
    adapter.hooks?.accountsChanged(['tc1owner'])
    expect(airlock.get((s) => s.account)).toMatchObject({ address: 'tc1owner', preferredAccountType: 'eoa' })
    expect(airlock.get((s) => s.account.allAccounts)).toEqual([
      { address: 'tc1smart', type: 'smartAccount' },
      { address: 'tc1owner', type: 'eoa' },
    ])

    wallet.preferred = 'smartAccount'
    adapter.hooks?.accountsChanged(['tc1smart'])
    expect(airlock.get((s) => s.account)).toMatchObject({
      address: 'tc1smart',
      preferredAccountType: 'smartAccount',
    })
    // Listeners of account:changed already read the new type.
    expect(seen).toEqual(['eoa', 'smartAccount'])
  })

  test('without accountsOf, the type is the one the connect result listed for the new address', async () => {
    const { airlock, adapter } = await setup()
    adapter.connect = async () => ({
      address: 'tc1alice',
      chainId: 'alpha',
      accounts: [
        { address: 'tc1alice', type: 'eoa' },
        { address: 'tc1vault', type: 'smartAccount' },
      ],
    })
    await airlock.connect('test-wallet')
    expect(airlock.get((s) => s.account.preferredAccountType)).toBe('eoa')
    adapter.hooks?.accountsChanged(['tc1vault'])
    expect(airlock.get((s) => s.account)).toMatchObject({
      address: 'tc1vault',
      preferredAccountType: 'smartAccount',
    })
    // An address the wallet never listed keeps the type it had: nothing says otherwise.
    adapter.hooks?.accountsChanged(['tc1carol'])
    expect(airlock.get((s) => s.account)).toMatchObject({
      address: 'tc1carol',
      preferredAccountType: 'smartAccount',
    })
  })
})
