/**
 * URL of the RPC proxy for a chain: `{rpcBase}/v1/?chainId={caip2}&projectId={projectId}`.
 *
 * @example
 * buildRpcProxyUrl({ rpcBase: 'http://127.0.0.1:4000', chainId: 'acme:1', projectId: 'p1' })
 * // 'http://127.0.0.1:4000/v1/?chainId=acme%3A1&projectId=p1'
 */
export function buildRpcProxyUrl(args: { rpcBase: string; chainId: string; projectId: string }): string {
  const url = new URL('v1/', args.rpcBase.replace(/\/?$/, '/'))
  url.searchParams.set('chainId', args.chainId)
  url.searchParams.set('projectId', args.projectId)
  return url.toString()
}

/** True when the URL points at the RPC proxy (same origin and a /v1 path under the proxy base). */
export function isRpcProxyUrl(url: string, rpcBase: string): boolean {
  try {
    const target = new URL(url)
    const base = new URL(rpcBase)
    const basePath = base.pathname.replace(/\/$/, '')
    return target.origin === base.origin && /^\/v1\/?$/.test(target.pathname.slice(basePath.length))
  } catch {
    return false
  }
}

/** Adds the project id to an RPC proxy URL that lacks it; other URLs are returned unchanged. */
export function withRpcProxyProjectId(url: string, args: { rpcBase: string; projectId: string }): string {
  if (!isRpcProxyUrl(url, args.rpcBase)) return url
  const target = new URL(url)
  if (target.searchParams.get('projectId')) return url
  target.searchParams.set('projectId', args.projectId)
  return target.toString()
}
