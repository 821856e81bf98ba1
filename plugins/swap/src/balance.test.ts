import { describe, expect, it } from 'vitest'
import { assertSufficientBalance, type BalanceCheck, insufficientBalance } from './balance'
import { SWAP_ERROR_CODES, SwapInsufficientBalanceError } from './errors'

const base: BalanceCheck = {
  amount: 100n,
  sourceBalance: 100n,
  sourceIsNative: false,
  nativeBalance: 10n,
  networkCost: 10n,
  accountType: 'eoa',
}

describe('the insufficient-balance rule (spec §5)', () => {
  it('passes when the amount and the gas are covered exactly', () => {
    expect(insufficientBalance(base)).toBeUndefined()
  })

  it('flags an amount above the source balance', () => {
    expect(insufficientBalance({ ...base, amount: 101n })).toBe('amount')
  })

  it('flags gas the native balance cannot cover, and an empty native balance', () => {
    expect(insufficientBalance({ ...base, networkCost: 11n })).toBe('gas')
    expect(insufficientBalance({ ...base, nativeBalance: 0n, networkCost: 0n })).toBe('gas')
  })

  it('adds the amount to the gas for a native source', () => {
    const native = { ...base, sourceIsNative: true, sourceBalance: 110n, nativeBalance: 110n }
    expect(insufficientBalance(native)).toBeUndefined()
    expect(insufficientBalance({ ...native, amount: 101n })).toBe('gas')
  })

  it('exempts smart accounts from the gas check, not from the amount check', () => {
    const smart = {
      ...base,
      accountType: 'smartAccount' as const,
      nativeBalance: 0n,
      networkCost: 10n ** 18n,
    }
    expect(insufficientBalance(smart)).toBeUndefined()
    expect(insufficientBalance({ ...smart, amount: 101n })).toBe('amount')
  })

  it('is the same either way round (no false flag on one direction: appkit#5424)', () => {
    // 1 ETH → USDC and 3000 USDC → ETH, each with the balances to cover them.
    const ethToUsdc = {
      amount: 10n ** 18n,
      sourceBalance: 2n * 10n ** 18n,
      sourceIsNative: true,
      nativeBalance: 2n * 10n ** 18n,
      networkCost: 3n * 10n ** 14n,
      accountType: 'eoa' as const,
    }
    const usdcToEth = {
      amount: 3_000_000_000n,
      sourceBalance: 3_000_000_000n,
      sourceIsNative: false,
      nativeBalance: 2n * 10n ** 18n,
      networkCost: 3n * 10n ** 14n,
      accountType: 'eoa' as const,
    }
    expect(insufficientBalance(ethToUsdc)).toBeUndefined()
    expect(insufficientBalance(usdcToEth)).toBeUndefined()
  })

  it('assertSufficientBalance throws the error with its reason', () => {
    expect(() => assertSufficientBalance(base)).not.toThrow()
    try {
      assertSufficientBalance({ ...base, networkCost: 11n })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(SwapInsufficientBalanceError)
      expect((error as SwapInsufficientBalanceError).reason).toBe('gas')
      expect((error as SwapInsufficientBalanceError).code).toBe(SWAP_ERROR_CODES.insufficientBalance)
    }
  })
})
