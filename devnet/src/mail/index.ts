// The devnet mail sink: SMTP in, mailbox page and JSON API out.
export { Mailbox, type ReceivedMail, type WaitForMailOptions } from './Mailbox'
export { mailboxPage } from './mailboxPage'
export { MailedCodeTimeout, mailedCode } from './mailedCode'
export { type MailSink, type MailSinkOptions, startMailSink } from './startMailSink'
