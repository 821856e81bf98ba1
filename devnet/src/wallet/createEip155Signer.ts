import {
  type Address,
  createWalletClient,
  type Hex,
  hexToBigInt,
  http,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { devnetChain } from './testing/testAppConfig'

/** An EIP-1193 style error: `code` plus message, as wallets return them. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'ProviderRpcError'
  }
}

/** Options for a signer backed by one devnet private key. */
export interface Eip155SignerOptions {
  privateKey: Hex
  /** JSON-RPC URL per chain id; transactions are sent to the URL of the chain asked for. */
  rpcUrls: Readonly<Record<number, string>>
}

/** Signs for real with a viem local account and sends raw transactions to the devnet RPC. */
export interface Eip155Signer {
  readonly address: Address
  readonly account: PrivateKeyAccount
  /** Handles personal_sign, eth_sign, eth_signTypedData(_v4) and eth_sendTransaction on `chainId`. */
  sign(method: string, params: readonly unknown[], chainId: number): Promise<Hex>
}

/** Methods the signer answers itself (everything else is a read to forward to the RPC). */
export const SIGNING_METHODS: readonly string[] = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
]

function asMessage(data: unknown): { raw: Hex } | string {
  if (typeof data !== 'string') throw new ProviderRpcError(-32602, 'Invalid message')
  return isHex(data) ? { raw: data } : data
}

function big(value: unknown): bigint | undefined {
  if (typeof value === 'string' && isHex(value)) return hexToBigInt(value)
  if (typeof value === 'number' || typeof value === 'bigint') return BigInt(value)
  return undefined
}

interface RpcTransaction {
  from?: string
  to?: Address
  data?: Hex
  input?: Hex
  value?: string
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
}

/**
 * Creates a signer for one private key.
 * @example
 * const signer = createEip155Signer({ privateKey: DEVNET_ACCOUNTS[0].privateKey, rpcUrls: { 31337: anvil.rpcUrl } })
 * const sig = await signer.sign('personal_sign', ['0x68656c6c6f', signer.address], 31337)
 */
export function createEip155Signer(options: Eip155SignerOptions): Eip155Signer {
  const account = privateKeyToAccount(options.privateKey)

  async function sendTransaction(tx: RpcTransaction, chainId: number): Promise<Hex> {
    const rpcUrl = options.rpcUrls[chainId]
    if (!rpcUrl) throw new ProviderRpcError(4901, `No RPC URL for chain ${chainId}`)
    if (tx.from && tx.from.toLowerCase() !== account.address.toLowerCase()) {
      throw new ProviderRpcError(4100, `Unknown account ${tx.from}`)
    }
    const client = createWalletClient({
      account,
      chain: devnetChain(chainId, rpcUrl),
      transport: http(rpcUrl),
    })
    const gas = big(tx.gas)
    const value = big(tx.value)
    const nonce = big(tx.nonce)
    const data = tx.data ?? tx.input
    const maxFeePerGas = big(tx.maxFeePerGas)
    const maxPriorityFeePerGas = big(tx.maxPriorityFeePerGas)
    const gasPrice = big(tx.gasPrice)
    const fees =
      gasPrice !== undefined
        ? { gasPrice }
        : {
            ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
            ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
          }
    // viem signs locally with the private key and sends eth_sendRawTransaction.
    return client.sendTransaction({
      ...(tx.to ? { to: tx.to } : {}),
      ...(data ? { data } : {}),
      ...(value === undefined ? {} : { value }),
      ...(gas === undefined ? {} : { gas }),
      ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
      ...fees,
    } as Parameters<typeof client.sendTransaction>[0])
  }

  return {
    address: account.address,
    account,
    async sign(method, params, chainId) {
      switch (method) {
        case 'personal_sign':
          return account.signMessage({ message: asMessage(params[0]) })
        case 'eth_sign':
          return account.signMessage({ message: asMessage(params[1]) })
        case 'eth_signTypedData':
        case 'eth_signTypedData_v4': {
          const raw = params[1]
          const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & {
            types: Record<string, unknown>
          }
          const { EIP712Domain: _domain, ...types } = typed.types
          return account.signTypedData({ ...typed, types } as TypedDataDefinition)
        }
        case 'eth_sendTransaction':
          return sendTransaction((params[0] ?? {}) as RpcTransaction, chainId)
        default:
          throw new ProviderRpcError(4200, `Unsupported method ${method}`)
      }
    },
  }
}
