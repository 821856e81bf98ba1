import { describe, expect, test } from 'vitest'
import { InvalidConfigError, parseAirlockConfig } from './parseAirlockConfig'
import { isRestrictedTimezone, RESTRICTED_TIMEZONES } from './restrictedRegion'

const metadata = { name: 'Test', description: '', url: 'http://127.0.0.1', icons: [] }
const config = {
  metadata,
  endpoints: { blockchainApi: 'https://api.example.com', walletCatalogue: 'https://catalogue.example.com' },
  restrictedRegionEndpoints: { blockchainApi: 'https://api.example.cn' },
}

describe('[spec 9.32] restricted time zones', () => {
  test('the Asia region zones, whatever their case; others and none are not restricted', () => {
    expect(RESTRICTED_TIMEZONES.every((zone) => zone.startsWith('Asia/'))).toBe(true)
    expect(isRestrictedTimezone('Asia/Shanghai')).toBe(true)
    expect(isRestrictedTimezone('ASIA/HONG_KONG')).toBe(true)
    expect(isRestrictedTimezone('asia/macau')).toBe(true)
    expect(isRestrictedTimezone('Asia/Tokyo')).toBe(false)
    expect(isRestrictedTimezone('Europe/Paris')).toBe(false)
    expect(isRestrictedTimezone(undefined)).toBe(false)
  })

  test('a visitor in a restricted zone gets the restricted-region endpoints over the others', () => {
    expect(parseAirlockConfig(config, 'Asia/Shanghai').endpoints).toEqual({
      blockchainApi: 'https://api.example.cn',
      walletCatalogue: 'https://catalogue.example.com',
    })
  })

  test('a visitor elsewhere, or an unknown zone, gets `endpoints` as configured', () => {
    for (const zone of ['Europe/Paris', 'Asia/Tokyo', undefined]) {
      expect(parseAirlockConfig(config, zone).endpoints).toEqual(config.endpoints)
    }
  })

  test('without restricted-region endpoints nothing changes in a restricted zone', () => {
    const { restrictedRegionEndpoints: _, ...plain } = config
    expect(parseAirlockConfig(plain, 'Asia/Shanghai').endpoints).toEqual(config.endpoints)
  })

  test('a restricted-region endpoint that is not an absolute URL is a config error naming it', () => {
    const bad = { ...config, restrictedRegionEndpoints: { blockchainApi: 'api.example.cn' } }
    try {
      parseAirlockConfig(bad, 'Europe/Paris')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidConfigError)
      expect((error as InvalidConfigError).issues.map((i) => i.path)).toEqual([
        'restrictedRegionEndpoints.blockchainApi',
      ])
    }
  })
})
