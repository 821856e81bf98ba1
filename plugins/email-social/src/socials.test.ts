import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from './constants'
import { offeredSocials, SOCIAL_ICON_SLOTS, socialBlockLayout } from './socials'

describe('the social block layout', () => {
  it('[spec 9.15] the default list offers every provider in its order, farcaster included: google wide, the next as icons, the rest behind Other social', () => {
    const layout = socialBlockLayout(DEFAULT_SOCIALS)
    expect(layout.all).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(layout.wide).toBe('google')
    expect(layout.icons).toEqual(['x', 'discord', 'farcaster'])
    expect(layout.more).toBe(true)
  })

  it('follows the flag’s order and shows every provider as an icon when they fit', () => {
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
})
