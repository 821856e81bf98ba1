import { expect, it } from 'vitest'
import * as client from './client/index'
import * as root from './index'
import * as message from './message/index'
import * as options from './options/index'
import * as protocol from './protocol/index'

// The public API of each entry: a change to these lists is a change to the package's contract.
it('exports the same names from each entry', () => {
  expect(Object.keys(root).sort()).toMatchInlineSnapshot(`
    [
      "SIWX_MESSAGES",
      "SIWX_OPTIONS_CONFLICT_TEXT",
      "SIWX_TEXTS",
      "SIWX_VIEW",
      "SiwxError",
      "SiwxOptionsConflictError",
      "checkSiwxOptions",
      "siwx",
    ]
  `)
  expect(Object.keys(message).sort()).toMatchInlineSnapshot(`
    [
      "NAMESPACE_PROFILES",
      "RECAP_STATEMENT_PREFIX",
      "SOLANA_CLUSTER_CHAINS",
      "SiwxError",
      "SiwxMessageError",
      "decodeRecap",
      "formatRevokeMessage",
      "formatSiwxMessage",
      "isCaip2",
      "isRfc3339",
      "namespaceOf",
      "parseSiwxMessage",
      "readRecap",
      "recapStatement",
      "toSolanaSignInInput",
      "validateSiwxData",
    ]
  `)
  expect(Object.keys(options).sort()).toMatchInlineSnapshot(`
    [
      "SiweConfigError",
      "resolveSiwxConfig",
      "signInBlocker",
      "siwxFromSiweConfig",
    ]
  `)
  expect(Object.keys(client).sort()).toMatchInlineSnapshot(`
    [
      "SiwxServerError",
      "createSiwxServerConfig",
    ]
  `)
  expect(Object.keys(protocol).sort()).toMatchInlineSnapshot(`
    [
      "CLOCK_SKEW_ERROR_CODES",
      "SIWX_API_ERROR_CODES",
      "createSessionBodySchema",
      "nonceAnswerSchema",
      "revokeBodySchema",
      "sessionAnswerSchema",
      "sessionListAnswerSchema",
      "siwxErrorAnswerSchema",
      "siwxSessionSchema",
    ]
  `)
})
