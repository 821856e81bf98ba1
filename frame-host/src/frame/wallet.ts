// The signed-in visitor and their wallet inside the frame: session, key shares, unlock and signing.
import { base58 } from '@scure/base'
import { FRAME_ERROR_CODES } from '../protocol/errors'
import { walletProofMessage } from '../protocol/walletProof'
import { api, FrameError, setApiToken } from './api'
import {
  loadDeviceShare,
  loadSessionToken,
  saveDeviceShare,
  saveSessionToken,
  storageBlocked,
} from './deviceStore'
import {
  createWalletShares,
  evmAddress,
  evmPrivateKey,
  newRecoveryCode,
  openRecoveryShare,
  personalSign,
  sealRecoveryShare,
  shareCodec,
  solanaAddress,
  solanaPrivateKey,
  solanaSignMessage,
  withSeed,
} from './keys'
import { texts } from './texts'
import { askRecoveryCode, showRecoveryCode } from './view'

/** The signed-in visitor as the frame knows them. */
export interface FrameAccount {
  userId: string
  /** Null for a social user whose provider gave no verified address. */
  email: string | null
  /** The social provider of this session ('google', …), absent for an email login. */
  socialProvider?: string
  /** The user name at that provider. */
  username?: string
  evmAddress: `0x${string}`
  solanaAddress: string
}

interface KeySharesAnswer {
  authShare: string
  recoveryShare: string
  addresses?: { evm: `0x${string}`; solana: string }
}

/** The host's answer to a code check: the session it opened. */
export interface SessionAnswer {
  user: { id: string; email: string | null; socialProvider?: string; username?: string }
  sessionMode?: 'cookie' | 'bearer'
  token?: string
  hasWallet?: boolean
}

/** The host's answer to "who is signed in". */
interface SessionInfo {
  user: SessionAnswer['user'] | null
  sessionId?: string
  walletVerified?: boolean
}

/** The account's fields that come from the host's user: id, email, social provider and user name. */
function profileOf(
  user: SessionAnswer['user'],
): Pick<FrameAccount, 'userId' | 'email' | 'socialProvider' | 'username'> {
  return {
    userId: user.id,
    email: user.email,
    ...(user.socialProvider ? { socialProvider: user.socialProvider, username: user.username ?? '' } : {}),
  }
}

/** Hooks the wallet needs from the page: asking the app to show or hide the frame. */
export interface WalletHooks {
  visibility(visible: boolean, reason?: 'recovery-code' | 'recovery'): void
}

/** Session and wallet state of the frame (one per page). */
export class FrameWallet {
  account: FrameAccount | undefined
  private unlocking: Promise<void> | undefined

  constructor(private readonly hooks: WalletHooks) {}

  /**
   * Restores a session kept from an earlier visit (token in the frame's storage, or the partitioned
   * HttpOnly cookie), and reports its account only when it can stand behind it:
   * - with this device's key share for that user, the addresses are derived from the shares and checked
   *   against the host's records (a mismatch opens nothing);
   * - where the frame's storage works but holds no share for that user, the session was never opened on
   *   this device (or was planted by another page): it is not restored;
   * - where the browser keeps no frame storage at all, the recorded addresses are used only when this very
   *   session proved, by signing with the wallet's keys, that it opened that wallet (the first signature
   *   then asks for the recovery code).
   */
  async restore(): Promise<void> {
    setApiToken(await loadSessionToken().catch(() => undefined))
    // GET /api/session answers `{ user: null }` when nobody is signed in.
    const session = await api<SessionInfo>('GET', '/api/session').catch(() => undefined)
    if (!session?.user) return this.forget()
    const user = session.user
    const device = await loadDeviceShare(user.id).catch(() => undefined)
    if (device) {
      await this.unlock(user, device).catch(() => this.forget())
      return
    }
    if (!storageBlocked() || !session.walletVerified) return this.forget()
    const shares = await api<KeySharesAnswer>('GET', '/api/key-shares').catch(() => undefined)
    if (!shares?.addresses) return this.forget()
    this.account = {
      ...profileOf(user),
      evmAddress: shares.addresses.evm,
      solanaAddress: shares.addresses.solana,
    }
  }

  /**
   * Makes sure this device holds its key share before a signature: a restored session without it asks
   * for the recovery code in the frame (as on a new device). Concurrent callers share one prompt.
   */
  ensureUnlocked(): Promise<void> {
    this.unlocking ??= this.unlockOnce().finally(() => {
      this.unlocking = undefined
    })
    return this.unlocking
  }

  /** Finishes an email login: keeps the session, creates or opens the wallet. */
  async signedIn(answer: SessionAnswer): Promise<FrameAccount> {
    setApiToken(answer.token)
    await saveSessionToken(answer.token)
    const device = await loadDeviceShare(answer.user.id).catch(() => undefined)
    if (!answer.hasWallet) return this.create(answer.user)
    if (device) return this.unlock(answer.user, device)
    return this.recover(answer.user)
  }

  /** Signs out: revokes the session; the device share stays for the next login. */
  async signOut(): Promise<void> {
    await api('POST', '/api/session/sign-out').catch(() => undefined)
    setApiToken(undefined)
    await saveSessionToken(undefined)
    this.account = undefined
  }

