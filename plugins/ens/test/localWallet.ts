// A real EIP-1193 wallet for Node tests: a viem local account that signs for real. personal_sign can be
// rejected (4001) or held until the test releases it.
import { type Hex, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

type Listener = (...args: unknown[]) => void

/** The test wallet and its controls. */
export class LocalWallet {
  account
  /** personal_sign messages seen, decoded. */
  readonly signed: string[] = []
  private readonly listeners = new Map<string, Set<Listener>>()
  private rejectNext = false
  private held: { release: () => void } | undefined
  private hold = false

  constructor(
    public chainId: number,
    privateKey: Hex = generatePrivateKey(),
  ) {
    this.account = privateKeyToAccount(privateKey)
  }

  /** The next personal_sign fails with 4001. */
  rejectNextSignature(): void {
    this.rejectNext = true
  }

  /** personal_sign waits until `release()`; resolves once a signature request is waiting. */
  holdSignatures(): void {
    this.hold = true
  }

  /** True while a signature request is held. */
  get holding(): boolean {
    return this.held !== undefined
  }

  /** Lets the held signature through. */
  release(): void {
    this.hold = false
    this.held?.release()
    this.held = undefined
  }

  /** Switches to another account and tells the dApp (accountsChanged). */
  switchAccount(privateKey: Hex = generatePrivateKey()): void {
    this.account = privateKeyToAccount(privateKey)
    for (const l of this.listeners.get('accountsChanged') ?? []) l([this.account.address])
  }

  on(event: string, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener)
  }

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const p = (params ?? []) as unknown[]
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [this.account.address]
      case 'eth_chainId':
        return toHex(this.chainId)
      case 'wallet_switchEthereumChain':
        this.chainId = Number((p[0] as { chainId: Hex }).chainId)
        for (const l of this.listeners.get('chainChanged') ?? []) l(toHex(this.chainId))
        return null
      case 'personal_sign': {
        if (this.hold) await new Promise<void>((release) => (this.held = { release }))
        if (this.rejectNext) {
          this.rejectNext = false
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        }
        const raw = p[0] as Hex
        this.signed.push(Buffer.from(raw.slice(2), 'hex').toString('utf8'))
        return this.account.signMessage({ message: { raw } })
      }
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
    }
  }
}
