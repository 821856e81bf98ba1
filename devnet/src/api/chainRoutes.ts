import { z } from 'zod'
import { HttpError, json, type Reply, type RouteContext } from '../http/reply'
import type { Router } from '../http/router'
import type { ApiDeps } from './ApiDeps'
import { key, parseCaip2 } from './parse'

const NATIVE_ADDRESSES = new Set([
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  '0x0000000000000000000000000000000000000000',
])

const priceSchema = z.object({
  currency: z.string().default('usd'),
  addresses: z.array(z.string()),
  projectId: z.string().optional(),
})

const getCallSchema = z.object({
  method: z.string().min(1),
  params: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'params is not JSON' })
        return z.NEVER
      }
    })
    .pipe(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]))
    .optional(),
  id: z.union([z.coerce.number().int(), z.string()]).optional(),
})

/** The JSON-RPC call of a proxy GET (`method`, `params` as JSON text, `id`), or a 400 naming what is wrong. */
export function callFromQuery(query: URLSearchParams): Record<string, unknown> {
  const parsed = getCallSchema.safeParse({
    method: query.get('method') ?? undefined,
    params: query.get('params') ?? undefined,
    id: query.get('id') ?? undefined,
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new HttpError(
      400,
      `Invalid RPC call: ${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'bad query'}`,
    )
  }
  const { method, params, id } = parsed.data
  return { jsonrpc: '2.0', id: id ?? 1, method, params: params ?? [] }
}

/**
 * GET /v1/supported-chains, POST /v1/fungible/price, and the RPC proxy /v1 and /v1/: GET with the call in
 * the query (spec §7), POST with a JSON-RPC body or batch.
 */
export function addChainRoutes(router: Router, deps: ApiDeps): void {
  router.on('GET', '/v1/supported-chains', () =>
    json({
      http: [
        ...[...deps.chains.keys()].map((id) => `eip155:${id}`),
        ...(deps.solana ? [deps.solana.caipNetworkId] : []),
        ...(deps.bitcoin ? [deps.bitcoin.network.caipNetworkId] : []),
      ],
      ws: [],
    }),
  )
  router.on('POST', '/v1/fungible/price', ({ body }) => {
    const parsed = priceSchema.safeParse(body)
    if (!parsed.success) throw new HttpError(400, 'Invalid price request: addresses is required')
    if (parsed.data.currency !== 'usd')
      throw new HttpError(400, `Unsupported currency: ${parsed.data.currency}`)
    const fungibles = parsed.data.addresses.flatMap((caip10) => {
      const parts = caip10.split(':')
      const address = key(parts.at(-1) ?? '')
      const chainId = parts.length === 3 ? Number(parts[1]) : undefined
      if (chainId !== undefined && !deps.chains.has(chainId)) return []
      if (NATIVE_ADDRESSES.has(address)) {
        return [{ name: 'Ether', symbol: 'ETH', iconUrl: deps.iconUrl('ETH'), price: deps.prices.ETH ?? 0 }]
      }
      const token = deps.tokens.find((t) => t.kind === 'erc20' && key(t.address) === address)
      if (!token) return []
      return [
        {
          name: token.name,
          symbol: token.symbol,
          iconUrl: deps.iconUrl(token.symbol),
          price: deps.prices[token.symbol] ?? 0,
        },
      ]
    })
    return json({ fungibles })
  })
  const proxy = async ({ url, req, body: posted }: RouteContext): Promise<Reply> => {
    // Spec §7: the proxy is a GET with chainId and projectId; the call rides in the query (method, params
    // as JSON, id). POST stays for batches and calls too long for a URL.
    const body = req.method === 'GET' ? callFromQuery(url.searchParams) : posted
    const raw = url.searchParams.get('chainId')
    if (!raw) throw new HttpError(400, 'Missing chainId')
    const { namespace, chainId } = parseCaip2(raw)
    const chain = namespace === 'eip155' ? deps.chains.get(chainId) : undefined
    const rpcUrl = raw === deps.solana?.caipNetworkId ? deps.solana.rpcUrl : chain?.rpcUrl
    if (!rpcUrl) throw new HttpError(400, `Chain is not supported: ${raw}`)
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? null),
    })
    return {
      status: response.status,
      raw: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/json',
    }
  }
  for (const path of ['/v1', '/v1/']) router.on('POST', path, proxy).on('GET', path, proxy)
}
