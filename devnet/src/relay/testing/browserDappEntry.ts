// A minimal browser dApp used by browserDapp.test.ts to measure WalletConnect connect time in Chromium.
import { SignClient } from '@walletconnect/sign-client'
import { disableVerify } from '../disableVerify'

interface DappProbeConfig {
  relayUrl: string
  disableVerify: boolean
}

declare global {
  interface Window {
    __DAPP_PROBE_CONFIG__?: DappProbeConfig
    /** Provided by the test through page.exposeFunction: pairs a Node wallet with the URI. */
    pairFromNode?: (uri: string) => Promise<void>
    dappProbe?: () => Promise<{ uriMs: number; sessionMs: number; accounts: string[] }>
  }
}

window.dappProbe = async () => {
  const config = window.__DAPP_PROBE_CONFIG__
  if (!config || !window.pairFromNode) throw new Error('probe not configured')
  const client = await SignClient.init({
    projectId: 'airlock-devnet',
    relayUrl: config.relayUrl,
    telemetryEnabled: false,
    logger: 'error',
    metadata: { name: 'Browser dApp', description: 'probe', url: location.origin, icons: [] },
  })
  if (config.disableVerify) disableVerify(client)
  const started = performance.now()
  const { uri, approval } = await client.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
  })
  // Call approval() at once: the SDK's promise ignores a session that settles before approval() is called.
  const approved = approval()
  const uriMs = performance.now() - started
  await window.pairFromNode(uri ?? '')
  const session = await approved
  return {
    uriMs,
    sessionMs: performance.now() - started,
    accounts: session.namespaces.eip155?.accounts ?? [],
  }
}
