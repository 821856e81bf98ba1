// The one-time code of the newest mail to an address, read from the devnet mail sink's JSON API as a journey
// running in another process than the sink reads it (the visitor would read it on the mailbox page).

/** No mail with a 6-digit code reached the address in the time allowed. */
export class MailedCodeTimeout extends Error {
  override name = 'MailedCodeTimeout'
  constructor(email: string) {
    super(`no mail with a code reached ${email} in the time allowed`)
  }
}

/**
 * Polls `GET {mailboxUrl}/mailbox/{email}` until the newest mail's subject holds a 6-digit code, and
 * returns it; rejects with {@link MailedCodeTimeout} after `timeoutMs`.
 * @example
 * const code = await mailedCode(devnet.mailboxUrl, 'visitor@example.com')
 */
export async function mailedCode(
  mailboxUrl: string,
  email: string,
  { timeoutMs = 30_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const res = await fetch(new URL(`/mailbox/${encodeURIComponent(email)}`, mailboxUrl))
    const { messages } = (await res.json()) as { messages: { subject: string }[] }
    const code = /(\d{6})/.exec(messages.at(-1)?.subject ?? '')?.[1]
    if (code) return code
    if (Date.now() >= deadline) throw new MailedCodeTimeout(email)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
