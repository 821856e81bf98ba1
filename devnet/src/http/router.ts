import type { Handler } from './reply'

interface Route {
  method: string
  regex: RegExp
  keys: string[]
  handler: Handler
}

/** A route that matched: its handler and decoded path params. */
export interface RouteMatch {
  handler: Handler
  params: Record<string, string>
}

/** A tiny method + path router: patterns like `/v1/account/:address/balance`. */
export class Router {
  private readonly routes: Route[] = []

  /** Adds a route; `:name` segments become params. Returns this for chaining. */
  on(method: string, pattern: string, handler: Handler): this {
    const keys: string[] = []
    const source = pattern
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        keys.push(segment.slice(1))
        return '([^/]+)'
      })
      .join('/')
    this.routes.push({ method, regex: new RegExp(`^${source}$`), keys, handler })
    return this
  }

  /** Finds the route for a method and path; `allowed` lists methods that match the path otherwise. */
  match(method: string, path: string): RouteMatch | { allowed: string[] } {
    const allowed: string[] = []
    for (const route of this.routes) {
      const found = route.regex.exec(path)
      if (!found) continue
      if (route.method !== method) {
        allowed.push(route.method)
        continue
      }
      const params: Record<string, string> = {}
      route.keys.forEach((key, i) => {
        params[key] = decodeURIComponent(found[i + 1] ?? '')
      })
      return { handler: route.handler, params }
    }
    return { allowed }
  }
}
