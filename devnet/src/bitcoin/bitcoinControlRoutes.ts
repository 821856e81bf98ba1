// Control routes of the Bitcoin facade (tests and the sandbox; no project check): mine now, change the fee
// estimates, send coins from the miner.
import { type BitcoinNetwork, parseBitcoinAddress } from '@airlock/bitcoin'
import { z } from 'zod'
import { HttpError, json } from '../http/reply'
import type { Router } from '../http/router'
import { signTransfer } from '../wallet/bitcoin/signTransfer'
import type { BlockMiner } from './BlockMiner'
import type { BcoinClient } from './bcoinClient'
import { DEVNET_BITCOIN_MINER } from './bitcoinAccounts'
import { DEFAULT_FEE_TABLE, type FeeTable, isFeeTable } from './esplora/feeEstimates'
import { spendable } from './seedBitcoin'

/** What the control routes act on. */
export interface BitcoinControl {
  client: BcoinClient
  network: BitcoinNetwork
  miner: BlockMiner
  feeTable: { current: FeeTable }
  onBroadcast(txid: string): void
}

const mineSchema = z.object({ blocks: z.number().int().min(1).max(1000).default(1) }).default({ blocks: 1 })
const faucetSchema = z.object({
  address: z.string(),
  sats: z.union([z.string().regex(/^\d+$/), z.number().int()]),
})

/**
 * POST /__devnet/bitcoin/mine `{blocks?}` → `{hashes, height}`; GET/PUT/DELETE /__devnet/bitcoin/fee-estimates
 * (a table `{"1": 20, "6": 5}`: target blocks → sat/vB; DELETE restores the default); POST
 * /__devnet/bitcoin/faucet `{address, sats}` → `{txid}` (from the miner's coins).
 */
export function addBitcoinControlRoutes(router: Router, control: BitcoinControl): void {
  router.on('POST', '/__devnet/bitcoin/mine', async ({ body }) => {
    const parsed = mineSchema.safeParse(body ?? undefined)
    if (!parsed.success) throw new HttpError(400, 'blocks must be an integer from 1 to 1000')
    const hashes = await control.miner.mine(parsed.data.blocks)
    return json({ hashes, height: (await control.client.tip()).height })
  })
  router.on('GET', '/__devnet/bitcoin/fee-estimates', () => json(control.feeTable.current))
  router.on('PUT', '/__devnet/bitcoin/fee-estimates', ({ body }) => {
    if (!isFeeTable(body))
      throw new HttpError(400, 'A fee table maps targets (1–9999 blocks) to positive sat/vB rates')
    control.feeTable.current = Object.freeze({ ...body })
    return json(control.feeTable.current)
  })
  router.on('DELETE', '/__devnet/bitcoin/fee-estimates', () => {
    control.feeTable.current = DEFAULT_FEE_TABLE
    return json(control.feeTable.current)
  })
  router.on('POST', '/__devnet/bitcoin/faucet', async ({ body }) => {
    const parsed = faucetSchema.safeParse(body)
    if (!parsed.success) throw new HttpError(400, 'Expected { address, sats }')
    let script: Uint8Array
    try {
      script = parseBitcoinAddress(parsed.data.address, control.network).script
    } catch (error) {
      throw new HttpError(
        400,
        error instanceof Error ? (error.message.split('\n')[0] ?? 'Invalid address') : 'Invalid address',
      )
    }
    const { height } = await control.client.tip()
    const signed = signTransfer({
      privateKey: DEVNET_BITCOIN_MINER.privateKey,
      network: control.network,
      utxos: await spendable(control.client, DEVNET_BITCOIN_MINER, height),
      payments: [{ script, amount: BigInt(parsed.data.sats) }],
      feeRate: 2,
    })
    const txid = await control.client.broadcast(signed.hex)
    control.onBroadcast(txid)
    return json({ txid })
  })
}
