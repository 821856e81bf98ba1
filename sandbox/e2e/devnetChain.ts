// Reads of the devnet chains and API from the test process, to check what the page shows against the truth.
import { DEVNET_ACCOUNTS, DEVNET_CONTRACTS } from '@airlock/devnet'
import { type Address, createPublicClient, erc20Abi, formatUnits, type Hex, http } from 'viem'
import { expect, inject } from 'vitest'

/** A devnet account by index (the sandbox's `?account=N`). */
export const account = (index: number) => {
  const a = DEVNET_ACCOUNTS[index]
  if (!a) throw new Error(`no devnet account ${index}`)
  return a
}

/** A viem public client on a devnet chain. */
export const chainClient = (chainId: number) =>
  createPublicClient({ transport: http(inject('rpcUrls')[chainId]) })

/** How the UI writes an amount in English: grouped, cut (not rounded) to 3 decimals; Intl reads the exact string. */
const SHOWN_EN = new Intl.NumberFormat('en', { maximumFractionDigits: 3, roundingMode: 'trunc' })

/** A base-unit amount (`decimals` places) as the UI shows it in English: grouped, cut to 3 decimals. */
export const shownAmount = (units: bigint, decimals: number): string =>
  SHOWN_EN.format(formatUnits(units, decimals) as `${number}`)

/** Native balance as the UI shows it in English: ether grouped ('9,998.749'), cut (not rounded) to 3 decimals. */
export async function shownNativeBalance(chainId: number, address: Address): Promise<string> {
  const wei = await chainClient(chainId).getBalance({ address })
  // A string is formatted exactly (Intl.NumberFormat v3), no float in between.
  return shownAmount(wei, 18)
}

/** USDC balance (6 decimals) of an address on a chain. */
export const usdcBalance = (chainId: number, address: Address) =>
  chainClient(chainId).readContract({
    address: DEVNET_CONTRACTS.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** Finds, in the last blocks, the transaction from `from` matching `match`, and returns its receipt. */
export async function findReceipt(
  chainId: number,
  from: Address,
  match: (tx: { to: Address | null; input: Hex }) => boolean,
) {
  const client = chainClient(chainId)
  let found: Hex | undefined
  await expect
    .poll(
      async () => {
        const latest = await client.getBlockNumber()
        for (let n = latest; n >= 0n && n > latest - 8n; n--) {
          const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
          const tx = block.transactions.find((t) => t.from.toLowerCase() === from.toLowerCase() && match(t))
          if (tx) found = tx.hash
        }
        return found
      },
      { timeout: 15_000 },
    )
    .toBeDefined()
  return client.getTransactionReceipt({ hash: found as Hex })
}
