import { CONSTANTS } from '@airlock/kernel'
import { expect, test } from 'vitest'
import { shellStyles, tokenStyles } from './baseStyles'
import { DEFAULT_THEME_VARIABLES, themeVariablesToCss } from './themeTypes'

test('maps camelCase and --airlock-* names to the stylesheet variables; other names are left out', () => {
  expect(
    themeVariablesToCss({
      accent: '#ff0000',
      '--airlock-font-size-master': '12px',
      '--airlock-border-radius-master': '2px',
      zIndex: 5000,
      '--w3m-accent': '#00ff00',
      unknown: 'x',
      background: '',
    }),
  ).toEqual({
    '--airlock-accent': '#ff0000',
    '--airlock-font-size-master': '12px',
    '--airlock-border-radius-master': '2px',
    '--airlock-z-index': '5000',
  })
})

test('drops values that could escape a declaration', () => {
  expect(themeVariablesToCss({ accent: 'red; } body { display:none', fontFamily: 'x</style>' })).toEqual({})
})

test("the stylesheet defaults are the documented defaults, the font the platform's own first", () => {
  expect(tokenStyles).toContain(`--airlock-font-family: ${DEFAULT_THEME_VARIABLES.fontFamily};`)
  expect(tokenStyles).toContain(`--airlock-font-size-master: ${DEFAULT_THEME_VARIABLES.fontSizeMaster};`)
  expect(tokenStyles).toContain(
    `--airlock-border-radius-master: ${DEFAULT_THEME_VARIABLES.borderRadiusMaster};`,
  )
  expect(tokenStyles).toContain(`--airlock-z-index: ${DEFAULT_THEME_VARIABLES.zIndex};`)
  // The modal's width is written out in the shell's stylesheet too (the build compacts literals only).
  expect(shellStyles).toContain(`width: ${CONSTANTS.MODAL_WIDTH_PX}px;`)
  expect(DEFAULT_THEME_VARIABLES.fontFamily.split(',')[0]).toBe('system-ui')
})
