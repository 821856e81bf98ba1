import { createTransport } from 'nodemailer'

/** One email to send. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

/** Sends mail; resolves once the SMTP server accepted it. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * A mailer over SMTP (nodemailer): `smtpUrl` like `smtp://user:pass@host:587` or `smtps://host:465`.
 * @example
 * const mailer = createMailer('smtp://127.0.0.1:2525', 'Airlock <login@airlock.test>')
 * await mailer.send({ to: 'ada@example.com', subject: 'Your code', text: '123456' })
 */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
    close() {
      transport.close()
    },
  }
}

/** The login-code email. */
export function otpMail(
  to: string,
  code: string,
  purpose: 'login' | 'update_primary' | 'update_secondary',
): OutgoingMail {
  const why =
    purpose === 'login'
      ? 'to sign in'
      : purpose === 'update_primary'
        ? 'to confirm changing the email of your wallet'
        : 'to confirm this new email for your wallet'
  return {
    to,
    subject: `${code} is your Airlock code`,
    text: `Your code ${why} is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this email.`,
  }
}
