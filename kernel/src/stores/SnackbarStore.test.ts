import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SnackbarStore } from './SnackbarStore'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SnackbarStore', () => {
  test('shows each variant at once when none is open [spec 4.4]', () => {
    const snackbar = new SnackbarStore()
    for (const [show, variant] of [
      [() => snackbar.show('ok', 'success'), 'success'],
      [() => snackbar.show('bad', 'error'), 'error'],
      [() => snackbar.show('wait', 'loading'), 'loading'],
      [() => snackbar.show('fyi', 'info'), 'info'],
    ] as const) {
      snackbar.hide()
      show()
      expect(snackbar.open).toBe(true)
      expect(snackbar.variant).toBe(variant)
    }
  })

  test('a new one waits 150 ms while one is open [spec 4.4]', () => {
    const snackbar = new SnackbarStore()
    snackbar.show('Transaction started', 'success')
    snackbar.show('Transaction error', 'error')
    expect(snackbar.open).toBe(false)
    expect(snackbar.message).toBe('Transaction started')
    vi.advanceTimersByTime(149)
    expect(snackbar.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(snackbar.open).toBe(true)
    expect(snackbar.message).toBe('Transaction error')
    expect(snackbar.variant).toBe('error')
  })

  test('the latest of several quick messages wins; hide drops a pending one', () => {
    const snackbar = new SnackbarStore()
    snackbar.show('one', 'info')
    snackbar.show('two', 'info')
    snackbar.show('three', 'info')
    vi.advanceTimersByTime(150)
    expect(snackbar.message).toBe('three')
    snackbar.show('four', 'info')
    snackbar.dispose()
    vi.advanceTimersByTime(500)
    expect(snackbar.open).toBe(false)
    expect(snackbar.message).toBe('three')
  })
})
