import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Hex } from 'viem'

let bytecode: Hex | undefined

/**
 * The creation bytecode of EntryPoint v0.8 as `@account-abstraction/contracts@0.8.0` publishes it
 * (artifacts/EntryPoint.json), read once from node_modules.
 */
export function entryPointBytecode(): Hex {
  if (bytecode) return bytecode
  const require = createRequire(import.meta.url)
  const path = require.resolve('@account-abstraction/contracts/artifacts/EntryPoint.json')
  const artifact = JSON.parse(readFileSync(path, 'utf8')) as { bytecode?: unknown }
  if (typeof artifact.bytecode !== 'string' || !/^0x[0-9a-f]+$/i.test(artifact.bytecode)) {
    throw new Error(`EntryPoint artifact without bytecode: ${path}`)
  }
  bytecode = artifact.bytecode as Hex
  return bytecode
}
