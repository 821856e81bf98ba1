import { type Chain, encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { estimateGas, getBalance, getGasPrice, readContract, sendTransaction } from 'viem/actions'
import { isEvmAddress, withHexPrefix } from '../address'
import type { ProviderWalletClient, ReadClient } from '../clients'
import {
  InsufficientBalanceError,
  InvalidSendParametersError,
  SendTransactionError,
  toEvmError,
} from '../errors'
import { classifyTransactionResponse } from '../validation'

/** What a send needs from the adapter: read client, wallet client, sender and chain. */
export interface SendContext {
  /** Reads (balance, gas estimate) through the RPC. */
  readClient: ReadClient
  /** The connected wallet. */
  walletClient: ProviderWalletClient
  /** The sender. */
  from: `0x${string}`
  /** The chain to send on. */
  chain: Chain
  /** A smart account pays gas another way: the native balance need not cover gas (spec §5). */
  smartAccount?: boolean | undefined
  /**
   * Awaited just before the transaction goes to the wallet, with the request as the wallet gets it
   * (`eth_sendTransaction` and its hex-encoded params); may throw to refuse it (approval gating).
   */
  beforeSend?: ((request: { method: string; params: readonly unknown[] }) => Promise<void>) | undefined
}

/** A native-currency send; spec §5: receiver and amount required, plus gas price and decimals. */
export interface SendNativeTokenParameters {
  /** Receiver address. */
  receiverAddress?: string | undefined
  /** Decimal amount, e.g. '0.5'. */
  sendTokenAmount?: string | undefined
  /** Gas price in wei. */
  gasPrice?: bigint | undefined
  /** Decimals of the native currency. */
  decimals?: number | undefined
}

/** An ERC-20 send: receiver, amount and the token (address and decimals). */
export interface SendErc20TokenParameters {
  /** Receiver address. */
  receiverAddress?: string | undefined
  /** Decimal amount, e.g. '12.5'. */
  sendTokenAmount?: string | undefined
  /** Token contract address. */
  tokenAddress?: string | undefined
  /** Token decimals. */
  decimals?: number | undefined
  /** Gas price in wei (read from the node when absent). */
  gasPrice?: bigint | undefined
}

/** The address with its 0x prefix (spec §5: optional in the input), or 'X is required' when it is missing or not an address. */
export function requireAddress(value: string | undefined, what: string): `0x${string}` {
  if (!value || !isEvmAddress(value)) throw new InvalidSendParametersError(`${what} is required`)
  return withHexPrefix(value)
}

function requireAmount(amount: string | undefined, decimals: number | undefined): bigint {
  if (!amount || decimals === undefined)
    throw new InvalidSendParametersError('Amount and decimals are required')
  let value: bigint
  try {
    value = parseUnits(amount, decimals)
  } catch (err) {
    throw new InvalidSendParametersError(`Invalid amount: ${amount} (${String(err)})`)
  }
  if (value <= 0n) throw new InvalidSendParametersError('Amount must be above 0')
  return value
}

const hex = (n: bigint): `0x${string}` => `0x${n.toString(16)}`

/** Sends the transaction through the wallet (after the beforeSend gate) and checks the hash answer. */
export async function submit(
  ctx: SendContext,
  tx: { to: `0x${string}`; value?: bigint; data?: `0x${string}`; gas: bigint; gasPrice: bigint },
) {
  await ctx.beforeSend?.({
    method: 'eth_sendTransaction',
    params: [
      {
        from: ctx.from,
        to: tx.to,
        gas: hex(tx.gas),
        gasPrice: hex(tx.gasPrice),
        ...(tx.value === undefined ? {} : { value: hex(tx.value) }),
        ...(tx.data === undefined ? {} : { data: tx.data }),
      },
    ],
  })
  let response: unknown
  try {
    response = await sendTransaction(ctx.walletClient, { account: ctx.from, chain: ctx.chain, ...tx })
  } catch (err) {
    const mapped = toEvmError(err, 'eth_sendTransaction')
    throw mapped.name === 'SignatureDeclinedError' ? mapped : new SendTransactionError({ cause: mapped })
  }
  if (classifyTransactionResponse(response) !== 'transaction')
    throw new SendTransactionError({ details: 'The wallet did not return a transaction hash' })
  return response as `0x${string}`
}

/**
 * Sends the native currency: validates (spec §5), estimates gas, checks the balance covers amount plus
 * gas ('Insufficient balance'), sends through the wallet and checks the hash response rule.
 *
 * @example
 * await sendNativeToken(ctx, { receiverAddress, sendTokenAmount: '0.1', gasPrice, decimals: 18 })
 */
export async function sendNativeToken(
  ctx: SendContext,
  params: SendNativeTokenParameters,
): Promise<`0x${string}`> {
  const to = requireAddress(params.receiverAddress, 'Receiver address')
  if (params.gasPrice === undefined)
    throw new InvalidSendParametersError('Gas price is required for native sends')
  const value = requireAmount(params.sendTokenAmount, params.decimals)
  const gasPrice = params.gasPrice
  const [balance, gas] = await Promise.all([
    getBalance(ctx.readClient, { address: ctx.from }),
    estimate(ctx, { to, value }),
  ])
  if (balance < value + gasCost(ctx, gas, gasPrice))
    throw new InsufficientBalanceError({ details: `Balance ${balance} wei` })
  return submit(ctx, { to, value, gas, gasPrice })
}

/**
 * Sends an ERC-20 token with `transfer(to, amount)`: checks the token balance and that the native
 * balance covers gas, estimates gas, sends and checks the hash response rule.
 *
 * @example
 * await sendErc20Token(ctx, { receiverAddress, sendTokenAmount: '5', tokenAddress, decimals: 6 })
 */
export async function sendErc20Token(
  ctx: SendContext,
  params: SendErc20TokenParameters,
): Promise<`0x${string}`> {
  const to = requireAddress(params.receiverAddress, 'Receiver address')
  const token = requireAddress(params.tokenAddress, 'Token address')
  const amount = requireAmount(params.sendTokenAmount, params.decimals)
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  const tokenBalance = await readContract(ctx.readClient, {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [ctx.from],
  })
  if (tokenBalance < amount) throw new InsufficientBalanceError({ details: `Token balance ${tokenBalance}` })
  const [gasPrice, gas, native] = await Promise.all([
    params.gasPrice ?? getGasPrice(ctx.readClient),
    estimate(ctx, { to: token, data }),
    getBalance(ctx.readClient, { address: ctx.from }),
  ])
  if (native < gasCost(ctx, gas, gasPrice))
    throw new InsufficientBalanceError({ details: `Native balance ${native} wei cannot cover gas` })
  return submit(ctx, { to: token, data, gas, gasPrice })
}

/**
 * Sends a raw call or transfer (`to`, `value`, `data`): reads gas price and estimates gas (unless the caller
 * gives the gas limit), checks the native balance covers value plus gas ('Insufficient balance'), then sends
 * through the wallet.
 *
 * @example
 * await sendCheckedTransaction(ctx, { to, value: 1n, data: '0x' })
 */
export async function sendCheckedTransaction(
  ctx: SendContext,
  tx: {
    to: string
    value?: bigint | undefined
    data?: string | undefined
    gas?: bigint | undefined
    gasPrice?: bigint | undefined
  },
): Promise<`0x${string}`> {
  const to = requireAddress(tx.to, 'Receiver address')
  const data = tx.data && tx.data !== '0x' ? (tx.data as `0x${string}`) : undefined
  const value = tx.value ?? 0n
  const call = { to, value, ...(data ? { data } : {}) }
  const [gasPrice, gas, balance] = await Promise.all([
    tx.gasPrice ?? getGasPrice(ctx.readClient),
    tx.gas ?? estimate(ctx, call),
    getBalance(ctx.readClient, { address: ctx.from }),
  ])
  if (balance < value + gasCost(ctx, gas, gasPrice))
    throw new InsufficientBalanceError({ details: `Balance ${balance} wei` })
  return submit(ctx, { ...call, gas, gasPrice })
}

/** What the native balance must cover for gas: nothing for a smart account (its gas is paid another way). */
export function gasCost(ctx: Pick<SendContext, 'smartAccount'>, gas: bigint, gasPrice: bigint): bigint {
  return ctx.smartAccount ? 0n : gas * gasPrice
}

/** Gas and gas price of a transfer, as `prepareTransfer` reports them. */
export interface TransferEstimate {
  /** Estimated gas units. */
  gas: bigint
  /** Gas price in wei. */
  gasPrice: bigint
}

/**
 * Estimates a native (`token` absent) or ERC-20 transfer of `amount` smallest units: the node's gas
 * price and the gas of the call. Fails 'Insufficient balance' when the token balance is short or the
 * native balance cannot cover the amount (native sends) plus gas (not counted for a smart account).
 *
 * @example
 * const { gas, gasPrice } = await estimateTransfer(readClient, { from, to, amount: 10n ** 18n })
 */
export async function estimateTransfer(
  readClient: ReadClient,
  params: {
    from: `0x${string}`
    to: string
    amount: bigint
    token?: string | undefined
    smartAccount?: boolean | undefined
  },
): Promise<TransferEstimate> {
  const to = requireAddress(params.to, 'Receiver address')
  if (params.amount <= 0n) throw new InvalidSendParametersError('Amount must be above 0')
  const ctx = { readClient, from: params.from, smartAccount: params.smartAccount }
  const covered = async (estimated: TransferEstimate, value: bigint) => {
    const balance = await getBalance(readClient, { address: params.from })
    if (balance < value + gasCost(ctx, estimated.gas, estimated.gasPrice))
      throw new InsufficientBalanceError({ details: `Balance ${balance} wei` })
    return estimated
  }
  if (params.token === undefined) {
    const [gasPrice, gas] = await Promise.all([
      getGasPrice(readClient),
      estimate(ctx, { to, value: params.amount }),
    ])
    return covered({ gas, gasPrice }, params.amount)
  }
  const token = requireAddress(params.token, 'Token address')
  const tokenBalance = await readContract(readClient, {
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [params.from],
  })
  if (tokenBalance < params.amount)
    throw new InsufficientBalanceError({ details: `Token balance ${tokenBalance}` })
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, params.amount] })
  const [gasPrice, gas] = await Promise.all([getGasPrice(readClient), estimate(ctx, { to: token, data })])
  return covered({ gas, gasPrice }, 0n)
}

/** The node's gas estimate of a call; 'Insufficient balance' or a send error when the node refuses it. */
export async function estimate(
  ctx: Pick<SendContext, 'readClient' | 'from'>,
  tx: { to: `0x${string}`; value?: bigint; data?: `0x${string}` },
): Promise<bigint> {
  try {
    return await estimateGas(ctx.readClient, { account: ctx.from, ...tx })
  } catch (err) {
    const mapped = toEvmError(err, 'eth_estimateGas')
    if (/insufficient funds|exceeds balance/i.test(String((err as Error).message))) {
      throw new InsufficientBalanceError({ cause: mapped })
    }
    throw new SendTransactionError({ cause: mapped })
  }
}
