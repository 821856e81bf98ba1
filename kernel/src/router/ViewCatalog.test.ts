import { describe, expect, test } from 'vitest'
import { DuplicateViewError, ViewCatalog, ViewNotFoundError } from './ViewCatalog'

describe('ViewCatalog', () => {
  test('registers core views with titles and lazy loaders', async () => {
    const views = new ViewCatalog()
    views.register({ id: 'Connect', title: 'Connect Wallet', load: async () => 'ConnectView' })
    views.register({
      id: 'ConnectingExternal',
      title: (p) => `Connecting ${p.connectorId}`,
      load: async () => 'X',
    })
    expect(views.has('Connect')).toBe(true)
    expect(views.ids()).toEqual(['Connect', 'ConnectingExternal'])
    expect(views.owner('Connect')).toBeUndefined()
    expect(views.title('Connect', undefined)).toBe('Connect Wallet')
    expect(views.title('ConnectingExternal', { connectorId: 'Rabby' })).toBe('Connecting Rabby')
    expect(await views.load('Connect')).toBe('ConnectView')
  })

  test('a duplicate id is refused, naming both owners', () => {
    const views = new ViewCatalog()
    views.register({ id: 'Send', load: async () => 1 }, 'evm')
    expect(() => views.register({ id: 'Send', load: async () => 2 }, 'solana')).toThrow(DuplicateViewError)
    expect(() => views.register({ id: 'Send', load: async () => 2 })).toThrow(
      'View "Send" is already registered',
    )
    expect(() => views.registerPlaceholder({ id: 'Send', load: async () => 2 }, 'x')).toThrow(
      DuplicateViewError,
    )
  })

  test('an unknown view is an error', async () => {
    const views = new ViewCatalog()
    expect(() => views.get('Account')).toThrow(ViewNotFoundError)
    await expect(views.load('Account')).rejects.toThrow('View "Account" is not registered')
  })

  test("only the placeholder's own plugin may replace it", () => {
    const views = new ViewCatalog()
    views.registerPlaceholder({ id: 'Receive', load: async () => undefined }, 'receive')
    expect(() => views.register({ id: 'Receive', load: async () => 1 }, 'other')).toThrow(DuplicateViewError)
    views.register({ id: 'Receive', load: async () => 1 }, 'receive')
    expect(views.owner('Receive')).toBe('receive')
  })
})
