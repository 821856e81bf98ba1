import { expect, test } from 'vitest'
import { SDK_VERSION } from './index'

test('exports the SDK version', () => {
  expect(SDK_VERSION).toMatch(/^\d+\.\d+\.\d+$/)
})
