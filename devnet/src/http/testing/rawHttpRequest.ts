import { connect } from 'node:net'

/** What came back on a raw connection: the status line's code (0 when none) and everything read. */
export interface RawHttpAnswer {
  status: number
  text: string
}

/**
 * Writes `chunks` verbatim on a new TCP connection to `baseUrl`'s host and port (one write per chunk,
 * `gapMs` apart) and resolves with what the server answered once it closes the connection or
 * `timeoutMs` passes. For requests no HTTP client would send: malformed request lines, bad
 * percent-encoding, huge headers, slow bodies.
 * @example
 * const { status } = await rawHttpRequest(url, ['GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'])
 */
export function rawHttpRequest(
  baseUrl: string,
  chunks: readonly string[],
  options: { gapMs?: number; timeoutMs?: number } = {},
): Promise<RawHttpAnswer> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''))
    let text = ''
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text })
    }
    const timer = setTimeout(finish, options.timeoutMs ?? 10_000)
    socket.setEncoding('utf8')
    socket.on('data', (data: string) => {
      text += data
    })
    socket.on('close', finish)
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answered and reset the connection while we still wrote has answered.
      if (text || error.code === 'ECONNRESET' || error.code === 'EPIPE') finish()
      else {
        done = true
        clearTimeout(timer)
        reject(error)
      }
    })
    socket.on('connect', async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (done || socket.destroyed) return
        if (i > 0 && options.gapMs) await new Promise((r) => setTimeout(r, options.gapMs))
        if (!socket.destroyed) socket.write(chunk)
      }
    })
  })
}

/**
 * Request lines and heads no well-behaved client sends, each a crash or a hang for a careless server:
 * request targets that are not URLs, bad percent-encoding, a bare garbage line, a 64 KiB header.
 */
export const HOSTILE_REQUESTS: Readonly<Record<string, string>> = {
  'target //[': 'GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'target http://[/': 'GET http://[/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'target //a:99999/': 'GET //a:99999/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'bad percent-encoding in the path': 'GET /%E0%A4%A/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'bad percent-encoding in the query':
    'GET /?projectId=%E0%A4%A&x=%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'garbage line': 'NOT A REQUEST\r\n\r\n',
  'huge header': `GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
}
