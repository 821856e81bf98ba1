import { describe, expect, it } from 'vitest'
import { EMAIL_SOCIAL_MESSAGES, emailSocialMessages } from './messages'

describe('email-social messages', () => {
  it('has every English key in Spanish, translated and non-empty', () => {
    const en = EMAIL_SOCIAL_MESSAGES.en
    const es = EMAIL_SOCIAL_MESSAGES.es
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(es[key].trim()).not.toBe('')
      expect(es[key]).not.toBe(en[key])
    }
  })

  it('picks Spanish for es tags and English otherwise', () => {
    expect(emailSocialMessages('es').confirm).toBe('Confirmar')
    expect(emailSocialMessages('ES-mx').resendCode).toBe('Reenviar código')
    expect(emailSocialMessages('en-US').resendCode).toBe('Resend code')
    expect(emailSocialMessages('fr').continue).toBe('Continue')
    expect(emailSocialMessages('').continue).toBe('Continue')
  })
})
