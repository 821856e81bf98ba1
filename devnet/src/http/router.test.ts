import { describe, expect, it } from 'vitest'
import { json } from './reply'
import { Router } from './router'

describe('Router', () => {
  const router = new Router()
    .on('GET', '/v1/account/:address/balance', ({ params }) => json(params))
    .on('POST', '/v1/profile/account', () => json({}))

  it('matches methods and paths and decodes params', () => {
    const match = router.match('GET', '/v1/account/0xAb%43/balance')
    expect('handler' in match && match.params).toEqual({ address: '0xAbC' })
  })

  it('reports the allowed methods when only the method differs, nothing when the path is unknown', () => {
    expect(router.match('GET', '/v1/profile/account')).toEqual({ allowed: ['POST'] })
    expect(router.match('GET', '/v1/account/x/history')).toEqual({ allowed: [] })
    expect(router.match('GET', '/v1/account/a/b/balance')).toEqual({ allowed: [] })
  })
})
