import { describe, expect, it, vi } from 'vitest'
import { AuthInitializationError } from '../errors'
import { initializeAuth } from './initializeAuth'

describe('initializeAuth', () => {
  it('a failed session sync signs out and says the spec text, keeping the cause [spec 8.10]', async () => {
    const cause = new Error('GET_USER timed out')
    const signOut = vi.fn(async () => {
      throw new Error('frame closed')
    })
    const failure = await initializeAuth(async () => Promise.reject(cause), signOut).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(AuthInitializationError)
    expect((failure as AuthInitializationError).shortMessage).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect((failure as AuthInitializationError).cause).toBe(cause)
    expect(signOut).toHaveBeenCalledOnce()
  })

  it('a sync that works signs nobody out', async () => {
    const signOut = vi.fn(async () => undefined)
    await initializeAuth(async () => undefined, signOut)
    expect(signOut).not.toHaveBeenCalled()
  })
})
