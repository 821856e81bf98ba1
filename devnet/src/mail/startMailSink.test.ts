import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MailSink, startMailSink } from './startMailSink'

/** Sends one message over plain SMTP, line by line, waiting for each reply (no client library). */
async function sendSmtp(
  smtpUrl: string,
  from: string,
  to: string,
  subject: string,
  body: string,
): Promise<void> {
  const { hostname, port } = new URL(smtpUrl)
  const socket = connect(Number(port), hostname)
  socket.setEncoding('utf8')
  let buffer = ''
  const waiters: Array<(line: string) => void> = []
  socket.on('data', (chunk: string) => {
    buffer += chunk
    for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, i)
      buffer = buffer.slice(i + 2)
      if (/^\d{3} /.test(line)) waiters.shift()?.(line)
    }
  })
  const reply = () => new Promise<string>((resolve) => waiters.push(resolve))
  const say = async (line: string) => {
    const answer = reply()
    socket.write(`${line}\r\n`)
    return answer
  }
  expect(await reply()).toMatch(/^220 /)
  expect(await say('EHLO test')).toMatch(/^250 /)
  expect(await say(`MAIL FROM:<${from}>`)).toMatch(/^250 /)
  expect(await say(`RCPT TO:<${to}>`)).toMatch(/^250 /)
  expect(await say('DATA')).toMatch(/^354 /)
  expect(await say(`From: ${from}\r\nTo: ${to}\r\nSubject: ${subject}\r\n\r\n${body}\r\n.`)).toMatch(/^250 /)
  await say('QUIT')
  socket.end()
}

describe('startMailSink', () => {
  let sink: MailSink
  beforeAll(async () => {
    sink = await startMailSink()
  })
  afterAll(() => sink?.stop())

  it('keeps a message sent over SMTP and serves it as JSON and on the mailbox page', async () => {
    const waiting = sink.mailbox.waitFor('Ada@Example.com', { afterId: sink.mailbox.lastId })
    await sendSmtp(sink.smtpUrl, 'frame@airlock.test', 'ada@example.com', 'Your code', 'Code: 123456')
    const mail = await waiting
    expect(mail).toMatchObject({ from: 'frame@airlock.test', to: ['ada@example.com'], subject: 'Your code' })
    expect(mail.text.trim()).toBe('Code: 123456')

    const json = (await (await fetch(`${sink.url}/mailbox/ADA%40example.com`)).json()) as {
      messages: Array<{ subject: string }>
    }
    expect(json.messages.map((m) => m.subject)).toEqual(['Your code'])
    const page = await fetch(`${sink.url}/inbox?email=ada%40example.com`)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('Code: 123456')
  })

  it('clears one mailbox, answers 404 and 400 on bad paths, and times out a wait', async () => {
    await sendSmtp(sink.smtpUrl, 'frame@airlock.test', 'bob@example.com', 'Hi', '<script>x</script>')
    const page = await (await fetch(`${sink.url}/inbox?email=bob%40example.com`)).text()
    expect(page).not.toContain('<script>x')
    await fetch(`${sink.url}/mailbox/bob%40example.com`, { method: 'DELETE' })
    expect(sink.mailbox.list('bob@example.com')).toEqual([])
    expect((await fetch(`${sink.url}/nothing`)).status).toBe(404)
    expect((await fetch(`${sink.url}/mailbox/%E0%A4%A`)).status).toBe(400)
    await expect(sink.mailbox.waitFor('nobody@example.com', { timeoutMs: 50 })).rejects.toThrow(
      'no mail to nobody@example.com within 50 ms',
    )
  })
})
