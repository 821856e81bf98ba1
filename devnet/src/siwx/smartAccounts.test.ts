import { readFileSync } from 'node:fs'
import { type Address, createPublicClient, hashMessage, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: plain ESM script without types
import { renderArtifacts } from '../../contracts/compile.mjs'
// @ts-expect-error: plain ESM script without types
import { SIWX_SOURCES } from '../../contracts/siwx/compile.mjs'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { type AnvilNode, startAnvil } from '../chain/startAnvil'
import {
  deploySiwxAccountFactory,
  deploySiwxTestAccount,
  SIWX_ACCOUNT_FACTORY,
  siwxAccountAddress,
  wrapErc6492,
} from './smartAccounts'

const owner = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
const stranger = privateKeyToAccount(DEVNET_ACCOUNTS[2]!.privateKey)
const MESSAGE = 'app.example wants you to sign in'

describe('sign-in smart-account fixture on anvil', () => {
  let node: AnvilNode
  beforeAll(async () => {
    node = await startAnvil({ chainId: 31337 })
  })
  afterAll(() => node?.stop())

  const client = () => createPublicClient({ transport: http(node.rpcUrl) })
  const verify = (address: Address, signature: `0x${string}`) =>
    client().verifyHash({ address, hash: hashMessage(MESSAGE), signature })

  it('compiled artifacts match the Solidity source', () => {
    const committed = readFileSync(
      new URL('../../contracts/artifacts/siwxAccount.ts', import.meta.url),
      'utf8',
    )
    expect((renderArtifacts as (files: string[]) => string)(SIWX_SOURCES)).toBe(committed)
  }, 60_000)

  it('deploys the factory at its fixed address, once', async () => {
    expect(await deploySiwxAccountFactory(node.rpcUrl)).toBe(SIWX_ACCOUNT_FACTORY)
    expect(await client().getCode({ address: SIWX_ACCOUNT_FACTORY })).toMatch(/^0x[0-9a-f]{100,}$/)
    expect(await deploySiwxAccountFactory(node.rpcUrl)).toBe(SIWX_ACCOUNT_FACTORY)
  })

  it("a deployed account accepts its owner's signature through ERC-1271, and no one else's", async () => {
    const account = await deploySiwxTestAccount(node.rpcUrl, owner.address, 7n)
    expect(account).toBe(siwxAccountAddress(owner.address, 7n))
    expect(await verify(account, await owner.signMessage({ message: MESSAGE }))).toBe(true)
    expect(await verify(account, await stranger.signMessage({ message: MESSAGE }))).toBe(false)
  })

  it("an account not deployed yet accepts its owner's ERC-6492 signature, and stays undeployed", async () => {
    const account = siwxAccountAddress(owner.address, 8n)
    expect(await client().getCode({ address: account })).toBeUndefined()
    const signature = wrapErc6492(owner.address, 8n, await owner.signMessage({ message: MESSAGE }))
    expect(await verify(account, signature)).toBe(true)
    const forged = wrapErc6492(owner.address, 8n, await stranger.signMessage({ message: MESSAGE }))
    expect(await verify(account, forged)).toBe(false)
    expect(await client().getCode({ address: account })).toBeUndefined()
  })
})
