/** A project allowed to call the devnet services, with the browser origins it may call from. */
export interface ProjectConfig {
  id: string
  /** Origins like 'https://app.example' or with a port wildcard 'http://127.0.0.1:*'; '*' = any. */
  origins: string[]
  /** What GET /getAnalyticsConfig answers for this project; absent: the catalogue server's default (true). */
  analytics?: boolean
}

/** The default project id, allowed from any loopback origin (the sandbox's included). */
export const DEFAULT_PROJECT_ID = 'airlock-devnet'

/** A second project whose allow-list holds only https://allowed.airlock.test (for origin tests). */
export const RESTRICTED_PROJECT_ID = 'airlock-restricted'

/** A third project, allowed from loopback origins, whose analytics config says disabled. */
const NO_ANALYTICS_PROJECT_ID = 'airlock-no-analytics'

/**
 * The default projects: DEFAULT_PROJECT_ID for loopback origins, RESTRICTED_PROJECT_ID, and
 * 'airlock-no-analytics' (loopback origins, GET /getAnalyticsConfig answers disabled).
 */
export function defaultProjects(extraOrigins: readonly string[] = []): ProjectConfig[] {
  const loopback = ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*', ...extraOrigins]
  return [
    { id: DEFAULT_PROJECT_ID, origins: loopback },
    { id: RESTRICTED_PROJECT_ID, origins: ['https://allowed.airlock.test'] },
    { id: NO_ANALYTICS_PROJECT_ID, origins: loopback, analytics: false },
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
