// The real frame host in Chromium, driven over the protocol by the test app: RPC_ABORT ends the open
// approval request but not a safe read still in flight (spec §4), and SYNC_THEME restyles the frame's own
// page (spec §3 theme sync), seen in the frame's computed style.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { listenLocal } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from '../protocol/errors'
import { type FrameBrowserHarness, startFrameBrowserHarness } from './testing/frameBrowserHarness'

/**
 * A JSON-RPC chain whose `eth_blockNumber` answers only when the test releases it: a safe read that is
 * still open when the app aborts.
 */
async function startHeldChain() {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let arrived: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    arrived = resolve
  })
  const server = await listenLocal((req: IncomingMessage, res: ServerResponse) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'POST',
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      return res.end()
    }
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      const answer = (result: unknown) => {
        res.writeHead(200, { ...cors, 'content-type': 'application/json' })
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
      }
      if (method === 'eth_blockNumber') {
        arrived()
        void released.then(() => answer('0x2a'))
      } else if (method === 'eth_chainId') answer('0x7a69')
      else answer(null)
    })
  })
  return { url: server.url, stop: server.stop, release, held }
}

describe('RPC_ABORT and SYNC_THEME in the frame (frame host, Chromium)', () => {
  let h: FrameBrowserHarness
  let chain: Awaited<ReturnType<typeof startHeldChain>>
  let page: Page
  let address = ''

  beforeAll(async () => {
    chain = await startHeldChain()
    h = await startFrameBrowserHarness({ chains: { 'eip155:31337': chain.url } })
    page = await h.openApp()
    ;({ address } = await h.login(page, 'abort-theme@example.com'))
  }, 180_000)
  afterAll(async () => {
    chain?.release()
    await h?.stop()
    await chain?.stop()
  })

  it('[spec 4.10] RPC_ABORT ends the approval waiting for the visitor and leaves the open safe read alone', async () => {
    const sign = await h.send(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('abort me'), address],
    })
    // The approval is shown in the frame, waiting for the visitor.
    await h.frame(page).locator('button[data-action=open-window]').waitFor()
    const read = await h.send(page, 'RPC_REQUEST', { method: 'eth_blockNumber', params: [] })
    await chain.held

    expect(await h.request(page, 'RPC_ABORT')).toMatchObject({ type: 'RPC_ABORT_SUCCESS' })
    expect(await h.answer(page, sign)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { code: FRAME_ERROR_CODES.userRejected, message: FRAME_ERROR_MESSAGES.aborted },
    })
    // The read is still open: aborting did not answer it.
    expect(await page.evaluate((id) => window.airlockTest.events.some((e) => e.id === id), read)).toBe(false)
    chain.release()
    expect(await h.answer(page, read)).toMatchObject({ type: 'RPC_REQUEST_SUCCESS', payload: '0x2a' })
    // The approval is gone from the frame.
    await h.frame(page).locator('button[data-action=open-window]').waitFor({ state: 'detached' })
  })

  it('[spec 3.14] SYNC_THEME restyles the frame: light mode, then the background and accent variables', async () => {
    const body = () =>
      h
        .frame(page)
        .locator('body')
        .evaluate((el) => {
          const style = getComputedStyle(el)
          return { background: style.backgroundColor, color: style.color, scheme: style.colorScheme }
        })
    // Before any sync: the spec's default dark theme, in the modal's colours (ui/src/theme/baseStyles.ts).
    expect(await body()).toEqual({
      background: 'rgb(20, 20, 20)',
      color: 'rgb(228, 231, 231)',
      scheme: 'dark',
    })

    expect(await h.request(page, 'SYNC_THEME', { themeMode: 'light' })).toMatchObject({
      type: 'SYNC_THEME_SUCCESS',
    })
    expect(await body()).toEqual({
      background: 'rgb(255, 255, 255)',
      color: 'rgb(20, 20, 20)',
      scheme: 'light',
    })

    await h.request(page, 'SYNC_THEME', {
      themeMode: 'dark',
      themeVariables: { background: '#102030', accent: 'rgb(255, 85, 0)', fontFamily: 'monospace' },
    })
    expect(await body()).toEqual({
      background: 'rgb(16, 32, 48)',
      color: 'rgb(228, 231, 231)',
      scheme: 'dark',
    })
    expect(
      await h
        .frame(page)
        .locator('body')
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toBe('monospace')

    // The modal's components in the frame: the step forward is an accent button, the type scale follows
    // the master font size (title 1.6×) and the buttons' radius the master radius.
    await h.request(page, 'SYNC_THEME', {
      themeMode: 'dark',
      themeVariables: { accent: 'rgb(255, 85, 0)', fontSizeMaster: '12px', borderRadiusMaster: '0px' },
    })
    const sign = await h.send(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('look'), address],
    })
    const forward = h.frame(page).locator('button[data-action=open-window]')
    await forward.waitFor()
    expect(
      await forward.evaluate((el) => {
        const style = getComputedStyle(el)
        return { background: style.backgroundColor, color: style.color, radius: style.borderRadius }
      }),
    ).toEqual({ background: 'rgb(255, 85, 0)', color: 'rgb(255, 255, 255)', radius: '0px' })
    expect(
      await h
        .frame(page)
        .locator('h1')
        .evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe('19.2px')
    expect(await h.request(page, 'RPC_ABORT')).toMatchObject({ type: 'RPC_ABORT_SUCCESS' })
    expect(await h.answer(page, sign)).toMatchObject({ type: 'RPC_REQUEST_ERROR' })

    // A value that could fetch or break out of its declaration is not applied.
    await h.request(page, 'SYNC_THEME', {
      themeMode: 'dark',
      themeVariables: { background: 'url(http://127.0.0.1:9/x)' },
    })
    expect((await body()).background).toBe('rgb(20, 20, 20)')
  })
})
