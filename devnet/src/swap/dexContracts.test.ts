import { concat, encodeAbiParameters, getContractAddress, keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEPLOYER } from '../chain/accounts'
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { CREATE2_DEPLOYER, DEVNET_DEX, DEX_SALT, pairAddress, sortTokens } from './dexContracts'
import { UNISWAP_V2_PAIR_INIT_CODE_HASH, uniswapV2Bytecode } from './uniswapArtifacts'

describe('the devnet DEX addresses', () => {
  it('are the CREATE2 addresses of the npm bytecode with its constructor arguments', () => {
    const code = uniswapV2Bytecode()
    const at = (initCode: `0x${string}`) =>
      getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: DEX_SALT, bytecode: initCode })
    const address = (value: `0x${string}`) => encodeAbiParameters([{ type: 'address' }], [value])
    expect(DEX_SALT).toBe(keccak256(toHex('airlock.devnet.uniswap-v2')))
    expect(at(code.weth)).toBe(DEVNET_DEX.weth)
    expect(at(concat([code.factory, address(DEPLOYER.address)]))).toBe(DEVNET_DEX.factory)
    expect(at(concat([code.router, address(DEVNET_DEX.factory), address(DEVNET_DEX.weth)]))).toBe(
      DEVNET_DEX.router,
    )
  })

  it('put pairs where the router expects them, whichever order the tokens are given in', () => {
    const { usdc, dai } = DEVNET_CONTRACTS
    expect(pairAddress(usdc, dai)).toBe(pairAddress(dai, usdc))
    expect(pairAddress(usdc, dai)).not.toBe(pairAddress(usdc, DEVNET_DEX.weth))
    expect(sortTokens(dai, usdc)).toEqual(BigInt(dai) < BigInt(usdc) ? [dai, usdc] : [usdc, dai])
  })
})

describe('the npm Uniswap V2 artifacts', () => {
  it('hash the pair to the init code hash the router has hard-coded, so no patch is needed', () => {
    const code = uniswapV2Bytecode()
    expect(keccak256(code.pair)).toBe(UNISWAP_V2_PAIR_INIT_CODE_HASH)
    // UniswapV2Library.pairFor's constant is in the router's code, and the factory creates this pair code.
    expect(code.router).toContain(UNISWAP_V2_PAIR_INIT_CODE_HASH.slice(2))
    expect(code.factory).toContain(code.pair.slice(2))
  })
})
