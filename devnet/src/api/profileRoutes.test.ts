import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from '../startDevnet'
import { requestJson, serviceUrl } from '../testing/request'
import { coinTypeToChainId } from './profileRoutes'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet(OPTIONAL_SERVICES_OFF)
})
afterAll(() => devnet.stop())

const alice = privateKeyToAccount(DEVNET_ACCOUNTS[3]!.privateKey)
const mallory = privateKeyToAccount(DEVNET_ACCOUNTS[4]!.privateKey)
const COIN_TYPE_31337 = 0x80000000 + 31337

async function registration(
  name: string,
  signer = alice,
  address = signer.address,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const message = JSON.stringify({ name, attributes: {}, timestamp })
  return { coin_type: COIN_TYPE_31337, address, message, signature: await signer.signMessage({ message }) }
}
const register = async (body: unknown) =>
  requestJson<{ reasons?: Array<{ description: string }> } & Record<string, unknown>>(
    serviceUrl(devnet.apiUrl, '/v1/profile/account'),
    { body },
  )

describe('name registration and lookup', () => {
  it('registers a name whose signature verifies, then looks it up by name, address and identity', async () => {
    const res = await register(await registration(`alice-dev.${devnet.nameZone}`))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      name: 'alice-dev.airlock.id',
      addresses: { [String(COIN_TYPE_31337)]: { address: alice.address } },
      attributes: {},
    })
    const byName = await requestJson(serviceUrl(devnet.apiUrl, '/v1/profile/account/alice-dev.airlock.id'))
    expect(byName.body).toEqual(res.body)
    const reverse = await requestJson<Array<{ name: string }>>(
      serviceUrl(devnet.apiUrl, `/v1/profile/reverse/${alice.address.toLowerCase()}`),
    )
    expect(reverse.body.map((n) => n.name)).toEqual(['alice-dev.airlock.id'])
    const identity = await requestJson(
      serviceUrl(devnet.apiUrl, `/v1/identity/${alice.address}`, { sender: alice.address }),
    )
    expect(identity.body).toEqual({ name: 'alice-dev.airlock.id', avatar: null })
  })

  it('rejects a bad signature, a taken name, a short name and a stale message with a reason', async () => {
    const forged = await registration('mallory-name', mallory, alice.address)
    const bad = await register(forged)
    expect(bad.status).toBe(401)
    expect(bad.body.reasons?.[0]?.description).toBe('Invalid signature')

    const taken = await register(await registration('alice-dev', mallory))
    expect(taken.status).toBe(409)
    expect(taken.body.reasons?.[0]?.description).toBe('Name is already registered: alice-dev.airlock.id')

    const short = await register(await registration('abc'))
    expect(short.status).toBe(400)
    expect(short.body.reasons?.[0]?.description).toMatch(/at least 4 characters/)

    const stale = await register(await registration('alice-old', alice, alice.address, 1_600_000_000))
    expect(stale.status).toBe(400)
    expect((await requestJson(serviceUrl(devnet.apiUrl, '/v1/profile/account/alice-old'))).status).toBe(404)
  })

  it('suggests names and marks the registered ones', async () => {
    const res = await requestJson<{ suggestions: Array<{ name: string; registered: boolean }> }>(
      serviceUrl(devnet.apiUrl, '/v1/profile/suggestions/alice-dev'),
    )
    expect(res.body.suggestions[0]).toEqual({ name: 'alice-dev.airlock.id', registered: true })
    expect(
      res.body.suggestions.slice(1).every((s) => s.registered === false && s.name.endsWith('.airlock.id')),
    ).toBe(true)
  })

  it('answers empty lookups for unknown addresses', async () => {
    const nobody = DEVNET_ACCOUNTS[8]!.address
    expect((await requestJson(serviceUrl(devnet.apiUrl, `/v1/profile/reverse/${nobody}`))).body).toEqual([])
    expect((await requestJson(serviceUrl(devnet.apiUrl, `/v1/identity/${nobody}`))).body).toEqual({
      name: null,
      avatar: null,
    })
  })
})

describe('coinTypeToChainId', () => {
  it('maps ENSIP-11 coin types to chain ids', () => {
    expect(coinTypeToChainId(60)).toBe(1)
    expect(coinTypeToChainId(COIN_TYPE_31337)).toBe(31337)
    expect(() => coinTypeToChainId(0)).toThrow('Invalid coin type')
  })
})
