/** Version of the frame message protocol; every envelope carries it as `v`. */
export const PROTOCOL_VERSION = 1

/** Fixed `id` of the secure-frame iframe element the app creates. */
export const FRAME_IFRAME_ID = 'airlock-secure-frame'

/** Fixed `name` of the secure-frame iframe element the app creates. */
export const FRAME_IFRAME_NAME = 'airlock-secure-frame'

/** Path of the frame page on the frame host. */
export const FRAME_PAGE_PATH = '/frame'

/** Frame auth actions (email, device, OTP, social, redirect URI) time out after 30 s (spec §9). */
export const FRAME_AUTH_TIMEOUT_MS = 30_000

/** Seconds between two email codes for one address (spec §9), enforced by the frame host. */
export const EMAIL_COOLDOWN_SECONDS = 30

/** A message whose JSON form is longer than this (in UTF-16 code units) is rejected unread. */
export const MAX_MESSAGE_CHARS = 256 * 1024

/** Longest string any single protocol field accepts (typed data and transactions are the largest). */
export const MAX_STRING_CHARS = 128 * 1024

/** Query parameters of the frame page URL (spec §7). */
export interface FrameUrlParams {
  projectId: string
  /** Chain the frame starts on: CAIP-2 id or EVM chain id. */
  chainId: string | number
  /** Protocol version the app speaks (default {@link PROTOCOL_VERSION}). */
  version?: number
  /** Whether the frame logs to its console (default false). */
  enableLogger?: boolean
  /** Language of the frame's own texts (BCP 47, e.g. `es`); default: the visitor's browser language. */
  locale?: string
}

/**
 * The URL of the frame page on a frame host.
 * @example
 * frameUrl('https://frame.example', { projectId: 'p1', chainId: 'eip155:1' })
 * // 'https://frame.example/frame?projectId=p1&chainId=eip155%3A1&version=1&enableLogger=false'
 */
export function frameUrl(frameOrigin: string, params: FrameUrlParams): string {
  const url = new URL(FRAME_PAGE_PATH, frameOrigin)
  url.searchParams.set('projectId', params.projectId)
  url.searchParams.set('chainId', String(params.chainId))
  url.searchParams.set('version', String(params.version ?? PROTOCOL_VERSION))
  url.searchParams.set('enableLogger', String(params.enableLogger ?? false))
  if (params.locale) url.searchParams.set('locale', params.locale)
  return url.toString()
}
