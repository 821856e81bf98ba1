import { expect, test } from 'vitest'
import { ThemeStore } from './ThemeStore'

test('dark by default; variables merge into the current ones', () => {
  const theme = new ThemeStore()
  expect(theme.themeMode).toBe('dark')
  expect(theme.themeVariables).toEqual({})
  theme.setThemeMode('light')
  theme.setThemeVariables({ '--airlock-accent': '#ff0000' })
  theme.setThemeVariables({ '--airlock-font-size-master': '10px' })
  expect(theme.themeMode).toBe('light')
  expect(theme.themeVariables).toEqual({
    '--airlock-accent': '#ff0000',
    '--airlock-font-size-master': '10px',
  })
  expect(new ThemeStore('light', { accent: '#00f' }).themeVariables).toEqual({ accent: '#00f' })
})
