/** How {@link signInOverHttp} answers the sign-in page and the consent step. */
export interface SignInOverHttpOptions {
  /** Key of the devnet user to choose (e.g. 'ada'). */
  user: string
  /** Allow (default) or deny at the consent step; 'cancel' cancels at the account chooser. */
  decision?: 'allow' | 'deny' | 'cancel'
  /** A cookie jar kept between calls (the same browser signing in again). */
  jar?: CookieJar
  /** Stop after this many requests (default 20). */
  maxSteps?: number
}

/** Where the provider sent the browser back: the client's redirect URI and its parameters. */
export interface SignInResult {
  /** The redirect URI without parameters. */
  redirectUri: string
  /** GET (query) or POST (form_post, Apple). */
  method: 'GET' | 'POST'
  /** `code`, `state`, `iss` — or `error`, `error_description`, `state`. */
  params: URLSearchParams
}

interface StoredCookie {
  name: string
  value: string
  origin: string
  path: string
}

/** The cookies of one "browser", by origin and path (enough for the devnet's providers). */
export class CookieJar {
  private cookies: StoredCookie[] = []

  /** Keeps the `Set-Cookie` headers of a response to `url`. */
  store(url: URL, headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim())
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      const pathAttr = attributes.find((a) => a.toLowerCase().startsWith('path='))
      const path = pathAttr ? pathAttr.slice(5) : '/'
      const expired = attributes.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now())
      this.cookies = this.cookies.filter(
        (c) => !(c.name === name && c.origin === url.origin && c.path === path),
      )
      if (!expired && value !== '') this.cookies.push({ name, value, origin: url.origin, path })
    }
  }

  /** The `Cookie` header for a request to `url`. */
  header(url: URL): string {
    return this.cookies
      .filter((c) => c.origin === url.origin && url.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
  }
}

const FORM = /<form[^>]*method="post"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/gi
const HIDDEN = /<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g
const decodeHtml = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&(amp|lt|gt|quot);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[e] ?? _)

/**
 * Signs in at a devnet provider over plain HTTP, as a browser would: opens the authorization URL,
 * follows the redirects with cookies, chooses `user` on the sign-in page, answers the consent step and
 * returns where the provider sends the browser back (it does not call the client's redirect URI).
 * Throws when the provider shows an error page instead.
 * @example
 * const { params } = await signInOverHttp(authorizationUrl, { user: 'ada' })
 * const code = params.get('code')
 */
export async function signInOverHttp(
  authorizationUrl: string,
  options: SignInOverHttpOptions,
): Promise<SignInResult> {
  const jar = options.jar ?? new CookieJar()
  const providerOrigin = new URL(authorizationUrl).origin
  let url = new URL(authorizationUrl)
  let init: RequestInit = { method: 'GET' }
  for (let step = 0; step < (options.maxSteps ?? 20); step++) {
    if (url.origin !== providerOrigin) {
      const method = init.method === 'POST' ? 'POST' : 'GET'
      const params = method === 'POST' ? new URLSearchParams(String(init.body)) : url.searchParams
      return { redirectUri: url.origin + url.pathname, method, params }
    }
    const headers = new Headers(init.headers)
    const cookie = jar.header(url)
    if (cookie) headers.set('cookie', cookie)
    const res = await fetch(url, { ...init, headers, redirect: 'manual' })
    jar.store(url, res.headers)
    const location = res.headers.get('location')
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url)
      init = { method: 'GET' }
      continue
    }
    const html = await res.text()
    const forms = [...html.matchAll(FORM)].map((m) => ({ action: decodeHtml(m[1] ?? ''), body: m[2] ?? '' }))
    const post = (action: string, fields: Record<string, string>) => {
      url = new URL(action, url)
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }
    }
    const autoSubmit = html.includes('document.forms[0].submit()') && forms[0]
    if (autoSubmit) {
      post(
        autoSubmit.action,
        Object.fromEntries([...autoSubmit.body.matchAll(HIDDEN)].map((m) => [m[1]!, decodeHtml(m[2]!)])),
      )
      continue
    }
    if (res.status !== 200)
      throw new Error(`Sign-in stopped at ${url.pathname}: HTTP ${res.status} ${html.slice(0, 300)}`)
    const login = forms.find((f) => f.action.endsWith('/login'))
    const decision = options.decision ?? 'allow'
    if (login) {
      if (decision === 'cancel') post(forms.find((f) => f.action.endsWith('/abort'))?.action ?? '', {})
      else post(login.action, { user: options.user })
      continue
    }
    const confirm = forms.find((f) => f.action.endsWith('/confirm'))
    if (confirm) {
      post(
        decision === 'allow'
          ? confirm.action
          : (forms.find((f) => f.action.endsWith('/abort'))?.action ?? ''),
        {},
      )
      continue
    }
    throw new Error(
      `Sign-in stopped at ${url.pathname}: ${html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .slice(0, 300)}`,
    )
  }
  throw new Error('Sign-in did not come back to the client')
}
