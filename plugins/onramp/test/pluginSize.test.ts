// What `import { onramp }` adds to a host's initial JS, and what loads when "Buy" is first used, measured
// with Vite (rollup: what apps build with), code-split and minified, with the bitcoin package's Vite
// measurement helper (esbuild's splitting would put every module the lazy chunk shares with the package's
// re-exports — schemas, errors — into a chunk the page imports).
import { expect, test } from 'vitest'
import { measureWithVite as measure } from '../../bitcoin/test/measureWithVite'

// A React host: the kernel, mobx and ui's provider are in its initial JS anyway.
const HOST = (extra: string) =>
  `import { createAirlock } from '@airlock/kernel'; import { makeObservable } from 'mobx'; import { AirlockProvider } from '@airlock/ui';${extra ? ` import { onramp } from '@airlock/onramp';` : ''} globalThis.x = [createAirlock, makeObservable, AirlockProvider${extra}]`

test('onramp() adds at most 1.5 KiB gzip to the initial JS; the client, controller, views and texts load on first use', async () => {
  const base = await measure(HOST(''))
  const host = await measure(HOST(', onramp'))
  const face = (host.eager.gzip - base.eager.gzip) / 1024
  const lazy = (host.lazy.gzip - base.lazy.gzip) / 1024
  const lazyOnramp = host.lazy.modules.filter((m) => m.includes('plugins/onramp/src/'))
  const eagerOnramp = host.eager.modules.filter((m) => m.includes('plugins/onramp/src/'))
  console.info(
    `onramp() eager face (vite, minified): ${face.toFixed(2)} KiB gzip beyond kernel + mobx + ui ` +
      `(${eagerOnramp.map((m) => m.split('plugins/onramp/src/')[1]).join(', ')}); ` +
      `lazy: ${lazy.toFixed(1)} KiB gzip more on first use, in ${host.lazy.files - base.lazy.files} more chunks (its plugin chunk and the es/ar texts)`,
  )
  expect(eagerOnramp.some((m) => m.includes('lazy/'))).toBe(false)
  expect(lazyOnramp.some((m) => m.endsWith('lazy/PurchaseSession.ts'))).toBe(true)
  expect(face).toBeLessThanOrEqual(1.5)
}, 180_000)
