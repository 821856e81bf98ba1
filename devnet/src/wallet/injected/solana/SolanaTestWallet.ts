import { signInMessageText } from '@airlock/solana'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignInInput,
  SolanaSignInOutput,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectInput } from '@wallet-standard/features'
import { ProviderRpcError } from '../../createEip155Signer'
import { createSolanaSigner, parseSendOptions, type SolanaSigner } from '../../solana/createSolanaSigner'
import { fromBase58, fromHex, toBase64, toHex } from '../../solana/encoding'
import { completeSignInInput } from '../../solana/signInMessage'
import type { TestWalletInfo, TestWalletSolanaConfig } from '../../testWalletConfig'
import type { ApprovalGate } from '../approvalGate'
import { type LoggedRequest, StandardTestWallet } from '../StandardTestWallet'

/** The features an account offers (signAndSend and signIn unless the config leaves them out). */
function accountFeatures(config: TestWalletSolanaConfig): readonly IdentifierString[] {
  return [
    ...(config.signAndSend === false ? [] : ['solana:signAndSendTransaction' as const]),
    'solana:signTransaction',
    'solana:signMessage',
    ...(config.signIn === false ? [] : ['solana:signIn' as const]),
  ]
}

/** The host a SIWS message names by default: the page's, or 'localhost' in Node (no page). */
const pageHost = (): string => (typeof location === 'undefined' ? 'localhost' : location.host)

/** Shows bytes to a person: UTF-8 text when they are printable text, hex otherwise. */
function readable(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters on purpose
    if (!/[\u0000-\u0008\u000e-\u001f]/.test(text)) return text
  } catch {
    // Not UTF-8: hex below.
  }
  return toHex(bytes)
}

/**
 * A Wallet Standard Solana wallet over devnet ed25519 keys: connect/disconnect/events, signMessage,
 * signTransaction, signAndSendTransaction (every commitment name of spec §5), signIn (SIWS). Everything a
 * user would confirm goes through the shared ApprovalGate (4001 on rejection), like the EIP-1193 side.
 */
export class SolanaTestWallet extends StandardTestWallet implements Wallet {
  readonly features: Wallet['features']
  readonly #signers: SolanaSigner[]

  constructor(
    config: TestWalletSolanaConfig,
    info: TestWalletInfo,
    gate: ApprovalGate,
    log: LoggedRequest[] = [],
  ) {
    if (config.accounts.length === 0 || config.chains.length === 0) {
      throw new Error('The Solana test wallet needs at least one account and one chain')
    }
    const chains = Object.freeze(config.chains.map((c) => c.chain))
    const rpcUrls = Object.fromEntries(config.chains.map((c) => [c.chain, c.rpcUrl]))
    const signers = config.accounts.map((key) => createSolanaSigner({ secretKey: fromHex(key), rpcUrls }))
    const accounts = signers.map((s) =>
      Object.freeze({
        address: s.address,
        publicKey: s.publicKey.slice(),
        chains,
        features: accountFeatures(config),
      }),
    )
    super('Solana', info, chains, accounts, gate, log)
    this.#signers = signers
    this.features = Object.freeze({
      ...this.standardFeatures(async (input?: StandardConnectInput) => ({
        accounts: await this.connectWith(input?.silent === true, 'standard:connect', []),
      })),
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs: SolanaSignMessageInput[]) => this.#signMessage(inputs),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: SolanaSignTransactionInput[]) => this.#signTransaction(inputs),
      },
      ...(config.signAndSend === false
        ? {}
        : {
            'solana:signAndSendTransaction': {
              version: '1.0.0',
              supportedTransactionVersions: ['legacy', 0],
              signAndSendTransaction: (...inputs: SolanaSignAndSendTransactionInput[]) =>
                this.#signAndSend(inputs),
            },
          }),
      ...(config.signIn === false
        ? {}
        : {
            'solana:signIn': {
              version: '1.0.0',
              signIn: (...inputs: SolanaSignInInput[]) => this.#signIn(inputs),
            },
          }),
      ...StandardTestWallet.infoFeature(info),
    })
  }

  /** The signer of an input's account: it must be the connected, active one (else 4100). */
  #signerFor(account: WalletAccount | undefined): SolanaSigner {
    this.assertActive(account?.address)
    return this.#signers[this.current] as SolanaSigner
  }

  async #signMessage(inputs: readonly SolanaSignMessageInput[]): Promise<SolanaSignMessageOutput[]> {
    const signers = inputs.map((i) => this.#signerFor(i.account))
    await this.ask(
      'solana:signMessage',
      inputs.map((i) => ({ account: i.account.address, message: readable(i.message) })),
    )
    return inputs.map((input, i) => ({
      signedMessage: input.message,
      signature: (signers[i] as SolanaSigner).signMessage(input.message),
      signatureType: 'ed25519' as const,
    }))
  }

  async #signTransaction(
    inputs: readonly SolanaSignTransactionInput[],
  ): Promise<SolanaSignTransactionOutput[]> {
    const signers = inputs.map((i) => this.#signerFor(i.account))
    // Sign before asking so a transaction this key cannot sign fails without a prompt.
    const signed = inputs.map((input, i) => (signers[i] as SolanaSigner).signTransaction(input.transaction))
    await this.ask(
      'solana:signTransaction',
      inputs.map((i) => ({ account: i.account.address, transaction: toBase64(i.transaction) })),
    )
    return signed.map((signedTransaction) => ({ signedTransaction }))
  }

  async #signAndSend(
    inputs: readonly SolanaSignAndSendTransactionInput[],
  ): Promise<SolanaSignAndSendTransactionOutput[]> {
    const checked = inputs.map((input) => {
      const signer = this.#signerFor(input.account)
      if (!this.chains.includes(input.chain)) {
        throw new ProviderRpcError(4901, `The wallet does not know chain ${String(input.chain)}`)
      }
      signer.signTransaction(input.transaction)
      return { input, signer, options: parseSendOptions(input.options) }
    })
    await this.ask(
      'solana:signAndSendTransaction',
      inputs.map((i) => ({
        account: i.account.address,
        chain: i.chain,
        transaction: toBase64(i.transaction),
        options: i.options ?? {},
      })),
    )
    const outputs: SolanaSignAndSendTransactionOutput[] = []
    for (const { input, signer, options } of checked) {
      const signature = await signer.signAndSendTransaction(input.transaction, input.chain, options)
      outputs.push({ signature: fromBase58(signature) })
    }
    return outputs
  }

  async #signIn(inputs: readonly SolanaSignInInput[]): Promise<SolanaSignInOutput[]> {
    const list = inputs.length > 0 ? inputs : [{}]
    const complete = list.map((input) => completeSignInInput(input, pageHost(), this.address))
    const messages = complete.map(signInMessageText)
    await this.ask('solana:signIn', messages)
    const signer = this.#signers[this.current] as SolanaSigner
    // Signing in also connects the app, as wallets do.
    this.grant()
    return messages.map((text) => {
      const signedMessage = new TextEncoder().encode(text)
      return {
        account: this.activeAccount(),
        signedMessage,
        signature: signer.signMessage(signedMessage),
        signatureType: 'ed25519' as const,
      }
    })
  }
}
