// The injected test wallet's Bitcoin side as a Wallet Standard wallet (the features AppKit's bitcoin adapter
// and Exodus's bitcoin-wallet-standard use), over devnet BIP-84 keys. Everything a user would confirm goes
// through the shared ApprovalGate (4001 on rejection), like the EIP-1193 and Solana sides.
import { BitcoinError, base64ToBytes, bytesToBase64, hexToBytes } from '@airlock/bitcoin'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardConnectInput, StandardEventsChangeProperties } from '@wallet-standard/features'
import {
  type BitcoinSigner,
  createBitcoinSigner,
  type MessageProtocol,
} from '../../bitcoin/createBitcoinSigner'
import { ProviderRpcError } from '../../createEip155Signer'
import type { TestWalletBitcoinConfig, TestWalletInfo } from '../../testWalletConfig'
import type { ApprovalGate } from '../approvalGate'
import { AIRLOCK_WALLET_INFO_FEATURE } from '../solana/walletInfoFeature'

/** Features every account offers. */
const ACCOUNT_FEATURES = [
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:signAndSendTransaction',
] as const satisfies readonly IdentifierString[]

/** Wallet Standard sighash flags (Exodus's bitcoin-wallet-standard) → sighash types. */
const SIGHASH: Record<string, number> = {
  ALL: 0x01,
  NONE: 0x02,
  SINGLE: 0x03,
  'ALL|ANYONECANPAY': 0x81,
  'NONE|ANYONECANPAY': 0x82,
  'SINGLE|ANYONECANPAY': 0x83,
}

const UNAUTHORIZED = 'The requested account and/or method has not been authorized by the user.'

/** One input of bitcoin:signTransaction / signAndSendTransaction. */
export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  inputsToSign: ReadonlyArray<{ account: WalletAccount; signingIndexes: readonly number[]; sigHash?: string }>
  chain?: IdentifierString
}

type ChangeListener = (properties: StandardEventsChangeProperties) => void

/** Wallet errors (bad PSBT, input not owned…) as the -32602 a wallet answers for bad params. */
export function walletError(error: unknown): unknown {
  if (error instanceof BitcoinError) return new ProviderRpcError(-32602, error.details || error.shortMessage)
  return error
}

/**
 * A Wallet Standard Bitcoin wallet over devnet keys: bitcoin:connect (payment account), standard connect,
 * disconnect and events, bitcoin:signMessage (BIP-322 simple; `protocol: 'ecdsa'` for BIP-137),
 * bitcoin:signTransaction (PSBT inputs of its own address, by index, with sighash flags) and
 * bitcoin:signAndSendTransaction (broadcast through the network's Esplora API).
 */
