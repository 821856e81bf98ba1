import { describe, expect, test } from 'vitest'
import { walletDeepLink } from './deepLinks'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'
const enc = encodeURIComponent(uri)

describe('walletDeepLink', () => {
  test('native schemes get //wc?uri=', () => {
    expect(walletDeepLink('metamask://', uri, 'mobile')).toBe(`metamask://wc?uri=${enc}`)
    expect(walletDeepLink('rainbow:', uri, 'mobile')).toBe(`rainbow://wc?uri=${enc}`)
    expect(walletDeepLink('ledgerlive://app', uri, 'desktop')).toBe(`ledgerlive://app/wc?uri=${enc}`)
  })

  test('https universal links get a trailing slash then wc?uri=', () => {
    expect(walletDeepLink('https://link.example.com', uri, 'mobile')).toBe(
      `https://link.example.com/wc?uri=${enc}`,
    )
    expect(walletDeepLink('https://app.example.com/open/', uri, 'webapp')).toBe(
      `https://app.example.com/open/wc?uri=${enc}`,
    )
  })

  test.each([
    ['javascript:alert(1)', 'mobile'],
    ['JAVASCRIPT://alert(1)', 'desktop'],
    ['data:text/html,<script>', 'mobile'],
    ['vbscript:x', 'mobile'],
    ['file:///etc/passwd', 'desktop'],
    ['http://insecure.example.com', 'webapp'],
    ['metamask://', 'webapp'],
    ['https://user:pw@evil.example.com', 'webapp'],
    ['wallet://x" onclick="y', 'mobile'],
    ['no-scheme', 'mobile'],
    ['', 'mobile'],
  ] as const)('refuses %j as a %s link', (link, kind) => {
    expect(walletDeepLink(link, uri, kind)).toBeUndefined()
  })

  test('refuses non-strings', () => {
    expect(walletDeepLink(null, uri, 'mobile')).toBeUndefined()
    expect(walletDeepLink(42, uri, 'mobile')).toBeUndefined()
  })
})
