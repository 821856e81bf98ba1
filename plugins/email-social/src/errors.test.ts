import { BaseError } from '@airlock/kernel'
import { formatMessage } from '@airlock/ui'
import { describe, expect, test } from 'vitest'
import { EMAIL_SOCIAL_EN, EMAIL_SOCIAL_MESSAGES } from './catalogue'
import { EMAIL_SOCIAL_DECLARED_MESSAGES } from './declaredTexts'
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
import ar from './i18n/ar'
import es from './i18n/es'
import { errorText } from './views/useEmailRuntime'

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

  test("each visitor error names its catalogue text, so the modal shows it in the visitor's locale (es, ar)", () => {
    const own = EMAIL_SOCIAL_MESSAGES.namespace
    const cases: [BaseError, string, string][] = [
      [new AuthConnectorNotFoundError(), own, 'addressOrAuthConnectorNotFound'],
      [new AuthInitializationError(), own, 'authInitializationProblem'],
      [new EmailCooldownError(17), own, 'tryAgainAfter'],
      [
        new EmailLoginDependencyError(),
        EMAIL_SOCIAL_DECLARED_MESSAGES.namespace,
        'unableToLoadEmailLoginDependency',
      ],
      [new FrameError(), own, 'frameErrorWithoutMessage'],
      [new RpcCallNotAllowedError('eth_sign'), own, 'rpcCallNotAllowed'],
    ]
    for (const [error, namespace, key] of cases) {
      expect(error.messageKey).toMatchObject({ namespace, key })
      expect(es).toHaveProperty(key)
      expect(ar).toHaveProperty(key)
    }
    expect(new EmailCooldownError(17).messageKey?.params).toEqual({ seconds: 17 })
    // The frame's own message has no key: it is shown as the frame wrote it.
    expect(new FrameError('Invalid OTP').messageKey).toBeUndefined()
  })

  test("a view's failure text goes through the error's key (the cooldown in Spanish), else the frame's message", () => {
    const spanish = (error: BaseError) => {
      const key = error.messageKey?.key as keyof typeof es
      return formatMessage(es[key], 'es', error.messageKey?.params)
    }
    const cooldown = errorText(new EmailCooldownError(17), spanish)
    expect(cooldown).toBe(formatMessage(es.tryAgainAfter, 'es', { seconds: 17 }))
    expect(cooldown).not.toBe(new EmailCooldownError(17).shortMessage)
    expect(errorText(new FrameError('Invalid OTP'), spanish)).toBe('Invalid OTP')
    expect(errorText(new TypeError('x'), spanish)).toBe(es.frameErrorWithoutMessage)
  })
})
