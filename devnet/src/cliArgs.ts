import type { StartDevnetOptions } from './startDevnet'

const KNOWN_FLAGS = [
  'chain-ids',
  'chain-ports',
  'api-port',
  'catalogue-port',
  'relay-port',
  'wallet-port',
  'no-onramp',
  'database-url',
  'no-seed',
  'no-swap',
  'bitcoin-port',
  'no-bitcoin',
  'siwx-port',
  'no-siwx',
]

/** Reads startDevnet options from CLI flags (--api-port=N, --chain-ports=A,B, ...) and the environment. */
export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv): StartDevnetOptions {
  const flags = new Map<string, string>()
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg)
    if (!match || !KNOWN_FLAGS.includes(match[1]!)) throw new Error(`devnet: unknown argument ${arg}`)
    flags.set(match[1]!, match[2] ?? 'true')
  }
  const port = (name: string, envName: string): number | undefined => {
    const raw = flags.get(name) ?? env[envName]
    if (raw === undefined || raw === '') return undefined
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 0 || value > 65_535)
      throw new Error(`devnet: bad port for --${name}: ${raw}`)
    return value
  }
  const options: StartDevnetOptions = {}
  const chainPorts = (flags.get('chain-ports') ?? env.DEVNET_CHAIN_PORTS ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
  const chainIds = (flags.get('chain-ids') ?? env.DEVNET_CHAIN_IDS ?? '31337,31338').split(',').map(Number)
  options.chains = chainIds.map((chainId, i) => {
    const chainPort = chainPorts[i]
    return chainPort ? { chainId, port: chainPort } : { chainId }
  })
  const ports: Array<[keyof StartDevnetOptions, string, string]> = [
    ['apiPort', 'api-port', 'DEVNET_API_PORT'],
    ['cataloguePort', 'catalogue-port', 'DEVNET_CATALOGUE_PORT'],
    ['relayPort', 'relay-port', 'DEVNET_RELAY_PORT'],
    ['walletPort', 'wallet-port', 'DEVNET_WALLET_PORT'],
    ['bitcoinPort', 'bitcoin-port', 'DEVNET_BITCOIN_PORT'],
    ['siwxPort', 'siwx-port', 'DEVNET_SIWX_PORT'],
  ]
  for (const [key, flag, envName] of ports) {
    const value = port(flag, envName)
    if (value !== undefined) Object.assign(options, { [key]: value })
  }
  if (flags.get('no-onramp') === 'true') options.onramp = false
  const databaseUrl = flags.get('database-url') ?? env.DATABASE_URL
  if (databaseUrl) options.databaseUrl = databaseUrl
  if (flags.get('no-seed') === 'true') options.seed = false
  if (flags.get('no-swap') === 'true') options.swap = false
  if (flags.get('no-bitcoin') === 'true') options.bitcoin = false
  if (flags.get('no-siwx') === 'true') options.siwx = false
  return options
}
