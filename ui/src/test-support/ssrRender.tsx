// Run in a plain Node process (no DOM) by the `renderInNode` command: imports @airlock/ui, creates an
// instance and renders the provider with both buttons to a string, then prints a JSON report.
import { renderToString } from 'react-dom/server'

const globals = { window: typeof window, document: typeof document, navigator: typeof navigator }
const ui = await import('../index')
const kernel = await import('@airlock/kernel')
const airlock = kernel.createAirlock({
  projectId: 'ssr',
  metadata: { name: 'SSR', description: 'server render', url: 'http://127.0.0.1', icons: [] },
  networks: [
    {
      id: 1,
      name: 'Test Chain',
      nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 },
      caipNetworkId: 'test:1',
      chainNamespace: 'test',
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    },
  ],
})
await airlock.ready
const html = renderToString(
  <ui.AirlockProvider airlock={airlock}>
    <header>
      <ui.ConnectButton />
      <ui.NetworkButton />
    </header>
  </ui.AirlockProvider>,
)
await airlock.destroy()
process.stdout.write(JSON.stringify({ globals, exports: Object.keys(ui).sort(), html }))
