import type { Devnet } from './startDevnet'

/** The JSON-serialisable endpoints of a running devnet (what the CLI prints). */
export function describeDevnet(devnet: Devnet) {
  return {
    chains: devnet.chains,
    accounts: devnet.accounts.map((a) => ({ address: a.address, privateKey: a.privateKey })),
    contracts: devnet.contracts,
  }
}
