// The email field's rule.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * True when the text is a plausible email address (something@domain.tld, no spaces; surrounding spaces
 * are ignored).
 * @example isValidEmail('alice@example.com') // true
 */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}
