import { describe, expect, test } from 'vitest'
import { KNOWN_WALLET_RDNS, solanaBrowseDeepLink } from './knownWallets'

describe('solanaBrowseDeepLink (the spec Solana deep-link redirect for two named wallets)', () => {
  const url = 'https://app.example/swap?from=SOL&to=USDC#top'
  const ref = 'https://app.example'

  test("Phantom's universal browse link carries the page and its origin, both URI-encoded [spec 9.35]", () => {
    expect(solanaBrowseDeepLink('Phantom', url, ref)).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Fswap%3Ffrom%3DSOL%26to%3DUSDC%23top?ref=https%3A%2F%2Fapp.example',
    )
  })

  test("Solflare's v1 browse link; names match whatever their case and surrounding spaces [spec 9.35]", () => {
    expect(solanaBrowseDeepLink('  solflare ', url, ref)).toBe(
      'https://solflare.com/ul/v1/browse/https%3A%2F%2Fapp.example%2Fswap%3Ffrom%3DSOL%26to%3DUSDC%23top?ref=https%3A%2F%2Fapp.example',
    )
    expect(solanaBrowseDeepLink('PHANTOM', url, ref)).toMatch(/^https:\/\/phantom\.app\/ul\/browse\//)
  })

  test('other wallets have none (their WalletConnect link stays) [spec 9.35]', () => {
    for (const name of ['Backpack', 'MetaMask', 'Phantom Wallet', '']) {
      expect(solanaBrowseDeepLink(name, url, ref)).toBeUndefined()
    }
  })

  test('the link cannot be bent by the page URL: it stays one encoded path segment', () => {
    const link = solanaBrowseDeepLink('Phantom', 'https://evil.example/?ref=x/../../', ref) ?? ''
    const parsed = new URL(link)
    expect(parsed.origin).toBe('https://phantom.app')
    expect(parsed.pathname.split('/')).toHaveLength(4)
    expect(parsed.searchParams.get('ref')).toBe(ref)
  })

  test('the known rdns table joins the devnet test wallet and Phantom with their EIP-6963 rows', () => {
    expect(KNOWN_WALLET_RDNS['airlock test wallet']).toBe('dev.airlock.testwallet')
    expect(KNOWN_WALLET_RDNS.phantom).toBe('app.phantom')
  })
})
