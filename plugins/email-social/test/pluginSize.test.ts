// What `import { emailSocial }` adds to a host's initial JS, measured with Vite (what apps build with),
// code-split and minified: the descriptor beyond what every host of it has anyway — the kernel, @airlock/ui, mobx
// and a chain plugin (the embedded wallet serves eip155 and solana: a host without evm or solana has nothing for
// it to connect), as `npm run bench:size` measures every plugin's face (beyond a host with evm). The runtime
// (frame client, protocol schemas, the views and Account rows it registers once loaded), the views and the
// Spanish and Arabic texts are chunks loaded once the visitor acts (or a stored login is restored).
//
// Budget 2 KiB (issue 37): met. 2026-11-29: 1.73 KiB beyond a host with evm, 1.75 with solana; 2.14 beyond
// kernel + ui + mobx alone (no chain plugin: not a host that can use it), down from 6.98 at first. What is left
// is the descriptor (connector, two connect blocks, the views a host may open), the options check,
// the Telegram rules Connect needs before the social block loads, and the texts shown before any code loads.
const BUDGET_KIB = 2
/** Beyond kernel + ui + mobx with no chain plugin: a guard against growth, not a budget. */
const MEASURED_BARE_KIB = 2.2

import { expect, test } from 'vitest'
import { measureWithVite as measure } from '../../bitcoin/test/measureWithVite'

// An email-social host has these anyway: the modal (@airlock/ui) on the kernel, with mobx, and a chain plugin.
const HOST = (chain: '' | 'evm' | 'solana', withPlugin: boolean) => {
  const names = ['createAirlock', 'AirlockProvider', 'ConnectButton', 'makeObservable']
  let code = `import { createAirlock } from '@airlock/kernel'; import { AirlockProvider, ConnectButton } from '@airlock/ui'; import { makeObservable } from 'mobx';`
  if (chain) {
    code += ` import { ${chain} } from '@airlock/${chain}';`
    names.push(chain)
  }
  if (withPlugin) {
    code += " import { emailSocial } from '@airlock/email-social';"
    names.push('emailSocial')
  }
  return `${code} globalThis.x = [${names.join(', ')}]`
}

/** The face beyond a host with `chain` (none: kernel + ui + mobx), and the build with the plugin. */
async function faceBeyond(chain: '' | 'evm' | 'solana') {
  const base = await measure(HOST(chain, false))
  const host = await measure(HOST(chain, true))
  return { face: (host.eager.gzip - base.eager.gzip) / 1024, host }
}

test('emailSocial() adds at most 2 KiB gzip to the initial JS of a host with a chain plugin; the runtime and views load later', async () => {
  const { face, host } = await faceBeyond('evm')
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
  // The views, Account rows and hooks that need the runtime are registered by it, from its chunk.
  expect(ownLazy.some((m) => m.endsWith('runtime/runtimeParts.ts'))).toBe(true)
  const withSolana = (await faceBeyond('solana')).face
  const bare = (await faceBeyond('')).face
  console.info(
    `emailSocial() eager face (vite, minified): ${face.toFixed(2)} KiB gzip beyond kernel + ui + mobx + evm, ${withSolana.toFixed(2)} with solana instead, ${bare.toFixed(2)} with no chain plugin (${ownEager.length} modules: ${ownEager.map((m) => m.split('/src/')[1]).join(', ')}); ` +
      `lazy: ${(host.lazy.gzip / 1024).toFixed(1)} KiB gzip in ${host.lazy.files} chunks (${ownLazy.length} email-social modules)`,
  )
  expect(face).toBeLessThanOrEqual(BUDGET_KIB)
  expect(withSolana).toBeLessThanOrEqual(BUDGET_KIB)
  expect(bare).toBeLessThanOrEqual(MEASURED_BARE_KIB)
}, 360_000)
