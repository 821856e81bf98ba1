// The blockchain-data API's rows for Bitcoin addresses (`bip122:`), read from the devnet's Esplora facade
// with the Bitcoin plugin's own client: balance (confirmed + pending) and history, as for the other chains.
// @airlock/bitcoin (and @scure/btc-signer under it) is loaded on the first request for a Bitcoin network, so a
// devnet started without Bitcoin never loads it.
import type { BitcoinNetwork, EsploraClient, EsploraTransaction } from '@airlock/bitcoin'
import { HttpError, json, type Reply } from '../http/reply'
import type { ApiDeps } from './ApiDeps'
import type { TokenBalance } from './balanceRoute'

/** The Bitcoin network the API serves: its definition and the Esplora API in front of its node. */
export interface BitcoinApiSource {
  network: BitcoinNetwork
  esploraUrl: string
}

type WithBitcoin = ApiDeps & { bitcoin: BitcoinApiSource }

const plugin = () => import('@airlock/bitcoin')

const clients = new WeakMap<BitcoinApiSource, EsploraClient>()
async function esplora(source: BitcoinApiSource): Promise<EsploraClient> {
  let client = clients.get(source)
  if (!client) {
    client = (await plugin()).createEsploraClient({ baseUrl: source.esploraUrl })
    clients.set(source, client)
  }
  return client
}

/** The served Bitcoin network's deps when the path param is one of its addresses (else undefined). */
export async function bitcoinDeps(deps: ApiDeps, raw: string | undefined): Promise<WithBitcoin | undefined> {
  if (!deps.bitcoin || !raw || raw.startsWith('0x')) return undefined
  return (await plugin()).isBitcoinAddress(raw, deps.bitcoin.network) ? (deps as WithBitcoin) : undefined
}

/** Whether a `chainId` query selects the Bitcoin network (absent = every network). */
function selectsBitcoin(deps: WithBitcoin, chainId: string | null): boolean {
  if (!chainId) return true
  if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chainId))
    throw new HttpError(400, 'Invalid CAIP-2 network id')
  return chainId === deps.bitcoin.network.caipNetworkId
}

/** GET /v1/account/{bitcoin address}/balance: BTC, confirmed plus pending (non-zero only). */
export async function bitcoinBalanceReply(deps: WithBitcoin, address: string, url: URL): Promise<Reply> {
  if (!selectsBitcoin(deps, url.searchParams.get('chainId'))) return json({ balances: [] })
  const { total } = await (await esplora(deps.bitcoin)).getBalance(address)
  if (total <= 0n) return json({ balances: [] })
  const numeric = (await plugin()).formatBtc(total)
  const price = deps.prices.BTC ?? 0
  const balance: TokenBalance = {
    name: 'Bitcoin',
    symbol: 'BTC',
    chainId: deps.bitcoin.network.caipNetworkId,
    value: Number(numeric) * price,
    price,
    quantity: { decimals: '8', numeric },
    iconUrl: deps.iconUrl('BTC'),
  }
  return json({ balances: [balance] })
}

/** The address's transactions, newest first (mempool, then the chain page by page). */
async function* transactionsOf(client: EsploraClient, address: string): AsyncGenerator<EsploraTransaction> {
  let page = await client.getTransactions(address)
  for (;;) {
    yield* page.transactions
    if (!page.next) return
    page = await client.getTransactions(address, page.next)
  }
}

function historyItem(
  deps: WithBitcoin,
  tx: EsploraTransaction,
  address: string,
  formatBtc: (sats: bigint) => string,
) {
  const chain = deps.bitcoin.network.caipNetworkId
  const spent = tx.vin.reduce(
    (sum, i) => (i.prevout?.scriptpubkey_address === address ? sum + i.prevout.value : sum),
    0n,
  )
  const toOthers = tx.vout.filter((o) => o.scriptpubkey_address !== address)
  const toSelf = tx.vout.reduce((sum, o) => (o.scriptpubkey_address === address ? sum + o.value : sum), 0n)
  const sent = spent > 0n
  const amount = sent ? toOthers.reduce((sum, o) => sum + o.value, 0n) : toSelf
  const self = sent && toOthers.length === 0
  const counterparty = sent
    ? (toOthers.find((o) => o.scriptpubkey_address)?.scriptpubkey_address ?? address)
    : (tx.vin.find((i) => i.prevout?.scriptpubkey_address)?.prevout?.scriptpubkey_address ?? 'coinbase')
  const numeric = formatBtc(self ? toSelf : amount)
  const price = deps.prices.BTC ?? 0
  return {
    id: `${chain}:${tx.txid}`,
    metadata: {
      operationType: sent ? 'send' : 'receive',
      hash: tx.txid,
      minedAt: new Date((tx.status.block_time ?? Math.floor(Date.now() / 1000)) * 1000).toISOString(),
      sentFrom: sent ? address : counterparty,
      sentTo: sent ? counterparty : address,
      status: tx.status.confirmed ? 'confirmed' : 'pending',
      nonce: 0,
      chain,
    },
    transfers: [
      {
        fungible_info: { name: 'Bitcoin', symbol: 'BTC', icon: { url: deps.iconUrl('BTC') } },
        direction: self ? 'self' : sent ? 'out' : 'in',
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ],
  }
}

/**
 * GET /v1/account/{bitcoin address}/history: the address's transactions, pending first, newest first; `cursor`
 * is the last txid of the previous page.
 */
export async function bitcoinHistoryReply(
  deps: WithBitcoin,
  address: string,
  url: URL,
  limit: number,
): Promise<Reply> {
  if (!selectsBitcoin(deps, url.searchParams.get('chainId'))) return json({ data: [], next: null })
  const cursor = url.searchParams.get('cursor')
  const page: EsploraTransaction[] = []
  let started = cursor === null
  let more = false
  for await (const tx of transactionsOf(await esplora(deps.bitcoin), address)) {
    if (!started) {
      started = tx.txid === cursor
      continue
    }
    if (page.length === limit) {
      more = true
      break
    }
    page.push(tx)
  }
  if (!started) throw new HttpError(400, 'Invalid cursor')
  const { formatBtc } = await plugin()
  return json({
    data: page.map((tx) => historyItem(deps, tx, address, formatBtc)),
    next: more ? (page.at(-1)?.txid ?? null) : null,
  })
}
