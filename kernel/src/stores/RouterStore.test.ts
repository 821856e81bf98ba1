import { describe, expect, test } from 'vitest'
import { RouterStore } from './RouterStore'

const views = (router: RouterStore) => router.history.map((e) => e.view)

describe('RouterStore', () => {
  test('starts at Connect; push, replace, reset [spec 2.1]', () => {
    const router = new RouterStore()
    expect(router.view).toBe('Connect')
    router.push('AllWallets')
    router.push('ConnectingExternal', { connectorId: 'io.metamask' })
    expect(views(router)).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    expect(router.current.params).toEqual({ connectorId: 'io.metamask' })
    router.replace('Account')
    expect(views(router)).toEqual(['Connect', 'AllWallets', 'Account'])
    router.reset('Networks')
    expect(views(router)).toEqual(['Networks'])
  })

  test('pushing the view already on top with the same params is a no-op', () => {
    const router = new RouterStore()
    router.push('Connect')
    expect(router.history).toHaveLength(1)
  })

  test('goBack pops, and says close with a single-entry history [spec 2.20]', () => {
    const router = new RouterStore()
    router.push('AllWallets')
    expect(router.canGoBack).toBe(true)
    expect(router.goBack()).toBe('popped')
    expect(views(router)).toEqual(['Connect'])
    expect(router.canGoBack).toBe(false)
    expect(router.goBack()).toBe('close')
    expect(views(router)).toEqual(['Connect'])
  })

  test('goBack says close when UnsupportedChain is anywhere in the history [spec 2.20]', () => {
    const router = new RouterStore()
    router.reset('UnsupportedChain')
    router.push('Networks')
    expect(router.goBack()).toBe('close')
    expect(views(router)).toEqual(['UnsupportedChain', 'Networks'])
  })

  test('replaceWithoutBack leaves no way back', () => {
    const router = new RouterStore()
    router.push('Send')
    router.replaceWithoutBack('Receive')
    expect(views(router)).toEqual(['Connect', 'Receive'])
    expect(router.canGoBack).toBe(false)
    expect(router.goBack()).toBe('close')
  })
})
