// Untrusted image URLs (catalogue, wallets, profiles) pass through here before reaching an <img>.

/** Options of {@link safeImageUrl}. */
export interface SafeImageUrlOptions {
  /** Also allow http://127.0.0.1, http://localhost and http://[::1] (development only; the sandbox sets it). */
  allowLocalhost?: boolean
}

const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|avif|svg\+xml)(;[a-z0-9=.+-]+)*,/i
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
/** Longest URL accepted (data URLs of icons are small; anything larger is refused). */
export const MAX_IMAGE_URL_LENGTH = 262_144

/**
 * Returns the URL when it is safe to render as an image: https, or a data:image URL; http only to
 * loopback when `allowLocalhost` is set. Anything else (javascript:, http:, blob:, relative, malformed)
 * gives undefined.
 *
 * @example
 * safeImageUrl('https://cdn.example/w.png') // 'https://cdn.example/w.png'
 * safeImageUrl('javascript:alert(1)')        // undefined
 */
export function safeImageUrl(value: unknown, options: SafeImageUrlOptions = {}): string | undefined {
  if (typeof value !== 'string') return undefined
  const raw = value.trim()
  if (raw === '' || raw.length > MAX_IMAGE_URL_LENGTH) return undefined
  if (raw.slice(0, 5).toLowerCase() === 'data:') return DATA_IMAGE.test(raw) ? raw : undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return undefined
  }
  if (url.username !== '' || url.password !== '') return undefined
  if (url.protocol === 'https:') return url.href
  if (url.protocol === 'http:' && options.allowLocalhost === true && LOCAL_HOSTS.has(url.hostname))
    return url.href
  return undefined
}
