// The Esplora REST API (Blockstream's esplora, mempool.space) over the devnet's bcoin node, under `/api`:
// what the Bitcoin plugin, wallets and AppKit-style code call. Errors are plain text, as Esplora's are.
import { type BitcoinNetwork, parseBitcoinAddress } from '@airlock/bitcoin'
import { json, type Reply } from '../../http/reply'
import type { Router } from '../../http/router'
import { type BcoinClient, BroadcastRejectedError } from '../bcoinClient'
import { bytesToHex, hexToBytes } from '../hex'
import { addressHistory, addressStats } from './addressHistory'
import { toEsploraTx } from './esploraTx'
import { esploraFeeEstimates, type FeeTable, recommendedFees } from './feeEstimates'

/** What the routes need: the node, the network definition, the fee table and a hook after each broadcast. */
export interface EsploraDeps {
  client: BcoinClient
  network: BitcoinNetwork
  /** The fee table in force (read at every request). */
  feeTable(): FeeTable
  /** Called with the id of every transaction the node accepted through POST /tx. */
  onBroadcast(txid: string): void
}

/** Path prefix of the API (`${url}/api` is the base URL clients are given, as for mempool.space). */
export const ESPLORA_PREFIX = '/api'

/** How many transactions one page of an address's history holds (Esplora: 25 confirmed, 50 mempool). */
export const CHAIN_PAGE = 25
export const MEMPOOL_PAGE = 50

const text = (status: number, body: string): Reply => ({ status, raw: body, contentType: 'text/plain' })
const TXID = /^[0-9a-fA-F]{64}$/

