/** A project allowed to call the devnet services, with the browser origins it may call from. */
export interface ProjectConfig {
  id: string
  /** Origins like 'https://app.example' or with a port wildcard 'http://127.0.0.1:*'; '*' = any. */
  origins: string[]
}

/** The default project id, allowed from any loopback origin (the sandbox's included). */
export const DEFAULT_PROJECT_ID = 'airlock-devnet'

/** A second project whose allow-list holds only https://allowed.airlock.test (for origin tests). */
export const RESTRICTED_PROJECT_ID = 'airlock-restricted'

/** The default projects: DEFAULT_PROJECT_ID for loopback origins, plus RESTRICTED_PROJECT_ID. */
export function defaultProjects(extraOrigins: readonly string[] = []): ProjectConfig[] {
  return [
    {
      id: DEFAULT_PROJECT_ID,
      origins: ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*', ...extraOrigins],
    },
    { id: RESTRICTED_PROJECT_ID, origins: ['https://allowed.airlock.test'] },
  ]
}

/** Whether `origin` matches one of the patterns (exact, port wildcard, or '*'). */
export function originAllowed(patterns: readonly string[], origin: string): boolean {
  return patterns.some((pattern) => {
    if (pattern === '*' || pattern === origin) return true
    if (!pattern.endsWith(':*')) return false
    const base = pattern.slice(0, -1)
    return origin.startsWith(base) && /^\d+$/.test(origin.slice(base.length))
  })
}
