import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { withFaults } from '../../test/faults'
import { nameApi } from '../../test/nameApi'
import { ENS_NAME_ZONE } from '../constants'
import { NameApiError } from './errors'
import { coinTypeFromChainId } from './nameRules'
import { registrationMessage } from './registrationMessage'

const api = nameApi
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`

async function signedRegistration(name: string, chainId = 31337) {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = registrationMessage(`${name}.${ENS_NAME_ZONE}`, Date.now())
  const signature = await account.signMessage({ message })
  return { coinType: coinTypeFromChainId(chainId), address: account.address, message, signature }
}

describe('name API client against the devnet', () => {
  test('the zone constant matches the devnet zone', () => {
    expect(ENS_NAME_ZONE).toBe(inject('nameZone'))
  })

  test('suggestions are names in the fixed zone; a free name has no record; a fresh address has no names [spec 9.36, 7.8, 7.6]', async () => {
    const ens = api()
    const label = unique('sugg')
    const suggestions = await ens.getEnsNameSuggestions(label)
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions[0]).toEqual({ name: `${label}.${ENS_NAME_ZONE}`, registered: false })
    for (const s of suggestions) expect(s.name.endsWith(`.${ENS_NAME_ZONE}`)).toBe(true)
    expect(await ens.getEnsNameRecord(label)).toBeUndefined()
    expect(await ens.reverseLookupEnsName(privateKeyToAccount(generatePrivateKey()).address)).toEqual([])
  })

  test('registration with a real signature makes the name taken and reverse-resolvable [spec 7.9, 7.7, 7.32]', async () => {
    const ens = api()
    const label = unique('reg')
    const payload = await signedRegistration(label)
    const record = await ens.registerEnsName(payload, `${label}.${ENS_NAME_ZONE}`)
    expect(record.name).toBe(`${label}.${ENS_NAME_ZONE}`)
    expect((await ens.getEnsNameRecord(label))?.name).toBe(record.name)
    const names = await ens.reverseLookupEnsName(payload.address)
    expect(names.map((n) => n.name)).toEqual([record.name])
    expect((await ens.getEnsNameSuggestions(label))[0]).toEqual({ name: record.name, registered: true })
  })

  test("a refused registration reads the API's first reason [spec 8.19]", async () => {
    const ens = api()
    const label = unique('taken')
    await ens.registerEnsName(await signedRegistration(label), label)
    const again = await ens.registerEnsName(await signedRegistration(label), label).catch((e: unknown) => e)
    expect(again).toBeInstanceOf(NameApiError)
    expect((again as NameApiError).shortMessage).toBe(`Name is already registered: ${label}.${ENS_NAME_ZONE}`)
    const forged = { ...(await signedRegistration(unique('forged'))), signature: `0x${'11'.repeat(65)}` }
    const error = await ens.registerEnsName(forged, 'forged').catch((e: unknown) => e)
    expect((error as NameApiError).shortMessage).toBe('Invalid signature')
  })

  test('without a reason the fallbacks are the catalogue texts [spec 8.19]', async () => {
    const ens = api()
    const label = unique('fault')
    const address = privateKeyToAccount(generatePrivateKey()).address
    const payload = await signedRegistration(label)
    const rules = [
      { route: '/v1/profile/suggestions/*', kind: 'malformed' },
      { route: '/v1/profile/reverse/*', kind: 'malformed' },
      { route: '/v1/profile/account', kind: 'malformed', method: 'POST' },
    ] as const
    await withFaults([...rules], async () => {
      await expect(ens.getEnsNameSuggestions(label)).rejects.toThrow('Error fetching name suggestions')
      await expect(ens.reverseLookupEnsName(address)).rejects.toThrow('Error fetching names for address')
      const name = `${label}.${ENS_NAME_ZONE}`
      await expect(ens.registerEnsName(payload, name)).rejects.toThrow(`Error registering name ${name}`)
    })
  })

  test('a server error with a reason shows that reason', async () => {
    const ens = api()
    const error = await withFaults([{ route: '/v1/profile/suggestions/*', kind: '500' }], () =>
      ens.getEnsNameSuggestions(unique('five')).catch((e: unknown) => e),
    )
    expect(error).toBeInstanceOf(NameApiError)
    expect((error as NameApiError).shortMessage).toBe('Injected fault: internal error')
  })
})
