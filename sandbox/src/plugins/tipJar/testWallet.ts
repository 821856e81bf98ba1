// A real EIP-1193 wallet for the tip jar's Node test: a fresh viem local account, funded on the devnet
// anvil with anvil_setBalance, that signs and sends for real; it can decline the next request (4001).
import { createWalletClient, defineChain, type Hex, hexToBigInt, http, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** The wallet and its controls. */
export class TipTestWallet {
  readonly account = privateKeyToAccount(generatePrivateKey())
  private declineNext = false

  constructor(
    readonly chainId: number,
    private readonly rpcUrl: string,
  ) {}

  /** Gives the account `wei` on the devnet chain. */
  async fund(wei: bigint): Promise<void> {
    await this.rpc('anvil_setBalance', [this.account.address, toHex(wei)])
  }

  /** The next eth_sendTransaction fails with 4001. */
  declineNextRequest(): void {
    this.declineNext = true
  }

  on(): void {}
  removeListener(): void {}

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const p = (params ?? []) as unknown[]
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [this.account.address]
      case 'eth_chainId':
        return toHex(this.chainId)
      case 'eth_sendTransaction': {
        if (this.declineNext) {
          this.declineNext = false
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        }
        const tx = p[0] as { to: Hex; value?: Hex; data?: Hex }
        const chain = defineChain({
          id: this.chainId,
          name: 'devnet',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [this.rpcUrl] } },
        })
        const client = createWalletClient({ account: this.account, chain, transport: http(this.rpcUrl) })
        return client.sendTransaction({
          to: tx.to,
          ...(tx.value ? { value: hexToBigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
        })
      }
      default:
        return this.rpc(method, p)
    }
  }

  private async rpc(method: string, params: unknown[]): Promise<unknown> {
    const res = await fetch(this.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result
  }
}
