// A Wallet Standard Bitcoin wallet for the adapter's Node tests, over devnet keys (createBitcoinSigner of
// @airlock/devnet): connect, events, signMessage, signTransaction. `control` decides each prompt (approve or
// reject) and can make the wallet return a forged signature, and records the calls.

import { createBitcoinSigner } from '@airlock/devnet'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { type BitcoinNetwork, base64ToBytes, bytesToBase64, hexToBytes } from '../src/index'
import type { WalletsSource } from '../src/wallets/BitcoinWalletRegistry'

/** How the test wallet answers. */
export interface TestWalletControl {
  /** 'reject' throws a 4001 refusal for the next prompts. */
  mode: 'approve' | 'reject'
  /** Flip a byte of each signature it puts in a PSBT (the node must refuse the transaction). */
  forgeSignatures: boolean
  /** The feature methods called, in order. */
  calls: string[]
  /** Emits a change of accounts to the app. */
  emit(accounts: readonly WalletAccount[]): void
}

class Rejection extends Error {
  code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

/** A test Bitcoin wallet for the given private keys (the first is the payment account). */
export function testBitcoinWallet(
  privateKeys: readonly string[],
  network: BitcoinNetwork,
  name = 'Test Bitcoin Wallet',
) {
  const signers = privateKeys.map((k) => createBitcoinSigner(k, network))
  const accounts: WalletAccount[] = signers.map((s) => ({
    address: s.address,
    publicKey: hexToBytes(s.publicKeyHex),
    chains: [network.walletStandardChain],
    features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
  }))
  let authorized = false
  const listeners = new Set<(p: { accounts?: readonly WalletAccount[] }) => void>()
  const control: TestWalletControl = {
    mode: 'approve',
    forgeSignatures: false,
    calls: [],
    emit: (list) => {
      for (const l of [...listeners]) l({ accounts: list })
    },
  }
  const ask = (method: string) => {
    control.calls.push(method)
    if (control.mode === 'reject') throw new Rejection()
  }
  const signer = (address: string) => {
    const found = signers.find((s) => s.address === address)
    if (!found || !authorized) throw Object.assign(new Error('not authorized'), { code: 4100 })
    return found
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    chains: [network.walletStandardChain],
    get accounts() {
      return authorized ? accounts.slice(0, 1) : []
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => {
          if (!authorized) ask('bitcoin:connect')
          authorized = true
          return { accounts: accounts.slice(0, 1) }
        },
      },
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (!authorized && !input?.silent) {
            ask('standard:connect')
            authorized = true
          }
          return { accounts: authorized ? accounts.slice(0, 1) : [] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          authorized = false
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (p: { accounts?: readonly WalletAccount[] }) => void) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (input: {
          account: WalletAccount
          message: Uint8Array
          protocol?: 'bip322' | 'ecdsa'
        }) => {
          const s = signer(input.account.address)
          ask('bitcoin:signMessage')
          return [
            {
              signedMessage: input.message,
              signature: base64ToBytes(s.signMessage(input.message, input.protocol)),
            },
          ]
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (input: {
          psbt: Uint8Array
          inputsToSign: ReadonlyArray<{ account: WalletAccount; signingIndexes: readonly number[] }>
        }) => {
          const first = input.inputsToSign[0]
          if (!first) throw new Error('no input to sign')
          const s = signer(first.account.address)
          const tx = s.signPsbt(input.psbt, {
            indexes: input.inputsToSign.flatMap((t) => [...t.signingIndexes]),
          })
          ask('bitcoin:signTransaction')
          if (control.forgeSignatures) {
            for (let i = 0; i < tx.inputsLength; i++) {
              const partial = tx.getInput(i).partialSig
              if (!partial?.[0]) continue
              const [key, sig] = partial[0]
              const forged = Uint8Array.from(sig)
              forged[10] = (forged[10] ?? 0) ^ 0x01
              // undefined clears the field (scure refuses a second value for the same key)
              tx.updateInput(i, { partialSig: undefined } as never, true)
              tx.updateInput(i, { partialSig: [[key, forged]] }, true)
            }
          }
          return [{ signedPsbt: tx.toPSBT() }]
        },
      },
    },
  }
  return { wallet, control, signers, psbtBase64: bytesToBase64 }
}

/** A Wallet Standard registry holding the given wallets (register/unregister for late ones). */
export function memoryWallets(initial: readonly Wallet[] = []) {
  let wallets = [...initial]
  const handlers = {
    register: new Set<(...w: Wallet[]) => void>(),
    unregister: new Set<(...w: Wallet[]) => void>(),
  }
  const source: WalletsSource & { register(w: Wallet): void; unregister(w: Wallet): void } = {
    get: () => wallets,
    on(event, listener) {
      handlers[event].add(listener)
      return () => void handlers[event].delete(listener)
    },
    register(w) {
      wallets = [...wallets, w]
      for (const h of handlers.register) h(w)
    },
    unregister(w) {
      wallets = wallets.filter((x) => x !== w)
      for (const h of handlers.unregister) h(w)
    },
  }
  return source
}
