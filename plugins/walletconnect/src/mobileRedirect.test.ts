import { describe, expect, test } from 'vitest'
import { mobileRedirectFor, type WalletConnectMobileRedirect } from './mobileRedirect'

const page = { href: 'https://app.example/swap?x=1', origin: 'https://app.example' }
const phantom = { id: 'phantom-id', name: 'Phantom' }
const browse: WalletConnectMobileRedirect = {
  link: (wallet, p) =>
    wallet.name === 'Phantom'
      ? `https://phantom.app/ul/browse/${encodeURIComponent(p.href)}?ref=${encodeURIComponent(p.origin)}`
      : undefined,
}

describe('mobileRedirectFor', () => {
  test('the first contribution with a link for the wallet wins', () => {
    expect(mobileRedirectFor([{ link: () => undefined }, browse], phantom, page)).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Fswap%3Fx%3D1?ref=https%3A%2F%2Fapp.example',
    )
  })

  test('no wallet, no contribution or none for this wallet: undefined (the WalletConnect link stays)', () => {
    expect(mobileRedirectFor([browse], undefined, page)).toBeUndefined()
    expect(mobileRedirectFor([], phantom, page)).toBeUndefined()
    expect(mobileRedirectFor([browse], { id: 'x', name: 'Other' }, page)).toBeUndefined()
  })

  test('only https links without credentials pass; a throwing contribution is skipped', () => {
    const bad = (href: string): WalletConnectMobileRedirect => ({ link: () => href })
    for (const href of [
      'javascript:alert(1)',
      'http://phantom.app/ul',
      'https://u:p@phantom.app/',
      'not a url',
    ]) {
      expect(mobileRedirectFor([bad(href)], phantom, page)).toBeUndefined()
    }
    const throws: WalletConnectMobileRedirect = {
      link: () => {
        throw new Error('boom')
      },
    }
    expect(mobileRedirectFor([throws, browse], phantom, page)).toMatch(
      /^https:\/\/phantom\.app\/ul\/browse\//,
    )
  })
})
