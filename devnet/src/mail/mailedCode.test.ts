import { afterAll, beforeAll, expect, it } from 'vitest'
import { MailedCodeTimeout, mailedCode } from './mailedCode'
import { type MailSink, startMailSink } from './startMailSink'

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
})
afterAll(() => sink?.stop())

const mail = (to: string, subject: string) =>
  sink.mailbox.add({ from: 'frame@airlock.test', to: [to], subject, text: subject })

it('returns the newest mail’s code once it arrives', async () => {
  mail('a@airlock.test', 'Your code is 111111')
  const later = mailedCode(sink.url, 'a@airlock.test')
  expect(await later).toBe('111111')
  setTimeout(() => mail('b@airlock.test', 'Your code is 222222'), 200)
  mail('a@airlock.test', 'Your code is 333333')
  expect(await mailedCode(sink.url, 'a@airlock.test')).toBe('333333')
  expect(await mailedCode(sink.url, 'b@airlock.test')).toBe('222222')
})

it('rejects with MailedCodeTimeout when no code comes', async () => {
  await expect(mailedCode(sink.url, 'nobody@airlock.test', { timeoutMs: 300 })).rejects.toBeInstanceOf(
    MailedCodeTimeout,
  )
})
