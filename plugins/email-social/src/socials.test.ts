import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from './constants'
import {
  offeredSocials,
  SOCIAL_ICON_SLOTS,
  socialBlockLayout,
  telegramPlatform,
  telegramSocials,
} from './socials'

describe('the social block layout', () => {
  it('[spec 9.15] the default list offers every provider in its order, farcaster included: google wide, the next as icons, the rest behind Other social', () => {
    const layout = socialBlockLayout(DEFAULT_SOCIALS)
    expect(layout.all).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(layout.wide).toBe('google')
    expect(layout.icons).toEqual(['x', 'discord', 'farcaster'])
    expect(layout.more).toBe(true)
  })

  it('[spec 3.13] follows the socials flag’s order and shows every provider as an icon when they fit', () => {
    const layout = socialBlockLayout(['github', 'apple', 'google'])
    expect(layout).toEqual({
      wide: 'github',
      icons: ['apple', 'google'],
      more: false,
      all: ['github', 'apple', 'google'],
    })
    const five = socialBlockLayout(['github', 'apple', 'google', 'x', 'discord'])
    expect(five.icons).toHaveLength(SOCIAL_ICON_SLOTS)
    expect(five.more).toBe(false)
  })

  it('an empty list offers nothing; duplicates are dropped', () => {
    expect(socialBlockLayout([]).wide).toBeUndefined()
    expect(socialBlockLayout(['farcaster']).all).toEqual(['farcaster'])
    expect(offeredSocials(['x', 'x', 'google'])).toEqual(['x', 'google'])
  })

  it('[spec 5.22] in Telegram: iOS drops google, Mac drops x, Android drops facebook and x; elsewhere nothing is dropped', () => {
    expect(telegramSocials(DEFAULT_SOCIALS, 'ios')).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(telegramSocials(DEFAULT_SOCIALS, 'macos')).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(telegramSocials(DEFAULT_SOCIALS, 'android')).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
    expect(telegramSocials(DEFAULT_SOCIALS, 'other')).toEqual([...DEFAULT_SOCIALS])
    expect(telegramSocials(DEFAULT_SOCIALS, undefined)).toEqual([...DEFAULT_SOCIALS])
    // The layout applies them: on iOS the wide button is the next provider.
    expect(socialBlockLayout(DEFAULT_SOCIALS, 'ios').wide).toBe('x')
  })

  it('reads the Telegram platform from Telegram.WebApp.platform; outside Telegram (or unknown) there is none', () => {
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'ios' } } })).toBe('ios')
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'macos' } } })).toBe('macos')
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'android' } } })).toBe('android')
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'tdesktop' } } })).toBe('other')
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'unknown' } } })).toBeUndefined()
    expect(telegramPlatform({})).toBeUndefined()
    expect(telegramPlatform(undefined)).toBeUndefined()
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 42 } } })).toBeUndefined()
  })
})
