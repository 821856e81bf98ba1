import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import {
  type Address,
  createPublicClient,
  getAddress,
  type Hex,
  hashMessage,
  http,
  isAddress,
  isHex,
  type PublicClient,
  recoverMessageAddress,
} from 'viem'
import { verifyBip322 } from './bip322'

/** What a signature check needs: the signer, the chain, the exact text and the signature as sent. */
export interface SignatureToVerify {
  chainId: string
  address: string
  message: string
  signature: string
}

/** The check's result; `unavailable` when the chain could not be asked (an ERC-1271/6492 account). */
export type VerifyResult =
  | { valid: true; address: string }
  | { valid: false; reason: string; unavailable?: true }

/**
 * Checks signatures per namespace: EVM through viem's `verifyHash` against the chain's RPC (EOA,
 * ERC-1271 contract accounts and ERC-6492 counterfactual ones), or by recovery alone when the chain has
 * no RPC URL; Solana ed25519 over the message's UTF-8 bytes (base58 signature); Bitcoin BIP-322 simple
 * (P2WPKH, P2TR).
 */
export class SignatureVerifier {
  private readonly clients = new Map<string, PublicClient>()

  /** `rpcUrls`: the JSON-RPC URL of each EVM chain whose smart accounts can be checked. */
  constructor(private readonly rpcUrls: Readonly<Record<string, string | null>>) {}

  /** Verifies one signature; never throws. */
  async verify(input: SignatureToVerify): Promise<VerifyResult> {
    const namespace = input.chainId.slice(0, input.chainId.indexOf(':'))
    try {
      if (namespace === 'eip155') return await this.verifyEip155(input)
      if (namespace === 'solana') return verifySolana(input)
      if (namespace === 'bip122') {
        const result = verifyBip322(input.address, input.message, input.signature, input.chainId)
        return result.valid ? { valid: true, address: input.address } : result
      }
      return { valid: false, reason: `no verifier for ${namespace}` }
    } catch (error) {
      return { valid: false, reason: `the signature could not be checked: ${(error as Error).message}` }
    }
  }

  private async verifyEip155({
    chainId,
    address,
    message,
    signature,
  }: SignatureToVerify): Promise<VerifyResult> {
    if (!isAddress(address, { strict: false })) return { valid: false, reason: 'not an EVM address' }
    if (!isHex(signature) || signature.length < 4)
      return { valid: false, reason: 'the signature is not 0x hex' }
    const signer = getAddress(address)
    const rpcUrl = this.rpcUrls[chainId]
    if (!rpcUrl) {
      // No RPC for this chain: externally owned accounts only.
      const recovered = await recoverMessageAddress({ message, signature: signature as Hex }).catch(
        () => undefined,
      )
      return recovered === signer
        ? { valid: true, address: signer }
        : {
            valid: false,
            reason: 'the signature is not by this address (no RPC: smart accounts are not checked)',
          }
    }
    const client = this.client(chainId, rpcUrl)
    let valid: boolean
    try {
      valid = await client.verifyHash({
        address: signer as Address,
        hash: hashMessage(message),
        signature: signature as Hex,
      })
      // viem reads a failed call as an invalid signature: ask the chain whether it answers at all.
      if (!valid) await client.getChainId()
    } catch (error) {
      // The RPC failed (not a refusal by the account): the caller answers 503, the visitor may retry.
      return { valid: false, reason: `the chain could not be asked: ${shortText(error)}`, unavailable: true }
    }
    return valid
      ? { valid: true, address: signer }
      : { valid: false, reason: 'the signature is not by this account' }
  }

  private client(chainId: string, rpcUrl: string): PublicClient {
    let client = this.clients.get(chainId)
    if (!client) {
      client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) })
      this.clients.set(chainId, client)
    }
    return client
  }
}

function verifySolana({ address, message, signature }: SignatureToVerify): VerifyResult {
  let publicKey: Uint8Array
  let sig: Uint8Array
  try {
    publicKey = base58.decode(address)
    sig = base58.decode(signature)
  } catch {
    return { valid: false, reason: 'the address or signature is not base58' }
  }
  if (publicKey.length !== 32 || sig.length !== 64)
    return { valid: false, reason: 'a Solana signature is 64 bytes by a 32-byte key' }
  const ok = ed25519.verify(sig, new TextEncoder().encode(message), publicKey, { zip215: false })
  return ok ? { valid: true, address } : { valid: false, reason: 'the ed25519 signature does not verify' }
}

function shortText(error: unknown): string {
  const text =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  return text.split('\n')[0] ?? ''
}
