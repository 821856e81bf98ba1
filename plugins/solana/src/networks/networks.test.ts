// A Solana network with no RPC URL fails with the spec's error (§8 'No RPC URL found for chain {id}',
// RpcUrlNotFoundError), wherever it is met: making the network, configuring the plugin, reading.
import { RpcUrlNotFoundError } from '@airlock/kernel'
import { expect, test } from 'vitest'
import { parseSolanaOptions } from '../options'
import { createClients } from '../runtime/clients'
import { type SolanaNetwork, type SolanaNetworkParameters, solanaNetwork } from './networks'

const GENESIS = 'HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1zqqY8cNszC8F'
const CAIP = 'solana:HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1'
const withUrl = solanaNetwork({ name: 'Local', genesisHash: GENESIS, rpcUrl: 'http://127.0.0.1:8899' })
const withoutUrl: SolanaNetwork = { ...withUrl, rpcUrls: { default: { http: [] } } }

function caught(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

test('[spec 8.35] solanaNetwork() with no RPC URL throws RpcUrlNotFoundError naming the network, not a TypeError', () => {
  for (const rpcUrl of [undefined, '']) {
    const error = caught(() =>
      solanaNetwork({ name: 'Local', genesisHash: GENESIS, rpcUrl } as unknown as SolanaNetworkParameters),
    )
    expect(error).toBeInstanceOf(RpcUrlNotFoundError)
    expect((error as RpcUrlNotFoundError).messageKey?.params).toEqual({ chainId: CAIP })
  }
})

test('[spec 8.35] solana({ networks }) with a network that has no RPC URL throws RpcUrlNotFoundError', () => {
  const error = caught(() => parseSolanaOptions({ networks: [withUrl, withoutUrl] }))
  expect(error).toBeInstanceOf(RpcUrlNotFoundError)
  expect((error as RpcUrlNotFoundError).messageKey?.params).toEqual({ chainId: CAIP })
  expect(parseSolanaOptions({ networks: [withUrl] }).networks).toEqual([withUrl])
})

test('[spec 8.35] reading a network with no RPC URL throws RpcUrlNotFoundError', () => {
  expect(caught(() => createClients(withoutUrl))).toBeInstanceOf(RpcUrlNotFoundError)
})
