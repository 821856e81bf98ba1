import { describe, expect, test } from 'vitest'
import { addRecentWallet, isSameWallet, normalizeRdns } from './recentWallets'

describe('recent wallets', () => {
  test('newest first, at most 2 [spec 9.9]', () => {
    let list = addRecentWallet([], { id: 'a' })
    list = addRecentWallet(list, { id: 'b' })
    list = addRecentWallet(list, { id: 'c' })
    expect(list.map((w) => w.id)).toEqual(['c', 'b'])
  })

  test('de-duplicated by id and by rdns [spec 9.9]', () => {
    let list = addRecentWallet([], { id: 'a', rdns: 'com.a' })
    list = addRecentWallet(list, { id: 'b' })
    list = addRecentWallet(list, { id: 'a', rdns: 'com.a' })
    expect(list.map((w) => w.id)).toEqual(['a', 'b'])
    list = addRecentWallet(list, { id: 'a-injected', rdns: 'com.a' })
    expect(list.map((w) => w.id)).toEqual(['a-injected', 'b'])
  })

  test('mobile MetaMask counts as desktop MetaMask [spec 9.9]', () => {
    expect(normalizeRdns('io.metamask.mobile')).toBe('io.metamask')
    expect(normalizeRdns('io.rabby')).toBe('io.rabby')
    expect(isSameWallet({ id: 'x', rdns: 'io.metamask.mobile' }, { id: 'y', rdns: 'io.metamask' })).toBe(true)
    expect(isSameWallet({ id: 'x', rdns: null }, { id: 'y', rdns: null })).toBe(false)
    const list = addRecentWallet([{ id: 'mm', rdns: 'io.metamask' }, { id: 'z' }], {
      id: 'mm-mobile',
      rdns: 'io.metamask.mobile',
    })
    expect(list.map((w) => w.id)).toEqual(['mm-mobile', 'z'])
  })
})
