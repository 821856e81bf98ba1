// EIP-5792 in the frame, for the embedded wallet's smart account: wallet_getCapabilities (atomic batches on
// every chain with smart-account services, paymasterService where a paymaster is configured),
// wallet_sendCalls (every call in one user operation, `executeBatch`, so they land together or not at all,
// after one approval listing them all) and wallet_getCallsStatus (from the operation's receipt).
import { type Address, formatEther, type Hex, isAddressEqual } from 'viem'
import {
  DuplicateCallsIdError,
  getCallsStatus,
  InvalidCallsError,
  parseSendCalls,
  type SentCallsRegistry,
  smartAccountCapabilities,
  UnsupportedCapabilityError,
} from '../aa'
import type { SmartAccountChain } from '../server/smartAccountsConfig'
import { FrameError } from './api'
import {
  feeRow,
  type SmartAccountSendContext,
  smartAccountClients,
  submitFromSmartAccount,
  toFrameError,
} from './smartAccountSend'
import { fill, texts } from './texts'

/** The wallet's smart account on one chain. */
export interface ChainSmartAccount {
  /** Numeric chain id. */
  chainId: number
  address: Address
  services: SmartAccountChain
}

/**
 * wallet_getCapabilities for `address`: for the wallet's smart account, atomic batches (and
 * paymasterService where configured) on each chain it has (narrowed to `requested`, hex chain ids); for
 * the key's own account, none; any other address is not this wallet's (4100).
 *
 * @example
 * capabilitiesOf(smart, own, accounts) // { '0x7a69': { atomic: { status: 'supported' } } }
 */
export function capabilitiesOf(
  address: string,
  own: Address,
  accounts: readonly ChainSmartAccount[],
  requested?: readonly string[],
): Record<Hex, unknown> {
  const mine = accounts.filter((a) => isAddressEqual(a.address, address as Address))
  if (mine.length === 0) {
    if (isAddressEqual(own, address as Address)) return {}
    throw new FrameError('wallet_getCapabilities: address is not this wallet', 4100)
  }
  return smartAccountCapabilities(
    mine.map((a) => ({ chainId: a.chainId, paymaster: a.services.paymasterUrl !== undefined })),
    requested as readonly Hex[] | undefined,
  )
}

/**
 * wallet_sendCalls from the smart account on the request's chain (the active one when it names none): the
 * request checked as EIP-5792 and the spec say (each call's `to` and `data` start with 0x; `from` is the
 * smart account; no required capability the wallet lacks; a paymasterService only the one the frame host
 * configures), the calls shown in one approval, sent as one user operation. Answers `{ id }` once the
 * bundler accepted it (the dApp's id, or the operation's hash); the id goes into `registry`.
 */
export async function sendCallsFromSmartAccount(
  ctx: SmartAccountSendContext,
  params: unknown,
  registry: SentCallsRegistry,
): Promise<{ id: string }> {
  const { chain, smartAccount } = ctx
  let request: ReturnType<typeof parseSendCalls>
  try {
    const [raw] = params as [Record<string, unknown>]
    if (raw?.from === undefined)
      throw new InvalidCallsError({ details: 'from must be the smart account (the key sends no batches)' })
    request = parseSendCalls([{ chainId: `0x${chain.id.toString(16)}`, ...raw }], {
      account: smartAccount.address,
      chainIds: [chain.id],
    })
    const paymaster = request.paymasterService
    if (paymaster && paymaster.url !== smartAccount.services.paymasterUrl)
      throw new UnsupportedCapabilityError({ details: 'only the frame host’s own paymaster service' })
    if (request.id !== undefined && registry.has(request.id))
      throw new DuplicateCallsIdError({ details: `id ${request.id}` })
  } catch (error) {
    throw toFrameError(error)
  }
  const calls = request.calls
  const { userOperationHash } = await submitFromSmartAccount(ctx, calls, (prepared) =>
    ctx.approve(fill(texts().sendCalls, { count: String(calls.length) }), [
      [texts().from, smartAccount.address],
      // One row per call (at most 64: the approval window takes 128 rows).
      ...calls.map((call, i): [string, string] => {
        const sent = fill(texts().sendTo, { amount: `${formatEther(call.value ?? 0n)} ETH`, to: call.to })
        const data = call.data && call.data !== '0x' ? call.data : undefined
        const shown = data && data.length > 202 ? `${data.slice(0, 202)}…` : data
        return [
          fill(texts().callN, { index: String(i + 1) }),
          shown ? `${sent} · ${fill(texts().data, { data: shown })}` : sent,
        ]
      }),
      feeRow(prepared),
    ]),
  )
  const id = request.id ?? userOperationHash
  registry.add(id, { chainId: request.chainId, userOperationHash })
  return { id }
}

/** wallet_getCallsStatus for an id wallet_sendCalls answered (5730 for one it never did). */
export async function callsStatusOf(
  ctx: SmartAccountSendContext,
  id: string,
  registry: SentCallsRegistry,
): Promise<unknown> {
  try {
    const { bundlerClient } = await smartAccountClients(ctx)
    return await getCallsStatus({ bundlerClient, id, registry })
  } catch (error) {
    throw toFrameError(error)
  }
}
