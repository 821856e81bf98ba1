import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Hex } from 'viem'

/**
 * The pair init-code hash that Uniswap V2's router library (`UniswapV2Library.pairFor`) has hard-coded:
 * keccak256 of `UniswapV2Pair`'s creation code. The npm pair artifact of `@uniswap/v2-core@1.0.1` hashes to
 * exactly this (checked by `uniswapArtifacts.test.ts`), so the npm router finds the npm factory's pairs
 * without any bytecode patch.
 */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH: Hex =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/** The creation code of the four contracts the devnet deploys, as npm ships them. */
export interface UniswapV2Bytecode {
  /** `WETH9` from `@uniswap/v2-periphery` (build/WETH9.json). */
  weth: Hex
  /** `UniswapV2Factory` from `@uniswap/v2-core` (build/UniswapV2Factory.json); embeds the pair code. */
  factory: Hex
  /** `UniswapV2Router02` from `@uniswap/v2-periphery` (build/UniswapV2Router02.json). */
  router: Hex
  /** `UniswapV2Pair` from `@uniswap/v2-core` (build/UniswapV2Pair.json); created by the factory. */
  pair: Hex
}

const ARTIFACTS = {
  weth: '@uniswap/v2-periphery/build/WETH9.json',
  factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  router: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
} as const satisfies Record<keyof UniswapV2Bytecode, string>

let cached: UniswapV2Bytecode | undefined

/**
 * Reads the creation code of WETH9, the factory, the router and the pair from the npm packages'
 * `build/*.json` artifacts (once per process; ~1 MB of JSON, parsed in a few ms).
 *
 * @example
 * const { router } = uniswapV2Bytecode() // '0x6101...'
 */
export function uniswapV2Bytecode(): UniswapV2Bytecode {
  if (cached) return cached
  const require = createRequire(import.meta.url)
  const read = (path: string): Hex => {
    const artifact = JSON.parse(readFileSync(require.resolve(path), 'utf8')) as { bytecode?: unknown }
    if (typeof artifact.bytecode !== 'string' || !/^(0x)?[0-9a-f]+$/i.test(artifact.bytecode)) {
      throw new Error(`${path}: no bytecode in the artifact`)
    }
    return (artifact.bytecode.startsWith('0x') ? artifact.bytecode : `0x${artifact.bytecode}`) as Hex
  }
  cached = {
    weth: read(ARTIFACTS.weth),
    factory: read(ARTIFACTS.factory),
    router: read(ARTIFACTS.router),
    pair: read(ARTIFACTS.pair),
  }
  return cached
}
