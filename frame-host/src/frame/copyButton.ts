// Copy for a secret the frame shows (the recovery code): the visitor's own click writes it to the
// clipboard, and the button says whether it did. Inside an ask() view the button is live only while the
// frame is seen (as the view's answers are), so a page covering the frame cannot trick a copy.
import { texts } from './texts'

/**
 * Writes `text` to the clipboard: the Clipboard API (the embedding iframe must allow `clipboard-write`),
 * else the older copy command on a selection of `text`. Resolves whether one of them did.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    try {
      return document.execCommand('copy')
    } catch {
      return false
    } finally {
      area.remove()
    }
  }
}

/** How long the button says "Copied" before it says "Copy" again. */
const COPIED_MS = 2000

/**
 * A Copy button for `text` (`data-copy`); after a trusted click it reads "Copied" (or "Copy failed") for
 * a moment.
 *
 * @example
 * secret.append(el('p', code), copyButton(code))
 */
export function copyButton(text: string): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'copy'
  button.dataset.copy = ''
  button.textContent = texts().copy
  let reset: ReturnType<typeof setTimeout> | undefined
  button.addEventListener('click', (event) => {
    if (!event.isTrusted) return
    void copyText(text).then((copied) => {
      button.textContent = copied ? texts().copied : texts().copyFailed
      clearTimeout(reset)
      reset = setTimeout(() => {
        button.textContent = texts().copy
      }, COPIED_MS)
    })
  })
  return button
}
