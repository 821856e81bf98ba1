// What `import { airlockWagmiConfig } from '@airlock/wagmi'` adds to a wagmi host's initial JS, measured with
// Vite (code-split, minified): beyond what such a host has anyway (kernel, evm, @airlock/ui, wagmi and
// react-query with a config of its own).
import { expect, test } from 'vitest'
import { measureWithVite as measure } from '../../bitcoin/test/measureWithVite'

const HOST = (withAirlockWagmi: boolean) =>
  [
    "import { createAirlock } from '@airlock/kernel'",
    "import { evm } from '@airlock/evm'",
    "import { AirlockProvider, ConnectButton } from '@airlock/ui'",
    "import { createConfig, http, WagmiProvider, useConnection } from 'wagmi'",
    "import { QueryClient } from '@tanstack/react-query'",
    withAirlockWagmi ? "import { airlockWagmiConfig, airlock } from '@airlock/wagmi'" : '',
    `globalThis.x = [createAirlock, evm, AirlockProvider, ConnectButton, createConfig, http, WagmiProvider, useConnection, QueryClient${withAirlockWagmi ? ', airlockWagmiConfig, airlock' : ''}]`,
  ].join('\n')

test('@airlock/wagmi adds at most 1.5 KiB gzip to a wagmi host’s initial JS', async () => {
  const base = await measure(HOST(false))
  const host = await measure(HOST(true))
  const own = host.eager.modules.filter((m) => m.includes('/plugins/wagmi/src/'))
  expect(own.some((m) => m.endsWith('/connector.ts'))).toBe(true) // measured, not tree-shaken away
  const added = (host.eager.gzip - base.eager.gzip) / 1024
  console.info(
    `@airlock/wagmi eager: ${added.toFixed(2)} KiB gzip beyond kernel + evm + ui + wagmi + react-query (${own.length} modules)`,
  )
  expect(added).toBeLessThanOrEqual(1.5)
}, 240_000)
