import { describe, expect, test } from 'vitest'
import { initialView } from './openingRules'

const base = { adapterCount: 1, connected: false, mobile: false }

describe("initialView (spec §2 opening rules, after the plugins' chooseView hooks)", () => {
  test('1. an explicitly requested view wins over everything [spec 2.16]', () => {
    const requested = { view: 'Networks' as const, params: undefined }
    expect(initialView({ ...base, connected: true, requested })).toBe(requested)
    expect(initialView({ ...base, adapterCount: 0, requested })).toBe(requested)
  })

  test('a connected account shows Account (also without adapters) [spec 2.18]', () => {
    expect(initialView({ ...base, connected: true }).view).toBe('Account')
    expect(initialView({ ...base, adapterCount: 0, connected: true }).view).toBe('Account')
  })

  test('otherwise Connect (the no-adapter rule belongs to the plugin owning its views, through chooseView) [spec 2.19]', () => {
    expect(initialView(base).view).toBe('Connect')
    expect(initialView({ ...base, mobile: true }).view).toBe('Connect')
    expect(initialView({ ...base, adapterCount: 0, mobile: true }).view).toBe('Connect')
  })
})
