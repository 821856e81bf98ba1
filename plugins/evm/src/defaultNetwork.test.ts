// Spec §9: the default chain is 1 (eip155:1) when the host configures it and names no other.
import { createAirlock } from '@airlock/kernel'
import { mainnet, sepolia } from 'viem/chains'
import { afterEach, expect, test } from 'vitest'
import { evm } from './plugin'

const metadata = { name: 'Airlock test', description: 'default chain', url: 'http://127.0.0.1', icons: [] }
const instances: { destroy(): Promise<void> }[] = []
afterEach(async () => {
  for (const a of instances.splice(0)) await a.destroy()
})

async function startOn(config: Partial<Parameters<typeof createAirlock>[0]>, networks = [sepolia, mainnet]) {
  const airlock = createAirlock({
    projectId: 'p',
    metadata,
    plugins: [evm({ networks, rpc: 'direct' })],
    ...config,
  })
  instances.push(airlock)
  await airlock.ready
  return airlock.getNetwork().caipNetworkId
}

test('eip155:1 is the start network when configured, even listed after another chain [spec 9.28]', async () => {
  expect(await startOn({})).toBe('eip155:1')
})

test("the host's defaultNetwork wins [spec 9.28]", async () => {
  const evmPlugin = evm({ networks: [sepolia, mainnet], rpc: 'direct' })
  const sepoliaNetwork = evmPlugin.networks?.find((n) => n.caipNetworkId === 'eip155:11155111')
  expect(
    await startOn({ plugins: [evmPlugin], ...(sepoliaNetwork ? { defaultNetwork: sepoliaNetwork } : {}) }),
  ).toBe('eip155:11155111')
})

test('without eip155:1 configured, the first network', async () => {
  expect(await startOn({}, [sepolia])).toBe('eip155:11155111')
})
