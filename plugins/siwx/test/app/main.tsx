// The sign-in browser tests' host app: @airlock/ui's ConnectButton over an Airlock instance with the evm
// and solana plugins and siwx() backed by the devnet's sign-in server (window.__AIRLOCK_SIWX_E2E__ gives
// its URL, the Solana node and the Bitcoin node's Esplora facade). `?required=1` turns required sign-in on,
// `?chains=solana` / `?chains=bitcoin` configure that chain's plugin alone, `?wc=1` adds WalletConnect (the
// devnet relay; the devnet's wallet page is the phone), a `frameUrl` in the injected config adds the
// email/social plugin (the embedded wallet on the devnet's frame host), `?siwe=1` signs in through an
// AppKit-shaped `siweConfig` (the app's own nonce and verifyMessage, as a migrating app has) instead.
import { bitcoin, bitcoinRegtest, defineBitcoinNetwork } from '@airlock/bitcoin'
import { e2eAppConfig, e2eChains, readE2eConfig } from '@airlock/devnet/test-app'
import { emailSocial } from '@airlock/email-social'
import { evm } from '@airlock/evm'
import { type Airlock, createAirlock } from '@airlock/kernel'
import { type SolanaNetworkParameters, solana, solanaNetwork } from '@airlock/solana'
import { AirlockProvider, ConnectButton, useAirlock, useWatched } from '@airlock/ui'
import { walletConnect } from '@airlock/walletconnect'
import { createRoot } from 'react-dom/client'
import { recoverMessageAddress } from 'viem'
import { createSiwxServerConfig } from '../../src/client/index'
import { siwx } from '../../src/index'

/** What the test injects besides the devnet endpoints. */
interface SiwxE2eConfig {
  url: string
  solana?: SolanaNetworkParameters
  /** The devnet Bitcoin node's Esplora facade (`?chains=bitcoin`: the bitcoin plugin alone). */
  esploraUrl?: string
  /** The devnet's frame host: the email/social plugin (the embedded wallet) is added. */
  frameUrl?: string
}

declare global {
  interface Window {
    __airlock: Airlock
    __AIRLOCK_SIWX_E2E__: SiwxE2eConfig
  }
}

const e2e = readE2eConfig()
const injected = window.__AIRLOCK_SIWX_E2E__
const query = new URLSearchParams(location.search)
const required = query.get('required') === '1'
const only = query.get('chains') // `?chains=solana` or `?chains=bitcoin`: that chain's plugin alone
const withWalletConnect = query.get('wc') === '1'

/** What the AppKit-shaped siweConfig's backend saw: the address each valid signature recovered to. */
const siweVerified: string[] = []
let siweSession: { address: string; chainId: number } | null = null
/** An AppKit `siweConfig` as a migrating app passes it: its own nonce, verification and session. */
const siweConfig = {
  getNonce: async () => crypto.randomUUID().replaceAll('-', ''),
  getMessageParams: async () => ({ statement: 'Sign in to the test app (SIWE)' }),
  async verifyMessage({ message, signature }: { message: string; signature: string }) {
    const claimed = message.split('\n')[1] ?? ''
    const chainId = Number(/^Chain ID: (\d+)$/m.exec(message)?.[1])
    const signer = await recoverMessageAddress({ message, signature: signature as `0x${string}` })
    if (signer.toLowerCase() !== claimed.toLowerCase()) return false
    siweVerified.push(signer)
    siweSession = { address: signer, chainId }
    return true
  },
  getSession: async () => siweSession,
  signOut: async () => {
    siweSession = null
    return true
  },
}
;(window as { __siweVerified?: string[] }).__siweVerified = siweVerified
const airlock = createAirlock({
  ...e2eAppConfig(e2e, 'Airlock sign-in test app'),
  plugins: [
    ...(only ? [] : [evm({ networks: e2eChains(e2e) })]),
    ...(injected.solana && only !== 'bitcoin'
      ? [solana({ networks: [solanaNetwork(injected.solana)] })]
      : []),
    ...(injected.esploraUrl
      ? [
          bitcoin({
            networks: [defineBitcoinNetwork({ ...bitcoinRegtest, esploraUrl: injected.esploraUrl })],
          }),
        ]
      : []),
    ...(withWalletConnect ? [walletConnect()] : []),
    ...(injected.frameUrl ? [emailSocial({ frameUrl: injected.frameUrl })] : []),
    query.get('siwe') === '1'
      ? siwx({ siweConfig })
      : siwx({
          siwx: createSiwxServerConfig({ url: injected.url, statement: 'Sign in to the test app', required }),
        }),
  ],
})
window.__airlock = airlock

/** What a host shows of the session: the signed-in address, through ui's generic hook. */
function SessionBadge() {
  const instance = useAirlock()
  const session = useWatched(
    instance,
    (a) => a.plugin('siwx')?.getSession(),
    (a, listener) => a.plugin('siwx')?.watchSession(listener) ?? (() => undefined),
  )
  return <output data-testid="siwx-session">{session ? session.data.accountAddress : 'signed out'}</output>
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <AirlockProvider airlock={airlock} allowLocalhostImages>
      <ConnectButton />
      <SessionBadge />
    </AirlockProvider>,
  )
}
