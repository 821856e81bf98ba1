import * as z from 'zod/mini'

/** `type` of the message the OAuth callback page posts to the app (its opener) when a provider came back. */
export const SOCIAL_CALLBACK_MESSAGE = 'airlock:social-callback'

/**
 * The callback page's message to the app: `uri` is the frame host's callback URL holding only the
 * flow's `state` (never the code or a token). The app checks the sender (its popup, at the frame's
 * origin) and hands `uri` to the frame in CONNECT_SOCIAL; the frame finishes the flow it started.
 * @example
 * const parsed = socialCallbackMessageSchema.safeParse(event.data)
 */
export const socialCallbackMessageSchema = z.strictObject({
  type: z.literal(SOCIAL_CALLBACK_MESSAGE),
  uri: z.string().check(z.maxLength(4096)),
})

/** The callback page's message (see {@link socialCallbackMessageSchema}). */
export type SocialCallbackMessage = z.infer<typeof socialCallbackMessageSchema>

/**
 * The `state` of a callback URI when it is the frame host's own callback (`frameOrigin` exactly, path
 * `/oauth/callback/<project>/<provider>`); undefined otherwise.
 * @example
 * socialCallbackState('https://frame.example/oauth/callback/app/google?state=abc', 'https://frame.example') // 'abc'
 */
export function socialCallbackState(uri: string, frameOrigin: string): string | undefined {
  if (!URL.canParse(uri)) return undefined
  const url = new URL(uri)
  if (url.origin !== frameOrigin || !/^\/oauth\/callback\/[^/]+\/[^/]+$/.test(url.pathname)) return undefined
  const state = url.searchParams.get('state')
  return state && /^[A-Za-z0-9_-]{20,128}$/.test(state) ? state : undefined
}
