// The email login and the email change, driven by the app's events but decided in the frame: the frame
// asks the host for a code with a challenge only it can answer, the visitor types the code in the frame,
// and an email change is confirmed in the frame, naming the new address, before any code is sent.
import { base64urlnopad } from '@scure/base'
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '../protocol/errors'
import { api, FrameError } from './api'
import { askCode } from './codeEntry'
import { fill, texts } from './texts'
import { ask, el } from './view'
import type { FrameWallet, SessionAnswer } from './wallet'

/** How the flows show the frame (FRAME_VISIBILITY) while they need the visitor. */
export type ShowFrame = (visible: boolean, reason?: 'otp' | 'update-email') => void

/**
 * A PKCE-style verifier: 32 random bytes the frame keeps in memory, and the base64url SHA-256 the host
 * stores with the code. Only the holder of the verifier can redeem the code.
 */
async function newVerifier(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return { verifier, challenge: base64urlnopad.encode(new Uint8Array(digest)) }
}

/** The frame's email login: CONNECT_EMAIL asks for a code, CONNECT_OTP takes it from the visitor. */
export class EmailLogin {
  private pending: { email: string; verifier: string } | undefined
  private entry: Promise<void> | undefined

  constructor(
    private readonly projectId: string,
    private readonly wallet: FrameWallet,
    private readonly show: ShowFrame,
  ) {}

  /** CONNECT_EMAIL: a code to `email`, bound to a new verifier (a code entry already shown takes it). */
  async start(email: string): Promise<{ action: 'VERIFY_OTP' }> {
    const { verifier, challenge } = await newVerifier()
    const result = await api<{ action: 'VERIFY_OTP' }>('POST', '/api/email/start', {
      email,
      projectId: this.projectId,
      challenge,
    })
    this.pending = { email, verifier }
    return result
  }

  /**
   * CONNECT_OTP: shows the code entry until the visitor typed a code the host accepts, then signs in
   * (which may ask for the recovery code, or show a new wallet's). A second CONNECT_OTP while the entry is
   * shown waits for the same one.
   */
  enterCode(): Promise<void> {
    if (!this.pending)
      return Promise.reject(new FrameError('Request a code first', FRAME_ERROR_CODES.invalidCode))
    this.entry ??= this.run().finally(() => {
      this.entry = undefined
    })
    return this.entry
  }

  private async run(): Promise<void> {
    const login = this
    this.show(true, 'otp')
    let session: SessionAnswer
    try {
      session = await askCode(
        {
          title: texts().otpTitle,
          // Read at each try: a code asked again (for another address) while the entry is shown.
          get body() {
            return fill(texts().otpBody, { email: login.pending?.email ?? '' })
          },
        },
        (otp) => {
          const pending = this.pending
          if (!pending) throw new FrameError('Request a code first', FRAME_ERROR_CODES.invalidCode)
          return api<SessionAnswer>('POST', '/api/email/verify', {
            email: pending.email,
            otp,
            projectId: this.projectId,
            verifier: pending.verifier,
          })
        },
      )
    } finally {
      this.show(false)
    }
    this.pending = undefined
    await this.wallet.signedIn(session)
  }
}

/** The frame's email change: confirmed in the frame, each code typed in the frame. */
export class EmailChange {
  private newEmail: string | undefined
  private step: 'primary' | 'secondary' | undefined

  constructor(
    private readonly wallet: FrameWallet,
    private readonly show: ShowFrame,
  ) {}

  /** UPDATE_EMAIL: asks the visitor, in the frame, whether to move the wallet to `newEmail`; then mails. */
  async request(newEmail: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
    const account = this.wallet.account
    if (!account) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
    if (account.email === null)
      throw new FrameError(FRAME_ERROR_MESSAGES.notEnabled, FRAME_ERROR_CODES.notEnabled)
    this.show(true, 'update-email')
    try {
      const choice = await ask(
        texts().emailChangeTitle,
        [el('p', fill(texts().emailChangeBody, { email: account.email, newEmail }))],
        [
          { id: 'cancel', label: texts().cancel },
          { id: 'send', label: texts().sendCode },
        ],
      )
      if (choice !== 'send')
        throw new FrameError(FRAME_ERROR_MESSAGES.userRejected, FRAME_ERROR_CODES.userRejected)
      const result = await api<{ action: 'VERIFY_PRIMARY_OTP' }>('POST', '/api/email/update', { newEmail })
      this.newEmail = newEmail
      this.step = 'primary'
      return result
    } finally {
      this.show(false)
    }
  }

  /** UPDATE_EMAIL_PRIMARY_OTP: the code sent to the current address, typed in the frame. */
  async primary(): Promise<void> {
    const account = this.wallet.account
    const newEmail = this.newEmail
    if (!account || !newEmail || this.step !== 'primary')
      throw new FrameError('Confirm the new email first', FRAME_ERROR_CODES.invalidCode)
    await this.withFrame(() =>
      askCode(
        {
          title: texts().emailChangeTitle,
          body: fill(texts().emailChangePrimary, { email: account.email ?? '', newEmail }),
          cancellable: true,
        },
        (otp) => api('POST', '/api/email/update/primary', { otp }),
      ),
    )
    this.step = 'secondary'
  }

  /** UPDATE_EMAIL_SECONDARY_OTP: the code sent to the new address; the wallet's email changes. */
  async secondary(): Promise<{ newEmail: string }> {
    const account = this.wallet.account
    const newEmail = this.newEmail
    if (!account || !newEmail || this.step !== 'secondary')
      throw new FrameError('Confirm the current email first', FRAME_ERROR_CODES.invalidCode)
    const result = await this.withFrame(() =>
      askCode(
        {
          title: texts().emailChangeTitle,
          body: fill(texts().emailChangeSecondary, { newEmail }),
          cancellable: true,
        },
        (otp) => api<{ newEmail: string }>('POST', '/api/email/update/secondary', { otp }),
      ),
    )
    account.email = result.newEmail
    this.newEmail = undefined
    this.step = undefined
    return { newEmail: result.newEmail }
  }

  private async withFrame<T>(run: () => Promise<T>): Promise<T> {
    this.show(true, 'update-email')
    try {
      return await run()
    } finally {
      this.show(false)
    }
  }
}
