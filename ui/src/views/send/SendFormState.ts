// State and rules of the Send view: token, amount (numeric-input rule, Max), receiver (per-namespace
// address check), gas check ('Insufficient balance'), preview and submit with the spec's messages.
import {
  type Airlock,
  BaseError,
  type ChainSendTransactionParameters,
  ERROR_MESSAGES,
  isAddressForNamespace,
  isUserRejection,
  sanitizeNumericInput,
  walk,
} from '@airlock/kernel'
import { action, computed, makeObservable, observable, runInAction } from 'mobx'
import { canSendTokens, type SendToken, sendableTokens } from './sendTokens'
import { formatUnits, parseUnits } from './units'

/** Text for a receiver that is not an address of the active chain (EVM and others). */
export const INVALID_ADDRESS = 'Invalid address'

/**
 * The text of a failed send: 'Signature declined' on rejection, 'Insufficient balance' when the
 * chain said so, else 'Failed to send transaction. Please try again.'.
 */
export function sendErrorMessage(cause: unknown): string {
  if (isUserRejection(cause)) return ERROR_MESSAGES.signatureDeclined
  const insufficient = walk(
    cause,
    (e) => e instanceof BaseError && e.shortMessage === ERROR_MESSAGES.insufficientBalance,
  )
  if (insufficient) return ERROR_MESSAGES.insufficientBalance
  return ERROR_MESSAGES.failedToSendTransaction
}

/** Why the form cannot go to the preview yet, as the button shows it; undefined when it can. */
export type SendBlocker =
  | 'Add amount'
  | 'Add address'
  | typeof INVALID_ADDRESS
  | typeof ERROR_MESSAGES.insufficientBalance

/** The Send view's form: one instance per view mount. */
export class SendFormState {
  /** Key of the selected token ('native' or a token address). */
  tokenKey = 'native'
  /** Amount as typed (already sanitised). */
  amount = ''
  /** Receiver as typed. */
  receiver = ''
  /** Form or preview step. */
  step: 'form' | 'preview' = 'form'
  /** Gas check running. */
  checking = false
  /** Transaction being sent (waiting for the wallet). */
  sending = false
  /** Error of the last check or send. */
  error: string | undefined = undefined
  /** Estimated network fee in the native smallest unit (after the check). */
  fee: bigint | undefined = undefined

  constructor(private readonly airlock: Airlock) {
    makeObservable(this, {
      tokenKey: observable,
      amount: observable,
      receiver: observable,
      step: observable,
      checking: observable,
      sending: observable,
      error: observable,
      fee: observable,
      tokens: computed,
      token: computed,
      value: computed,
      receiverError: computed,
      blocker: computed,
      setToken: action,
      setAmount: action,
      setReceiver: action,
      back: action,
    })
  }

  /** Sendable tokens (native first). */
  get tokens(): SendToken[] {
    return sendableTokens(this.airlock)
  }

  /** The selected token (the native currency when the key is unknown). */
  get token(): SendToken {
    const tokens = this.tokens
    return tokens.find((t) => t.key === this.tokenKey) ?? (tokens[0] as SendToken)
  }

  /** The amount in the token's smallest unit, when it parses. */
  get value(): bigint | undefined {
    return parseUnits(this.amount, this.token.decimals)
  }

  /** Namespace of the active network (its address rules apply to the receiver). */
  get namespace(): string {
    return this.airlock.stores.network.activeNamespace
  }

  /** Error text for a typed receiver that is not an address of the active chain. */
  get receiverError(): string | undefined {
    const receiver = this.receiver.trim()
    if (receiver === '' || isAddressForNamespace(receiver, this.namespace)) return undefined
    return INVALID_ADDRESS
  }

  /** What keeps the form from the preview (amount, receiver, balance), or undefined. */
  get blocker(): SendBlocker | undefined {
    const value = this.value
    if (value === undefined || value === 0n) return 'Add amount'
    if (value > (parseUnits(this.token.balance, this.token.decimals) ?? 0n))
      return ERROR_MESSAGES.insufficientBalance
    if (this.receiver.trim() === '') return 'Add address'
    if (this.receiverError) return INVALID_ADDRESS
    return undefined
  }

  /** Selects a token and clears the amount. */
  setToken(key: string): void {
    this.tokenKey = key
    this.amount = ''
    this.error = undefined
  }

