import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameDatabase, FrameDatabaseClosedError, openFrameDatabase } from './database/openFrameDatabase'
import type { Mailer } from './mail/createMailer'
import { startFrameHost } from './startFrameHost'
import { call, newVerifier, TEST_SECRET } from './testing/frameHostHarness'

const options = {
  smtpUrl: 'smtp://127.0.0.1:9',
  secret: TEST_SECRET,
  projects: [{ id: 'p1', origins: ['http://localhost:*'] }],
  chains: { 'eip155:31337': 'http://127.0.0.1:8545' },
}

/** A mailer whose send waits until the test fails it, and says when a send has started. */
function heldMailer() {
  let fail!: (error: Error) => void
  let sending!: () => void
  const started = new Promise<void>((resolve) => (sending = resolve))
  const mailer: Mailer = {
    send: () =>
      new Promise<void>((_resolve, reject) => {
        fail = reject
        sending()
      }),
    close: () => undefined,
  }
  return { mailer, started, fail: (error: Error) => fail(error) }
}

describe('startFrameHost: stop() and the database', () => {
  let db: FrameDatabase
  beforeAll(async () => {
    db = await openFrameDatabase()
  })
  afterAll(() => db?.close())

  it('lets a request in progress finish with the database before it resolves (its owner closes it next)', async () => {
    const events: string[] = []
    // The database as the host sees it: records when the code is withdrawn after the mail failed.
    const watched: FrameDatabase = {
      kind: db.kind,
      async query<T extends object>(sql: string, params?: readonly unknown[]) {
        const rows = await db.query<T>(sql, params)
        if (sql.startsWith('DELETE FROM email_cooldowns')) events.push('withdrawn')
        return rows
      },
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
    }
    const held = heldMailer()
    const errors: unknown[] = []
    const host = await startFrameHost(options, {
      database: watched,
      mailer: held.mailer,
      onError: (error) => errors.push(error),
    })
    const response = call('POST', `${host.url}/api/email/start`, {
      email: 'stop@example.com',
      projectId: 'p1',
      challenge: newVerifier().challenge,
    })
    await held.started
    const stopped = host.stop().then(() => events.push('stopped'))
    held.fail(new Error('SMTP connection lost'))
    const answer = await response
    await stopped
    expect(events).toEqual(['withdrawn', 'stopped'])
    expect(answer.status).toBe(502)
    expect(answer.body).toEqual({
      error: { message: 'Could not send the email: try again', code: 'MAIL_FAILED' },
    })
    expect(errors).toEqual([])
    // Nothing was lost: the withdrawn code leaves no cooldown, so the visitor may ask again at once.
    expect(await db.query('SELECT email FROM email_cooldowns')).toEqual([])
  })

  it('refuses a query after close with FrameDatabaseClosedError', async () => {
    await db.close()
    const failure = await db.query('SELECT 1').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(FrameDatabaseClosedError)
    expect(failure).toMatchObject({ code: 'DATABASE_CLOSED' })
  })
})
