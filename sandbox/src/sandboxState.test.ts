import { describe, expect, test } from 'vitest'
import {
  DEFAULT_SANDBOX_STATE,
  formatSandboxState,
  parseSandboxState,
  toThemeVariables,
} from './sandboxState'

describe('sandbox URL state', () => {
  test('an empty query is the default setup, and the default setup writes an empty query', () => {
    expect(parseSandboxState('')).toEqual(DEFAULT_SANDBOX_STATE)
    expect(formatSandboxState(DEFAULT_SANDBOX_STATE)).toBe('')
  })

  test('round-trips flags, theme, variables, network and wallet settings', () => {
    const state = {
      features: { swaps: false, legalCheckbox: true },
      themeMode: 'light' as const,
      themeVariables: { accent: '#ff0066', zIndex: '2000' },
      locale: 'ar' as const,
      network: 'eip155:31338',
      walletMode: 'reject' as const,
      walletAccount: 3,
      testWallet: true,
      solana: false,
      bitcoin: false,
      signIn: 'required' as const,
    }
    const search = formatSandboxState(state)
    expect(search).toBe(
      '?features=swaps:0,legalCheckbox:1&theme=light&var.accent=%23ff0066&var.zIndex=2000&locale=ar&network=eip155:31338&wallet=reject&account=3&solana=0&bitcoin=0&signin=required',
    )
    expect(parseSandboxState(search)).toEqual(state)
  })

  test('a Bitcoin network as the default network round-trips', () => {
    const state = { ...DEFAULT_SANDBOX_STATE, network: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' }
    expect(parseSandboxState(formatSandboxState(state))).toEqual(state)
  })

  test('ignores unknown flags, bad values and malformed network ids', () => {
    const state = parseSandboxState(
      '?features=swaps:2,nope:1,send:0&theme=neon&var.evil=1&locale=xx&network=<script>&wallet=maybe&account=42',
    )
    expect(state).toEqual({ ...DEFAULT_SANDBOX_STATE, features: { send: false } })
  })

  test('zIndex becomes a number for the theme store; empty values are dropped', () => {
    expect(toThemeVariables({ zIndex: '1200', accent: '', fontSizeMaster: '12px' })).toEqual({
      zIndex: 1200,
      fontSizeMaster: '12px',
    })
  })
})