  /** Sets the amount through the numeric-input rule (digits, one separator, leading separator → '0.'). */
  setAmount(raw: string): void {
    this.amount = sanitizeNumericInput(raw)
    this.error = undefined
  }

  /** Sets the receiver. */
  setReceiver(value: string): void {
    this.receiver = value.trim()
    this.error = undefined
  }

  /** Back from the preview to the form. */
  back(): void {
    this.step = 'form'
    this.error = undefined
  }

  /** Fills the amount with the whole balance (for the native currency: minus the estimated fee). */
  async setMax(): Promise<void> {
    const token = this.token
    const balance = parseUnits(token.balance, token.decimals) ?? 0n
    if (token.address !== undefined) return this.setAmount(token.balance)
    const fee = await this.estimateFee().catch(() => 0n)
    const max = balance > fee ? balance - fee : 0n
    runInAction(() => this.setAmount(formatUnits(max, token.decimals)))
  }

  /** Estimates the fee of a native transfer; EVM-style adapters return gas units, multiplied by the gas price. */
  async estimateFee(): Promise<bigint> {
    const { network, account, connection } = this.airlock.stores
    const adapter = connection.adapter(network.activeNamespace)
    const address = account.active.address
    if (!adapter?.estimateGas || !address) return 0n
    const receiver = this.receiver.trim()
    const params: ChainSendTransactionParameters = {
      to: receiver !== '' && !this.receiverError ? receiver : address,
      value: 0n,
      network: network.activeNetwork,
      address,
    }
    const gas = await adapter.estimateGas(params)
    if (!adapter.getGasPrice) return gas
    return gas * (await adapter.getGasPrice({ network: network.activeNetwork }))
  }

  /** Gas check, then the preview step; 'Insufficient balance' when the native balance cannot cover amount and fee. */
  async preview(): Promise<void> {
    if (this.blocker !== undefined || this.checking) return
    runInAction(() => {
      this.checking = true
      this.error = undefined
    })
    try {
      const fee = await this.estimateFee()
      const { account, network } = this.airlock.stores
      const native =
        parseUnits(account.active.balance ?? '0', network.activeNetwork.nativeCurrency.decimals) ?? 0n
      const spent = this.token.address === undefined ? (this.value ?? 0n) + fee : fee
      const exempt = account.active.preferredAccountType === 'smartAccount'
      runInAction(() => {
        this.fee = fee
        if (!exempt && spent > native) this.error = ERROR_MESSAGES.insufficientBalance
        else this.step = 'preview'
      })
    } catch (cause) {
      runInAction(() => {
        this.error = sendErrorMessage(cause)
      })
    } finally {
      runInAction(() => {
        this.checking = false
      })
    }
  }

  /**
   * Sends: 'Transaction started' once the wallet accepted it, then balances refresh and the view goes
   * back to Account; 'Signature declined' on rejection, else 'Failed to send transaction. Please try again.'.
   */
  async send(): Promise<boolean> {
    const { stores } = this.airlock
    const { network, account, connection, snackbar } = stores
    const adapter = connection.adapter(network.activeNamespace)
    const address = account.active.address
    const value = this.value
    const to = this.receiver.trim()
    if (this.sending) return false
    if (!adapter || !address || value === undefined || value === 0n || this.receiverError || to === '') {
      runInAction(() => {
        this.error = ERROR_MESSAGES.failedToSendTransaction
      })
      return false
    }
    runInAction(() => {
      this.sending = true
      this.error = undefined
    })
    try {
      const token = this.token
      if (token.address !== undefined && canSendTokens(adapter)) {
        await adapter.sendToken({
          to,
          amount: value,
          token: { address: token.address, decimals: token.decimals },
          network: network.activeNetwork,
          address,
        })
      } else {
        await adapter.sendTransaction({ to, value, network: network.activeNetwork, address })
      }
      snackbar.showSuccess(ERROR_MESSAGES.transactionStarted)
      void this.airlock.refreshBalances({ force: true })
      const previous = stores.router.history[stores.router.history.length - 2]
      if (previous?.view === 'Account') this.airlock.goBack()
      else stores.router.replace('Account')
      return true
    } catch (cause) {
      const message = sendErrorMessage(cause)
      runInAction(() => {
        this.error = message
      })
      snackbar.showError(message)
      return false
    } finally {
      runInAction(() => {
        this.sending = false
      })
    }
  }
}
