// After the frame says the visitor is signed in, the app syncs the session (network, user). When that
// fails the login is unusable: sign out and say so with the spec's text (§8), so the UI resets to Connect.
import { AuthInitializationError } from '../errors'

/**
 * Runs `sync`; on failure runs `signOut` (its own failure ignored) and throws `AuthInitializationError`
 * ('A problem occurred while trying initialize authentication') with the failure as its cause.
 *
 * @example
 * await initializeAuth(() => this.follow(params), () => this.disconnect())
 */
export async function initializeAuth(sync: () => Promise<void>, signOut: () => Promise<void>): Promise<void> {
  try {
    await sync()
  } catch (cause) {
    await signOut().catch(() => undefined)
    throw new AuthInitializationError({ cause })
  }
}
