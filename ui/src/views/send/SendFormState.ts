// State and rules of the Send view: token, amount (numeric-input rule, Max), receiver (the active
// adapter's address rules), the fee check ('Insufficient balance'; smart accounts exempt, spec §5), the
// adapter's transfer choices (e.g. fee speeds) when it offers some, preview and submit through the
// kernel's transaction service, with the spec's messages.
import {
  type Airlock,
  type BaseError,
  type ChainFee,
  ERROR_MESSAGES,
  InsufficientBalanceError,
  type PreparedTransfer,
  SendTransactionError,
  sanitizeNumericInput,
  type TransferChoice,
  type TransferChoices,
  transferChoicesOf,
  withTransferChoice,
} from '@airlock/kernel'
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { UI_EN } from '../../i18n/uiMessages'
import { sendError } from '../../i18n/visitorError'
import { canSendTokens, canTransfer, type SendToken, sendableTokens } from './sendTokens'
import { formatUnits, parseUnits } from './units'

/** Text for a receiver that the active chain's address rules refuse. */
export const INVALID_ADDRESS = UI_EN.invalidAddress

/** Why the form cannot go to the preview yet, as the button shows it; undefined when it can. */
export type SendBlocker =
  | typeof UI_EN.addAmount
  | typeof UI_EN.addAddress
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
  /** Preparing the transfer and checking the fee. */
  checking = false
  /** Transaction being sent (waiting for the wallet). */
  sending = false
  /** Error of the last check or send (its message key gives the visitor's text). */
  error: BaseError | undefined = undefined
  /** Estimated network fee in the native currency (after the check; undefined when the chain gives none). */
  fee: ChainFee | undefined = undefined
  /** The transfer prepared by the check, sent by `send` (with the chosen choice, when offered). */
  prepared: PreparedTransfer | undefined = undefined
  /** The choices the adapter offers for the prepared transfer (e.g. fee speeds); undefined when none. */
  offered: TransferChoices | undefined = undefined
  /** The id of the visitor's choice (kept when they go back to the form and preview again). */
  choiceId: string | undefined = undefined

  constructor(private readonly airlock: Airlock) {
    makeObservable(this, {
      tokenKey: observable,
      amount: observable,
      receiver: observable,
      step: observable,
      checking: observable,
      sending: observable,
      error: observableRef,
      fee: observableRef,
      prepared: observableRef,
      offered: observableRef,
      choiceId: observable,
      chosen: computed,
      shownFee: computed,
      tokens: computed,
      token: computed,
      value: computed,
      receiverError: computed,
      blocker: computed,
      setToken: action,
      setAmount: action,
      setReceiver: action,
      back: action,
      choose: action,
    })
  }

  /** The offered choice the visitor has (the adapter's default until they pick another). */
  get chosen(): TransferChoice | undefined {
    const offered = this.offered
    return offered?.choices.find((c) => c.id === this.choiceId) ?? undefined
  }

  /** The fee the preview shows: the chosen choice's, else the adapter's estimate. */
  get shownFee(): ChainFee | undefined {
    return this.chosen?.fee ?? this.fee
  }

  /**
   * Picks one of the offered choices: the fee follows, and 'Insufficient balance' shows when the native
   * balance cannot pay the amount (when native) plus its fee (smart accounts exempt).
   */
  choose(id: string): void {
    const choice = this.offered?.choices.find((c) => c.id === id)
    if (!choice || this.sending) return
    this.choiceId = id
    this.error = this.exceedsBalance(choice.fee) ? new InsufficientBalanceError() : undefined
  }

  /** True when amount (native) + `fee` exceeds the native balance; smart accounts are exempt (spec §5). */
  private exceedsBalance(fee: ChainFee | undefined): boolean {
    const { account, network } = this.airlock.get((s) => s)
    if (account.preferredAccountType === 'smartAccount') return false
    const native = parseUnits(account.balance ?? '0', network.active.nativeCurrency.decimals) ?? 0n
    const feeAmount = fee?.amount ?? 0n
    const value = this.value ?? 0n
    return (this.token.address === undefined ? value + feeAmount : feeAmount) > native
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

  /** Namespace of the active network (its adapter's address rules apply to the receiver). */
  get namespace(): string {
    return this.airlock.get((s) => s.network.activeNamespace)
  }

  private get adapter() {
    const namespace = this.namespace
    return this.airlock.get((s) => s.connection.adapter(namespace))
  }

  /** Error text for a typed receiver that the active adapter's address rules refuse. */
  get receiverError(): string | undefined {
    const receiver = this.receiver.trim()
    const rules = this.adapter?.address
    if (receiver === '' || rules === undefined || rules.validate(receiver)) return undefined
    return INVALID_ADDRESS
  }

  /** What keeps the form from the preview (amount, receiver, balance), or undefined. */
  get blocker(): SendBlocker | undefined {
    const value = this.value
    if (value === undefined || value === 0n) return UI_EN.addAmount
    if (value > (parseUnits(this.token.balance, this.token.decimals) ?? 0n))
      return ERROR_MESSAGES.insufficientBalance
    if (this.receiver.trim() === '') return UI_EN.addAddress
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
    const fee = await this.prepare(balance)
      .then(({ fee }) => fee?.amount ?? 0n)
      .catch(() => 0n)
    const max = balance > fee ? balance - fee : 0n
    runInAction(() => this.setAmount(formatUnits(max, token.decimals)))
  }

  /**
   * Prepares the transfer of `amount` of the selected token with the adapter (a token transfer when
   * a token is selected) and estimates its fee when the adapter can. Without a valid receiver yet, the
   * sender's own address stands in (Max only needs the fee).
   */
  async prepare(amount: bigint): Promise<{ prepared: PreparedTransfer; fee: ChainFee | undefined }> {
    const adapter = this.adapter
    const { network, account } = this.airlock.get((s) => s)
    const address = account.address
    if (!canTransfer(adapter) || !address)
      throw new SendTransactionError({ details: 'Nothing can send here' })
    const receiver = this.receiver.trim()
    const params = {
      to: receiver !== '' && !this.receiverError ? receiver : address,
      amount,
      network: network.active,
      address,
      // the visitor's earlier choice (back to the form, then preview again); adapters without choices ignore it
      ...(this.choiceId !== undefined ? { choice: this.choiceId } : {}),
    }
    const token = this.token
    const prepared =
      token.address === undefined
        ? await adapter.prepareTransfer(params)
        : canSendTokens(adapter)
          ? await adapter.prepareTokenTransfer({
              ...params,
              token: { address: token.address, decimals: token.decimals },
            })
          : undefined
    if (!prepared) throw new SendTransactionError({ details: 'The adapter cannot send this token' })
    const fee = adapter.estimateFee ? await adapter.estimateFee(prepared) : undefined
    return { prepared, fee }
  }

  /**
   * Prepares the transfer, asks the adapter for its choices and checks the fee (of the chosen choice, when
   * offered), then shows the preview: 'Insufficient balance' when the native balance cannot cover the
   * amount (when native) plus the fee; smart accounts are exempt.
   */
  async preview(): Promise<void> {
    const value = this.value
    if (this.blocker !== undefined || this.checking || value === undefined) return
    runInAction(() => {
      this.checking = true
      this.error = undefined
    })
    try {
      const { prepared, fee } = await this.prepare(value)
      const offered = await transferChoicesOf(this.adapter, prepared)
      runInAction(() => {
        this.fee = fee
        this.prepared = prepared
        this.offered = offered
        if (offered) this.choiceId = offered.selected
        // Smart accounts are exempt from the gas check (spec §5): the account's type comes from its adapter.
        if (this.exceedsBalance(this.shownFee)) this.error = new InsufficientBalanceError()
        else this.step = 'preview'
      })
    } catch (cause) {
      runInAction(() => {
        this.error = sendError(cause)
      })
    } finally {
      runInAction(() => {
        this.checking = false
      })
    }
  }

  /**
   * Sends the prepared transfer through `airlock.transactions` (it shows 'Transaction started', tracks
   * it and refreshes balances once confirmed), then goes back to Account; on failure the kernel's text
   * ('Signature declined', 'Failed to send transaction. Please try again.'…) stays on the preview.
   */
  async send(): Promise<boolean> {
    const adapter = this.adapter
    const offered = this.offered
    const chosen = this.chosen
    // The visitor's choice travels in the prepared transfer: the adapter sends what the preview showed.
    const prepared =
      this.prepared && offered && chosen
        ? withTransferChoice(this.prepared, offered, chosen.id)
        : this.prepared
    if (this.sending) return false
    if (offered && this.exceedsBalance(this.shownFee)) {
      // a costlier choice than the balance pays: said at once (`choose`), and nothing goes to the wallet
      runInAction(() => {
        this.error = new InsufficientBalanceError()
      })
      return false
    }
    if (!canTransfer(adapter) || !prepared) {
      runInAction(() => {
        this.error = new SendTransactionError({ details: 'Nothing prepared to send' })
      })
      return false
    }
    runInAction(() => {
      this.sending = true
      this.error = undefined
    })
    try {
      await this.airlock.transactions.submit({
        network: prepared.params.network,
        send: () => adapter.sendTransfer(prepared),
      })
      const history = this.airlock.get((s) => s.modal.history)
      if (history[history.length - 2]?.view === 'Account') this.airlock.back()
      else await this.airlock.navigate('Account', undefined, { mode: 'replace' })
      return true
    } catch (cause) {
      runInAction(() => {
        this.error = sendError(cause)
      })
      return false
    } finally {
      runInAction(() => {
        this.sending = false
      })
    }
  }
}
