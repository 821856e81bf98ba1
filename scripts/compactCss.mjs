// Build-time compaction of the CSS our packages ship as template literals (modules named `*Styles.ts`):
// comments dropped, whitespace runs collapsed, spaces around `{`, `}` and `;` and before `,` removed, the
// last `;` of a block dropped (the space after a comma stays: custom properties keep their text as
// written). Only literals without `${…}` are touched. The CSS parses to the same rules
// (ui/src/theme/compactCss.test.ts checks every stylesheet of ui in Chromium).

/** Compacts one CSS text. */
export function compactCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/\s+,/g, ',')
    .replace(/;}/g, '}')
    .trim()
}

/** A rollup plugin applying {@link compactCss} to the template literals of `*Styles.ts` modules. */
export function compactCssPlugin() {
  return {
    name: 'airlock-compact-css',
    transform(code, id) {
      if (!/Styles\.ts$/.test(id)) return null
      const out = code.replace(/`([^`$\\]*)`/g, (_, css) => `\`${compactCss(css)}\``)
      return out === code ? null : { code: out, map: null }
    },
  }
}
