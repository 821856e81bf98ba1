// ReCaps (ERC-5573) in a sign-in message: what WalletConnect's one-click sign-in (`wc_sessionAuthenticate`)
// adds to an EIP-4361 message. The last resource is `urn:recap:<base64url JSON>`, and the statement ends
// with the sentence the recap formats to ("I further authorize the stated URI to perform the following
// actions on my behalf: (1) 'request': 'eth_sign', 'personal_sign' for 'eip155'."), written exactly as
// @walletconnect/utils' `formatStatementFromRecap` writes it. A message that has either part must have
// both, agreeing byte for byte: so what the visitor read is what the recap grants. Nothing else is
// accepted beyond plain EIP-4361.
import { SiwxMessageError } from './SiwxMessageError'

/** The recap's content: resource → ability (`namespace/name`) → limits (objects). */
export interface SiwxRecap {
  att: Record<string, Record<string, object[]>>
}

/** The recap of a message, and its statement without the sentence the recap added. */
export interface SiwxRecapReading {
  recap: SiwxRecap
  /** The statement before the recap's sentence (undefined when the recap's sentence is all of it). */
  statement: string | undefined
}

/** The sentence every recap statement starts with (ERC-5573). */
export const RECAP_STATEMENT_PREFIX =
  'I further authorize the stated URI to perform the following actions on my behalf: '

const RECAP_URI = 'urn:recap:'
const BASE64URL = /^[A-Za-z0-9_-]+$/

const invalid = (why: string): never => {
  throw new SiwxMessageError('INVALID_RECAP', why)
}

/** Decodes `urn:recap:…` (unpadded base64url of the JSON) and checks its shape. */
export function decodeRecap(resource: string): SiwxRecap {
  if (!resource.startsWith(RECAP_URI)) return invalid(`'${resource}' is not a urn:recap: URI`)
  const encoded = resource.slice(RECAP_URI.length)
  if (!BASE64URL.test(encoded)) return invalid('the recap is not unpadded base64url')
  let json: unknown
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return invalid('the recap is not base64url-encoded JSON')
  }
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  if (!isObject(json) || !isObject(json.att)) return invalid('the recap has no `att` object')
  const resources = Object.entries(json.att)
  if (resources.length === 0) return invalid('the recap grants nothing')
  for (const [target, abilities] of resources) {
    if (!isObject(abilities) || Object.keys(abilities).length === 0)
      invalid(`the recap's '${target}' holds no abilities`)
    for (const [ability, limits] of Object.entries(abilities as Record<string, unknown>)) {
      if (!/^[^/\s]+\/[^/\s]+$/.test(ability)) invalid(`'${ability}' is not 'namespace/name'`)
      if (!Array.isArray(limits) || limits.length === 0 || !limits.every(isObject))
        invalid(`the limits of '${ability}' must be a non-empty list of objects`)
    }
  }
  return json as unknown as SiwxRecap
}

/** The sentence a recap adds to the statement, as @walletconnect/utils writes it. */
export function recapStatement(recap: SiwxRecap): string {
  let counter = 0
  const parts = Object.keys(recap.att).map((target) => {
    const actions = Object.keys(recap.att[target] ?? {}).map((key) => {
      const [ability = '', action = ''] = key.split('/')
      return { ability, action }
    })
    actions.sort((a, b) => a.action.localeCompare(b.action))
    const grouped = new Map<string, string[]>()
    for (const { ability, action } of actions) grouped.set(ability, [...(grouped.get(ability) ?? []), action])
    const sentences = [...grouped].map(([ability, names]) => {
      counter++
      return `(${counter}) '${ability}': '${names.join("', '")}' for '${target}'.`
    })
    return sentences.join(', ').replace('.,', '.')
  })
  return `${RECAP_STATEMENT_PREFIX}${parts.join(' ')}`
}

/**
 * Reads the recap of a message's data, or undefined when it has none (no `urn:recap:` resource and no
 * recap sentence). Throws `INVALID_RECAP` when only one part is there, when the recap is not the last
 * resource or not the only one, when it is malformed, or when the statement's sentence is not exactly the
 * one the recap formats to.
 *
 * @example
 * readRecap(parseSiwxMessage(text))?.recap.att.eip155 // { 'request/personal_sign': [{}] }
 */
export function readRecap(data: {
  statement?: string | undefined
  resources?: readonly string[] | undefined
}): SiwxRecapReading | undefined {
  const resources = data.resources ?? []
  const recaps = resources.filter((r) => r.startsWith(RECAP_URI))
  const at = data.statement?.indexOf(RECAP_STATEMENT_PREFIX) ?? -1
  if (recaps.length === 0) {
    if (at >= 0) invalid('the statement grants a recap the resources do not hold')
    return undefined
  }
  if (recaps.length > 1) invalid('more than one urn:recap: resource')
  const last = resources[resources.length - 1] as string
  if (!last.startsWith(RECAP_URI)) invalid('the urn:recap: resource is not the last resource')
  const recap = decodeRecap(last)
  const statement = data.statement ?? ''
  if (at < 0) return invalid('the statement does not state what the recap grants')
  const base = statement.slice(0, at)
  if (base !== '' && !base.endsWith(' '))
    invalid('the recap sentence must follow the statement after a space')
  if (statement !== `${base}${recapStatement(recap)}`)
    invalid('the statement does not say exactly what the recap grants')
  return { recap, statement: base === '' ? undefined : base.slice(0, -1) }
}
