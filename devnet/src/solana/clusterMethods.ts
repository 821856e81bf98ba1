import {
  commitmentOf,
  configAt,
  invalidParams,
  type RpcMethod,
  SOLANA_API_VERSION,
  stringAt,
  withContext,
} from './rpcCommon'
import { DEVNET_SOLANA_GENESIS_HASH } from './solanaConstants'

/** Slots per epoch (mainnet's). */
export const SLOTS_PER_EPOCH = 432_000

/** Slots, block height, blockhashes, epoch, genesis hash, version and health. */
export const CLUSTER_METHODS: Record<string, RpcMethod> = {
  getLatestBlockhash(params, { ledger }) {
    const commitment = commitmentOf(configAt(params, 0), ledger)
    return withContext(ledger, commitment, ledger.latestBlockhash(commitment))
  },
  isBlockhashValid(params, { ledger }) {
    const blockhash = stringAt(params, 0, 'blockhash')
    const commitment = commitmentOf(configAt(params, 1), ledger)
    return withContext(ledger, commitment, ledger.isBlockhashValid(blockhash))
  },
  getSlot: (params, { ledger }) => ledger.slotAt(commitmentOf(configAt(params, 0), ledger)),
  getBlockHeight: (params, { ledger }) => ledger.slotAt(commitmentOf(configAt(params, 0), ledger)),
  getEpochInfo(params, { ledger }) {
    const slot = ledger.slotAt(commitmentOf(configAt(params, 0), ledger))
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount,
    }
  },
  getBlockTime(params, { ledger }) {
    const slot = params[0]
    if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0)
      throw invalidParams('slot must be an integer')
    const block = slot <= ledger.slotAt('finalized') ? ledger.block(slot) : undefined
    return block ? block.blockTime : null
  },
  getTransactionCount: (params, { ledger }) => {
    commitmentOf(configAt(params, 0), ledger)
    return ledger.transactionCount
  },
  getGenesisHash: () => DEVNET_SOLANA_GENESIS_HASH,
  getVersion: () => ({ 'feature-set': 3_294_202_862, 'solana-core': SOLANA_API_VERSION }),
  getHealth: () => 'ok',
  getFirstAvailableBlock: () => 0,
  minimumLedgerSlot: () => 0,
}