  /** Runs `use` with the seed rebuilt from the device and auth shares, then drops it. */
  async withSeed<T>(use: (seed: Uint8Array) => T | Promise<T>): Promise<T> {
    const account = this.account
    if (!account) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
    const device = await loadDeviceShare(account.userId)
    if (!device) throw new FrameError('This device has no key share', FRAME_ERROR_CODES.notConnected)
    const { authShare } = await api<{ authShare: string }>('GET', '/api/key-shares')
    return withSeed([device, shareCodec.decode(authShare)], use)
  }

  /** Leaves a session this frame will not stand behind: nothing reported, its token dropped here. */
  private forget(): void {
    this.account = undefined
    setApiToken(undefined)
  }

  private async unlockOnce(): Promise<void> {
    const account = this.account
    if (!account) throw new FrameError('Not connected', FRAME_ERROR_CODES.notConnected)
    if (await loadDeviceShare(account.userId).catch(() => undefined)) return
    await this.recover({
      id: account.userId,
      email: account.email,
      ...(account.socialProvider ? { socialProvider: account.socialProvider } : {}),
      ...(account.username !== undefined ? { username: account.username } : {}),
    })
  }

  private async create(user: SessionAnswer['user']): Promise<FrameAccount> {
    const shares = await createWalletShares()
    const code = newRecoveryCode()
    const recoveryShare = await sealRecoveryShare(shares.recovery, code)
    const addresses = await withSeed([shares.device, shares.auth], (seed) => {
      const evmKey = evmPrivateKey(seed)
      const solKey = solanaPrivateKey(seed)
      try {
        return { evm: evmAddress(evmKey), solana: solanaAddress(solKey) }
      } finally {
        evmKey.fill(0)
        solKey.fill(0)
      }
    })
    await api('PUT', '/api/key-shares', {
      authShare: shareCodec.encode(shares.auth),
      recoveryShare,
      addresses,
    })
    await saveDeviceShare(user.id, shares.device)
    const account = await this.unlock(user, shares.device)
    this.hooks.visibility(true, 'recovery-code')
    void showRecoveryCode(code).finally(() => this.hooks.visibility(false))
    return account
  }

  private async recover(user: SessionAnswer['user']): Promise<FrameAccount> {
    const { recoveryShare } = await api<{ recoveryShare: string }>('GET', '/api/key-shares')
    this.hooks.visibility(true, 'recovery')
    try {
      let message: string | undefined
      for (;;) {
        const code = await askRecoveryCode(message)
        let share: Uint8Array
        try {
          share = await openRecoveryShare(recoveryShare, code)
        } catch {
          message = texts().wrongRecoveryCode
          continue
        }
        // The shares must rebuild the recorded wallet before this device keeps the recovery share as its
        // own (it pairs with the auth share).
        const account = await this.unlock(user, share)
        await saveDeviceShare(user.id, share)
        return account
      }
    } finally {
      this.hooks.visibility(false)
    }
  }

  /**
   * Opens the wallet with a device share: derives its addresses from the shares, checks them against the
   * host's records (never the other way round), and proves to the host, by signing with the wallet's
   * keys, that this session opened it.
   */
  private async unlock(user: SessionAnswer['user'], device: Uint8Array): Promise<FrameAccount> {
    const [shares, session] = await Promise.all([
      api<KeySharesAnswer>('GET', '/api/key-shares'),
      api<SessionInfo>('GET', '/api/session'),
    ])
    if (session.user?.id !== user.id || !session.sessionId)
      throw new FrameError('Not signed in', FRAME_ERROR_CODES.notConnected)
    const message = new TextEncoder().encode(walletProofMessage(session.sessionId))
    const opened = await withSeed([device, shareCodec.decode(shares.authShare)], (seed) => {
      const evmKey = evmPrivateKey(seed)
      const solKey = solanaPrivateKey(seed)
      try {
        return {
          evmAddress: evmAddress(evmKey),
          solanaAddress: solanaAddress(solKey),
          evmSignature: personalSign(evmKey, message),
          solanaSignature: solanaSignMessage(solKey, base58.encode(message)),
        }
      } finally {
        evmKey.fill(0)
        solKey.fill(0)
      }
    })
    const recorded = shares.addresses
    if (
      recorded &&
      (recorded.evm.toLowerCase() !== opened.evmAddress.toLowerCase() ||
        recorded.solana !== opened.solanaAddress)
    )
      throw new FrameError(texts().walletMismatch, FRAME_ERROR_CODES.walletMismatch)
    await api('POST', '/api/session/wallet-proof', {
      evmSignature: opened.evmSignature,
      solanaSignature: opened.solanaSignature,
      // A wallet made before its addresses were kept has them recorded now, with this proof.
      ...(recorded ? {} : { addresses: { evm: opened.evmAddress, solana: opened.solanaAddress } }),
    })
    this.account = {
      ...profileOf(user),
      evmAddress: opened.evmAddress,
      solanaAddress: opened.solanaAddress,
    }
    return this.account
  }
}
