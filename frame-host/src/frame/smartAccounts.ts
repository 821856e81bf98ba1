// The embedded wallet's smart accounts in the frame: which chains have them (the frame host's
// `smartAccounts` config) and, per chain and owner key, the account's address (counterfactual until its
// first user operation deploys it) and whether it is deployed. Reads go through the frame host's own
// chain URLs (never a URL from the app).
import { bytesToHex } from '@noble/hashes/utils.js'
import {
  type Address,
  createPublicClient,
  custom,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { airlockAccountFactoryAbi } from '../aa/abis'
import { toAirlockSmartAccount } from '../aa/toAirlockSmartAccount'
import type { SmartAccountChain } from '../server/smartAccountsConfig'

/** JSON-RPC on one chain of the frame host's config (CAIP-2 id). */
export type ChainCall = (method: string, params: unknown, caip: string) => Promise<unknown>

/** The smart account of an owner on one chain. */
export interface SmartAccountState {
  address: Address
  /** Whether the account's code is on chain (false: counterfactual, deployed by its first user operation). */
  isDeployed: boolean
}

/**
 * The numeric ids of the EVM chains with smart-account services, for GET_SMART_ACCOUNT_ENABLED_NETWORKS.
 * @example
 * smartAccountEnabledNetworks({ 'eip155:8453': base }) // [8453]
 */
export function smartAccountEnabledNetworks(smartAccounts: Record<string, SmartAccountChain> = {}): number[] {
  return Object.keys(smartAccounts)
    .map((caip) => Number(caip.slice('eip155:'.length)))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
}

/** Smart accounts of the signed-in wallet, one per configured chain and owner; addresses cached. */
export class SmartAccounts {
  private readonly addresses = new Map<string, Promise<Address>>()

  constructor(
    private readonly config: Record<string, SmartAccountChain> = {},
    private readonly call: ChainCall,
  ) {}

  /** The services of a chain, or undefined where its default EVM account is the key's own (EOA). */
  servicesOf(caip: string): SmartAccountChain | undefined {
    return Object.hasOwn(this.config, caip) ? this.config[caip] : undefined
  }

  /**
   * The owner's smart-account address on `caip` (the factory's `getAddress(owner, 0)`), undefined on a
   * chain without smart-account services. A failed read is not cached: the next call asks again.
   */
  async address(caip: string, owner: Address): Promise<Address | undefined> {
    const services = this.servicesOf(caip)
    if (!services) return undefined
    const key = `${caip}/${owner.toLowerCase()}`
    let address = this.addresses.get(key)
    if (!address) {
      address = this.readAddress(caip, services, owner)
      this.addresses.set(key, address)
      address.catch(() => this.addresses.delete(key))
    }
    return address
  }

  /** The owner's smart account on `caip` and whether it is deployed; undefined without services there. */
  async state(caip: string, owner: Address): Promise<SmartAccountState | undefined> {
    const address = await this.address(caip, owner)
    if (!address) return undefined
    const code = await this.call('eth_getCode', [address, 'latest'], caip)
    return { address, isDeployed: typeof code === 'string' && code !== '0x' && code !== '0x0' }
  }

  private async readAddress(caip: string, services: SmartAccountChain, owner: Address): Promise<Address> {
    const data = encodeFunctionData({
      abi: airlockAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner, 0n],
    })
    const result = await this.call('eth_call', [{ to: services.factoryAddress, data }, 'latest'], caip)
    if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(result))
      throw new Error(`The account factory on ${caip} gave no address`)
    return getAddress(
      decodeFunctionResult({
        abi: airlockAccountFactoryAbi,
        functionName: 'getAddress',
        data: result as Hex,
      }),
    )
  }
}

/** What signing a message for the smart account needs from the frame. */
export interface SmartSignContext {
  services: SmartAccountChain
  /** The smart account's address (already read from the factory). */
  address: Address
  /** The owner key (32 bytes); the caller wipes it. */
  ownerKey: Uint8Array
  /** JSON-RPC on the account's chain (the frame host's own URL). */
  request(method: string, params: unknown): Promise<unknown>
}

/** The Airlock account of `context`, owned by its key (for one signature; not kept). */
async function ownedAccount(context: SmartSignContext) {
  const client = createPublicClient({
    transport: custom({ request: ({ method, params }) => context.request(method, params) }),
  })
  return toAirlockSmartAccount({
    client,
    owner: privateKeyToAccount(`0x${bytesToHex(context.ownerKey)}`),
    factoryAddress: context.services.factoryAddress as Address,
    ...(context.services.entryPointAddress
      ? { entryPointAddress: context.services.entryPointAddress as Address }
      : {}),
    address: context.address,
  })
}

/**
 * Signs an EIP-191 message (raw bytes, hex) for the smart account: the owner's signature over the
 * account's replay-safe EIP-712 hash (ERC-1271), wrapped in ERC-6492 while the account is not deployed,
 * so a verifier passes before and after deployment.
 */
export async function signMessageForSmartAccount(context: SmartSignContext, message: Hex): Promise<Hex> {
  return (await ownedAccount(context)).signMessage({ message: { raw: message } })
}

/** Signs EIP-712 typed data for the smart account, as {@link signMessageForSmartAccount} signs messages. */
export async function signTypedDataForSmartAccount(
  context: SmartSignContext,
  typedData: TypedDataDefinition,
): Promise<Hex> {
  return (await ownedAccount(context)).signTypedData(typedData)
}
