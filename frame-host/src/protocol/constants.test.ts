import { describe, expect, it } from 'vitest'
import { frameUrl } from './constants'

describe('frameUrl (the src the email-social runtime gives the secure frame)', () => {
  it('loads the frame page with projectId, chainId, version and enableLogger in its query [spec 7.30]', () => {
    const url = new URL(frameUrl('https://frame.example', { projectId: 'p1', chainId: 'eip155:137' }))
    expect(url.origin).toBe('https://frame.example')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: 'eip155:137',
      version: '1',
      enableLogger: 'false',
    })
    const logged = new URL(
      frameUrl('https://frame.example', { projectId: 'p&2', chainId: 1, version: 2, enableLogger: true }),
    )
    expect(logged.searchParams.get('projectId')).toBe('p&2')
    expect(logged.searchParams.get('chainId')).toBe('1')
    expect(logged.searchParams.get('version')).toBe('2')
    expect(logged.searchParams.get('enableLogger')).toBe('true')
  })
})
