import { type Address, type Hex, verifyMessage } from 'viem'
import { z } from 'zod'
import { HttpError, json } from '../http/reply'
import type { Router } from '../http/router'
import type { ApiDeps } from './ApiDeps'
import { bitcoinDeps } from './bitcoinRoutes'
import { NameStore } from './nameStore'
import { parseAddressParam } from './parse'
import { isSolanaAddress } from './solanaRoutes'

/** ENSIP-11 coin type of mainnet Ethereum; other EVM chains use 0x80000000 | chainId. */
const ETH_COIN_TYPE = 60
const EVM_COIN_FLAG = 0x80000000
/** Registration messages older (or newer) than this are refused. */
const MESSAGE_MAX_AGE_S = 10 * 60
const LABEL = /^[a-zA-Z0-9-]{4,}$/

const registerSchema = z.object({
  coin_type: z.coerce.number().int().nonnegative(),
  address: z.string(),
  message: z.string(),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
})
const messageSchema = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()).optional(),
  timestamp: z.number().int(),
})

/** Splits `alice` or `alice.<zone>` into the label and the full name, or throws a 400. */
function fullName(raw: string, zone: string): { label: string; name: string } {
  const label = raw.endsWith(`.${zone}`) ? raw.slice(0, -(zone.length + 1)) : raw
  if (!LABEL.test(label)) {
    throw new HttpError(400, 'Name must be at least 4 characters of letters, digits and hyphens')
  }
  return { label: label.toLowerCase(), name: `${label.toLowerCase()}.${zone}` }
}

/** The chain id a coin type stands for (60 = 1), or a 400. */
export function coinTypeToChainId(coinType: number): number {
  if (coinType === ETH_COIN_TYPE) return 1
  if (coinType < EVM_COIN_FLAG || coinType >= 2 * EVM_COIN_FLAG) throw new HttpError(400, 'Invalid coin type')
  const chainId = coinType - EVM_COIN_FLAG
  if (chainId >= 2147483648) throw new HttpError(400, 'Invalid chainId')
  return chainId
}

/** /v1/profile/account/{name}, /reverse/{address}, /suggestions/{name}, POST /v1/profile/account, /v1/identity/{address}. */
export function addProfileRoutes(router: Router, deps: ApiDeps): void {
  const names = new NameStore(deps.db)
  router
    .on('GET', '/v1/profile/account/:name', async ({ params }) => {
      const { name } = fullName(params.name ?? '', deps.nameZone)
      const record = await names.byName(name)
      if (!record) throw new HttpError(404, `Name not found: ${name}`)
      return json(record)
    })
    .on('GET', '/v1/profile/reverse/:address', async ({ params }) =>
      json(await names.byAddress(parseAddressParam(params.address))),
    )
    .on('GET', '/v1/profile/suggestions/:name', async ({ params }) => {
      const { label } = fullName(params.name ?? '', deps.nameZone)
      const labels = [label, `${label}-wallet`, `${label}1`, `${label}-app`, `the-${label}`, `${label}42`]
      const candidates = labels.map((l) => `${l}.${deps.nameZone}`)
      const taken = await names.taken(candidates)
      return json({ suggestions: candidates.map((name) => ({ name, registered: taken.has(name) })) })
    })
    .on('GET', '/v1/identity/:address', async ({ params }) => {
      // Names are EVM only: a Solana address has none.
      if (isSolanaAddress(params.address) || (await bitcoinDeps(deps, params.address)))
        return json({ name: null, avatar: null })
      const [primary] = await names.byAddress(parseAddressParam(params.address))
      return json({ name: primary?.name ?? null, avatar: primary?.attributes.avatar ?? null })
    })
    .on('POST', '/v1/profile/account', async ({ body }) => {
      const parsed = registerSchema.safeParse(body)
      if (!parsed.success)
        throw new HttpError(
          400,
          'Invalid registration: coin_type, address, message and signature are required',
        )
      const { coin_type: coinType, message, signature } = parsed.data
      const address = parseAddressParam(parsed.data.address)
      const chainId = coinTypeToChainId(coinType)
      let content: z.infer<typeof messageSchema>
      try {
        content = messageSchema.parse(JSON.parse(message))
      } catch {
        throw new HttpError(400, 'Invalid message: expected JSON with name, attributes and timestamp')
      }
      const { name } = fullName(content.name, deps.nameZone)
      if (Math.abs(Date.now() / 1000 - content.timestamp) > MESSAGE_MAX_AGE_S) {
        throw new HttpError(400, 'Message timestamp is too old or in the future')
      }
      if (!(await verify(deps, chainId, address, message, signature as Hex))) {
        throw new HttpError(401, 'Invalid signature')
      }
      if (!(await names.register(name, coinType, address, content.attributes ?? {}))) {
        throw new HttpError(409, `Name is already registered: ${name}`)
      }
      return json(await names.byName(name))
    })
}

/** Checks the signature on the served chain (EOA or ERC-1271), or offline for chains not served. */
async function verify(deps: ApiDeps, chainId: number, address: Address, message: string, signature: Hex) {
  try {
    const chain = deps.chains.get(chainId)
    if (chain) return await chain.client.verifyMessage({ address, message, signature })
    return await verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}
