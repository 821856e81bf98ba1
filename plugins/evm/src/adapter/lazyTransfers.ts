// The EVM adapter's transfer capabilities with their code loaded at the first call: a send is rare, so the
// page does not carry it (evm's initial share 9.6 → 9.4 KiB gzip).
import { createRetryingLoader } from './loadEvmRuntime'
import type { EvmTransferCapabilities, TransferDeps } from './transfers'

/**
 * The transfer capabilities of {@link createTransfers}, loaded on first use; a failed load is tried again at
 * the next call.
 */
export function lazyTransfers(deps: TransferDeps): EvmTransferCapabilities {
  const { load } = createRetryingLoader(() => import('./transfers').then((m) => m.createTransfers(deps)))
  return {
    prepareTransfer: async (params) => (await load()).prepareTransfer(params),
    prepareTokenTransfer: async (params) => (await load()).prepareTokenTransfer(params),
    prepareNftTransfer: async (params) => (await load()).prepareNftTransfer(params),
    estimateFee: async (prepared) => (await load()).estimateFee(prepared),
    sendTransfer: async (prepared) => (await load()).sendTransfer(prepared),
    waitForTransaction: async (params) => (await load()).waitForTransaction(params),
  }
}
