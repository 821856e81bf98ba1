// A Wallet Standard Solana wallet for the tests, signing for real with devnet seed keys (@solana/kit key
// pairs): standard:connect/disconnect/events, solana:signTransaction, solana:signMessage, and optionally
// solana:signAndSendTransaction and solana:signIn. `control` makes it refuse, wait, or change accounts.
import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { WalletsSource } from '../src/wallets/WalletRegistry'

/** How the test wallet behaves. */
export interface TestWalletControl {
  /** Refuse every request with a 4001 (as Phantom does). */
  reject: boolean
  /** Awaited before each signature (a slow user). */
  beforeSign?: () => Promise<void>
  /** Requests seen, by feature name. */
  calls: string[]
  /** Emits a standard:events change. */
  emit(change: { accounts?: readonly WalletAccount[]; chains?: readonly string[] }): void
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const

/** Makes the wallet from 32-byte ed25519 secret keys. */
export async function testSolanaWallet(params: {
  name?: string
  secretKeys: readonly Uint8Array[]
  chains: readonly string[]
  signAndSend?: boolean
  signIn?: boolean
}): Promise<{ wallet: Wallet; control: TestWalletControl; signers: KeyPairSigner[] }> {
  const signers = await Promise.all(params.secretKeys.map((k) => createKeyPairSignerFromPrivateKeyBytes(k)))
  const chains = params.chains as `${string}:${string}`[]
  const all: WalletAccount[] = signers.map((s) => ({
    address: s.address,
    publicKey: new Uint8Array(32),
    chains,
    features: ['solana:signTransaction', 'solana:signMessage'],
  }))
  let accounts: readonly WalletAccount[] = []
  const listeners = new Set<(change: { accounts?: readonly WalletAccount[] }) => void>()
  const control: TestWalletControl = {
    reject: false,
    calls: [],
    emit(change) {
      if (change.accounts) accounts = change.accounts
      for (const l of listeners) l(change)
    },
  }
  const signer = (address: string) => {
    const s = signers.find((x) => x.address === address)
    if (!s) throw new Error(`unknown account ${address}`)
    return s
  }
  const gate = async (name: string) => {
    control.calls.push(name)
    await control.beforeSign?.()
    if (control.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  const signTx = async (account: WalletAccount, bytes: Uint8Array) => {
    const tx = getTransactionDecoder().decode(bytes)
    const [sigs] = await signer(account.address).signTransactions([tx as never])
    return new Uint8Array(
      getTransactionEncoder().encode({ ...tx, signatures: { ...tx.signatures, ...sigs } }),
    )
  }
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        control.calls.push(input?.silent ? 'connect:silent' : 'connect')
        if (!input?.silent) {
          if (control.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          accounts = all
        }
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        accounts = []
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: (change: { accounts?: readonly WalletAccount[] }) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) => {
        await gate('solana:signTransaction')
        return Promise.all(
          inputs.map(async (i) => ({ signedTransaction: await signTx(i.account, i.transaction) })),
        )
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
        await gate('solana:signMessage')
        return Promise.all(
          inputs.map(async (i) => {
            const [sig] = await signer(i.account.address).signMessages([
              { content: i.message, signatures: {} },
            ])
            return { signedMessage: i.message, signature: sig?.[i.account.address as Address] as Uint8Array }
          }),
        )
      },
    },
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name: params.name ?? 'Test Solana Wallet',
    icon: ICON,
    chains,
    features: features as Wallet['features'],
    get accounts() {
      return accounts
    },
  }
  return { wallet, control, signers }
}

/** A Wallet Standard registry of the tests' own (the page's `getWallets()` is one per process). */
export function memoryWallets(initial: readonly Wallet[] = []): WalletsSource & {
  register(...wallets: Wallet[]): void
  unregister(...wallets: Wallet[]): void
} {
  let wallets = [...initial]
  const listeners = {
    register: new Set<(...w: Wallet[]) => void>(),
    unregister: new Set<(...w: Wallet[]) => void>(),
  }
  return {
    get: () => wallets,
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(...added) {
      wallets = [...wallets, ...added]
      for (const l of listeners.register) l(...added)
    },
    unregister(...removed) {
      wallets = wallets.filter((w) => !removed.includes(w))
      for (const l of listeners.unregister) l(...removed)
    },
  }
}
