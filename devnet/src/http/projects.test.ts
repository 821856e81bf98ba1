import { describe, expect, it } from 'vitest'
import { DEFAULT_PROJECT_ID, defaultProjects, originAllowed } from './projects'

describe('originAllowed', () => {
  const loopback = defaultProjects().find((p) => p.id === DEFAULT_PROJECT_ID)!.origins

  it('allows loopback origins on any port for the default project', () => {
    expect(originAllowed(loopback, 'http://127.0.0.1:5173')).toBe(true)
    expect(originAllowed(loopback, 'http://localhost:3000')).toBe(true)
  })

  it('refuses other hosts, look-alike hosts, other schemes and the null origin', () => {
    expect(originAllowed(loopback, 'https://127.0.0.1:5173')).toBe(false)
    expect(originAllowed(loopback, 'http://127.0.0.1.evil.example:80')).toBe(false)
    expect(originAllowed(loopback, 'http://localhost:3000.evil.example')).toBe(false)
    expect(originAllowed(loopback, 'null')).toBe(false)
  })

  it('supports exact origins and the * wildcard', () => {
    expect(originAllowed(['https://app.example'], 'https://app.example')).toBe(true)
    expect(originAllowed(['https://app.example'], 'https://app.example:8443')).toBe(false)
    expect(originAllowed(['*'], 'https://anything.example')).toBe(true)
  })
})
