import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { airlockAccountFactoryAbi, airlockSmartAccountAbi } from '@airlock/frame-host/aa'
import { toFunctionSignature } from 'viem'
import { describe, expect, it } from 'vitest'
import { AirlockAccountFactory, AirlockSmartAccount } from '../artifacts/aa'
// @ts-expect-error: plain ESM script without types
import { renderAaArtifacts } from './compile.mjs'

const here = dirname(fileURLToPath(import.meta.url))

const signatures = (abi: readonly { type: string }[]) =>
  abi.filter((item) => item.type === 'function').map((item) => toFunctionSignature(item as never))

describe('contracts/artifacts/aa', () => {
  it('match a fresh solc compile of the committed Solidity sources', () => {
    const committed = readFileSync(join(here, '..', 'artifacts', 'aa.ts'), 'utf8')
    expect((renderAaArtifacts as () => string)()).toBe(committed)
  }, 300_000)

  it("the client's hand-written ABIs are parts of the compiled ones", () => {
    expect(signatures(AirlockAccountFactory.abi)).toEqual(
      expect.arrayContaining(signatures(airlockAccountFactoryAbi)),
    )
    expect(signatures(AirlockSmartAccount.abi)).toEqual(
      expect.arrayContaining(signatures(airlockSmartAccountAbi)),
    )
  })
})
