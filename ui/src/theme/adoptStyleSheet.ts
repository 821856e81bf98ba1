// Constructed stylesheets adopted by shadow roots: one sheet per CSS text and document, shared by every
// root that adopts it. CSP's `style-src` does not apply to them, so Airlock needs no inline <style>.

const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>()

/** Whether `root` can adopt constructed stylesheets in this browser. */
export function canAdoptStyleSheets(root: ShadowRoot): boolean {
  const Sheet = root.ownerDocument.defaultView?.CSSStyleSheet
  return Boolean(Sheet && 'adoptedStyleSheets' in root && typeof Sheet.prototype.replaceSync === 'function')
}

/** The constructed stylesheet of `css` in `doc` (made once per document and text). */
function sheetFor(doc: Document, css: string): CSSStyleSheet {
  let byText = sheets.get(doc)
  if (!byText) {
    byText = new Map()
    sheets.set(doc, byText)
  }
  let sheet = byText.get(css)
  if (!sheet) {
    const Sheet = doc.defaultView!.CSSStyleSheet
    sheet = new Sheet()
    sheet.replaceSync(css)
    byText.set(css, sheet)
  }
  return sheet
}

/**
 * Appends the stylesheet of `css` to `root`'s adopted stylesheets (after those already there, so it
 * wins at equal specificity); returns the function that removes this adoption, or undefined when the
 * browser cannot adopt stylesheets.
 *
 * @example
 * const release = adoptStyleSheet(shadowRoot, '.my-view{display:grid}')
 */
export function adoptStyleSheet(root: ShadowRoot, css: string): (() => void) | undefined {
  if (!canAdoptStyleSheets(root)) return undefined
  const sheet = sheetFor(root.ownerDocument, css)
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  return () => {
    const list = [...root.adoptedStyleSheets]
    const index = list.lastIndexOf(sheet)
    if (index >= 0) list.splice(index, 1)
    root.adoptedStyleSheets = list
  }
}
