import { describe, expect, test } from 'vitest'
import { alertFromError } from './alerts'
import { BaseError } from './base'
import { ALERTS } from './catalogue'
import { NetworkIdNotFoundError, NetworkNotFoundError } from './chain'
import { ProjectIdNotConfiguredError } from './config'
import { HttpRequestError } from './http'
import { PluginError } from './plugin'

describe('alerts', () => {
  test('texts', () => {
    expect(
      Object.values(ALERTS).map((a) => `${a.id}: ${a.shortMessage} — ${a.longMessage}`),
    ).toMatchInlineSnapshot(`
        [
          "ORIGIN_NOT_ALLOWED: Invalid App Configuration — This origin is not on the allow list of the project - add it to the project configuration.",
          "INVALID_PROJECT_ID: Invalid App Configuration — Invalid project id - check the projectId in the configuration.",
          "JWT_NOT_YET_VALID: Session Expired — Invalid session found - please check your time settings and connect again.",
          "NETWORK_NOT_FOUND: Network Not Found — Network not found - make sure it is included in the networks of the configuration.",
          "PROJECT_ID_NOT_CONFIGURED: Project ID Not Configured — Project ID Not Configured - set projectId in the configuration.",
        ]
      `)
  })

  test('maps triggers to alerts through the cause chain [spec 8.27, 8.28]', () => {
    expect(alertFromError(new Error('Unauthorized: origin not allowed'))).toBe(ALERTS.ORIGIN_NOT_ALLOWED)
    expect(
      alertFromError(new BaseError('Connection failed', { cause: new Error('Unauthorized: invalid key') })),
    ).toBe(ALERTS.INVALID_PROJECT_ID)
    expect(alertFromError(new Error('JWT validation error: JWT Token is not yet valid'))).toBe(
      ALERTS.JWT_NOT_YET_VALID,
    )
    const http = new HttpRequestError({
      status: 401,
      body: '{"error":"Unauthorized: invalid key"}',
      url: 'u',
    })
    expect(alertFromError(http)).toBe(ALERTS.INVALID_PROJECT_ID)
    expect(alertFromError('Unauthorized: origin not allowed')).toBe(ALERTS.ORIGIN_NOT_ALLOWED)
    expect(alertFromError(new Error('something else'))).toBeUndefined()
    expect(alertFromError(undefined)).toBeUndefined()
  })

  test('alert errors map to their alerts, also when wrapped', () => {
    expect(alertFromError(new NetworkNotFoundError('eip155:9'))).toBe(ALERTS.NETWORK_NOT_FOUND)
    expect(alertFromError(new NetworkIdNotFoundError('eip155:9'))).toBe(ALERTS.NETWORK_NOT_FOUND)
    expect(alertFromError(new ProjectIdNotConfiguredError())).toBe(ALERTS.PROJECT_ID_NOT_CONFIGURED)
    const wrapped = new PluginError({
      plugin: 'acme',
      hook: 'connect',
      cause: new NetworkNotFoundError('acme:9'),
    })
    expect(alertFromError(wrapped)).toBe(ALERTS.NETWORK_NOT_FOUND)
    expect(new ProjectIdNotConfiguredError().message).toMatchInlineSnapshot(`
      "Project ID Not Configured

      Details: Project ID Not Configured - set projectId in the configuration."
    `)
  })
})
