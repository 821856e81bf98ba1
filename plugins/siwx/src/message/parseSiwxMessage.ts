import { writeMessage } from './formatSiwxMessage'
import { NAMESPACE_PROFILES, namespaceOfEcosystem } from './namespaceProfiles'
import { readRecap } from './recap'
import { SiwxMessageError } from './SiwxMessageError'
import type { SiwxMessageData, SiwxNamespace } from './types'
import { validateSiwxData } from './validateSiwxData'

const HEADER =
  /^(?:(?<scheme>[a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?(?<domain>[^\s/]+) wants you to sign in with your (?<ecosystem>[A-Za-z]+) account:$/
const MAX_MESSAGE_LENGTH = 16 * 1024

const REQUIRED = [
  ['uri', 'URI: '],
  ['version', 'Version: '],
  ['chain', 'Chain ID: '],
  ['nonce', 'Nonce: '],
  ['issuedAt', 'Issued At: '],
] as const
const OPTIONAL = [
  ['expirationTime', 'Expiration Time: '],
  ['notBefore', 'Not Before: '],
  ['requestId', 'Request ID: '],
] as const

/**
 * Reads a sign-in message back into its data: EIP-4361, Sign In With Solana or the BIP-322 text, told
 * apart by "sign in with your Ethereum / Solana / Bitcoin account". Strict: the fields must be valid (as
 * {@link formatSiwxMessage} requires) and the text must be exactly what the data formats to, so what a
 * server reads is what the wallet showed. The one extension accepted is a ReCap (ERC-5573, what
 * WalletConnect's one-click sign-in adds): a last `urn:recap:` resource with the exact sentence it formats
 * to at the end of the statement ({@link readRecap}); either part alone, or the two disagreeing, is
 * refused (`INVALID_RECAP`). Pass `namespace` to accept only that namespace's messages.
 * Throws a {@link SiwxMessageError}: `MALFORMED_MESSAGE`, `INVALID_FIELD`, `NON_CANONICAL_MESSAGE`, `INVALID_RECAP`.
 *
 * @example
 * const data = parseSiwxMessage(message) // { domain, accountAddress, chainId: 'eip155:1', nonce, … }
 */
export function parseSiwxMessage(text: string, namespace?: SiwxNamespace): SiwxMessageData {
  const malformed = (why: string): never => {
    throw new SiwxMessageError('MALFORMED_MESSAGE', why)
  }
  if (typeof text !== 'string') return malformed('the message is not text')
  if (text.length > MAX_MESSAGE_LENGTH)
    malformed(`the message is longer than ${MAX_MESSAGE_LENGTH} characters`)
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')?.groups
  if (!header) return malformed("the first line is not '<domain> wants you to sign in with your … account:'")
  const found = namespaceOfEcosystem(header.ecosystem ?? '')
  if (!found) return malformed(`no sign-in message format names a '${header.ecosystem}' account`)
  if (namespace && found !== namespace)
    malformed(`a ${found} message where a ${namespace} message was expected`)
  const profile = NAMESPACE_PROFILES[found]
  if (lines.length < 4 || lines[2] !== '') malformed('the account line must be followed by an empty line')
  // Where the fields start: after "statement, empty line", or after the layout's empty line(s).
  let at: number
  let statement: string | undefined
  if (profile.layout === 'eip4361') {
    if (lines[3] === '') at = 4
    else if (lines[4] === '') [statement, at] = [lines[3], 5]
    else return malformed('the statement must be one line followed by an empty line')
  } else if (lines[4] === '') [statement, at] = [lines[3], 5]
  else at = 3
  const values: Record<string, string> = {}
  const take = (key: string, prefix: string, required: boolean) => {
    const line = lines[at]
    if (line?.startsWith(prefix)) {
      values[key] = line.slice(prefix.length)
      at++
    } else if (required) malformed(`missing '${prefix.trim()}' line where line ${at + 1} is`)
  }
  for (const [key, prefix] of REQUIRED) take(key, prefix, true)
  for (const [key, prefix] of OPTIONAL) take(key, prefix, false)
  let resources: string[] | undefined
  if (lines[at] === 'Resources:') {
    resources = []
    for (at++; at < lines.length && lines[at]?.startsWith('- '); at++) resources.push(lines[at]!.slice(2))
  }
  if (at !== lines.length) malformed(`unexpected text on line ${at + 1}`)
  const chainId = profile.chainFromLabel(values.chain ?? '')
  if (!chainId) return malformed(`'Chain ID: ${values.chain}' names no ${found} chain`)
  const data: SiwxMessageData = {
    domain: header.domain ?? '',
    accountAddress: lines[1] ?? '',
    uri: values.uri ?? '',
    version: values.version as '1',
    chainId,
    nonce: values.nonce ?? '',
    issuedAt: values.issuedAt ?? '',
    ...(statement !== undefined ? { statement } : {}),
    ...(values.expirationTime !== undefined ? { expirationTime: values.expirationTime } : {}),
    ...(values.notBefore !== undefined ? { notBefore: values.notBefore } : {}),
    ...(values.requestId !== undefined ? { requestId: values.requestId } : {}),
    ...(resources ? { resources } : {}),
    ...(header.scheme ? { scheme: header.scheme } : {}),
  }
  validateSiwxData(data)
  readRecap(data)
  if (writeMessage(data, profile) !== text)
    throw new SiwxMessageError(
      'NON_CANONICAL_MESSAGE',
      'the text differs from the message its fields format to (spacing, line order or a chain name)',
    )
  return data
}
