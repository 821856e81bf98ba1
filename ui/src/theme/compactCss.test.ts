// The published build compacts every `*Styles.ts` literal (scripts/compactCss.mjs, a rollup plugin): the
// compacted text must parse, in Chromium, to exactly the rules of the source text.
import { describe, expect, test } from 'vitest'
import { compactCss } from '../../../scripts/compactCss.mjs'
import { accountStyles } from '../views/account/accountStyles'
import { nftStyles } from '../views/nfts/nftStyles'
import { sendStyles } from '../views/send/sendStyles'
import { shellStyles, tokenStyles } from './baseStyles'
import { componentStyles } from './componentStyles'
import { viewStyles } from './viewStyles'

/** The rules Chromium parses from `css`, each as its serialised text. */
function parsedRules(css: string): string[] {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  return [...sheet.cssRules].map((rule) => rule.cssText)
}

describe('compactCss', () => {
  test.each(
    Object.entries({
      tokenStyles,
      shellStyles,
      componentStyles,
      viewStyles,
      accountStyles,
      sendStyles,
      nftStyles,
    }),
  )('%s parses to the same rules, in fewer bytes', (_, css) => {
    const compact = compactCss(css)
    expect(compact.length).toBeLessThan(css.length)
    const rules = parsedRules(css)
    expect(rules.length).toBeGreaterThan(0)
    expect(parsedRules(compact)).toEqual(rules)
  })

  test('keeps the space that separates a descendant pseudo-class from its parent', () => {
    expect(compactCss('.a :focus-visible { color: red; }\n/* note */\n.b,\n.c > .d { margin: 0 4px; }')).toBe(
      '.a :focus-visible{color: red}.b, .c > .d{margin: 0 4px}',
    )
  })
})
