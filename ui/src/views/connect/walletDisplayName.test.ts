import { expect, test } from 'vitest'
import { WALLET_DISPLAY_NAMES, walletDisplayName } from './walletDisplayName'

test('the fixed map covers injected, WalletConnect, Coinbase, Ledger and Safe [spec 9.34]', () => {
  expect(WALLET_DISPLAY_NAMES).toEqual({
    injected: 'Browser Wallet',
    walletConnect: 'WalletConnect',
    coinbaseWallet: 'Coinbase',
    coinbaseWalletSDK: 'Coinbase',
    ledger: 'Ledger',
    safe: 'Safe',
  })
})

test('a mapped connector id wins over the announced name; others keep theirs [spec 9.34]', () => {
  expect(walletDisplayName({ id: 'injected', name: 'window.ethereum' })).toBe('Browser Wallet')
  expect(walletDisplayName({ id: 'walletConnect', name: 'WC' })).toBe('WalletConnect')
  expect(walletDisplayName({ id: 'coinbaseWalletSDK', name: 'Coinbase Wallet' })).toBe('Coinbase')
  expect(walletDisplayName({ id: 'ledger', name: 'Ledger Live' })).toBe('Ledger')
  expect(walletDisplayName({ id: 'safe', name: 'Safe{Wallet}' })).toBe('Safe')
  expect(walletDisplayName({ id: 'io.metamask', name: 'MetaMask' })).toBe('MetaMask')
})
