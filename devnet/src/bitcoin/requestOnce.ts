// One HTTP request on a connection of its own, closed after the answer. bcoin's HTTP server closes an idle
// kept-alive connection on its own schedule; a pooled client (fetch) that sends on such a connection as it
// closes gets "other side closed" with nothing to tell whether the request was handled (a broadcast or a
// block mined twice), which on a loaded machine happened during the devnet's seeding. A connection per
// request to a process on loopback costs well under a millisecond and cannot meet a closing one.
import { request } from 'node:http'

/** What {@link requestOnce} sends. */
export interface RequestOnceInit {
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string | undefined
  /** Gives up (rejects with a TimeoutError) after this long. */
  timeoutMs: number
}

/**
 * Sends one request on a new connection (no keep-alive pool) and resolves with the status and body text.
 * @example
 * const { status, text } = await requestOnce('http://127.0.0.1:18443/', { method: 'GET', headers: {}, timeoutMs: 5_000 })
 */
export function requestOnce(url: string, init: RequestOnceInit): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method,
        headers: init.headers,
        agent: false,
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}
