// The on-ramp's treasury on the anvil chains: a devnet-owned account that sends ETH or USDC to buyers. It
// signs its own transactions; the token owner (DEPLOYER, unlocked in anvil) tops it up when it runs low.
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  parseEther,
  parseUnits,
  toBytes,
} from 'viem'
import { TestToken } from '../../../contracts/artifacts/artifacts'
import { DEPLOYER } from '../../chain/accounts'
import { pollReceipt } from '../../chain/pollReceipt'
import type { OnrampNetwork } from '../onrampCatalogue'
import { type Delivery, SerialQueue, type Treasury } from './Treasury'

/** The treasury's private key: keccak256 of a fixed label, so its address never changes between runs. */
export const DEVNET_ONRAMP_TREASURY_KEY: Hex = keccak256(toBytes('airlock-devnet:onramp-treasury'))

/** The treasury's address on every anvil chain (the address of DEVNET_ONRAMP_TREASURY_KEY). */
export const DEVNET_ONRAMP_TREASURY: Address = '0x6361CcD0a6bda86a9603f827332CF52dcb4EC429'

/** ETH the deployer sends the treasury whenever it cannot cover an order (plus gas). */
const ETH_TOP_UP = parseEther('1000')
/** USDC the token owner mints to the treasury (on top of the order) whenever it cannot cover an order. */
const USDC_TOP_UP = parseUnits('1000000', 6)
/** Gas the treasury keeps in hand on top of an ETH order. */
const GAS_RESERVE = parseEther('1')
const RECEIPT_TIMEOUT_MS = 30_000

interface ChainClients {
  chain: Chain
  client: PublicClient
  queue: SerialQueue
}

/** Sends ETH and the devnet USDC from the treasury, one transaction at a time per chain. */
export class EvmTreasury implements Treasury {
  private readonly chains = new Map<string, ChainClients>()

  private clients(network: OnrampNetwork): ChainClients {
    let entry = this.chains.get(network.caipNetworkId)
    if (!entry) {
      const chain = defineChain({
        id: Number(network.chainId),
        name: network.displayName,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [network.rpcUrl] } },
      })
      const client = createPublicClient({ chain, transport: http(network.rpcUrl), pollingInterval: 50 })
      entry = { chain, client, queue: new SerialQueue() }
      this.chains.set(network.caipNetworkId, entry)
    }
    return entry
  }

  /** Sends `delivery` and resolves with the transaction hash once it is mined successfully. */
  send(delivery: Delivery): Promise<string> {
    const { chain, client, queue } = this.clients(delivery.network)
    return queue.run(async () => {
      const to = getAddress(delivery.to)
      // viem/accounts loads only when the first order is paid (it is not needed to start the devnet).
      const { privateKeyToAccount } = await import('viem/accounts')
      const treasury = createWalletClient({
        account: privateKeyToAccount(DEVNET_ONRAMP_TREASURY_KEY),
        chain,
        transport: http(delivery.network.rpcUrl),
      })
      const owner = createWalletClient({
        account: DEPLOYER.address,
        chain,
        transport: http(delivery.network.rpcUrl),
      })
      const token = delivery.asset.contract ? getAddress(delivery.asset.contract) : undefined
      const ethBalance = await client.getBalance({ address: DEVNET_ONRAMP_TREASURY })
      const ethNeeded = (token ? 0n : delivery.units) + GAS_RESERVE
      if (ethBalance < ethNeeded) {
        await this.confirm(
          client,
          await owner.sendTransaction({ to: DEVNET_ONRAMP_TREASURY, value: ETH_TOP_UP + ethNeeded }),
        )
      }
      if (token) {
        const held = await client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [DEVNET_ONRAMP_TREASURY],
        })
        if (held < delivery.units) {
          await this.confirm(
            client,
            await owner.writeContract({
              address: token,
              abi: TestToken.abi,
              functionName: 'mint',
              args: [DEVNET_ONRAMP_TREASURY, USDC_TOP_UP + delivery.units],
            }),
          )
        }
        return this.confirm(
          client,
          await treasury.writeContract({
            address: token,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, delivery.units],
          }),
        )
      }
      return this.confirm(client, await treasury.sendTransaction({ to, value: delivery.units }))
    })
  }

  private async confirm(client: PublicClient, hash: Hex): Promise<Hex> {
    const receipt = await pollReceipt(client, hash, { timeoutMs: RECEIPT_TIMEOUT_MS })
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
    return hash
  }
}
