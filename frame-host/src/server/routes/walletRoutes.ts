import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { verifyMessage } from 'viem'
import { z } from 'zod'
import { walletProofMessage } from '../../protocol/walletProof'
import { ApiError, readBody, sendJson } from '../http/httpKit'
import type { WalletAddresses } from '../store/KeyShareStore'
import { type ApiDeps, sessionHelpers } from './apiContext'
import type { ApiRoutes } from './apiRoutes'

const addresses = z.strictObject({
  evm: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  solana: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
})
const share = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9+/=._:-]+$/, 'base64 text')
const proof = z.strictObject({
  evmSignature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
  solanaSignature: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/),
  /** The addresses, for a wallet made before they were recorded (recorded once, after this proof). */
  addresses: addresses.optional(),
})

/** Whether both signatures of `walletProofMessage(sessionId)` are by the keys of `wallet`. */
async function proves(
  wallet: WalletAddresses,
  sessionId: string,
  signatures: { evmSignature: string; solanaSignature: string },
): Promise<boolean> {
  const message = walletProofMessage(sessionId)
  try {
    const evm = await verifyMessage({
      address: wallet.evm as `0x${string}`,
      message,
      signature: signatures.evmSignature as `0x${string}`,
    })
    const solana = ed25519.verify(
      base58.decode(signatures.solanaSignature),
      new TextEncoder().encode(message),
      base58.decode(wallet.solana),
    )
    return evm && solana
  } catch {
    return false
  }
}

/** Session and wallet routes: who is signed in, sign-out, the key shares, the wallet proof. */
export function walletRoutes(deps: ApiDeps): ApiRoutes {
  const { requireSession, tokenOf, cookie } = sessionHelpers(deps)
  return {
    // "Who is signed in": nobody is an answer, not an error (the frame asks on every load, and a 401
    // would put a failed request in the console of every visitor who never logged in).
    'GET /api/session': async (req, res) => {
      const session = await requireSession(req).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return undefined
        throw error
      })
      if (!session) return sendJson(res, 200, { user: null })
      sendJson(res, 200, {
        user: {
          id: session.userId,
          email: session.email,
          ...(session.socialProvider
            ? { socialProvider: session.socialProvider, username: session.socialUsername ?? '' }
            : {}),
        },
        projectId: session.projectId,
        expiresAt: session.expiresAt.toISOString(),
        sessionId: session.id,
        walletVerified: session.walletVerified,
      })
    },
    'POST /api/session/sign-out': async (req, res) => {
      const token = tokenOf(req)
      if (token) await deps.sessions.revoke(token)
      sendJson(res, 200, { signedOut: true }, { 'set-cookie': cookie('', 0) })
    },
    'GET /api/key-shares': async (req, res) => {
      const session = await requireSession(req)
      const shares = await deps.keyShares.get(session.userId)
      if (!shares) throw new ApiError(404, 'No wallet yet', 'NO_WALLET')
      sendJson(res, 200, shares)
    },
    'PUT /api/key-shares': async (req, res) => {
      const session = await requireSession(req)
      const body = await readBody(
        req,
        z.strictObject({ authShare: share, recoveryShare: share, addresses: addresses.optional() }),
      )
      const created = await deps.keyShares.create(session.userId, body)
      if (!created) throw new ApiError(409, 'This user already has a wallet', 'WALLET_EXISTS')
      sendJson(res, 201, { created: true })
    },
    // The frame proves, by signing with the wallet's keys, that it opened the wallet whose addresses are
    // recorded, in this session. A wallet made before its addresses were kept gets them recorded here,
    // once, and only with a proof by their keys.
    'POST /api/session/wallet-proof': async (req, res) => {
      const session = await requireSession(req)
      const body = await readBody(req, proof)
      const shares = await deps.keyShares.get(session.userId)
      if (!shares) throw new ApiError(404, 'No wallet yet', 'NO_WALLET')
      const wallet = shares.addresses ?? body.addresses
      if (!wallet) throw new ApiError(400, 'Invalid request: addresses are not recorded yet', 'BAD_REQUEST')
      if (!(await proves(wallet, session.id, body)))
        throw new ApiError(403, 'The signatures are not by the keys of this wallet', 'WALLET_MISMATCH')
      if (!shares.addresses) await deps.keyShares.setAddresses(session.userId, wallet)
      await deps.sessions.markWalletVerified(session.id)
      sendJson(res, 200, { verified: true })
    },
  }
}
