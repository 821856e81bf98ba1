// What `import { emailSocial }` adds to a host's initial JS, measured with Vite (what apps build with),
// code-split and minified: the descriptor beyond what every host has anyway (kernel, @airlock/ui, mobx).
// The runtime (frame client, protocol schemas), the views and the Spanish and Arabic texts are chunks
// loaded once the visitor acts (or a stored login is restored).
//
// The budget is 2 KiB and it is NOT met: measured 2.63 KiB here (2.17 in the size benchmark's host with evm;
// 2026-11-29), down from 6.98: the kernel and the plugins' eager modules stopped using zod (the kernel's own schemas
// check the options), the full English catalogue loads with the first connect block or the runtime (the texts shown
// before, titles and Account rows, are a small declared catalogue), and the constants, the load error and the
// login-state read the descriptor needs are modules apart from those the runtime uses. What is left is the
// descriptor itself (connector, two connect blocks, account actions, six view registrations, hooks), the options
// check, the Telegram rules Connect needs before the social block loads, and small @airlock/ui parts.
const MEASURED_FACE_KIB = 2.7

import { expect, test } from 'vitest'
import { measureWithVite as measure } from '../../bitcoin/test/measureWithVite'

// An email-social host has these anyway: the modal (@airlock/ui) on the kernel, with mobx.
const HOST = (extra: string) =>
  `import { createAirlock } from '@airlock/kernel'; import { AirlockProvider, ConnectButton } from '@airlock/ui'; import { makeObservable } from 'mobx';${extra ? " import { emailSocial } from '@airlock/email-social';" : ''} globalThis.x = [createAirlock, AirlockProvider, ConnectButton, makeObservable${extra}]`

test('emailSocial() adds at most 2.7 KiB gzip to the initial JS (budget 2 KiB: not met, see above); the runtime and views load later', async () => {
  const base = await measure(HOST(''))
  const host = await measure(HOST(', emailSocial'))
  const own = (modules: string[]) => modules.filter((m) => m.includes('/plugins/email-social/src/'))
  const ownEager = own(host.eager.modules)
  const ownLazy = own(host.lazy.modules)
  // The runtime, the frame client and the views are not eager; they are in the lazy chunks (the login
  // state's reader is: the connector's reconnect asks it whether to load the frame at all).
  expect(ownEager.filter((m) => /\/(runtime|views)\//.test(m))).toEqual([
    expect.stringMatching(/\/runtime\/loginUsed\.ts$/),
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
