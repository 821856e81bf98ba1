import { expect, test } from 'vitest'
import { frameCsp } from './frameRoutes'

test("frame-ancestors lists the project's origins, leaving out IPv6 literals CSP cannot express", () => {
  const csp = frameCsp(
    ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*', 'https://app.example'],
    ['http://127.0.0.1:8545/rpc'],
  )
  expect(csp).toContain('frame-ancestors http://127.0.0.1:* http://localhost:* https://app.example;')
  expect(csp).not.toContain('[::1]')
  expect(csp).toContain("connect-src 'self' http://127.0.0.1:8545;")
  expect(frameCsp(['http://[::1]:3000'], [])).toContain("frame-ancestors 'none'")
})
