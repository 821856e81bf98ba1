import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { startHttpServer } from '../http/startHttpServer'
import { Mailbox } from './Mailbox'
import { mailboxPage } from './mailboxPage'

/** Options of {@link startMailSink}. */
export interface MailSinkOptions {
  /** SMTP port on 127.0.0.1 (default: a free one). */
  smtpPort?: number
  /** HTTP port of the mailbox page and API (default: a free one). */
  httpPort?: number
}

/** A running mail sink: SMTP in, mailbox page and JSON API out. */
export interface MailSink {
  /** `smtp://127.0.0.1:<port>`: give it to nodemailer (or any SMTP client) as the server. */
  smtpUrl: string
  /** Base URL of the mailbox: `GET /mailbox/:email` (JSON), `GET /inbox?email=` (HTML page). */
  url: string
  /** The received messages (for tests in the same process). */
  mailbox: Mailbox
  /** Stops SMTP and HTTP; safe to call twice. */
  stop(): Promise<void>
}

const MAX_MESSAGE_BYTES = 1024 * 1024

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
  res.end(JSON.stringify(body))
}

function mailboxHandler(mailbox: Mailbox) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sink')
    const match = /^\/mailbox\/([^/]+)$/.exec(url.pathname)
    if (match) {
      let email: string
      try {
        email = decodeURIComponent(match[1]!)
      } catch {
        return sendJson(res, 400, { error: 'bad email in path' })
      }
      if (req.method === 'DELETE') {
        mailbox.clear(email)
        return sendJson(res, 200, { cleared: true })
      }
      if (req.method !== 'GET') return sendJson(res, 405, { error: 'GET or DELETE only' })
      return sendJson(res, 200, { email: email.toLowerCase(), messages: mailbox.list(email) })
    }
    if (req.method === 'GET' && (url.pathname === '/' || url.pathname === '/inbox')) {
      const email = url.searchParams.get('email') ?? undefined
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      })
      return res.end(mailboxPage(email, email ? mailbox.list(email) : []))
    }
    sendJson(res, 404, { error: 'not found' })
  }
}

/**
 * Starts a local SMTP sink on 127.0.0.1 (no TLS, no auth) that keeps every message, plus a mailbox
 * page and JSON API over HTTP.
 * @example
 * const sink = await startMailSink()
 * // send through sink.smtpUrl, then:
 * const mail = await sink.mailbox.waitFor('ada@example.com')
 */
export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const mailbox = new Mailbox()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'Airlock devnet mail sink',
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address)
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
      simpleParser(stream)
        .then((parsed) => {
          mailbox.add({
            from,
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
          })
          callback()
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(options.smtpPort ?? 0, '127.0.0.1', () => {
      smtp.server.off('error', reject)
      resolve()
    })
  })
  smtp.on('error', () => undefined)
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const http = await startHttpServer(mailboxHandler(mailbox), options.httpPort ?? 0).catch(async (error) => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  })
  let stopped: Promise<void> | undefined
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url: http.url,
    mailbox,
    stop() {
      stopped ??= Promise.all([
        http.stop(),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]).then(() => undefined)
      return stopped
    },
  }
}
