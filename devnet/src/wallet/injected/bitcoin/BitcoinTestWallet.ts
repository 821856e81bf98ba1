// The injected test wallet's Bitcoin side as a Wallet Standard wallet (the features AppKit's bitcoin adapter
// and Exodus's bitcoin-wallet-standard use), over devnet BIP-84 keys. Everything a user would confirm goes
// through the shared ApprovalGate (4001 on rejection), like the EIP-1193 and Solana sides.
import { BitcoinError, base64ToBytes, bytesToBase64, hexToBytes } from '@airlock/bitcoin'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectInput } from '@wallet-standard/features'
import {
  type BitcoinSigner,
  createBitcoinSigner,
  type MessageProtocol,
} from '../../bitcoin/createBitcoinSigner'
import { ProviderRpcError } from '../../createEip155Signer'
import type { TestWalletBitcoinConfig, TestWalletInfo } from '../../testWalletConfig'
import type { ApprovalGate } from '../approvalGate'
import { type LoggedRequest, StandardTestWallet } from '../StandardTestWallet'

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

/** One input of bitcoin:signTransaction / signAndSendTransaction. */
export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  inputsToSign: ReadonlyArray<{ account: WalletAccount; signingIndexes: readonly number[]; sigHash?: string }>
  chain?: IdentifierString
}

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
export class BitcoinTestWallet extends StandardTestWallet implements Wallet {
  readonly features: Wallet['features']
  readonly signers: readonly BitcoinSigner[]

  constructor(
    config: TestWalletBitcoinConfig,
    info: TestWalletInfo,
    gate: ApprovalGate,
    log: LoggedRequest[] = [],
  ) {
    if (config.accounts.length === 0) throw new Error('The Bitcoin test wallet needs at least one account')
    const chains = Object.freeze([config.network.walletStandardChain])
    const signers = config.accounts.map((key) => createBitcoinSigner(key, config.network))
    const accounts = signers.map((s) =>
      Object.freeze({
        address: s.address,
        publicKey: hexToBytes(s.publicKeyHex),
        chains,
        features: ACCOUNT_FEATURES,
      }),
    )
    super('Bitcoin', info, chains, accounts, gate, log)
    this.signers = signers
    this.features = Object.freeze({
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input?: { purposes?: readonly string[] }) => ({
          accounts: await this.authorize(false, input?.purposes),
        }),
      },
      ...this.standardFeatures(async (input?: StandardConnectInput) => ({
        accounts: await this.authorize(input?.silent === true),
      })),
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
      ...StandardTestWallet.infoFeature(info),
    })
  }

  /** The active key (connected or not). */
  get signer(): BitcoinSigner {
    return this.signers[this.current] as BitcoinSigner
  }

  /** The signer for `address`: it must be the connected, active account (else 4100). */
  signerFor(address: string | undefined): BitcoinSigner {
    this.assertActive(address)
    return this.signer
  }

  /** Connects (asking once); `silent` never asks. */
  authorize(silent = false, purposes: readonly string[] = ['payment']): Promise<readonly WalletAccount[]> {
    return this.connectWith(silent, 'bitcoin:connect', [{ purposes }])
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
