import type { SignClient } from '@walletconnect/sign-client'
import { ProviderRpcError } from '../createEip155Signer'

type Client = InstanceType<typeof SignClient>

/**
 * Answers wallet_switchEthereumChain on the wallet page: a chain the wallet knows is added to the session
 * (session update with the account on it) when missing, then `chainChanged` is emitted; an unknown chain
 * gives 4902.
 */
export async function switchSessionChain(
  client: Client,
  topic: string,
  params: readonly unknown[],
  knownChainIds: readonly number[],
  address: string,
): Promise<null> {
  const raw = (params[0] as { chainId?: unknown } | undefined)?.chainId
  const chainId =
    typeof raw === 'string' && /^0x[0-9a-fA-F]+$/.test(raw) ? Number.parseInt(raw, 16) : Number.NaN
  if (!knownChainIds.includes(chainId)) {
    throw new ProviderRpcError(4902, `Unrecognized chain ID "${String(raw)}".`)
  }
  const caip = `eip155:${chainId}`
  const session = client.session.get(topic)
  const eip155 = session.namespaces.eip155
  if (eip155 && !(eip155.chains ?? []).includes(caip)) {
    const { acknowledged } = await client.update({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...eip155,
          chains: [...(eip155.chains ?? []), caip],
          accounts: [...eip155.accounts, `${caip}:${address}`],
        },
      },
    })
    await acknowledged()
  }
  await client.emit({ topic, chainId: caip, event: { name: 'chainChanged', data: chainId } })
  return null
}
