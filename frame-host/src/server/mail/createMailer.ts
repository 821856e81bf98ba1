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

/**
 * A code email. The login code says it is typed in the app's secure frame only; an email change names the
 * new address in both mails (to the current address: "change to NEW"; to the new one: "move from OLD"),
 * so a code relayed or phished for a change reads as what it is.
 * @example
 * codeMail('ada@example.com', '042917', 'update_primary', { newEmail: 'new@example.com' })
 */
export function codeMail(
  to: string,
  code: string,
  purpose: 'login' | 'update_primary' | 'update_secondary',
  about: { newEmail?: string; oldEmail?: string } = {},
): OutgoingMail {
  const expiry = 'It expires in 10 minutes.'
  if (purpose === 'update_primary')
    return {
      to,
      subject: `${code} confirms changing your wallet's email to ${about.newEmail}`,
      text: `Someone asked to change the email of your wallet from ${to} to ${about.newEmail}. Whoever controls ${about.newEmail} would then sign in to your wallet.\n\nOnly if you asked for this, type ${code} in the secure frame of the app. ${expiry} If you did not ask for it, ignore this email: nothing changes.`,
    }
  if (purpose === 'update_secondary')
    return {
      to,
      subject: `${code} confirms ${to} as your wallet's new email`,
      text: `Your code to move your wallet's email from ${about.oldEmail ?? 'your current address'} to ${to} is ${code}.\n\nType it in the secure frame of the app. ${expiry} If you did not ask for it, ignore this email.`,
    }
  return {
    to,
    subject: `${code} is your Airlock code`,
    text: `Your code to sign in is ${code}.\n\nType it only in the secure frame of the app, never give it to anyone. ${expiry} If you did not ask for it, ignore this email.`,
  }
}
