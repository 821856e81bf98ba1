import { expect, test } from 'vitest'
import { ThemeStore } from './ThemeStore'

test('dark by default; the sync payload carries mode, variables and w3m variables', () => {
  const theme = new ThemeStore()
  expect(theme.themeMode).toBe('dark')
  expect(theme.syncPayload).toEqual({
    themeMode: 'dark',
    themeVariables: {},
    w3mThemeVariables: { '--w3m-accent': 'hsla(230, 100%, 67%, 1)', '--w3m-background': '#121313' },
  })
  theme.setThemeMode('light')
  theme.setThemeVariables({ '--w3m-accent': '#ff0000' })
  theme.setThemeVariables({ '--w3m-font-size-master': '10px' })
  expect(theme.syncPayload).toEqual({
    themeMode: 'light',
    themeVariables: { '--w3m-accent': '#ff0000', '--w3m-font-size-master': '10px' },
    w3mThemeVariables: { '--w3m-accent': '#ff0000', '--w3m-background': '#fff' },
  })
  expect(new ThemeStore('light').syncPayload.w3mThemeVariables['--w3m-accent']).toBe(
    'hsla(231, 100%, 70%, 1)',
  )
})
