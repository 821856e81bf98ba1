// Funds an address on a devnet chain for a test: anvil's own anvil_setBalance, over the chain's JSON-RPC.

/**
 * Sets `address`'s native balance on the anvil node at `rpcUrl` to `wei`; rejects when the node refuses.
 *
 * @example
 * await setAnvilBalance(devnet.chains[0].rpcUrl, address, 10n ** 18n) // 1 ETH
 */
export async function setAnvilBalance(rpcUrl: string, address: string, wei: bigint): Promise<void> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
  })
  const answer = (await res.json()) as { error?: { message?: string } }
  if (!res.ok || answer.error)
    throw new Error(`anvil_setBalance refused: ${answer.error?.message ?? res.status}`)
}
