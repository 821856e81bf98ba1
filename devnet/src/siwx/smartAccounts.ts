// The sign-in server's smart-account fixture on anvil: an ERC-1271 account (SiwxTestAccount) and its
// CREATE2 factory, so EIP-1271 (deployed account) and ERC-6492 (account not deployed yet) signatures are
// checked against real contracts.
import {
  type Address,
  createClient,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  serializeErc6492Signature,
} from 'viem'
import { getCode, sendTransaction } from 'viem/actions'
import { SiwxTestAccount, SiwxTestAccountFactory } from '../../contracts/artifacts/siwxAccount'
import { pollReceipt } from '../chain/pollReceipt'

/**
 * The address that deploys the factory (anvil impersonates it: no devnet account's nonce is used), so
 * the factory has the same address on every chain.
 */
export const SIWX_FACTORY_DEPLOYER: Address = '0x51F0000000000000000000000000000000005157'

/** The SiwxTestAccountFactory's address on every devnet chain (the deployer's first contract). */
export const SIWX_ACCOUNT_FACTORY: Address = getContractAddress({ from: SIWX_FACTORY_DEPLOYER, nonce: 0n })

const rpc = (rpcUrl: string) => createClient({ transport: http(rpcUrl) })

/** Sends a transaction from the impersonated factory deployer (funded for gas) and waits for it. */
async function sendAsDeployer(rpcUrl: string, tx: { to?: Address; data: Hex }): Promise<void> {
  const client = rpc(rpcUrl)
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  await request({ method: 'anvil_setBalance', params: [SIWX_FACTORY_DEPLOYER, '0x8ac7230489e80000'] })
  await request({ method: 'anvil_impersonateAccount', params: [SIWX_FACTORY_DEPLOYER] })
  try {
    const hash = await sendTransaction(client, {
      account: SIWX_FACTORY_DEPLOYER,
      chain: null,
      ...tx,
    })
    const receipt = await pollReceipt(client, hash)
    if (receipt.status !== 'success') throw new Error(`siwx fixture transaction ${hash} reverted`)
  } finally {
    await request({ method: 'anvil_stopImpersonatingAccount', params: [SIWX_FACTORY_DEPLOYER] })
  }
}

/**
 * Deploys SiwxTestAccountFactory at {@link SIWX_ACCOUNT_FACTORY} on an anvil node (nothing when it is
 * there already) and returns its address.
 *
 * @example
 * await deploySiwxAccountFactory(devnet.chains[0].rpcUrl)
 */
export async function deploySiwxAccountFactory(rpcUrl: string): Promise<Address> {
  if (await getCode(rpc(rpcUrl), { address: SIWX_ACCOUNT_FACTORY })) return SIWX_ACCOUNT_FACTORY
  await sendAsDeployer(rpcUrl, { data: SiwxTestAccountFactory.bytecode })
  return SIWX_ACCOUNT_FACTORY
}

/** The factory call that deploys the account of (owner, salt): ERC-6492's factory and factory data. */
export function siwxAccountDeployment(
  owner: Address,
  salt: bigint = 0n,
): { factory: Address; factoryData: Hex } {
  return {
    factory: SIWX_ACCOUNT_FACTORY,
    factoryData: encodeFunctionData({
      abi: SiwxTestAccountFactory.abi,
      functionName: 'createAccount',
      args: [owner, `0x${salt.toString(16).padStart(64, '0')}`],
    }),
  }
}

/** The address of the account of (owner, salt), deployed or not (CREATE2 from the factory). */
export function siwxAccountAddress(owner: Address, salt: bigint = 0n): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: SIWX_ACCOUNT_FACTORY,
    salt: `0x${salt.toString(16).padStart(64, '0')}`,
    bytecode: `${SiwxTestAccount.bytecode}${encodeAbiParameters([{ type: 'address' }], [owner]).slice(2)}`,
  })
}

/**
 * Deploys the account of (owner, salt) through the factory (the factory first, when missing) and returns
 * its address: an ERC-1271 account whose owner key signs for it.
 *
 * @example
 * const account = await deploySiwxTestAccount(rpcUrl, DEVNET_ACCOUNTS[0].address)
 */
export async function deploySiwxTestAccount(
  rpcUrl: string,
  owner: Address,
  salt: bigint = 0n,
): Promise<Address> {
  await deploySiwxAccountFactory(rpcUrl)
  const address = siwxAccountAddress(owner, salt)
  if (await getCode(rpc(rpcUrl), { address })) return address
  const { factory, factoryData } = siwxAccountDeployment(owner, salt)
  await sendAsDeployer(rpcUrl, { to: factory, data: factoryData })
  return address
}

/**
 * Wraps the owner's signature for the account of (owner, salt) as ERC-6492, for an account not deployed
 * yet: a verifier deploys it (in a call) with the factory data, then asks it.
 */
export function wrapErc6492(owner: Address, salt: bigint, signature: Hex): Hex {
  const { factory, factoryData } = siwxAccountDeployment(owner, salt)
  return serializeErc6492Signature({ address: factory, data: factoryData, signature })
}
