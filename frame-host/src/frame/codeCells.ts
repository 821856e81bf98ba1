// The code field of the frame's code entry: one cell per digit, as the modal's design has it. A paste, an
// autofill (`one-time-code` fills the first cell with the whole code) or a digit typed in a full cell
// spreads over the cells; Backspace in an empty cell goes back; the arrows move between cells.
import { fill, texts } from './texts'
import { el } from './view'

/**
 * The digits of `text` as ASCII digits, in order: Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹)
 * digits, typed on an Arabic or Persian keyboard, count as the same digits; anything else is dropped.
 *
 * @example
 * codeDigits('١٢٣ 456') // '123456'
 */
export function codeDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90))
    .replace(/\D/g, '')
}

/** How many digits the frame host's codes have. */
export const CODE_LENGTH = 6

/** The cells and the code they hold. */
export interface CodeCells {
  /** The group of cells (`role=group`, named by `label`). */
  element: HTMLElement
  /** The digits typed so far, in order. */
  value(): string
}

/**
 * Six digit cells named `otp` (the first, which takes the autofill), `otp-2` … `otp-6`.
 *
 * @example
 * const cells = codeCells(texts().otpLabel)
 * content.push(cells.element) // later: submit(cells.value())
 */
export function codeCells(label: string): CodeCells {
  const group = el('div', undefined, { class: 'cells', role: 'group', 'aria-label': label, dir: 'ltr' })
  const cells = Array.from({ length: CODE_LENGTH }, (_, i) =>
    el('input', undefined, {
      name: i === 0 ? 'otp' : `otp-${i + 1}`,
      inputmode: 'numeric',
      autocomplete: i === 0 ? 'one-time-code' : 'off',
      spellcheck: 'false',
      'aria-label': fill(texts().otpDigit, { index: String(i + 1), count: String(CODE_LENGTH) }),
    }),
  )
  /** Writes `digits` from cell `from` on and focuses the cell after the last one written. */
  const spread = (from: number, digits: string) => {
    const start = digits.length >= CODE_LENGTH ? 0 : from
    const written = [...digits].slice(0, CODE_LENGTH - start)
    written.forEach((digit, k) => {
      cells[start + k]!.value = digit
    })
    cells[Math.min(start + written.length, CODE_LENGTH - 1)]!.focus()
  }
  cells.forEach((cell, i) => {
    // A cell's digit is selected when it gets focus, so that a digit typed replaces it.
    cell.addEventListener('focus', () => cell.select())
    cell.addEventListener('input', () => {
      const digits = codeDigits(cell.value)
      cell.value = ''
      if (digits) spread(i, digits)
    })
    cell.addEventListener('paste', (event) => {
      event.preventDefault()
      const digits = codeDigits(event.clipboardData?.getData('text') ?? '')
      if (digits) spread(i, digits)
    })
    cell.addEventListener('keydown', (event) => {
      const previous = cells[i - 1]
      const next = cells[i + 1]
      if (event.key === 'Backspace' && cell.value === '' && previous) {
        event.preventDefault()
        previous.value = ''
        previous.focus()
      } else if (event.key === 'ArrowLeft' && previous) {
        event.preventDefault()
        previous.focus()
      } else if (event.key === 'ArrowRight' && next) {
        event.preventDefault()
        next.focus()
      }
    })
  })
  group.append(...cells)
  return { element: group, value: () => cells.map((c) => c.value).join('') }
}
