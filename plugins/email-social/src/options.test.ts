import { frameUrl } from '@airlock/frame-host/protocol'
import { describe, expect, it } from 'vitest'
import { InvalidEmailSocialOptionsError, parseEmailSocialOptions } from './options'
import { emailSocialOptionsSchema } from './optionsSchema'

describe('parseEmailSocialOptions', () => {
  it('fills the defaults and derives the frame origin [spec 9.26]', () => {
    expect(parseEmailSocialOptions({ frameUrl: 'https://frame.example.com/anything' })).toEqual({
      frameUrl: 'https://frame.example.com/anything',
      frameOrigin: 'https://frame.example.com',
      loadTimeoutMs: 20_000,
      authTimeoutMs: 30_000,
      socialLoginTimeoutMs: 120_000,
      enableLogger: false,
    })
  })

  it("takes a language tag for the frame's texts and names a bad one", () => {
    const options = parseEmailSocialOptions({ frameUrl: 'https://frame.example.com', locale: 'es-MX' })
    expect(options.locale).toBe('es-MX')
    expect(
      new URL(
        frameUrl(options.frameOrigin, { projectId: 'p1', chainId: 1, locale: 'es-MX' }),
      ).searchParams.get('locale'),
    ).toBe('es-MX')
    expect(() =>
      parseEmailSocialOptions({ frameUrl: 'https://frame.example.com', locale: 'es MX"' }),
    ).toThrow(InvalidEmailSocialOptionsError)
    try {
      parseEmailSocialOptions({ frameUrl: 'https://frame.example.com', locale: 'es MX"' })
    } catch (error) {
      expect((error as InvalidEmailSocialOptionsError).details).toBe(
        'locale: expected a language tag such as es or es-MX',
      )
    }
  })

  it('refuses a frame URL that is not http(s)', () => {
    expect(() => parseEmailSocialOptions({ frameUrl: 'javascript:alert(1)' })).toThrow(
      InvalidEmailSocialOptionsError,
    )
  })
})

describe('emailSocialOptionsSchema', () => {
  // The plugin checks its options by hand (no zod in the page's initial JS); the exported zod schema must
  // give the same answers.
  const cases: unknown[] = [
    { frameUrl: 'https://frame.example.com' },
    { frameUrl: 'http://127.0.0.1:5174/x', loadTimeoutMs: 1, authTimeoutMs: 120_000, enableLogger: true },
    { frameUrl: 'https://frame.example.com', socialLoginTimeoutMs: 600_000, locale: 'ar' },
    { frameUrl: 'https://frame.example.com', socialLoginTimeoutMs: 600_001 },
    { frameUrl: 'https://frame.example.com', loadTimeoutMs: 0 },
    { frameUrl: 'https://frame.example.com', authTimeoutMs: 1.5 },
    { frameUrl: 'https://frame.example.com', loadTimeoutMs: '20' },
    { frameUrl: 'https://frame.example.com', enableLogger: 'yes' },
    { frameUrl: 'https://frame.example.com', locale: 'english please' },
    { frameUrl: 'https://frame.example.com', other: 1 },
    { frameUrl: 'ftp://frame.example.com' },
    { frameUrl: 'not a url' },
    { frameUrl: 42 },
    {},
    null,
  ]
  it.each(cases.map((c) => [JSON.stringify(c), c]))('%s: the same answer as the guard', (_, input) => {
    const schema = emailSocialOptionsSchema.safeParse(input)
    let guard: ReturnType<typeof parseEmailSocialOptions> | InvalidEmailSocialOptionsError
    try {
      guard = parseEmailSocialOptions(input as Parameters<typeof parseEmailSocialOptions>[0])
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEmailSocialOptionsError)
      guard = error as InvalidEmailSocialOptionsError
    }
    if (schema.success) expect(guard).toEqual({ ...schema.data, frameOrigin: expect.any(String) })
    else expect(guard).toBeInstanceOf(InvalidEmailSocialOptionsError)
  })
})
