// The frame's calls to its own server (same origin), with the session token when it keeps one.
import { cooldownMessage, FRAME_ERROR_CODES } from '../protocol/errors'

/** An error the frame answers `_ERROR` with. */
export class FrameError extends Error {
  constructor(
    message: string,
    readonly code: string | number,
    readonly retryAfterSeconds?: number,
    /** With INVALID_CODE: how many tries the code has left. */
    readonly attemptsLeft?: number,
  ) {
    super(message)
  }
}

let token: string | undefined

/** Sets the bearer token the API calls carry (undefined = cookie only). */
export function setApiToken(value: string | undefined): void {
  token = value
}

/** Calls the frame host's API; a non-2xx answer becomes a FrameError with the server's message. */
export async function api<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const json = (await res.json().catch(() => ({}))) as {
    error?: { message?: string; code?: string; retryAfterSeconds?: number; attemptsLeft?: number }
  }
  if (res.ok) return json as T
  const error = json.error ?? {}
  const retry = typeof error.retryAfterSeconds === 'number' ? error.retryAfterSeconds : undefined
  if (error.code === 'COOLDOWN' && retry !== undefined)
    throw new FrameError(cooldownMessage(retry), FRAME_ERROR_CODES.cooldown, retry)
  throw new FrameError(
    typeof error.message === 'string' ? error.message : 'An error occurred',
    typeof error.code === 'string' ? error.code : FRAME_ERROR_CODES.internal,
    retry,
    typeof error.attemptsLeft === 'number' ? error.attemptsLeft : undefined,
  )
}
