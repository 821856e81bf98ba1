/** A keyboard event's fields the numeric-input rule needs (a DOM KeyboardEvent fits). */
export type NumericKeyEvent = { key: string; ctrlKey?: boolean; metaKey?: boolean }

/** Keys that edit or move inside the input and are always allowed. */
export const EDITING_KEYS: readonly string[] = [
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Tab',
  'Enter',
  'Escape',
]

const SHORTCUT_KEYS = ['a', 'c', 'v', 'x', 'z', 'y']
const SEPARATORS = ['.', ',']

/**
 * Keydown rule of amount inputs: digits, one decimal separator ('.' or ','), editing keys and
 * copy/paste/select shortcuts only. Call it on keydown and `preventDefault()` when it returns false.
 */
export function isAllowedNumericKey(event: NumericKeyEvent, currentValue: string): boolean {
  if (EDITING_KEYS.includes(event.key)) return true
  if ((event.ctrlKey || event.metaKey) && SHORTCUT_KEYS.includes(event.key.toLowerCase())) return true
  if (/^[0-9]$/.test(event.key)) return true
  if (SEPARATORS.includes(event.key)) return !SEPARATORS.some((s) => currentValue.includes(s))
  return false
}

/**
 * Input rule of amount inputs (for pasted or typed text): keeps digits and the first separator
 * (normalised to '.'), and a leading separator becomes '0.'.
 *
 * @example
 * sanitizeNumericInput('.5') // '0.5'
 * sanitizeNumericInput('1,2.3a') // '1.23'
 */
export function sanitizeNumericInput(value: string): string {
  let result = ''
  let seenSeparator = false
  for (const char of value) {
    if (char >= '0' && char <= '9') result += char
    else if (SEPARATORS.includes(char) && !seenSeparator) {
      seenSeparator = true
      result += '.'
    }
  }
  return result.startsWith('.') ? `0${result}` : result
}
