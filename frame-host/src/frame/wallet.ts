// The signed-in visitor and their wallet inside the frame: session, key shares, unlock and signing.
import { api, FrameError, setApiToken } from './api'
import { loadDeviceShare, loadSessionToken, saveDeviceShare, saveSessionToken } from './deviceStore'
import {
  createWalletShares,
  evmAddress,
  evmPrivateKey,
  newRecoveryCode,
  openRecoveryShare,
  sealRecoveryShare,
  shareCodec,
  solanaAddress,
  solanaPrivateKey,
  withSeed,
} from './keys'
import { texts } from './texts'
import { askRecoveryCode, showRecoveryCode } from './view'

/** The signed-in visitor as the frame knows them. */
export interface FrameAccount {
  userId: string
  email: string
  evmAddress: `0x${string}`
  solanaAddress: string
}

interface KeySharesAnswer {
  authShare: string
  recoveryShare: string
  addresses?: { evm: `0x${string}`; solana: string }
}

interface SessionAnswer {
  user: { id: string; email: string }
  sessionMode?: 'cookie' | 'bearer'
  token?: string
  hasWallet?: boolean
}

/** Hooks the wallet needs from the page: asking the app to show or hide the frame. */
export interface WalletHooks {
  visibility(visible: boolean, reason?: 'recovery-code' | 'recovery'): void
}

/** Session and wallet state of the frame (one per page). */
export class FrameWallet {
  account: FrameAccount | undefined

  constructor(private readonly hooks: WalletHooks) {}

  /**
   * Restores a session kept from an earlier visit (token in the frame's storage, or the partitioned
   * HttpOnly cookie) and its wallet: unlocked with this device's share when the frame's storage kept it,
   * else known by its recorded addresses and unlocked with the recovery code at the first signature
   * (browsers that block the third-party frame's storage).
   */
  async restore(): Promise<void> {
    setApiToken(await loadSessionToken().catch(() => undefined))
    // GET /api/session answers `{ user: null }` when nobody is signed in.
    const session = await api<{ user: SessionAnswer['user'] | null }>('GET', '/api/session').catch(
      () => undefined,
    )
    if (!session?.user) return setApiToken(undefined)
    const device = await loadDeviceShare(session.user.id).catch(() => undefined)
    if (device) {
      await this.unlock(session.user, device)
      return
    }
    const shares = await api<KeySharesAnswer>('GET', '/api/key-shares').catch(() => undefined)
    if (!shares?.addresses) return // no wallet, or one made before addresses were kept: log in again
    this.account = {
      userId: session.user.id,
      email: session.user.email,
      evmAddress: shares.addresses.evm,
      solanaAddress: shares.addresses.solana,
    }
  }

  /**
   * Makes sure this device holds its key share before a signature: a restored session without it asks
   * for the recovery code in the frame (as on a new device).
   */
  async ensureUnlocked(): Promise<void> {
    const account = this.account
    if (!account) throw new FrameError('Not connected', 'NOT_CONNECTED')
    if (await loadDeviceShare(account.userId).catch(() => undefined)) return
    await this.recover({ id: account.userId, email: account.email })
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
    if (!account) throw new FrameError('Not connected', 'NOT_CONNECTED')
    const device = await loadDeviceShare(account.userId)
    if (!device) throw new FrameError('This device has no key share', 'NOT_CONNECTED')
    const { authShare } = await api<{ authShare: string }>('GET', '/api/key-shares')
    return withSeed([device, shareCodec.decode(authShare)], use)
  }

  private async create(user: SessionAnswer['user']): Promise<FrameAccount> {
    const shares = await createWalletShares()
    const code = newRecoveryCode()
    const recoveryShare = await sealRecoveryShare(shares.recovery, code)
    const addresses = await withSeed([shares.device, shares.auth], deriveAddresses)
    await api('PUT', '/api/key-shares', {
      authShare: shareCodec.encode(shares.auth),
      recoveryShare,
      addresses: { evm: addresses.evmAddress, solana: addresses.solanaAddress },
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
        try {
          const share = await openRecoveryShare(recoveryShare, code)
          // This device keeps the recovery share as its device share: it pairs with the auth share.
          await saveDeviceShare(user.id, share)
          return await this.unlock(user, share)
        } catch {
          message = texts().wrongRecoveryCode
        }
      }
    } finally {
      this.hooks.visibility(false)
    }
  }

  private async unlock(user: SessionAnswer['user'], device: Uint8Array): Promise<FrameAccount> {
    const shares = await api<KeySharesAnswer>('GET', '/api/key-shares')
    const addresses = await withSeed([device, shareCodec.decode(shares.authShare)], deriveAddresses)
    // A wallet made before its addresses were kept: record them (public) for restores without the share.
    if (!shares.addresses)
      await api('PUT', '/api/key-shares/addresses', {
        evm: addresses.evmAddress,
        solana: addresses.solanaAddress,
      }).catch(() => undefined)
    this.account = { userId: user.id, email: user.email, ...addresses }
    return this.account
  }
}

/** The EVM and Solana addresses of a seed (standard derivation paths). */
function deriveAddresses(seed: Uint8Array): Pick<FrameAccount, 'evmAddress' | 'solanaAddress'> {
  const evmKey = evmPrivateKey(seed)
  const solKey = solanaPrivateKey(seed)
  try {
    return { evmAddress: evmAddress(evmKey), solanaAddress: solanaAddress(solKey) }
  } finally {
    evmKey.fill(0)
    solKey.fill(0)
  }
}
