import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
  type TypedData,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { getChainId, readContract } from 'viem/actions'
import { airlockAccountFactoryAbi, airlockSmartAccountAbi } from './abis'
import { replaySafeTypedData } from './replaySafeTypedData'

/** Parameters of toAirlockSmartAccount. */
export interface ToAirlockSmartAccountParameters {
  /** A client of the account's chain (reads the counterfactual address, nonce and deployment). */
  client: SmartAccountImplementation['client']
  /** The signer that owns the account (the embedded wallet's EOA key). */
  owner: LocalAccount
  /** AirlockAccountFactory on this chain. */
  factoryAddress: Address
  /** EntryPoint v0.8 (default: its canonical address, viem's `entryPoint08Address`). */
  entryPointAddress?: Address
  /** Factory salt: one owner may have several accounts (default 0). */
  salt?: bigint
  /**
   * EntryPoint nonce key (default 0: one sequence, so two operations prepared at once for the same
   * account collide and the second is refused instead of both landing).
   */
  nonceKey?: bigint
  /** The account's address when already known (skips the factory's getAddress call). */
  address?: Address
}

/** The SmartAccount toAirlockSmartAccount returns (viem's type, EntryPoint v0.8). */
export type AirlockSmartAccount = SmartAccount<AirlockSmartAccountImplementation>

/** viem's implementation type for the Airlock account. */
export type AirlockSmartAccountImplementation = SmartAccountImplementation<
  typeof entryPoint08Abi,
  '0.8',
  { owner: LocalAccount; factoryAddress: Address; salt: bigint }
>

/**
 * A 65-byte ECDSA signature (of a fixed hash by a throwaway key) used while estimating gas: it has
 * the size and cost of the owner's signature and recovers to an address that is not the owner, so
 * validation reports a signature failure instead of reverting.
 */
export const AIRLOCK_STUB_SIGNATURE: Hex =
  '0xe1a7ee21d75596e050b8c93d64b7b054c5a4473f6ca4d1159f69e998483ee21563e6796758d3fbf3fedf0215669e932bb53d35f820133335e41f8896774cddef1b'

/**
 * A viem smart account for AirlockSmartAccount (eth-infinitism's SimpleAccount v0.8 with ERC-1271)
 * owned by a local signer: user operations signed as EIP-712 over the v0.8 operation, calls encoded
 * as `execute` (one) or `executeBatch` (several, atomic), and messages and typed data signed for
 * ERC-1271 (wrapped in ERC-6492 by viem while the account is not deployed).
 *
 * @example
 * ```ts
 * const account = await toAirlockSmartAccount({
 *   client: publicClient,
 *   owner: privateKeyToAccount(key),
 *   factoryAddress: '0x589bC7551F2CA530a989Dcfd7b780623cfBab079',
 * })
 * const signature = await account.signMessage({ message: 'hello' }) // ERC-6492 until deployed
 * ```
 */
export async function toAirlockSmartAccount(
  parameters: ToAirlockSmartAccountParameters,
): Promise<AirlockSmartAccount> {
  const { client, owner, factoryAddress } = parameters
  const salt = parameters.salt ?? 0n
  const nonceKey = parameters.nonceKey ?? 0n
  const entryPoint = {
    abi: entryPoint08Abi,
    address: parameters.entryPointAddress ?? entryPoint08Address,
    version: '0.8',
  } as const
  let chainId = client.chain?.id
  const getChain = async () => {
    chainId ??= await getChainId(client)
    return chainId
  }
  let address = parameters.address
  const getAddress = async () => {
    address ??= await readContract(client, {
      address: factoryAddress,
      abi: airlockAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    })
    return address
  }
  const signForAccount = async (hash: Hex) =>
    owner.signTypedData(replaySafeTypedData({ account: await getAddress(), chainId: await getChain(), hash }))

  // viem's own implementations cast the same way: toSmartAccount's return type does not carry `extend`.
  return (await toSmartAccount({
    client,
    entryPoint,
    extend: { owner, factoryAddress, salt },
    getAddress,
    async getNonce() {
      return readContract(client, {
        address: entryPoint.address,
        abi: entryPoint.abi,
        functionName: 'getNonce',
        args: [await getAddress(), nonceKey],
      })
    },
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: airlockAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      })
      return { factory: factoryAddress, factoryData }
    },
    async encodeCalls(calls) {
      const [first] = calls
      if (calls.length === 1 && first) {
        return encodeFunctionData({
          abi: airlockSmartAccountAbi,
          functionName: 'execute',
          args: [first.to, first.value ?? 0n, first.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: airlockSmartAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
      })
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: airlockSmartAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args
        return [{ to, value, data: callData }]
      }
      if (decoded.functionName === 'executeBatch') {
        return decoded.args[0].map((c) => ({ to: c.target, value: c.value, data: c.data }))
      }
      throw new Error(`toAirlockSmartAccount: ${decoded.functionName} is not a call of the account`)
    },
    async getStubSignature() {
      return AIRLOCK_STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return signForAccount(hashMessage(message))
    },
    async signTypedData(typedData) {
      return signForAccount(hashTypedData(typedData as TypedDataDefinition<TypedData, string>))
    },
    async signUserOperation(parameters) {
      const { chainId: opChainId, ...userOperation } = parameters
      const typedData = getUserOperationTypedData({
        chainId: opChainId ?? (await getChain()),
        entryPointAddress: entryPoint.address,
        userOperation: { ...userOperation, sender: await getAddress() },
      })
      return owner.signTypedData(typedData)
    },
  })) as unknown as AirlockSmartAccount
}
