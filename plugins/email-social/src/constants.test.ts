import { describe, expect, test } from 'vitest'
import { DEFAULT_SOCIALS, hasOfferedSocial } from './constants'

test("the spec's default social logins, in its order", () => {
  expect(DEFAULT_SOCIALS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
})

describe('[spec 5.22] whether Connect shows the social block at all (eager, before the block loads)', () => {
  const telegram = (platform: string) => ({ Telegram: { WebApp: { platform } } })

  test('outside Telegram: any provider listed, none for an empty list', () => {
    expect(hasOfferedSocial(['facebook'], {})).toBe(true)
    expect(hasOfferedSocial([], {})).toBe(false)
  })

  test("in Telegram, the platform's rules apply: a list the platform drops entirely shows no block", () => {
    expect(hasOfferedSocial(['facebook', 'x'], telegram('android'))).toBe(false)
    expect(hasOfferedSocial(['facebook', 'x', 'github'], telegram('android'))).toBe(true)
    expect(hasOfferedSocial(['google'], telegram('ios'))).toBe(false)
    expect(hasOfferedSocial(['google'], telegram('android'))).toBe(true)
    expect(hasOfferedSocial(['x'], telegram('macos'))).toBe(false)
    expect(hasOfferedSocial(['x'], telegram('ios'))).toBe(true)
    expect(hasOfferedSocial(['google', 'x', 'facebook'], telegram('tdesktop'))).toBe(true)
  })

  test("the page's global is read when no window is given", () => {
    const global = globalThis as { Telegram?: unknown }
    global.Telegram = { WebApp: { platform: 'ios' } }
    try {
      expect(hasOfferedSocial(['google'])).toBe(false)
    } finally {
      delete global.Telegram
    }
    expect(hasOfferedSocial(['google'])).toBe(true)
  })
})
