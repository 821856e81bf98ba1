import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeDevnet } from '../describeDevnet'
import { type Devnet, startDevnet } from '../startDevnet'

describe('startDevnet: frame host and mail sink', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ seed: false, chains: [{ chainId: 31337 }], bitcoin: false })
  }, 60_000)
  afterAll(() => devnet?.stop())

  it('lists both endpoints and logs in by email with the code from the mailbox API', async () => {
    expect(describeDevnet(devnet)).toMatchObject({ frameUrl: devnet.frameUrl, mailboxUrl: devnet.mailboxUrl })
    expect(devnet.frameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await fetch(`${devnet.frameUrl}/frame?projectId=${devnet.projectId}&chainId=eip155:31337`)
    expect(page.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:* http://localhost:*',
    )
    expect(await page.text()).toContain(devnet.chains[0]!.rpcUrl)

    const email = 'devnet-login@example.com'
    // As the frame does: a code asked with the challenge of a verifier only the asker keeps.
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const start = await fetch(`${devnet.frameUrl}/api/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, projectId: devnet.projectId, challenge }),
    })
    expect(await start.json()).toEqual({ action: 'VERIFY_OTP' })
    await devnet.mailbox.waitFor(email)
    const box = (await (await fetch(`${devnet.mailboxUrl}/mailbox/${encodeURIComponent(email)}`)).json()) as {
      messages: Array<{ subject: string; from: string }>
    }
    expect(box.messages[0]?.from).toBe('login@airlock.test')
    const otp = /(\d{6})/.exec(box.messages[0]!.subject)![1]
    const verify = await fetch(`${devnet.frameUrl}/api/email/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp, projectId: devnet.projectId, verifier }),
    })
    expect(await verify.json()).toMatchObject({ user: { email }, hasWallet: false })
    // The first code opens the frame host's database (PGlite, on first use): over a minute on a loaded
    // 2-core machine.
  }, 180_000)
})
