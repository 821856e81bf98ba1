import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cliArgs'

describe('parseCliArgs', () => {
  it('defaults to chains 31337 and 31338 on free ports', () => {
    expect(parseCliArgs([], {})).toEqual({ chains: [{ chainId: 31337 }, { chainId: 31338 }] })
  })

  it('reads fixed ports and the database from flags, falling back to the environment', () => {
    const options = parseCliArgs(['--api-port=8787', '--chain-ports=8545,8546', '--no-seed'], {
      DEVNET_CATALOGUE_PORT: '8788',
      DATABASE_URL: 'postgres://127.0.0.1:5432/devnet',
    })
    expect(options).toEqual({
      chains: [
        { chainId: 31337, port: 8545 },
        { chainId: 31338, port: 8546 },
      ],
      apiPort: 8787,
      cataloguePort: 8788,
      databaseUrl: 'postgres://127.0.0.1:5432/devnet',
      seed: false,
    })
  })

  it('turns the DEX and the convert endpoints off with --no-swap', () => {
    expect(parseCliArgs(['--no-swap'], {}).swap).toBe(false)
    expect(parseCliArgs([], {}).swap).toBeUndefined()
  })

  it('rejects bad ports and unknown arguments', () => {
    expect(() => parseCliArgs(['--api-port=99999'], {})).toThrow('bad port for --api-port')
    expect(() => parseCliArgs(['api-port'], {})).toThrow('unknown argument')
    expect(() => parseCliArgs(['--api-prot=1'], {})).toThrow('unknown argument --api-prot=1')
  })

  it('leaves the on-ramp providers out with --no-onramp', () => {
    expect(parseCliArgs(['--no-onramp'], {}).onramp).toBe(false)
    expect(parseCliArgs([], {}).onramp).toBeUndefined()
  })
})
