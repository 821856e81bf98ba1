import { type Address, encodeFunctionData, type Hex, toHex, zeroAddress } from 'viem'
import { IdRegistry } from '../../contracts/artifacts/artifacts'
import { DEVNET_FARCASTER_USERS, type DevnetFarcasterUser, ID_REGISTRY_ADDRESS } from './farcasterUsers'

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await res.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/**
 * Puts the devnet IdRegistry at Farcaster's canonical address on an anvil chain and registers the
 * devnet Farcaster users from their custody addresses (fids 1, 2, 3 in order). The runtime code comes
 * from running the creation code in an `eth_call` (no deployment transaction, no nonce used); each
 * registration is a real `register()` transaction sent by anvil for the impersonated custody address.
 * Idempotent: a chain that already has the registry is left as it is.
 * @example
 * await deployIdRegistry(devnet.chains[0].rpcUrl)
 */
export async function deployIdRegistry(
  rpcUrl: string,
  users: readonly DevnetFarcasterUser[] = DEVNET_FARCASTER_USERS,
  address: Address = ID_REGISTRY_ADDRESS,
): Promise<void> {
  const existing = await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])
  if (existing !== '0x') return
  const runtime = await rpc<Hex>(rpcUrl, 'eth_call', [{ data: IdRegistry.bytecode }, 'latest'])
  await rpc(rpcUrl, 'anvil_setCode', [address, runtime])
  const data = encodeFunctionData({ abi: IdRegistry.abi, functionName: 'register', args: [zeroAddress] })
  for (const user of [...users].sort((a, b) => a.fid - b.fid)) {
    await rpc(rpcUrl, 'anvil_setBalance', [user.custody, toHex(10n ** 18n)])
    await rpc(rpcUrl, 'anvil_impersonateAccount', [user.custody])
    const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [{ from: user.custody, to: address, data }])
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [user.custody])
    const receipt = await waitForReceipt(rpcUrl, hash)
    if (receipt?.status !== '0x1')
      throw new Error(
        `IdRegistry: registering fid ${user.fid} failed (${receipt ? 'reverted' : 'not mined within 30 s'})`,
      )
  }
}

/**
 * The transaction's receipt once it is mined (null if it is not within `timeoutMs`). Anvil mines on arrival,
 * but while the devnet's other services send their own transactions the hash may come back before its block.
 */
async function waitForReceipt(
  rpcUrl: string,
  hash: Hex,
  timeoutMs = 30_000,
): Promise<{ status: Hex } | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await rpc<{ status: Hex } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt || Date.now() > deadline) return receipt
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
