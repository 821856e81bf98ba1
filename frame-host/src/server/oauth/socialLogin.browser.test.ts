import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  DEVNET_SOCIAL_USERS,
  type LocalServer,
  launchChromium,
  listenLocal,
  type SocialProviders,
  startSocialProviders,
  subjectOf,
} from '@airlock/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FrameDatabase, openFrameDatabase } from '../database/openFrameDatabase'
import { createSocialLogin, parseOauthCallbackPath, type SocialLogin } from './createSocialLogin'
import { SocialLoginError } from './SocialLoginError'
import { applySocialMigrations } from './socialMigrations'

let db: FrameDatabase
let providers: SocialProviders
let callbackServer: LocalServer
let social: SocialLogin
let browser: Browser

/** Stands in for the frame host's callback route until the wiring lands: runs `callback` and says how it went. */
async function onCallback(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const route = parseOauthCallbackPath(url.pathname)
  let params = url.searchParams
  if (req.method === 'POST') {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
  }
  let result: string
  try {
    if (!route) throw new Error('not a callback')
    const done = await social.callback({ projectId: route[0], provider: route[1], params })
    result = `ok:${done.state}:${done.identity.subject}`
  } catch (error) {
    result = error instanceof SocialLoginError ? `refused:${error.code}` : 'error'
  }
  res.writeHead(200, { 'content-type': 'text/html' })
  res.end(`<!doctype html><p data-result="${result}">${result}</p>`)
}

beforeAll(async () => {
  ;[db, providers, browser] = await Promise.all([
    openFrameDatabase(),
    startSocialProviders(),
    launchChromium(),
  ])
  await applySocialMigrations(db)
  callbackServer = await listenLocal((req, res) => void onCallback(req, res))
  const frame = callbackServer.url.replace(/\/$/, '')
  providers.registerClients({ projectId: 'p1', redirectUris: [`${frame}/oauth/callback/p1/{provider}`] })
  social = createSocialLogin({ db, config: { p1: providers.socialLoginConfig('p1') }, publicUrl: frame })
})
afterAll(async () => {
  await browser?.close()
  await callbackServer?.stop()
  await providers?.stop()
  await db?.close()
})

describe('social login in headless Chromium, through the devnet sign-in pages', () => {
  it.each(['google', 'apple', 'github'] as const)(
    '%s: choose the account, allow, back to the callback',
    async (provider) => {
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        const started = await social.start({ projectId: 'p1', provider })
        await page.goto(started.authorizationUrl)
        await page.click('button[data-user="ada"]')
        await page.click('button[data-action="allow"]')
        const result = page.locator('[data-result]')
        await result.waitFor({ timeout: 30_000 })
        expect(await result.getAttribute('data-result')).toBe(
          `ok:${started.state}:${subjectOf(DEVNET_SOCIAL_USERS[0]!, provider)}`,
        )
        const done = await social.finish({
          projectId: 'p1',
          state: started.state,
          bindingToken: started.bindingToken,
        })
        expect(done.identity.provider).toBe(provider)
        // Going back to the callback (history, reload) replays nothing.
        await page.reload()
        await result.waitFor()
        expect(await result.getAttribute('data-result')).toMatch(/^refused:(STATE_USED|STATE_UNKNOWN)$/)
      } finally {
        await context.close()
      }
    },
  )
})
