import { describe, expect, test, vi } from 'vitest'
import { withFaults } from '../../test/faults'
import { nameApi } from '../../test/nameApi'
import { ENS_NAME_ZONE, ENS_TEXTS } from '../constants'
import type { EnsApi } from './createEnsApi'
import { NameSearch, nameInputError } from './NameSearch'

/** The real API client, counting calls per name. */
function countingApi() {
  const real = nameApi()
  const calls: string[] = []
  const api: Pick<EnsApi, 'getEnsNameSuggestions' | 'getEnsNameRecord'> = {
    getEnsNameSuggestions: (name, options) => {
      calls.push(`suggestions:${name}`)
      return real.getEnsNameSuggestions(name, options)
    },
    getEnsNameRecord: (name, options) => {
      calls.push(`account:${name}`)
      return real.getEnsNameRecord(name, options)
    },
  }
  return { api, calls }
}
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`

describe('nameInputError (letters, digits and hyphens only, at least 4 characters)', () => {
  test.each([
    ['', undefined],
    ['abcd', undefined],
    ['Ab-9', undefined],
    ['abc', ENS_TEXTS.tooShort],
    ['a-', ENS_TEXTS.tooShort],
    ['ab c', ENS_TEXTS.invalidCharacters],
    ['alice.eth', ENS_TEXTS.invalidCharacters],
    ['émile', ENS_TEXTS.invalidCharacters],
    ['al_', ENS_TEXTS.invalidCharacters],
  ])('%j → %j', (name, expected) => {
    expect(nameInputError(name)).toBe(expected)
  })
})

describe('NameSearch against the devnet', () => {
  test('only the last valid name typed within the wait is fetched; suggestions are full names', async () => {
    const { api, calls } = countingApi()
    const showError = vi.fn()
    const search = new NameSearch({ api, showError, debounceMs: 50 })
    const label = unique('typed')
    for (let n = 1; n <= label.length; n++) search.setQuery(label.slice(0, n))
    expect(search.availability).toBe('checking')
    await vi.waitFor(() => expect(search.availability).toBe('available'))
    expect(calls.sort()).toEqual([`account:${label}`, `suggestions:${label}`])
    expect(search.suggestions[0]).toEqual({ name: `${label}.${ENS_NAME_ZONE}`, registered: false })
    expect(search.suggestionsLoading).toBe(false)
    expect(showError).not.toHaveBeenCalled()
  })

  test('an invalid name is not fetched and clears earlier results [spec 5.14, 9.27]', async () => {
    const { api, calls } = countingApi()
    const search = new NameSearch({ api, showError: vi.fn(), debounceMs: 10 })
    search.setQuery(unique('first'))
    await vi.waitFor(() => expect(search.availability).toBe('available'))
    calls.length = 0
    search.setQuery('ab!')
    expect(search.validationError).toBe(ENS_TEXTS.invalidCharacters)
    expect(search.suggestions).toEqual([])
    expect(search.availability).toBe('idle')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(calls).toEqual([])
  })

  test('a name changed while its answer is in flight never shows the stale answer', async () => {
    const { api } = countingApi()
    const search = new NameSearch({ api, showError: vi.fn(), debounceMs: 0 })
    const first = unique('stale')
    search.setQuery(first)
    await vi.waitFor(() => expect(search.suggestionsLoading).toBe(true))
    const second = unique('fresh')
    search.setQuery(second)
    await vi.waitFor(() => expect(search.availability).toBe('available'))
    expect(search.suggestions.length).toBeGreaterThan(0)
    expect(search.suggestions.every((s) => s.name.includes(second) && !s.name.includes(first))).toBe(true)
  })

  test("a failed suggestions call shows the API's reason, else 'Error fetching name suggestions' [spec 8.19]", async () => {
    const { api } = countingApi()
    const showError = vi.fn()
    const search = new NameSearch({ api, showError, debounceMs: 0 })
    await withFaults([{ route: '/v1/profile/suggestions/*', kind: '500' }], async () => {
      search.setQuery(unique('reason'))
      await vi.waitFor(
        () =>
          expect(showError).toHaveBeenCalledWith(
            expect.objectContaining({ shortMessage: 'Injected fault: internal error' }),
          ),
        {
          timeout: 5000,
        },
      )
    })
    await withFaults([{ route: '/v1/profile/suggestions/*', kind: 'malformed' }], async () => {
      search.setQuery(unique('fallback'))
      await vi.waitFor(
        () =>
          expect(showError).toHaveBeenCalledWith(
            expect.objectContaining({
              shortMessage: 'Error fetching name suggestions',
              messageKey: { namespace: 'ens', key: 'errorFetchingNameSuggestions' },
            }),
          ),
        {
          timeout: 5000,
        },
      )
    })
    expect(search.suggestions).toEqual([])
  })
})
