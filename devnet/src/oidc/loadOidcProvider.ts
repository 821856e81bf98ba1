import type * as OidcProviderModule from 'oidc-provider'

/** The sentence oidc-provider 9 prints at import on any Node release older than 22 ("Jod"). */
export const UNSUPPORTED_RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime.'

let loaded: Promise<typeof OidcProviderModule> | undefined

/**
 * Imports oidc-provider once, on first use (it pulls koa; devnets that never sign in never load it).
 * oidc-provider 9.13.3 runs on Node 20.20 (everything it calls, `crypto.hash` included, exists there: the
 * tests of this folder run the whole flow) but warns at import that only Node 22+ is supported; that one
 * line is dropped, every other warning is kept.
 */
export function loadOidcProvider(): Promise<typeof OidcProviderModule> {
  loaded ??= (async () => {
    const warn = console.warn
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes(UNSUPPORTED_RUNTIME_WARNING)) return
      warn(...args)
    }
    try {
      return await import('oidc-provider')
    } finally {
      console.warn = warn
    }
  })()
  return loaded
}
