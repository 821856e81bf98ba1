// What the client-side entries weigh in an app's bundle (esbuild, minified, gzip): the message module is
// what the plugin loads when it asks for a signature, and must not pull zod in; the server-backed config
// brings the protocol's schemas (zod) with it.
import { expect, test } from 'vitest'
import { measureBundle } from '../../../scripts/measureBundle'

test('the message module is small and zod-free; the server-backed config adds the protocol', async () => {
  const message = await measureBundle(
    "import { formatSiwxMessage, parseSiwxMessage, toSolanaSignInInput } from '@airlock/siwx/message'; globalThis.x = [formatSiwxMessage, parseSiwxMessage, toSolanaSignInInput]",
  )
  const client = await measureBundle(
    "import { createSiwxServerConfig } from '@airlock/siwx/client'; globalThis.x = createSiwxServerConfig",
  )
  const options = await measureBundle(
    "import { resolveSiwxConfig } from '@airlock/siwx/options'; globalThis.x = resolveSiwxConfig",
  )
  expect(message.eager.packages).not.toContain('zod')
  expect(client.eager.packages).toContain('zod')
  const kib = (bytes: number) => (bytes / 1024).toFixed(2)
  console.info(
    `@airlock/siwx gzip: message ${kib(message.eager.gzip)} KiB, client ${kib(client.eager.gzip)} KiB, options ${kib(options.eager.gzip)} KiB`,
  )
  // 4 KiB since the parser checks WalletConnect's one-click (ReCaps) extension: the recap's statement must be
  // exactly what its resource says (message/recap.ts; 3.5 KiB before, 3.9 after).
  expect(message.eager.gzip).toBeLessThan(4 * 1024)
})

test("the plugin's eager face stays within 1.5 KiB gzip; its flow and view load lazily", async () => {
  const plugin = await measureBundle("import { siwx } from '@airlock/siwx'; globalThis.x = siwx", {
    external: ['@airlock/kernel', '@airlock/ui', 'react', 'react/jsx-runtime', 'mobx', 'mobx-react-lite'],
  })
  console.info(
    `@airlock/siwx plugin gzip: eager ${(plugin.eager.gzip / 1024).toFixed(2)} KiB, lazy ${(plugin.lazy.gzip / 1024).toFixed(2)} KiB`,
  )
  expect(plugin.eager.packages).not.toContain('zod')
  expect(plugin.eager.gzip).toBeLessThanOrEqual(1.5 * 1024)
  expect(plugin.lazy.gzip).toBeGreaterThan(plugin.eager.gzip) // the flow and the view are not in the eager part
})
