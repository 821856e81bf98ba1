import { observable } from 'mobx'
import { expect, test } from 'vitest'
import { AccountStore, emptyAccountState } from './AccountStore'

const token = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})

test('account state per namespace; active follows the active namespace', () => {
  const active = observable.box<string | undefined>('eip155')
  const store = new AccountStore(() => active.get())
  store.setCaipAddress('eip155', 'eip155:1:0xabc')
  store.setCaipAddress('solana', 'solana:5eykt:Addr1')
  expect(store.active.address).toBe('0xabc')
  active.set('solana')
  expect(store.active.address).toBe('Addr1')
  active.set(undefined)
  expect(store.active).toEqual(emptyAccountState())
  expect(store.state('bip122').status).toBe('disconnected')
})

test('token balances drop 0-decimal tokens; reset and resetAll', () => {
  const store = new AccountStore(() => 'eip155')
  store.setTokenBalance('eip155', [token('USDC', '6'), token('NFT', '0')])
  expect(store.active.tokenBalance.map((t) => t.symbol)).toEqual(['USDC'])
  store.patch('eip155', { profileName: 'alice.eth', currentTab: 2 })
  store.patch('solana', { balance: '1' })
  store.reset('eip155')
  expect(store.state('eip155')).toEqual(emptyAccountState())
  store.resetAll()
  expect(store.state('solana').balance).toBeUndefined()
})
