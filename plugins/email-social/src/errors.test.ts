import { BaseError } from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { EMAIL_SOCIAL_EN } from './catalogue'
import { isValidEmail } from './email'
import {
  AuthConnectorNotFoundError,
  AuthInitializationError,
  EmailCooldownError,
  EmailLoginDependencyError,
  FrameError,
  RpcCallNotAllowedError,
  tryAgainAfterMessage,
} from './errors'

describe('email-social errors', () => {
  test('each is an Airlock BaseError with the spec text as its short message [spec 8.21, 8.23, 8.24]', () => {
    const errors = [
      new AuthConnectorNotFoundError(),
      new AuthInitializationError(),
      new EmailCooldownError(17),
      new EmailLoginDependencyError(),
      new FrameError(),
      new FrameError('Invalid OTP'),
      new RpcCallNotAllowedError('eth_sign'),
    ]
    for (const error of errors) expect(error).toBeInstanceOf(BaseError)
    expect(
      errors.map((e) => `${e.name}: ${e.shortMessage}${e.details ? ` (${e.details})` : ''}`),
    ).toMatchInlineSnapshot(`
        [
          "AuthConnectorNotFoundError: Address or auth connector not found",
          "AuthInitializationError: A problem occurred while trying initialize authentication",
          "EmailCooldownError: Please try again after 17 seconds",
          "EmailLoginDependencyError: Unable to load email login dependency",
          "FrameError: An error occurred",
          "FrameError: Invalid OTP",
          "RpcCallNotAllowedError: Requested RPC call is not allowed (Method: eth_sign)",
        ]
      `)
    expect(new EmailCooldownError(9).secondsLeft).toBe(9)
  })

  test('the cooldown text is the catalogue template filled in (so the UI can translate it back)', () => {
    expect(tryAgainAfterMessage(12)).toBe('Please try again after 12 seconds')
    expect(EMAIL_SOCIAL_EN.tryAgainAfter).toBe('Please try again after {seconds} seconds')
  })

  test('isValidEmail [spec 5.15]', () => {
    expect(isValidEmail('alice@example.com')).toBe(true)
    expect(isValidEmail(' alice@example.co ')).toBe(true)
    expect(isValidEmail('alice@example')).toBe(false)
    expect(isValidEmail('alice example@x.com')).toBe(false)
    expect(isValidEmail('@example.com')).toBe(false)
    expect(isValidEmail('alice@@example.com')).toBe(false)
    expect(isValidEmail('alice@example.c')).toBe(false)
  })
})
