// eth_sendUserOperation (spec §6: needs approval) from the embedded wallet's smart account: the dApp's
// operation names the account (`sender`), the EntryPoint and the calls (`callData`, the account's `execute`
// or `executeBatch`); the frame decodes the calls, shows them like wallet_sendCalls, and sends them as its
// own user operation (its nonce, gas, paymaster and signature: the dApp's values for those are not
// trusted), answered with the operation's hash once the bundler accepts it.
import { type Address, decodeFunctionData, formatEther, type Hex, isAddressEqual } from 'viem'
import { type AaCall, airlockSmartAccountAbi } from '../aa'
import { FrameError } from './api'
import {
  feeRow,
  type SmartAccountSendContext,
  smartAccountClients,
  submitFromSmartAccount,
} from './smartAccountSend'
import { fill, texts } from './texts'

/** The calls an account's `execute` / `executeBatch` call data makes; -32602 for anything else. */
function decodeAccountCalls(callData: Hex): AaCall[] {
  let decoded: ReturnType<typeof decodeFunctionData<typeof airlockSmartAccountAbi>>
  try {
    decoded = decodeFunctionData({ abi: airlockSmartAccountAbi, data: callData })
  } catch {
    throw new FrameError('eth_sendUserOperation: callData is not a call of the account', -32602)
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  if (decoded.functionName === 'executeBatch')
    return decoded.args[0].map((c) => ({ to: c.target, value: c.value, data: c.data }))
  throw new FrameError(`eth_sendUserOperation: ${decoded.functionName} is not a call the frame sends`, -32602)
}

/**
 * Answers eth_sendUserOperation `[userOperation, entryPoint]` from the smart account of `ctx`: refused
 * (-32602, nothing shown) when `sender` is another account, the EntryPoint is not the chain's, or
 * `callData` is not the account's execute/executeBatch; otherwise simulated, approved, signed once and
 * sent. Resolves with the user operation hash.
 *
 * @example
 * await sendUserOperationFromSmartAccount(ctx, [{ sender, callData }, entryPoint]) // '0x…' (hash)
 */
export async function sendUserOperationFromSmartAccount(
  ctx: SmartAccountSendContext,
  params: readonly [Record<string, string | null>, string] | undefined,
): Promise<Hex> {
  const [operation, entryPoint] = params ?? []
  if (!operation || !entryPoint) throw new FrameError('eth_sendUserOperation: missing params', -32602)
  const { smartAccount } = ctx
  const sender = operation.sender
  if (!sender || !isAddressEqual(sender as Address, smartAccount.address))
    throw new FrameError('eth_sendUserOperation: sender is not this wallet’s smart account', -32602)
  // The EntryPoint the account is built for (the chain's config, else the account's default).
  const expected = (await smartAccountClients(ctx)).account.entryPoint.address
  if (!isAddressEqual(entryPoint as Address, expected))
    throw new FrameError(`eth_sendUserOperation: the EntryPoint of ${ctx.chain.caip} is ${expected}`, -32602)
  const callData = operation.callData
  if (!callData) throw new FrameError('eth_sendUserOperation: no callData', -32602)
  const calls = decodeAccountCalls(callData as Hex)
  const { userOperationHash } = await submitFromSmartAccount(ctx, calls, (prepared) =>
    ctx.approve(fill(texts().sendCalls, { count: String(calls.length) }), [
      [texts().from, smartAccount.address],
      ...calls
        .slice(0, 64)
        .map((call, i): [string, string] => [
          fill(texts().callN, { index: String(i + 1) }),
          fill(texts().sendTo, { amount: `${formatEther(call.value ?? 0n)} ETH`, to: call.to }),
        ]),
      feeRow(prepared),
    ]),
  )
  return userOperationHash
}
