import type { PluginStorage } from '@airlock/kernel'
import { describe, expect, it } from 'vitest'
import {
  accountTypeToRestore,
  PREFERRED_ACCOUNT_TYPE_KEY,
  rememberAccountType,
  storedAccountType,
} from './preferredAccountType'

/** A PluginStorage over a Map (JSON round trip as the kernel's). */
function memoryStorage(): PluginStorage & { raw: Map<string, string> } {
  const raw = new Map<string, string>()
  return {
    raw,
    prefix: '@airlock/email-social/',
    get: (key, schema) => {
      const value = raw.get(key)
      const parsed =
        value === undefined
          ? undefined
          : (schema as unknown as { safeParse(v: unknown): { success: boolean; data?: unknown } }).safeParse(
              JSON.parse(value),
            )
      return (parsed?.success ? parsed.data : undefined) as never
    },
    set: (key, value) => void raw.set(key, JSON.stringify(value)),
    remove: (key) => void raw.delete(key),
    clear: () => raw.clear(),
    now: () => 0,
  }
}

const eoa = { address: '0x1111111111111111111111111111111111111111', type: 'eoa' as const }
const smart = { address: '0x2222222222222222222222222222222222222222', type: 'smartAccount' as const }

describe('the embedded wallet preferred account type on this device', () => {
  it('is remembered under its key and read back; a foreign value reads as none', () => {
    const storage = memoryStorage()
    expect(storedAccountType(storage)).toBeUndefined()
    rememberAccountType(storage, 'eoa')
    expect(storedAccountType(storage)).toBe('eoa')
    storage.raw.set(PREFERRED_ACCOUNT_TYPE_KEY, JSON.stringify('contract'))
    expect(storedAccountType(storage)).toBeUndefined()
  })

  it('is restored after a connect only where the frame reports another type and the user has that account', () => {
    const both = { accounts: [eoa, smart], preferredAccountType: 'smartAccount' as const }
    expect(accountTypeToRestore(both, 'eoa')).toBe('eoa')
    expect(accountTypeToRestore(both, 'smartAccount')).toBeUndefined()
    expect(accountTypeToRestore(both, undefined)).toBeUndefined()
    // A chain without smart-account services: the remembered smart account cannot be restored there.
    expect(
      accountTypeToRestore({ accounts: [eoa], preferredAccountType: 'eoa' }, 'smartAccount'),
    ).toBeUndefined()
  })
})
