// Untrusted text (an app's name, a message to sign, typed data, a token's memo) as the frame shows it:
// characters that change how text around them is drawn (bidi overrides and isolates, marks, zero-width
// and other format characters, C0/C1 controls, line and paragraph separators) are replaced by a visible
// `⟨U+XXXX⟩`, so that what the visitor reads is what the text holds, in order.

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu

/** Options of {@link showable}. */
export interface ShowableOptions {
  /** Keep line feeds (and tabs): message bodies are multi-line. Default false. */
  keepNewlines?: boolean
}

/**
 * `text` with every control, format and separator character written out as `⟨U+XXXX⟩`.
 * @example
 * showable('Uniswap\u202Emoc.live') // 'Uniswap⟨U+202E⟩moc.live'
 */
export function showable(text: string, options: ShowableOptions = {}): string {
  return text.replace(INVISIBLE, (char) => {
    if (options.keepNewlines && (char === '\n' || char === '\t')) return char
    return `⟨U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`
  })
}