export class BitcoinTestWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name: string
  readonly icon: WalletIcon
  readonly chains: readonly IdentifierString[]
  readonly features: Wallet['features']
  readonly signers: readonly BitcoinSigner[]
  readonly #accounts: WalletAccount[]
  readonly #gate: ApprovalGate
  readonly #listeners = new Set<ChangeListener>()
  readonly #log: Array<{ method: string; params: readonly unknown[] }>
  #current = 0
  #authorized = false

  constructor(
    config: TestWalletBitcoinConfig,
    info: TestWalletInfo,
    gate: ApprovalGate,
    log: Array<{ method: string; params: readonly unknown[] }> = [],
  ) {
    if (config.accounts.length === 0) throw new Error('The Bitcoin test wallet needs at least one account')
    this.name = info.name
    this.icon = info.icon as WalletIcon
    this.chains = Object.freeze([config.network.walletStandardChain])
    this.signers = config.accounts.map((key) => createBitcoinSigner(key, config.network))
    this.#accounts = this.signers.map((s) =>
      Object.freeze({
        address: s.address,
        publicKey: hexToBytes(s.publicKeyHex),
        chains: this.chains,
        features: ACCOUNT_FEATURES,
      }),
    )
    this.#gate = gate
    this.#log = log
    const connect = (input?: StandardConnectInput) => this.#connect(input)
    this.features = Object.freeze({
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input?: { purposes?: readonly string[] }) =>
          this.#connect(undefined, input?.purposes),
      },
      'standard:connect': { version: '1.0.0', connect },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (event: 'change', listener: ChangeListener) => {
          if (event !== 'change') return () => undefined
          this.#listeners.add(listener)
          return () => void this.#listeners.delete(listener)
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: (
          ...inputs: Array<{ account: WalletAccount; message: Uint8Array; protocol?: MessageProtocol }>
        ) => this.#signMessage(inputs),
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: (...inputs: BitcoinSignTransactionInput[]) =>
          this.#signTransactions('bitcoin:signTransaction', inputs),
      },
      'bitcoin:signAndSendTransaction': {
        version: '1.0.0',
        signAndSendTransaction: (...inputs: BitcoinSignTransactionInput[]) => this.#signAndSend(inputs),
      },
      [AIRLOCK_WALLET_INFO_FEATURE]: { version: '1.0.0', rdns: info.rdns, uuid: info.uuid },
    })
  }

  /** The connected payment account (empty until connect is approved). */
  get accounts(): readonly WalletAccount[] {
    return this.#authorized ? [this.#account()] : []
  }

  /** The active key (connected or not). */
  get signer(): BitcoinSigner {
    return this.signers[this.#current] as BitcoinSigner
  }

  /** Whether an app was given the account. */
  get connected(): boolean {
    return this.#authorized
  }

  /** Makes account `index` active; a connected app gets a `change` event with it. */
  switchAccount(index: number): string {
    if (!this.signers[index]) throw new Error(`No Bitcoin test wallet account at index ${index}`)
    if (index !== this.#current) {
      this.#current = index
      if (this.#authorized) this.#emit({ accounts: this.accounts })
    }
    return this.signer.address
  }

  /** Drops the app's authorization; a `change` event with no accounts when it was connected. */
  disconnect(): void {
    if (!this.#authorized) return
    this.#authorized = false
    this.#emit({ accounts: [] })
  }

  /** Listens for account changes (also used by the Sats Connect provider); returns the remover. */
  onChange(listener: ChangeListener): () => void {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** Asks the gate (logging the request) before an action a user would confirm. */
  async ask(method: string, params: readonly unknown[]): Promise<void> {
    this.#log.push({ method, params })
    await this.#gate.ask(method, params)
  }

  /** The signer for `address`: it must be the connected, active account (else 4100). */
  signerFor(address: string | undefined): BitcoinSigner {
    if (!this.#authorized || address !== this.signer.address) throw new ProviderRpcError(4100, UNAUTHORIZED)
    return this.signer
  }

  /** Connects (asking once); `silent` never asks. */
  async authorize(
    silent = false,
    purposes: readonly string[] = ['payment'],
  ): Promise<readonly WalletAccount[]> {
    if (this.#authorized || silent) return this.accounts
    await this.ask('bitcoin:connect', [{ purposes }])
    this.#authorized = true
    this.#emit({ accounts: this.accounts })
    return this.accounts
  }

  #account(): WalletAccount {
    return this.#accounts[this.#current] as WalletAccount
  }

  #emit(properties: StandardEventsChangeProperties): void {
    for (const listener of [...this.#listeners]) listener(properties)
  }

  async #connect(input?: StandardConnectInput, purposes?: readonly string[]) {
    return { accounts: await this.authorize(input?.silent === true, purposes) }
  }

  async #signMessage(
    inputs: ReadonlyArray<{ account: WalletAccount; message: Uint8Array; protocol?: MessageProtocol }>,
  ) {
    const signers = inputs.map((i) => this.signerFor(i.account?.address))
    await this.ask(
      'bitcoin:signMessage',
      inputs.map((i) => ({
        account: i.account.address,
        message: new TextDecoder().decode(i.message),
        protocol: i.protocol ?? 'bip322',
      })),
    )
    return inputs.map((input, i) => ({
      signedMessage: input.message,
      signature: base64ToBytes(
        (signers[i] as BitcoinSigner).signMessage(input.message, input.protocol ?? 'bip322'),
      ),
    }))
  }

  /** Checks and signs every input's PSBT before asking, so a PSBT this key cannot sign fails without a prompt. */
  #prepare(inputs: readonly BitcoinSignTransactionInput[]) {
    return inputs.map((input) => {
      if (input.chain && !this.chains.includes(input.chain)) {
        throw new ProviderRpcError(4901, `The wallet does not know chain ${String(input.chain)}`)
      }
      const signer = this.signerFor(input.inputsToSign[0]?.account.address)
      const indexes = input.inputsToSign.flatMap((t) => {
        this.signerFor(t.account.address)
        return [...t.signingIndexes]
      })
      const flags = input.inputsToSign.map((t) => t.sigHash).filter((f): f is string => f !== undefined)
      const sighashTypes = flags.map((f) => {
        const type = SIGHASH[f]
        if (type === undefined) throw new ProviderRpcError(-32602, `Unknown sighash flag ${f}`)
        return type
      })
      try {
        return { signer, tx: signer.signPsbt(input.psbt, { indexes, sighashTypes }) }
      } catch (error) {
        throw walletError(error)
      }
    })
  }

  async #signTransactions(method: string, inputs: readonly BitcoinSignTransactionInput[]) {
    const prepared = this.#prepare(inputs)
    await this.ask(
      method,
      inputs.map((i) => ({
        psbt: bytesToBase64(i.psbt),
        inputsToSign: i.inputsToSign.map((t) => ({ ...t, account: t.account.address })),
      })),
    )
    return prepared.map(({ tx }) => ({ signedPsbt: tx.toPSBT() }))
  }

  async #signAndSend(inputs: readonly BitcoinSignTransactionInput[]) {
    const prepared = this.#prepare(inputs)
    await this.ask(
      'bitcoin:signAndSendTransaction',
      inputs.map((i) => ({ psbt: bytesToBase64(i.psbt) })),
    )
    const outputs: Array<{ txId: string }> = []
    for (const { signer, tx } of prepared) {
      try {
        outputs.push({ txId: await signer.broadcast(tx) })
      } catch (error) {
        throw error instanceof BitcoinError
          ? new ProviderRpcError(-32603, error.details || error.shortMessage)
          : error
      }
    }
    return outputs
  }
}
