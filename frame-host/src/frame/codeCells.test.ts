import { describe, expect, it } from 'vitest'
import { codeDigits } from './codeCells'

describe('the code cells read digits', () => {
  it('takes Arabic-Indic and Eastern Arabic-Indic digits as the same digits, drops everything else', () => {
    expect(codeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(codeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(codeDigits('الرمز: ١٢٣ 456')).toBe('123456')
    expect(codeDigits('Code: 123 456')).toBe('123456')
    expect(codeDigits('x-y')).toBe('')
  })
})
