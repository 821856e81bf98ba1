// The message of WalletConnect's one-click sign-in (`wc_sessionAuthenticate`): EIP-4361 with a ReCap
// (its statement sentence and `urn:recap:` resource), written the way sign-client 2.25 writes it for the
// wallet (`populateAuthPayload`, then `formatMessage`, signed with personal_sign). The server verifies it as
// any sign-in, and refuses a recap its statement does not state exactly.
import { DEVNET_ACCOUNTS } from '@airlock/devnet'
import { createEncodedRecap, formatMessage, populateAuthPayload } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  APP_ORIGIN,
  codeOf,
  EVM_CHAIN,
  type SiwxHarness,
  startSiwxHarness,
  TestClient,
} from '../testing/harness'

const alice = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
const mallory = privateKeyToAccount(DEVNET_ACCOUNTS[2]!.privateKey)

let h: SiwxHarness
beforeAll(async () => {
  h = await startSiwxHarness({ evm: true })
})
afterAll(() => h?.stop())

/** What the wallet signs for an `authenticate` request with this nonce (fields overridable). */
function oneClickMessage(
  nonce: string,
  options: { domain?: string; chain?: string; address?: string } = {},
): string {
  const chain = options.chain ?? EVM_CHAIN
  const request: Parameters<typeof populateAuthPayload>[0]['authPayload'] = {
    type: 'caip122',
    chains: [chain],
    statement: 'Sign in to the Airlock test app',
    aud: `${APP_ORIGIN}/login`,
    domain: options.domain ?? 'app.example',
    version: '1',
    nonce,
    iat: new Date(h.clock.now()).toISOString(),
    resources: [createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])],
  }
  const populated = populateAuthPayload({
    authPayload: request,
    chains: [chain],
    methods: ['personal_sign', 'eth_sendTransaction'],
  })
  return formatMessage(populated, `did:pkh:${chain}:${options.address ?? alice.address}`)
}

describe('sign-in with the one-click (ReCaps) message of WalletConnect', () => {
  const client = new TestClient()

  it('verifies the one-click message and opens a session for its account', async () => {
    const message = oneClickMessage(await client.nonce(h.a))
    expect(message).toContain('I further authorize the stated URI to perform the following actions')
    const answer = await client.signIn(h.b, message, await alice.signMessage({ message }), {
      chainId: EVM_CHAIN,
    })
    expect(answer.status).toBe(201)
    expect(answer.body.session).toMatchObject({
      address: alice.address,
      chainId: EVM_CHAIN,
      status: 'active',
    })
  })

  it('refuses the same one-click message again (NONCE_USED)', async () => {
    const message = oneClickMessage(await client.nonce(h.a))
    const signature = await alice.signMessage({ message })
    expect((await client.signIn(h.a, message, signature)).status).toBe(201)
    const again = await client.signIn(h.b, message, signature)
    expect(codeOf(again)).toBe('NONCE_USED')
  })

  it('refuses a statement that does not say what the recap grants, even signed (INVALID_MESSAGE)', async () => {
    const message = oneClickMessage(await client.nonce(h.a)).replace("'eth_sendTransaction', ", '')
    const answer = await client.signIn(h.a, message, await alice.signMessage({ message }))
    expect(answer.status).toBe(400)
    expect(codeOf(answer)).toBe('INVALID_MESSAGE')
  })

  it('refuses a recap swapped for a wider one, even signed (INVALID_MESSAGE)', async () => {
    const message = oneClickMessage(await client.nonce(h.a))
    const recap = message.split('\n').at(-1)!.slice(2)
    const wider = createEncodedRecap('eip155', 'request', [
      'eth_sendTransaction',
      'eth_sign',
      'personal_sign',
    ])
    const tampered = message.replace(recap, wider)
    const answer = await client.signIn(h.a, tampered, await alice.signMessage({ message: tampered }))
    expect(codeOf(answer)).toBe('INVALID_MESSAGE')
  })

  it('refuses a statement changed after signing (INVALID_SIGNATURE)', async () => {
    const message = oneClickMessage(await client.nonce(h.a))
    const signature = await alice.signMessage({ message })
    const changed = message.replace('Sign in to the Airlock test app', 'Sign in to the Airlock test app!')
    expect(changed).not.toBe(message)
    expect(codeOf(await client.signIn(h.a, changed, signature))).toBe('INVALID_SIGNATURE')
  })

  it("refuses another address's signature (INVALID_SIGNATURE)", async () => {
    const message = oneClickMessage(await client.nonce(h.a))
    expect(codeOf(await client.signIn(h.a, message, await mallory.signMessage({ message })))).toBe(
      'INVALID_SIGNATURE',
    )
  })

  it('refuses a one-click message for another domain (DOMAIN_MISMATCH)', async () => {
    const message = oneClickMessage(await client.nonce(h.a), { domain: 'evil.example' })
    expect(codeOf(await client.signIn(h.a, message, await alice.signMessage({ message })))).toBe(
      'DOMAIN_MISMATCH',
    )
  })

  it('refuses a one-click message for another chain (CHAIN_MISMATCH, CHAIN_NOT_SUPPORTED)', async () => {
    const mainnet = oneClickMessage(await client.nonce(h.a), { chain: 'eip155:1' })
    const signature = await alice.signMessage({ message: mainnet })
    expect(codeOf(await client.signIn(h.a, mainnet, signature, { chainId: EVM_CHAIN }))).toBe(
      'CHAIN_MISMATCH',
    )
    expect(codeOf(await client.signIn(h.a, mainnet, signature))).toBe('CHAIN_NOT_SUPPORTED')
  })
})
