import { APP_EVENT_PAYLOADS } from '@airlock/frame-host/protocol'
import type { CaipNetwork } from '@airlock/kernel'
import { describe, expect, it } from 'vitest'
import { frameNetworks } from './frameNetworks'

const network = (caipNetworkId: string, name: string, symbol: string, decimals: number): CaipNetwork =>
  ({
    id: caipNetworkId.split(':')[1]!,
    name,
    nativeCurrency: { name: symbol, symbol, decimals },
    caipNetworkId,
    chainNamespace: caipNetworkId.split(':')[0]!,
    rpcUrls: { default: { http: [] } },
  }) as unknown as CaipNetwork

describe('frameNetworks: the configured networks for SYNC_DAPP_DATA', () => {
  it('names each network and its native currency by CAIP-2 id, within the protocol bounds', () => {
    const sent = frameNetworks([
      network('eip155:31337', 'Airlock Devnet', 'ETH', 18),
      network('solana:devnet1', 'N'.repeat(80), 'SOL', 9),
      network('eip155:99', 'Odd', 'ODD', 77),
    ])
    expect(sent).toEqual({
      'eip155:31337': { name: 'Airlock Devnet', symbol: 'ETH', decimals: 18 },
      'solana:devnet1': { name: 'N'.repeat(64), symbol: 'SOL', decimals: 9 },
    })
    // What the frame's schema takes.
    const payload = { sdkVersion: '1', sdkType: 'airlock', projectId: 'p', networks: sent }
    expect(APP_EVENT_PAYLOADS.SYNC_DAPP_DATA.safeParse(payload).success).toBe(true)
  })
})
