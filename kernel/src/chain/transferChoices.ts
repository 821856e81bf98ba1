// The visitor's choice for a transfer (a fee speed, a gas tier…): what the active adapter offers for a
// prepared transfer, and the prepared transfer carrying the picked one. Chain-neutral: the kernel and the
// UI only pass ids; the adapter gives them a meaning in `estimateFee` and `sendTransfer`.
import { InvalidSendParametersError } from '../errors/transaction'
import type { ChainAdapter, PreparedTransfer, TransferChoices } from './types'

/**
 * The choices `adapter` offers for `prepared`; undefined when it has no `transferChoices`, offers none, or
 * offers a list whose `selected` is not one of its ids (a list the UI could not show consistently).
 *
 * @example
 * const offered = await transferChoicesOf(adapter, prepared)
 * if (offered) showRadios(offered.choices, offered.selected)
 */
export async function transferChoicesOf(
  adapter: Pick<ChainAdapter, 'transferChoices'> | undefined,
  prepared: PreparedTransfer,
): Promise<TransferChoices | undefined> {
  const offered = await adapter?.transferChoices?.(prepared)
  if (!offered || offered.choices.length === 0) return undefined
  if (!offered.choices.some((c) => c.id === offered.selected)) return undefined
  return offered
}

/**
 * `prepared` with the choice `id` of `offered` (a new object; `prepared` is left as it is), for the
 * adapter's `estimateFee` and `sendTransfer`.
 *
 * @throws InvalidSendParametersError when `id` is not one of the offered choices.
 * @example
 * await adapter.sendTransfer(withTransferChoice(prepared, offered, 'fast'))
 */
export function withTransferChoice(
  prepared: PreparedTransfer,
  offered: TransferChoices,
  id: string,
): PreparedTransfer {
  if (!offered.choices.some((c) => c.id === id)) {
    throw new InvalidSendParametersError(
      `'${id}' is not one of the transfer's choices (${offered.choices.map((c) => c.id).join(', ')})`,
    )
  }
  return { ...prepared, choice: id }
}
