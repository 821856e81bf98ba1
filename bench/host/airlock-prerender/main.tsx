// The airlock page with the integrator's pre-render option on (`<AirlockProvider prerender>`): the same
// plugins and buttons; the closed modal is rendered hidden at the first idle moment (no requests:
// `prefetch` stays off), so the first open only reveals it. Timed beside the default page.
import { ens } from '@airlock/ens'
import { evm } from '@airlock/evm'
import { createAirlock } from '@airlock/kernel'
import { walletConnect } from '@airlock/walletconnect'
import { benchAirlockConfig, benchChain, renderAirlockHost } from '../airlockHost'

renderAirlockHost(
  createAirlock({
    ...benchAirlockConfig,
    plugins: [evm({ networks: [benchChain] }), walletConnect(), ens()],
  }),
  { prerender: true },
)
