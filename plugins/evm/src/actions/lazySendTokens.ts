// The send actions as exported from the package entry: each imports the viem-backed implementation
// (`./sendTokens`) on first call, so importing @airlock/evm never pulls viem into a host's initial chunk.
import type { SendContext, SendErc20TokenParameters, SendNativeTokenParameters } from './sendTokens'

const load = () => import('./sendTokens')

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
  return (await load()).sendNativeToken(ctx, params)
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
  return (await load()).sendErc20Token(ctx, params)
}

/**
 * Sends a raw call or transfer (`to`, `value`, `data`): reads gas price and estimates gas, checks the
 * native balance covers value plus gas ('Insufficient balance'), then sends through the wallet.
 *
 * @example
 * await sendCheckedTransaction(ctx, { to, value: 1n, data: '0x' })
 */
export async function sendCheckedTransaction(
  ctx: SendContext,
  tx: { to: string; value?: bigint | undefined; data?: string | undefined; gasPrice?: bigint | undefined },
): Promise<`0x${string}`> {
  return (await load()).sendCheckedTransaction(ctx, tx)
}
