const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** True when the text is a plausible email address (something@domain.tld, no spaces). */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}
