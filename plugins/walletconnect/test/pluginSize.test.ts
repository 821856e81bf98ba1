// What `import { walletConnect }` adds to a host's initial JS, measured with Vite (rolldown: what apps build
// with), code-split and minified, as `npm run bench:size` measures every plugin's face: beyond a host with the
// kernel, ui, React and evm. The connector's behaviour, the sign client, the errors, the texts and the views are
// chunks loaded by the connector's first call or the first QR view.
//
// Budget 2 KiB (issue 32). 2026-11-29: 1.81 KiB, was 2.60 (the texts' catalogue, the errors and the connector's
// behaviour were eager). About 0.1 KiB of it is rolldown's runtime helpers for the sign client's CommonJS
// modules, which rolldown puts in the runtime chunk the entry imports.
import { expect, test } from 'vitest'
import { hostEntry } from '../../../scripts/pluginFaces'
import { measureWithVite } from '../../bitcoin/test/measureWithVite'

test('walletConnect() adds at most 2 KiB gzip to the bench host’s initial JS; its behaviour, errors and texts load with the first call', async () => {
  const evm = ['evm', '@airlock/evm'] as const
  const base = await measureWithVite(hostEntry([evm]))
  const host = await measureWithVite(hostEntry([evm, ['walletConnect', '@airlock/walletconnect']]))
  const face = (host.eager.gzip - base.eager.gzip) / 1024
  for (const lazy of [
    'connectorCalls.ts',
    'errors.ts',
    'messages.ts',
    'session/createSignClientSession.ts',
  ]) {
    const own = `walletconnect/src/${lazy}`
    expect(
      host.eager.modules.some((m) => m.endsWith(own)),
      lazy,
    ).toBe(false)
    expect(
      host.lazy.modules.some((m) => m.endsWith(own)),
      lazy,
    ).toBe(true)
  }
  console.info(
    `walletConnect() eager face (vite, minified): ${face.toFixed(2)} KiB gzip beyond kernel + ui + React + evm`,
  )
  expect(face).toBeLessThanOrEqual(2)
}, 180_000)
