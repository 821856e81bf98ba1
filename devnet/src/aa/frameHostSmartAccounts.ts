import type { DevnetAa } from './startAaStack'

/** One chain's smart-account services in the frame host's `smartAccounts` config shape. */
export interface FrameHostSmartAccountChain {
  bundlerUrl: string
  factoryAddress: string
  entryPointAddress: string
  paymasterUrl: string
}

/**
 * The frame host's `smartAccounts` config for the devnet's ERC-4337 stack: each anvil chain's bundler,
 * account factory, EntryPoint and paymaster service, keyed by CAIP-2 id. With it, the embedded wallet's
 * default EVM account on those chains is a smart account. Empty when the stack is off.
 *
 * @example
 * await startFrameHost({ …, smartAccounts: frameHostSmartAccounts(devnet.aa) })
 */
export function frameHostSmartAccounts(
  aa: Pick<DevnetAa, 'chains' | 'contracts'> | undefined,
): Record<string, FrameHostSmartAccountChain> {
  if (!aa) return {}
  return Object.fromEntries(
    aa.chains.map((chain) => [
      `eip155:${chain.chainId}`,
      {
        bundlerUrl: chain.bundlerUrl,
        factoryAddress: aa.contracts.accountFactory,
        entryPointAddress: aa.contracts.entryPoint,
        paymasterUrl: chain.paymasterUrl,
      },
    ]),
  )
}
