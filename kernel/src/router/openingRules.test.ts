import { describe, expect, test } from 'vitest'
import { initialView } from './openingRules'

const base = { adapterCount: 1, connected: false, mobile: false }

describe('initialView (spec §2 opening rules, in order)', () => {
  test('1. an explicitly requested view wins over everything', () => {
    const requested = { view: 'Networks' as const, params: undefined }
    expect(initialView({ ...base, connected: true, requested })).toBe(requested)
    expect(initialView({ ...base, adapterCount: 0, requested })).toBe(requested)
  })

  test('2. no adapters and no account: AllWallets on mobile, ConnectingWalletConnectBasic on desktop', () => {
    expect(initialView({ ...base, adapterCount: 0, mobile: true }).view).toBe('AllWallets')
    expect(initialView({ ...base, adapterCount: 0, mobile: false }).view).toBe('ConnectingWalletConnectBasic')
  })

  test('3. a connected account shows Account (also without adapters)', () => {
    expect(initialView({ ...base, connected: true }).view).toBe('Account')
    expect(initialView({ ...base, adapterCount: 0, connected: true }).view).toBe('Account')
  })

  test('4. otherwise Connect', () => {
    expect(initialView(base).view).toBe('Connect')
    expect(initialView({ ...base, mobile: true }).view).toBe('Connect')
  })
})
