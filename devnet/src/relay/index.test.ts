import { expect, it } from 'vitest'
import * as relay from './index'

it('keeps the relay entry exports stable', () => {
  expect(Object.keys(relay).sort()).toMatchInlineSnapshot(`
    [
      "MessageStore",
      "RelayHub",
      "RelayRpcError",
      "clientIssuer",
      "disableVerify",
      "startRelay",
    ]
  `)
})
