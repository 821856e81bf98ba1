// What `import { emailSocial }` adds to a host's initial JS, measured with Vite (what apps build with),
// code-split and minified: the descriptor beyond what every host has anyway (kernel, @airlock/ui, mobx).
// The runtime (frame client, protocol schemas), the views and the Spanish and Arabic texts are chunks
// loaded once the visitor acts (or a stored login is restored).
//
// The budget is 2 KiB and it is NOT met: measured 6.98 KiB (2026-11-29, production build; 13.7 before the
// frame protocol moved to zod/mini). About 3.5 KiB are the plugin's own eager modules (descriptor, catalogue with
// the English texts, constants, Telegram rules, errors, options on zod/mini, the login-state reader); about 3.3 KiB
// are zod's core and ~0.3 KiB @airlock/ui components: the lazy runtime parses the frame protocol with zod/mini and
// the lazy views use more of ui, and those modules are already in the page's initial JS (the kernel's zod/mini,
// the modal), so the bundler keeps the parts the lazy chunks use there too. Under 2 KiB needs zod out of the
// kernel's and the plugins' eager graphs. A hand-written options guard was tried and not kept: −0.26 KiB here but
// +0.15 KiB in a host with evm (whose options already pay for zod's url/int/default checks).
const MEASURED_FACE_KIB = 7.1

import { expect, test } from 'vitest'
import { measureWithVite as measure } from '../../bitcoin/test/measureWithVite'

// An email-social host has these anyway: the modal (@airlock/ui) on the kernel, with mobx.
const HOST = (extra: string) =>
  `import { createAirlock } from '@airlock/kernel'; import { AirlockProvider, ConnectButton } from '@airlock/ui'; import { makeObservable } from 'mobx';${extra ? " import { emailSocial } from '@airlock/email-social';" : ''} globalThis.x = [createAirlock, AirlockProvider, ConnectButton, makeObservable${extra}]`

test('emailSocial() adds at most 7.1 KiB gzip to the initial JS (budget 2 KiB: not met, see above); the runtime and views load later', async () => {
  const base = await measure(HOST(''))
  const host = await measure(HOST(', emailSocial'))
  const own = (modules: string[]) => modules.filter((m) => m.includes('/plugins/email-social/src/'))
  const ownEager = own(host.eager.modules)
  const ownLazy = own(host.lazy.modules)
  // The runtime, the frame client and the views are not eager; they are in the lazy chunks (the login
  // state's reader is: the connector's reconnect asks it whether to load the frame at all).
  expect(ownEager.filter((m) => /\/(runtime|views)\//.test(m))).toEqual([
    expect.stringMatching(/\/runtime\/loginState\.ts$/),
  ])
  expect(ownLazy.some((m) => m.endsWith('runtime/EmailRuntime.ts'))).toBe(true)
  expect(ownLazy.some((m) => m.endsWith('runtime/FrameClient.ts'))).toBe(true)
  expect(ownLazy.some((m) => m.endsWith('views/SocialBlock.tsx'))).toBe(true)
  const face = (host.eager.gzip - base.eager.gzip) / 1024
  console.info(
    `emailSocial() eager face (vite, minified): ${face.toFixed(2)} KiB gzip beyond kernel + ui + mobx (${ownEager.length} modules: ${ownEager.map((m) => m.split('/src/')[1]).join(', ')}); ` +
      `lazy: ${(host.lazy.gzip / 1024).toFixed(1)} KiB gzip in ${host.lazy.files} chunks (${ownLazy.length} email-social modules)`,
  )
  expect(face).toBeLessThanOrEqual(MEASURED_FACE_KIB)
}, 180_000)
