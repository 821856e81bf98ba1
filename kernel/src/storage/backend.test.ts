import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  createDefaultBackend,
  createLocalStorageBackend,
  createMemoryBackend,
  type WebStorageLike,
} from './backend'

class MapStorage implements WebStorageLike {
  private map = new Map<string, string>()
  get length() {
    return this.map.size
  }
  getItem(key: string) {
    return this.map.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.map.set(key, value)
  }
  removeItem(key: string) {
    this.map.delete(key)
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null
  }
}

const throwing: WebStorageLike = {
  get length(): number {
    throw new Error('blocked')
  },
  getItem: () => {
    throw new Error('blocked')
  },
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('blocked')
  },
  key: () => null,
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('storage backends', () => {
  test('memory backend stores, lists and removes', () => {
    const b = createMemoryBackend({ a: '1' })
    b.setItem('b', '2')
    expect(b.getItem('a')).toBe('1')
    expect(b.keys()).toEqual(['a', 'b'])
    b.removeItem('a')
    expect(b.getItem('a')).toBeNull()
  })

  test('local-storage backend wraps Web Storage', () => {
    const web = new MapStorage()
    const b = createLocalStorageBackend(web)
    b.setItem('k', 'v')
    expect(web.getItem('k')).toBe('v')
    expect(b.getItem('k')).toBe('v')
    expect(b.keys()).toEqual(['k'])
    b.removeItem('k')
    expect(b.keys()).toEqual([])
  })

  test('a failing Web Storage never throws', () => {
    const b = createLocalStorageBackend(throwing)
    expect(() => b.setItem('k', 'v')).not.toThrow()
    expect(b.getItem('k')).toBeNull()
    expect(() => b.removeItem('k')).not.toThrow()
    expect(b.keys()).toEqual([])
  })

  test('default is memory without window, localStorage with it (decided when created)', () => {
    const memory = createDefaultBackend()
    memory.setItem('x', '1')
    expect(memory.getItem('x')).toBe('1')

    const web = new MapStorage()
    vi.stubGlobal('window', { localStorage: web })
    const local = createDefaultBackend()
    local.setItem('y', '2')
    expect(web.getItem('y')).toBe('2')

    vi.stubGlobal('window', {
      get localStorage() {
        throw new Error('SecurityError')
      },
    })
    const fallback = createDefaultBackend()
    fallback.setItem('z', '3')
    expect(fallback.getItem('z')).toBe('3')
    expect(web.getItem('z')).toBeNull()
  })
})
