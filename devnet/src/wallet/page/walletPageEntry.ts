// Browser entry of the devnet wallet page ("the phone"), bundled by esbuild and served by startWalletServer.
import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { disableVerify } from '../../relay/disableVerify'
import { type BitcoinSigner, createBitcoinSigner } from '../bitcoin/createBitcoinSigner'
import { createEip155Signer, ProviderRpcError, SIGNING_METHODS } from '../createEip155Signer'
import { createSolanaSigner, type SolanaSigner } from '../solana/createSolanaSigner'
import { WALLET_PAGE_EVENTS, WALLET_PAGE_METHODS, type WalletPageConfig } from '../walletPageConfig'
import {
  BITCOIN_WALLET_PAGE_EVENTS,
  BITCOIN_WALLET_PAGE_METHODS,
  BITCOIN_WALLET_PAGE_READS,
  handleBitcoinRequest,
} from './bitcoinRequests'
import { handleSessionAuthenticate } from './sessionAuthenticate'
import { handleSolanaRequest, SOLANA_WALLET_PAGE_METHODS } from './solanaRequests'
import { switchSessionChain } from './switchSessionChain'
import { button, h, log, pretty, region, renderShell, setStatus } from './walletPageView'

declare global {
  interface Window {
    __AIRLOCK_WALLET_PAGE_CONFIG__?: WalletPageConfig
  }
}

type Client = InstanceType<typeof SignClient>

