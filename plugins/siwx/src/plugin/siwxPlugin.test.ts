import { type AirlockPlugin, createAirlock, createMemoryBackend } from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { SiwxOptionsConflictError } from '../options/checkSiwxOptions'
import { SIWE_CONFIG_FIXTURE, SIWX_CONFIG_FIXTURE } from '../options/fixtures'
import { type SiwxPluginApi, siwx } from './siwxPlugin'

const config = SIWX_CONFIG_FIXTURE
const siweConfig = SIWE_CONFIG_FIXTURE

const metadata = { name: 'Siwx test', description: '', url: 'http://127.0.0.1', icons: [] }
const network = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
} as const

function instance(plugin: AirlockPlugin) {
  return createAirlock({
    metadata,
    networks: [network],
    storage: createMemoryBackend(),
    logLevel: 'silent',
    plugins: [plugin],
  })
}

describe('the siwx plugin options', () => {
  test("[spec 8.43] siweConfig and siwx together are refused: 'Cannot set both siweConfig and siwx options'", () => {
    let thrown: unknown
    try {
      instance(siwx({ siwx: config, siweConfig }))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(SiwxOptionsConflictError)
    expect((thrown as SiwxOptionsConflictError).code).toBe('SIWX_OPTIONS_CONFLICT')
  })

  test('[spec 8.43] either one alone is taken: the config in effect is exposed to the instance', async () => {
    const withSiwx = instance(siwx({ siwx: config }))
    await withSiwx.ready
    expect(await (withSiwx.plugin('siwx') as SiwxPluginApi).getConfig()).toBe(config)

    const migrated = instance(siwx({ siweConfig }))
    await migrated.ready
    const adapted = await (migrated.plugin('siwx') as SiwxPluginApi).getConfig()
    expect(adapted).toBeDefined()
    expect(await adapted?.getSessions('eip155:1', '0x0000000000000000000000000000000000000001')).toEqual([])

    // A siweConfig that says it is off turns sign-in off.
    const off = instance(siwx({ siweConfig: { ...siweConfig, enabled: false } }))
    await off.ready
    expect(await (off.plugin('siwx') as SiwxPluginApi).getConfig()).toBeUndefined()
    await Promise.all([withSiwx.destroy(), migrated.destroy(), off.destroy()])
  })
})
