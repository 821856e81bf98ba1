import { frameUrl } from '@airlock/frame-host/protocol'
import { describe, expect, it } from 'vitest'
import { InvalidEmailSocialOptionsError, parseEmailSocialOptions } from './options'

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