async function main(config: WalletPageConfig): Promise<void> {
  const query = new URLSearchParams(location.search)
  const accountIndex = Number(query.get('account') ?? 0)
  const key = config.accounts[accountIndex] ?? config.accounts[0]
  if (!key) throw new Error('No account configured')
  const rpcUrls = Object.fromEntries(config.chains.map((c) => [c.chainId, c.rpcUrl]))
  const signer = createEip155Signer({ privateKey: key, rpcUrls })
  const solanaSigner = solanaSignerOf(config, accountIndex)
  const bitcoinSigner = bitcoinSignerOf(config, accountIndex)
  const root = document.getElementById('app') ?? document.body
  renderShell(root, signer.address, solanaSigner?.address, bitcoinSigner?.address)

  const client: Client = await SignClient.init({
    projectId: config.projectId ?? 'airlock-devnet',
    relayUrl: config.relayUrl,
    telemetryEnabled: false,
    logger: 'error',
    // Show every request at once instead of one per second (the SDK's queue waits 1 s after each answer).
    signConfig: { disableRequestQueue: true },
    metadata: {
      name: 'Airlock Devnet Wallet',
      description: 'Test wallet page served by the Airlock devnet',
      url: location.origin,
      icons: [],
    },
  })
  disableVerify(client)
  setStatus('ready')

  const knownChainIds = config.chains.map((c) => c.chainId)
  const chains = config.chains.map((c) => `eip155:${c.chainId}`)
  const supported = {
    eip155: {
      chains,
      methods: WALLET_PAGE_METHODS,
      events: WALLET_PAGE_EVENTS,
      accounts: chains.map((chain) => `${chain}:${signer.address}`),
    },
    ...(solanaSigner && config.solana
      ? {
          solana: {
            chains: config.solana.chains.map((c) => c.chain),
            methods: SOLANA_WALLET_PAGE_METHODS,
            events: WALLET_PAGE_EVENTS,
            accounts: config.solana.chains.map((c) => `${c.chain}:${solanaSigner.address}`),
          },
        }
      : {}),
    ...(bitcoinSigner
      ? {
          bip122: {
            chains: [bitcoinSigner.network.caipNetworkId],
            methods: BITCOIN_WALLET_PAGE_METHODS,
            events: BITCOIN_WALLET_PAGE_EVENTS,
            accounts: [`${bitcoinSigner.network.caipNetworkId}:${bitcoinSigner.address}`],
          },
        }
      : {}),
  }

  const renderSessions = () => {
    region('sessions').replaceChildren(
      ...client.session.getAll().map((s) =>
        h(
          'div',
          { 'data-testid': 'session', 'data-topic': s.topic },
          h('strong', { 'data-testid': 'session-peer' }, s.peer.metadata.name),
          ` ${s.peer.metadata.url} `,
          h(
            'span',
            {},
            Object.values(s.namespaces)
              .flatMap((n) => n.accounts)
              .join(', '),
          ),
          button('disconnect-session', 'Disconnect', async () => {
            await client.disconnect({ topic: s.topic, reason: getSdkError('USER_DISCONNECTED') })
            log(`disconnected ${s.topic}`)
            renderSessions()
          }),
        ),
      ),
    )
  }

  client.on('session_proposal', ({ id, params }) => {
    const card = h(
      'div',
      { 'data-testid': 'proposal', 'data-id': String(id) },
      h('strong', { 'data-testid': 'proposal-name' }, params.proposer.metadata.name),
      ` ${params.proposer.metadata.url}`,
      h(
        'pre',
        { 'data-testid': 'proposal-namespaces' },
        pretty({ required: params.requiredNamespaces, optional: params.optionalNamespaces }),
      ),
    )
    card.append(
      button('approve-proposal', 'Approve', async () => {
        try {
          const namespaces = buildApprovedNamespaces({ proposal: params, supportedNamespaces: supported })
          const session = await client.approve({ id, namespaces })
          await session.acknowledged()
          log(`approved session with ${params.proposer.metadata.name}`)
        } catch (error) {
          log(`approve failed: ${error instanceof Error ? error.message : String(error)}`)
          await client.reject({ id, reason: getSdkError('UNSUPPORTED_CHAINS') }).catch(() => undefined)
        }
        card.remove()
        renderSessions()
      }),
      button('reject-proposal', 'Reject', async () => {
        await client.reject({ id, reason: getSdkError('USER_REJECTED') })
        log(`rejected proposal ${id}`)
        card.remove()
      }),
    )
    region('proposals').append(card)
  })

  // One-click sign-in (`wc_sessionAuthenticate`) unless `?oneClick=0`: then the ordinary proposal shows.
  if (query.get('oneClick') !== '0')
    handleSessionAuthenticate({
      client,
      signer,
      chains,
      methods: WALLET_PAGE_METHODS,
      onSession: () => renderSessions(),
      tamper: query.get('oneClick') === 'tamper',
    })

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: rpcParams } = params.request
    const chainId = Number(params.chainId.split(':')[1])
    const card = h(
      'div',
      { 'data-testid': 'request', 'data-id': String(id) },
      h('strong', { 'data-testid': 'request-method' }, method),
      ` on ${params.chainId}`,
      h('pre', { 'data-testid': 'request-params' }, pretty(rpcParams)),
    )
    const done = (text: string) => {
      for (const b of card.querySelectorAll('button')) b.remove()
      card.append(h('pre', { 'data-testid': 'request-result' }, text))
    }
    const answer = async () => {
      try {
        const list = rpcParams as unknown[]
        let result: unknown
        if (params.chainId.startsWith('bip122:')) {
          if (!bitcoinSigner) throw new ProviderRpcError(4200, `Unsupported method ${method}`)
          result = await handleBitcoinRequest(bitcoinSigner, method, rpcParams)
        } else if (method.startsWith('solana_')) {
          if (!solanaSigner) throw new ProviderRpcError(4200, `Unsupported method ${method}`)
          result = await handleSolanaRequest(solanaSigner, params.chainId, method, rpcParams)
        } else if (method === 'wallet_switchEthereumChain') {
          result = await switchSessionChain(client, topic, list, knownChainIds, signer.address)
        } else if (SIGNING_METHODS.includes(method)) {
          result = await signer.sign(method, list, chainId)
        } else {
          throw new ProviderRpcError(4200, `Unsupported method ${method}`)
        }
        await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
        done(typeof result === 'object' && result !== null ? pretty(result) : String(result))
      } catch (error) {
        const message = error instanceof Error ? (error.message.split('\n')[0] ?? 'Error') : String(error)
        const code = error instanceof ProviderRpcError ? error.code : -32603
        await client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } })
        done(`error: ${message}`)
      }
    }
    if (params.chainId.startsWith('bip122:') && BITCOIN_WALLET_PAGE_READS.includes(method)) {
      region('requests').append(card)
      await answer()
      return
    }
    card.append(
      button('approve-request', 'Approve', answer),
      button('reject-request', 'Reject', async () => {
        await client.respond({ topic, response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') } })
        done('rejected')
      }),
    )
    region('requests').append(card)
  })

  client.on('session_delete', ({ topic }) => {
    log(`session deleted ${topic}`)
    renderSessions()
  })

  const pair = async (uri: string) => {
    setStatus('pairing')
    try {
      await client.pair({ uri })
      setStatus('paired')
      log('paired')
    } catch (error) {
      setStatus('pairing failed')
      log(`pair failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  region('pair-form').addEventListener('submit', (event) => {
    event.preventDefault()
    const input = region('wc-uri-input') as HTMLInputElement
    if (input.value.startsWith('wc:')) void pair(input.value.trim())
  })
  renderSessions()
  const uri = query.get('uri')
  if (uri?.startsWith('wc:')) await pair(uri)
}

/** The Solana signer for `?account=N` (the first key when there is no such index), if the page has Solana. */
function solanaSignerOf(config: WalletPageConfig, index: number): SolanaSigner | undefined {
  const solana = config.solana
  const key = solana?.accounts[index] ?? solana?.accounts[0]
  if (!solana || !key) return undefined
  return createSolanaSigner({
    secretKey: key,
    rpcUrls: Object.fromEntries(solana.chains.map((c) => [c.chain, c.rpcUrl])),
  })
}

/** The Bitcoin signer for `?account=N` (the first key when there is no such index), if the page has Bitcoin. */
function bitcoinSignerOf(config: WalletPageConfig, index: number): BitcoinSigner | undefined {
  const key = config.bitcoin?.accounts[index] ?? config.bitcoin?.accounts[0]
  if (!config.bitcoin || !key) return undefined
  return createBitcoinSigner(key, config.bitcoin.network)
}

const config = window.__AIRLOCK_WALLET_PAGE_CONFIG__
if (config) {
  main(config).catch((error: unknown) => {
    document.body.append(h('pre', { 'data-testid': 'wallet-error' }, String(error)))
  })
} else {
  document.body.textContent = 'Airlock wallet page: window.__AIRLOCK_WALLET_PAGE_CONFIG__ is missing'
}
