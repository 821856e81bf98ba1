/** Compacts one CSS text (comments dropped, whitespace collapsed, spaces around `{};` removed). */
export function compactCss(css: string): string
/** A rollup plugin applying {@link compactCss} to the template literals of `*Styles.ts` modules. */
export function compactCssPlugin(): {
  name: string
  transform(code: string, id: string): { code: string; map: null } | null
}
