import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** One accessibility rule broken on a page: axe-core's rule id, its impact, and the elements that break it. */
export interface AxeViolation {
  /** axe-core's rule id, e.g. 'color-contrast'. */
  id: string
  /** 'minor' | 'moderate' | 'serious' | 'critical' (axe-core's scale). */
  impact: string | null
  /** CSS selectors of the offending elements (through shadow roots: one selector per root). */
  targets: string[]
}

/** The WCAG 2.1 A and AA rule tags axe-core checks (the level the product claims). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Runs axe-core (the npm package's browser build, injected into the page) over the whole document, open
 * shadow roots included (the modal renders in one), and returns the WCAG 2.1 A/AA violations it finds:
 * an empty list is a page with none.
 * @example
 * expect(await axeViolations(page)).toEqual([])
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded)
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') })
  return page.evaluate(async (tags) => {
    type Result = {
      violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
    }
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<Result> } }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      // A node inside shadow roots is a list of selectors, one per root, outermost first.
      targets: v.nodes.map((n) =>
        n.target.map((t) => (Array.isArray(t) ? t.map(String).join(' >>> ') : String(t))).join(' '),
      ),
    }))
  }, WCAG_21_AA)
}
