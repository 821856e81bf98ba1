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

test('account state per namespace; active follows the active namespace [spec 3.2]', () => {
  const active = observable.box<string | undefined>('eip155')
  const store = new AccountStore(() => active.get())
  store.setAddress('eip155', 'eip155:1:0xabc', '0xabc')
  store.setAddress('solana', 'solana:5eykt:Addr1', 'Addr1')
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
  store.patch('eip155', { profileName: 'alice.eth' })
  store.setData('eip155', 'acme', { points: 1 })
  expect(store.active.data).toEqual({ acme: { points: 1 } })
  store.patch('solana', { balance: '1' })
  store.reset('eip155')
  expect(store.state('eip155')).toEqual(emptyAccountState())
  store.resetAll()
  expect(store.state('solana').balance).toBeUndefined()
})

test('what readers get is frozen: writing it throws and changes nothing', () => {
  const store = new AccountStore(() => 'eip155')
  store.setTokenBalance('eip155', [token('USDC', '6')])
  const state = store.active
  expect(() => {
    ;(state as { address?: string }).address = '0xevil'
  }).toThrow(TypeError)
  expect(() => (state.tokenBalance as unknown[]).push(token('X', '6'))).toThrow(TypeError)
  expect(store.active.address).toBeUndefined()
  expect(store.active.tokenBalance).toHaveLength(1)
})