/** Registers every Esplora route on `router`. */
export function addEsploraRoutes(router: Router, deps: EsploraDeps): void {
  const { client, network } = deps
  const blocks = new Map<number, { hash: string; time: number }>()
  const blockAt = async (height: number) => {
    const cached = blocks.get(height)
    if (cached) return cached
    const hash = await client.blockHash(height)
    const header = hash ? await client.blockHeader(hash) : null
    if (!hash || !header) return undefined
    const info = { hash, time: header.time }
    blocks.set(height, info)
    return info
  }
  const address = (raw: string | undefined) => {
    try {
      const parsed = parseBitcoinAddress(raw ?? '', network, [])
      return { address: parsed.address, scriptHex: bytesToHex(parsed.script) }
    } catch {
      return undefined
    }
  }
  const p = (path: string) => `${ESPLORA_PREFIX}${path}`

  router.on('GET', p('/blocks/tip/height'), async () => text(200, String((await client.tip()).height)))
  router.on('GET', p('/blocks/tip/hash'), async () => text(200, (await client.tip()).hash))
  router.on('GET', p('/block-height/:height'), async ({ params }) => {
    const height = Number(params.height)
    const block = Number.isSafeInteger(height) && height >= 0 ? await blockAt(height) : undefined
    return block ? text(200, block.hash) : text(404, 'Block not found')
  })
  router.on('GET', p('/block/:hash'), async ({ params }) => {
    const header = TXID.test(params.hash ?? '') ? await client.blockHeader(params.hash as string) : null
    if (!header) return text(404, 'Block not found')
    return json({
      id: header.hash,
      height: header.height,
      timestamp: header.time,
      previousblockhash: header.previousblockhash,
    })
  })

  router.on('GET', p('/address/:address'), async ({ params }) => {
    const target = address(params.address)
    if (!target) return text(400, 'Invalid Bitcoin address')
    const history = await addressHistory(client, target.address)
    return json({
      address: target.address,
      chain_stats: addressStats(history.chain, target.scriptHex),
      mempool_stats: addressStats(history.mempool, target.scriptHex),
    })
  })
  router.on('GET', p('/address/:address/utxo'), async ({ params }) => {
    const target = address(params.address)
    if (!target) return text(400, 'Invalid Bitcoin address')
    const coins = (await client.coinsByAddress(target.address)).filter((c) => c.script === target.scriptHex)
    const utxos = await Promise.all(
      coins.map(async (c) => {
        const block = c.height >= 0 ? await blockAt(c.height) : undefined
        return {
          txid: c.hash,
          vout: c.index,
          value: c.value,
          status: block
            ? { confirmed: true, block_height: c.height, block_hash: block.hash, block_time: block.time }
            : { confirmed: false },
        }
      }),
    )
    return json(utxos)
  })
  const txsPage = async (raw: string | undefined, part: 'all' | 'chain' | 'mempool', lastSeen?: string) => {
    const target = address(raw)
    if (!target) return text(400, 'Invalid Bitcoin address')
    const history = await addressHistory(client, target.address)
    let chain = history.chain
    if (lastSeen !== undefined) {
      const at = chain.findIndex((t) => t.hash === lastSeen.toLowerCase())
      chain = at < 0 ? [] : chain.slice(at + 1)
    }
    const list = [
      ...(part === 'chain' ? [] : history.mempool.slice(0, MEMPOOL_PAGE)),
      ...(part === 'mempool' ? [] : chain.slice(0, CHAIN_PAGE)),
    ]
    return json(list.map((t) => toEsploraTx(t, network)))
  }
  router.on('GET', p('/address/:address/txs'), ({ params }) => txsPage(params.address, 'all'))
  router.on('GET', p('/address/:address/txs/chain'), ({ params }) => txsPage(params.address, 'chain'))
  router.on('GET', p('/address/:address/txs/chain/:last'), ({ params }) =>
    txsPage(params.address, 'chain', params.last),
  )
  router.on('GET', p('/address/:address/txs/mempool'), ({ params }) => txsPage(params.address, 'mempool'))

  const tx = async (raw: string | undefined) =>
    TXID.test(raw ?? '') ? client.tx((raw as string).toLowerCase()) : undefined
  router.on('GET', p('/tx/:txid'), async ({ params }) => {
    const found = await tx(params.txid)
    if (found === undefined) return text(400, 'Invalid hex string')
    return found ? json(toEsploraTx(found, network)) : text(404, 'Transaction not found')
  })
  router.on('GET', p('/tx/:txid/status'), async ({ params }) => {
    const found = await tx(params.txid)
    if (found === undefined) return text(400, 'Invalid hex string')
    return found ? json(toEsploraTx(found, network).status) : text(404, 'Transaction not found')
  })
  router.on('GET', p('/tx/:txid/hex'), async ({ params }) => {
    const found = await tx(params.txid)
    if (found === undefined) return text(400, 'Invalid hex string')
    return found ? text(200, found.hex) : text(404, 'Transaction not found')
  })
  router.on('GET', p('/tx/:txid/raw'), async ({ params }) => {
    const found = await tx(params.txid)
    if (found === undefined) return text(400, 'Invalid hex string')
    if (!found) return text(404, 'Transaction not found')
    return { status: 200, raw: hexToBytes(found.hex), contentType: 'application/octet-stream' }
  })
  router.on('POST', p('/tx'), async ({ text: body }) => {
    const hex = (body ?? '').trim()
    try {
      const txid = await client.broadcast(hex)
      deps.onBroadcast(txid)
      return text(200, txid)
    } catch (error) {
      if (!(error instanceof BroadcastRejectedError)) throw error
      const { code, reason } = error.rejection
      return text(400, `sendrawtransaction RPC error: ${JSON.stringify({ code, message: reason })}`)
    }
  })

  router.on('GET', p('/fee-estimates'), () => json(esploraFeeEstimates(deps.feeTable())))
  router.on('GET', p('/v1/fees/recommended'), () => json(recommendedFees(deps.feeTable())))
  router.on('GET', p('/mempool/txids'), async () => json(await client.mempool()))
  router.on('GET', p('/mempool'), async () => {
    const txs = (await Promise.all((await client.mempool()).map((id) => client.tx(id)))).flatMap((t) =>
      t ? [t] : [],
    )
    const mapped = txs.map((t) => toEsploraTx(t, network))
    return json({
      count: mapped.length,
      vsize: mapped.reduce((sum, t) => sum + Math.ceil(t.weight / 4), 0),
      total_fee: mapped.reduce((sum, t) => sum + t.fee, 0),
      fee_histogram: [],
    })
  })
}
