import { type AnvilNode, DEVNET_AA_CONTRACTS } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, http, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_ERROR_CODES } from '../protocol/errors'
import { deployThroughFactory, factoryAddressOf, startAaAnvil } from './testing/aaAnvil'
import { type FrameBrowserHarness, startFrameBrowserHarness } from './testing/frameBrowserHarness'

describe('the embedded wallet smart account in the frame (Chromium, anvil with the ERC-4337 contracts)', () => {
  let node: AnvilNode
  let h: FrameBrowserHarness

  beforeAll(async () => {
    node = await startAaAnvil()
    h = await startFrameBrowserHarness({
      // 31338 has no smart-account services: its default EVM account is the key's own.
      chains: { 'eip155:31337': node.rpcUrl, 'eip155:31338': node.rpcUrl },
      smartAccounts: {
        'eip155:31337': {
          bundlerUrl: 'http://127.0.0.1:9/',
          factoryAddress: DEVNET_AA_CONTRACTS.accountFactory,
        },
      },
    })
  }, 240_000)
  afterAll(async () => {
    await h?.stop()
    await node?.stop()
  })

  /** personal_sign for `address`, approved in the approval window; the signature. */
  async function signFor(page: Page, address: string, message: string): Promise<Hex> {
    const id = await h.send(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), address],
    })
    await h.decideInWindow(page, 'approve')
    const answer = await h.answer(page, id)
    expect(answer.type).toBe('RPC_REQUEST_SUCCESS')
    return answer.payload as Hex
  }

  it('lists the smart account beside the key, counterfactual until deployed, only where the host configures one; signs its messages (ERC-6492, then ERC-1271) and typed data (ERC-6492) [spec 3.3, 7.31]', async () => {
    const page = await h.openApp()
    await page.evaluate(() => window.airlockTest.ready)
    expect(await h.request(page, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({
      type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
      payload: { smartAccountEnabledNetworks: [31337] },
    })
    const { address: owner } = await h.login(page, 'smart@example.com')

    // The factory's own answer, read by the test, is the address the frame reports.
    const expected = await factoryAddressOf(node.rpcUrl, owner as `0x${string}`)
    // The smart account is the user's address by default.
    expect(await h.request(page, 'GET_USER')).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: {
        address: expected,
        preferredAccountType: 'smartAccount',
        accounts: [
          { address: owner, type: 'eoa' },
          { address: expected, type: 'smartAccount' },
        ],
        smartAccountDeployed: false,
      },
    })
    expect(await h.request(page, 'INIT_SMART_ACCOUNT')).toMatchObject({
      type: 'INIT_SMART_ACCOUNT_SUCCESS',
      payload: { address: expected, isDeployed: false },
    })

    // personal_sign for the smart account, approved in the window: ERC-6492-wrapped while undeployed,
    // and verified on chain by viem (its universal validator deploys the account in a simulated call).
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    const before = await signFor(page, expected, 'before deployment')
    expect(before.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(
      await client.verifyMessage({ address: expected, message: 'before deployment', signature: before }),
    ).toBe(true)
    expect(
      await client.verifyMessage({ address: expected, message: 'another message', signature: before }),
    ).toBe(false)

    // Typed data for the smart account, the same way (shown field by field, signed for the account).
    const typedData = {
      domain: { name: 'Airlock test', version: '1', chainId: 31337 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note' as const,
      message: { text: 'typed for the smart account' },
    }
    const typedId = await h.send(page, 'RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [expected, JSON.stringify(typedData)],
    })
    await h.decideInWindow(page, 'approve')
    const typed = (await h.answer(page, typedId)).payload as Hex
    expect(await client.verifyTypedData({ address: expected, ...typedData, signature: typed })).toBe(true)
    expect(
      await client.verifyTypedData({
        address: expected,
        ...typedData,
        message: { text: 'other' },
        signature: typed,
      }),
    ).toBe(false)

    // Deployed (here by the factory directly), the frame reports it so.
    await deployThroughFactory(node.rpcUrl, owner as `0x${string}`)
    expect(await h.request(page, 'INIT_SMART_ACCOUNT')).toMatchObject({
      payload: { address: expected, isDeployed: true },
    })
    expect(await h.request(page, 'GET_USER')).toMatchObject({ payload: { smartAccountDeployed: true } })
    // Deployed, the account's own isValidSignature (ERC-1271) accepts the owner's signature, unwrapped.
    const after = await signFor(page, expected, 'after deployment')
    expect(after).toHaveLength(132)
    expect(
      await client.verifyMessage({ address: expected, message: 'after deployment', signature: after }),
    ).toBe(true)

    // A chain without smart-account services: the key's account only, and INIT_SMART_ACCOUNT is refused.
    expect(await h.request(page, 'SWITCH_NETWORK', { chainId: 'eip155:31338' })).toMatchObject({
      type: 'SWITCH_NETWORK_SUCCESS',
    })
    expect(await h.request(page, 'GET_USER')).toMatchObject({
      payload: {
        address: owner,
        preferredAccountType: 'eoa',
        accounts: [{ address: owner, type: 'eoa' }],
        smartAccountDeployed: false,
      },
    })
    expect(await h.request(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({
      type: 'SET_PREFERRED_ACCOUNT_ERROR',
      payload: { code: FRAME_ERROR_CODES.notEnabled },
    })
    expect(await h.request(page, 'INIT_SMART_ACCOUNT')).toMatchObject({
      type: 'INIT_SMART_ACCOUNT_ERROR',
      payload: { code: FRAME_ERROR_CODES.notEnabled },
    })
  })

  it('switches between the smart account and the EOA (SET_PREFERRED_ACCOUNT): the user, eth_accounts and a SESSION_UPDATE follow the choice [spec 3.3]', async () => {
    const page = await h.openApp()
    const { address: owner } = await h.login(page, 'toggle@example.com')
    const smart = await factoryAddressOf(node.rpcUrl, owner as `0x${string}`)
    const accounts = async () =>
      (await h.request(page, 'RPC_REQUEST', { method: 'eth_accounts' })).payload as string[]
    expect(await accounts()).toEqual([smart])

    // The unsolicited SESSION_UPDATEs the app receives from here on.
    const sessionUpdates = () =>
      page.evaluate(() =>
        window.airlockTest.events
          .filter((e) => e.type === 'SESSION_UPDATE')
          .map((e) => (e.payload as { user?: { address: string } }).user?.address),
      )
    const before = (await sessionUpdates()).length
    expect(await h.request(page, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toMatchObject({
      type: 'SET_PREFERRED_ACCOUNT_SUCCESS',
      payload: { type: 'eoa', address: owner },
    })
    expect(await h.request(page, 'GET_USER')).toMatchObject({
      payload: { address: owner, preferredAccountType: 'eoa' },
    })
    expect(await accounts()).toEqual([owner])

    expect(await h.request(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({
      type: 'SET_PREFERRED_ACCOUNT_SUCCESS',
      payload: { type: 'smartAccount', address: smart },
    })
    expect(await accounts()).toEqual([smart])
    expect((await sessionUpdates()).slice(before)).toEqual([owner, smart])
  })
})
