import { expect, test } from 'vitest'
import { DEFAULT_SOCIALS } from './constants'

test("the spec's default social logins, in its order", () => {
  expect(DEFAULT_SOCIALS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
})
