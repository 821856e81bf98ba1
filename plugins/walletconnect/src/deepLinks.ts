// Deep links from the catalogue's mobile/desktop/webapp links (untrusted): only safe schemes pass.

const BLOCKED_SCHEMES = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'http',
  'filesystem',
])
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** Kind of a catalogue link. */
export type DeepLinkKind = 'mobile' | 'desktop' | 'webapp'

/**
 * Builds the link that hands a WalletConnect URI to a wallet: `${link}wc?uri=…` for https universal
 * links (a trailing slash is added), `${scheme}://wc?uri=…` for native schemes. Unsafe or malformed
 * links give undefined; web apps must be https.
 *
 * @example
 * walletDeepLink('metamask://', 'wc:abc@2?x=1', 'mobile') // 'metamask://wc?uri=wc%3Aabc%402%3Fx%3D1'
 */
export function walletDeepLink(link: unknown, wcUri: string, kind: DeepLinkKind): string | undefined {
  if (typeof link !== 'string') return undefined
  const raw = link.trim()
  if (raw === '' || raw.length > 2048 || /[\s<>"'`\\]/.test(raw)) return undefined
  const match = SCHEME.exec(raw)
  if (!match?.[1]) return undefined
  const scheme = match[1].toLowerCase()
  const uri = encodeURIComponent(wcUri)
  if (scheme === 'https') {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return undefined
    }
    if (url.username || url.password) return undefined
    const base = url.href.endsWith('/') ? url.href : `${url.href}/`
    return `${base}wc?uri=${uri}`
  }
  if (kind === 'webapp' || BLOCKED_SCHEMES.has(scheme)) return undefined
  const rest = raw.slice(match[0].length).replace(/^\/*/, '')
  const base = rest === '' ? `${scheme}://` : `${scheme}://${rest.endsWith('/') ? rest : `${rest}/`}`
  return `${base}wc?uri=${uri}`
}
