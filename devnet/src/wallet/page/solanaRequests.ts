// The wallet page's answers to WalletConnect `solana_*` requests (shapes: REFERENCE.md §1, as AppKit's
// SolanaWalletConnectProvider sends them). No DOM here: the page calls it after the user approved.
import { ProviderRpcError } from '../createEip155Signer'
import { parseSendOptions, type SolanaSigner } from '../solana/createSolanaSigner'
import { fromBase58, fromBase64, toBase58, toBase64 } from '../solana/encoding'
import { parseWireTransaction, signerIndex } from '../solana/wireTransaction'

/** The `solana` namespace methods the wallet page offers. */
export const SOLANA_WALLET_PAGE_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
]

function invalid(message: string): ProviderRpcError {
  return new ProviderRpcError(-32602, message)
}

function field(params: Record<string, unknown>, name: string): string {
  const value = params[name]
  if (typeof value !== 'string' || value === '') throw invalid(`${name} must be a non-empty string`)
  return value
}

function decode(text: string, from: (t: string) => Uint8Array, what: string): Uint8Array {
  try {
    return from(text)
  } catch {
    throw invalid(`${what} is not valid`)
  }
}

/** Signs one base64 wire transaction: the signed transaction and this key's signature (base58). */
function signOne(signer: SolanaSigner, base64: string): { transaction: string; signature: string } {
  const signed = signer.signTransaction(decode(base64, fromBase64, 'transaction (base64)'))
  const tx = parseWireTransaction(signed)
  const own = tx.signatures[signerIndex(tx, signer.publicKey)] as Uint8Array
  return { transaction: toBase64(signed), signature: toBase58(own) }
}

/**
 * Answers a `solana_*` request for `signer` on `chain` (the CAIP-2 id its RPC URL is known by):
 * - solana_signMessage `{message: base58, pubkey}` → `{signature: base58}`
 * - solana_signTransaction `{transaction: base64, pubkey}` → `{signature: base58, transaction: base64}`
 * - solana_signAndSendTransaction `{transaction, pubkey, sendOptions?}` → `{signature: base58}` (sent to the
 *   devnet node; `sendOptions.commitment` in any spec §5 name makes it wait for that level)
 * - solana_signAllTransactions `{transactions: base64[]}` → `{transactions: base64[]}`
 * @throws ProviderRpcError 4100 for another pubkey, -32602 for malformed params, 4200 for other methods
 */
export async function handleSolanaRequest(
  signer: SolanaSigner,
  chain: string,
  method: string,
  rawParams: unknown,
): Promise<unknown> {
  if (!SOLANA_WALLET_PAGE_METHODS.includes(method)) {
    throw new ProviderRpcError(4200, `Unsupported method ${method}`)
  }
  if (typeof rawParams !== 'object' || rawParams === null || Array.isArray(rawParams)) {
    throw invalid(`${method} takes an object of params`)
  }
  const params = rawParams as Record<string, unknown>
  if (params.pubkey !== undefined && params.pubkey !== signer.address) {
    throw new ProviderRpcError(4100, `Unknown account ${String(params.pubkey)}`)
  }
  switch (method) {
    case 'solana_signMessage': {
      const message = decode(field(params, 'message'), fromBase58, 'message (base58)')
      return { signature: toBase58(signer.signMessage(message)) }
    }
    case 'solana_signTransaction':
      return signOne(signer, field(params, 'transaction'))
    case 'solana_signAndSendTransaction': {
      const wire = decode(field(params, 'transaction'), fromBase64, 'transaction (base64)')
      const options = parseSendOptions(params.sendOptions)
      return { signature: await signer.signAndSendTransaction(wire, chain, options) }
    }
    default: {
      const list = params.transactions
      if (!Array.isArray(list) || list.some((t) => typeof t !== 'string')) {
        throw invalid('transactions must be an array of base64 strings')
      }
      return { transactions: (list as string[]).map((t) => signOne(signer, t).transaction) }
    }
  }
}
