// The email-social texts, English and Spanish, in one module so they move into the i18n catalogue as a
// block. Views pick the language with `emailSocialMessages()` (the page's `<html lang>`, else English).

/** Every text the plugin shows, by key. */
export interface EmailSocialMessages {
  email: string
  continue: string
  invalidEmail: string
  confirmEmail: string
  codeSentTo: string
  code: string
  confirm: string
  resendCode: string
  updateEmail: string
  newEmail: string
  newEmailPrompt: string
  primaryCodePrompt: string
  secondaryCodePrompt: string
  /** Followed by the new address. */
  emailIsNow: string
  done: string
  approve: string
}

/** English and Spanish texts. */
export const EMAIL_SOCIAL_MESSAGES: { readonly en: EmailSocialMessages; readonly es: EmailSocialMessages } = {
  en: {
    email: 'Email',
    continue: 'Continue',
    invalidEmail: 'Enter a valid email address',
    confirmEmail: 'Confirm email',
    codeSentTo: 'Enter the code sent to',
    code: 'Code',
    confirm: 'Confirm',
    resendCode: 'Resend code',
    updateEmail: 'Update email',
    newEmail: 'New email',
    newEmailPrompt: 'Enter your new email address',
    primaryCodePrompt: 'Enter the code sent to your current email',
    secondaryCodePrompt: 'Enter the code sent to your new email',
    emailIsNow: 'Your email is now',
    done: 'Done',
    approve: 'Approve',
  },
  es: {
    email: 'Correo electrónico',
    continue: 'Continuar',
    invalidEmail: 'Introduce un correo electrónico válido',
    confirmEmail: 'Confirmar correo',
    codeSentTo: 'Introduce el código enviado a',
    code: 'Código',
    confirm: 'Confirmar',
    resendCode: 'Reenviar código',
    updateEmail: 'Cambiar correo',
    newEmail: 'Correo nuevo',
    newEmailPrompt: 'Introduce tu nuevo correo electrónico',
    primaryCodePrompt: 'Introduce el código enviado a tu correo actual',
    secondaryCodePrompt: 'Introduce el código enviado a tu correo nuevo',
    emailIsNow: 'Tu correo ahora es',
    done: 'Listo',
    approve: 'Aprobar',
  },
}

/**
 * The texts for `locale` (a BCP 47 tag; default: the page's `<html lang>`): Spanish for `es*`, else English.
 * @example
 * emailSocialMessages('es-MX').resendCode // 'Reenviar código'
 */
export function emailSocialMessages(locale?: string): EmailSocialMessages {
  const tag = locale ?? (typeof document === 'undefined' ? '' : document.documentElement.lang)
  return tag.toLowerCase().startsWith('es') ? EMAIL_SOCIAL_MESSAGES.es : EMAIL_SOCIAL_MESSAGES.en
}
