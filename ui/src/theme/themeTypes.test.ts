import { expect, test } from 'vitest'
import { themeVariablesToCss } from './themeTypes'

test('maps camelCase, --al-* and --w3m-* names to the stylesheet variables', () => {
  expect(
    themeVariablesToCss({
      accent: '#ff0000',
      '--al-font-size-master': '12px',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 5000,
      unknown: 'x',
      background: '',
    }),
  ).toEqual({
    '--al-accent': '#ff0000',
    '--al-font-size-master': '12px',
    '--al-border-radius-master': '2px',
    '--al-z-index': '5000',
  })
})

test('drops values that could escape a declaration', () => {
  expect(themeVariablesToCss({ accent: 'red; } body { display:none', fontFamily: 'x</style>' })).toEqual({})
})
