// The devnet chain's history: mature block rewards for the miner, the devnet accounts funded from them, and
// past transfers between accounts so Activity is not empty. Blocks are back-dated (the node's clock set
// back, then returned to the real time), as the EVM and Solana seeds are.
import { type BitcoinNetwork, parseBitcoinAddress, type SpendableOutput } from '@airlock/bitcoin'
import { signTransfer } from '../wallet/bitcoin/signTransfer'
import type { BcoinClient } from './bcoinClient'
import { type BitcoinDevnetAccount, DEVNET_BITCOIN_ACCOUNTS, DEVNET_BITCOIN_MINER } from './bitcoinAccounts'
import { hexToBytes } from './hex'

/** Blocks a coinbase output waits before it can be spent. */
export const COINBASE_MATURITY = 100

/** The fee rate of the seed's transactions (sat/vB). */
const SEED_FEE_RATE = 2

const DAY = 86_400
const BTC = 100_000_000n

/** What the seed funds: outputs per account index (account 0 gets several, for coin selection). */
export const SEED_FUNDING: ReadonlyArray<{ account: number; amounts: readonly bigint[] }> = [
  { account: 0, amounts: [BTC, BTC / 2n, BTC / 4n] },
  { account: 1, amounts: [BTC] },
  { account: 2, amounts: [BTC] },
  { account: 3, amounts: [BTC] },
  { account: 4, amounts: [BTC] },
]

/** The past transfers, one a day after the funding: [from, to, sats]. */
export const SEED_TRANSFERS: ReadonlyArray<readonly [from: number, to: number, sats: bigint]> = [
  [0, 1, BTC / 10n],
  [1, 0, BTC / 20n],
  [2, 0, BTC / 40n],
]

/** An account's spendable outputs in the chain (mature coinbase outputs included). */
export async function spendable(
  client: BcoinClient,
  account: BitcoinDevnetAccount,
  tip: number,
): Promise<SpendableOutput[]> {
  const coins = await client.coinsByAddress(account.address)
  return coins
    .filter((c) => c.height >= 0 && (!c.coinbase || tip + 1 - c.height >= COINBASE_MATURITY))
    .map((c) => ({
      txid: c.hash,
      vout: c.index,
      value: BigInt(c.value),
      script: hexToBytes(c.script),
      confirmed: true,
    }))
}

/**
 * Seeds the node: 101 blocks for the miner five days ago, funding of accounts 0–4 four days ago, three
 * transfers on the next days, then one block at the real time.
 * @example await seedBitcoin(bcoin.client, bitcoinRegtest)
 */
export async function seedBitcoin(
  client: BcoinClient,
  network: BitcoinNetwork,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const script = (address: string) => parseBitcoinAddress(address, network, []).script
  const send = async (
    from: BitcoinDevnetAccount,
    payments: Array<{ script: Uint8Array; amount: bigint }>,
    at: number,
  ) => {
    await client.setTime(at)
    const { height } = await client.tip()
    const signed = signTransfer({
      privateKey: from.privateKey,
      network,
      utxos: await spendable(client, from, height),
      payments,
      feeRate: SEED_FEE_RATE,
    })
    await client.broadcast(signed.hex)
    await client.mine(1, DEVNET_BITCOIN_MINER.address)
  }
  await client.setTime(now - 5 * DAY)
  await client.mine(COINBASE_MATURITY + 1, DEVNET_BITCOIN_MINER.address)
  const funding = SEED_FUNDING.flatMap(({ account, amounts }) =>
    amounts.map((amount) => ({
      script: script((DEVNET_BITCOIN_ACCOUNTS[account] as BitcoinDevnetAccount).address),
      amount,
    })),
  )
  await send(DEVNET_BITCOIN_MINER, funding, now - 4 * DAY)
  for (const [i, [from, to, sats]] of SEED_TRANSFERS.entries()) {
    const sender = DEVNET_BITCOIN_ACCOUNTS[from] as BitcoinDevnetAccount
    const receiver = DEVNET_BITCOIN_ACCOUNTS[to] as BitcoinDevnetAccount
    await send(sender, [{ script: script(receiver.address), amount: sats }], now - (3 - i) * DAY)
  }
  await client.setTime(undefined)
  await client.mine(1, DEVNET_BITCOIN_MINER.address)
}
