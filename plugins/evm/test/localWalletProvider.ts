// A real EIP-1193 wallet for Node tests: a viem local account that signs for real and sends to anvil.
// It can be told to reject the next request (with 4001 or 5000) to test rejection mapping.
import { EventEmitter } from 'node:events'
import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToString,
  http,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Eip1193Provider, Eip1193RequestArguments } from '../src/types'

/** Options of the test wallet. */
export interface LocalWalletOptions {
  privateKey: Hex
  /** RPC URL by chain id; the wallet knows only these chains (others answer 4902). */
  rpcUrls: Record<number, string>
  chainId: number
  /** Start with the site already authorised (eth_accounts non-empty). */
  authorised?: boolean
}

/** Test chain for a devnet chain id. */
export function devnetChain(id: number, rpcUrl: string): Chain {
  return defineChain({
    id,
    name: `Airlock Devnet ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

/** The test wallet: an EIP-1193 provider plus controls. */
export class LocalWalletProvider extends EventEmitter implements Eip1193Provider {
  readonly account
  chainId: number
  authorised: boolean
  /** Every request method, in order. */
  readonly calls: string[] = []
  private readonly rpcUrls: Record<number, string>
  private rejectNext: number | undefined

  constructor(options: LocalWalletOptions) {
    super()
    this.account = privateKeyToAccount(options.privateKey)
    this.rpcUrls = { ...options.rpcUrls }
    this.chainId = options.chainId
    this.authorised = options.authorised ?? false
  }

  /** The next approval-needing request fails with this code (4001 or 5000). */
  rejectNextWith(code: number): void {
    this.rejectNext = code
  }

  /** Forgets a chain (so switching to it answers 4902 until it is added). */
  forgetChain(id: number): void {
    delete this.rpcUrls[id]
  }

  private client() {
    const url = this.rpcUrls[this.chainId]
    if (!url) throw Object.assign(new Error('chain not configured'), { code: 4901 })
    return createWalletClient({
      account: this.account,
      chain: devnetChain(this.chainId, url),
      transport: http(url),
    }).extend(publicActions)
  }

  private approve(method: string): void {
    if (this.rejectNext !== undefined) {
      const code = this.rejectNext
      this.rejectNext = undefined
      throw Object.assign(new Error(`User rejected ${method}`), { code })
    }
  }

  async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    this.calls.push(method)
    const p = (params ?? []) as unknown[]
    switch (method) {
      case 'eth_requestAccounts':
        this.approve(method)
        this.authorised = true
        return [this.account.address]
      case 'eth_accounts':
        return this.authorised ? [this.account.address] : []
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`
      case 'personal_sign':
        this.approve(method)
        return this.account.signMessage({ message: { raw: p[0] as Hex } })
      case 'eth_signTypedData_v4': {
        this.approve(method)
        const data = JSON.parse(p[1] as string)
        return this.account.signTypedData(data)
      }
      case 'eth_sendTransaction': {
        this.approve(method)
        const tx = p[0] as { to: Hex; value?: Hex; data?: Hex; gas?: Hex; gasPrice?: Hex }
        return this.client().sendTransaction({
          to: tx.to,
          ...(tx.value ? { value: hexToBigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: hexToBigInt(tx.gas) } : {}),
          ...(tx.gasPrice ? { gasPrice: hexToBigInt(tx.gasPrice) } : {}),
        })
      }
      case 'wallet_switchEthereumChain': {
        this.approve(method)
        const id = Number((p[0] as { chainId: Hex }).chainId)
        if (!this.rpcUrls[id]) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
        this.chainId = id
        this.emit('chainChanged', `0x${id.toString(16)}`)
        return null
      }
      case 'wallet_addEthereumChain': {
        this.approve(method)
        const add = p[0] as { chainId: Hex; rpcUrls: string[] }
        const url = add.rpcUrls[0]
        if (!url) throw Object.assign(new Error('rpcUrls required'), { code: -32602 })
        this.rpcUrls[Number(add.chainId)] = url
        return null
      }
      default:
        return this.client().request({ method, params } as never)
    }
  }

  /** Decodes a personal_sign payload (test helper). */
  static decode(raw: Hex): string {
    return hexToString(raw)
  }
}
