import { describe, expect, test } from 'vitest'
import { EmailCooldownError } from '../errors'
import { cooldownOr } from './cooldownError'
import { FrameRequestError } from './FrameClient'

describe('cooldownOr', () => {
  test("the frame's COOLDOWN is EmailCooldownError with its delay, 30 s when it gives none", () => {
    const given = cooldownOr(new FrameRequestError({ code: 'COOLDOWN', retryAfterSeconds: 12 }))
    expect(given).toBeInstanceOf(EmailCooldownError)
    expect((given as EmailCooldownError).secondsLeft).toBe(12)
    expect((cooldownOr(new FrameRequestError({ code: 'COOLDOWN' })) as EmailCooldownError).secondsLeft).toBe(
      30,
    )
  })

  test('any other error is returned as it is', () => {
    const locked = new FrameRequestError({ code: 'LOCKED' })
    expect(cooldownOr(locked)).toBe(locked)
    const plain = new Error('x')
    expect(cooldownOr(plain)).toBe(plain)
  })
})
