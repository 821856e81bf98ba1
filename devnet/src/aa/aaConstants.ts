import type { Address, Hex } from 'viem'
import { DEVNET_SERVICE_ACCOUNTS, type DevnetAccount } from '../chain/accounts'

/** Arachnid's deterministic deployer (CREATE2 proxy), present on anvil from genesis. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * The salt eth-infinitism deployed EntryPoint v0.8 with: the npm artifact's bytecode under this salt
 * lands at the canonical address, the one viem's `entryPoint08Address` names.
 */
export const ENTRY_POINT_08_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

/** CREATE2 salt of the devnet's account factory and paymaster (fixed, so their addresses are). */
export const AA_DEPLOY_SALT: Hex = '0x0000000000000000000000000000000000000000000000000000000000a1a0c4'

/** Owns and funds the paymaster (its EntryPoint deposit): a service account (mnemonic index 12). */
export const AA_OPERATOR: DevnetAccount = DEVNET_SERVICE_ACCOUNTS[2]!

/**
 * The bundler's executor key (sends handleOps, pays their gas, collects the fees): a service account, not a
 * visitor's, so a journey connected with any `DEVNET_ACCOUNTS` entry sees no transaction it did not make.
 */
export const BUNDLER_EXECUTOR: DevnetAccount = DEVNET_SERVICE_ACCOUNTS[0]!

/** The bundler's utility key (deploys alto's simulation contracts at its start): a service account too. */
export const BUNDLER_UTILITY: DevnetAccount = DEVNET_SERVICE_ACCOUNTS[1]!

/**
 * The paymaster service's signing key (keccak256 of 'airlock-devnet/paymaster-signer'): a devnet
 * key like the mnemonic's, held by the devnet's paymaster service only. It holds no ETH.
 */
export const PAYMASTER_SIGNER = {
  address: '0xf7FbE8337Fe027868B1b3Ef57B6F0F05823FCb13',
  privateKey: '0x91799c62c57127b0a9b5a23c3a6c0a666431a18c0b3ee0e99aaf3265c85e7c57',
} as const satisfies { address: Address; privateKey: Hex }

/** ETH the operator deposits into the EntryPoint for the paymaster at seed. */
export const PAYMASTER_DEPOSIT_WEI = 1_000n * 10n ** 18n
