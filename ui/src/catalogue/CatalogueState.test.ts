import type { WalletsResponse } from '@airlock/kernel'
import { reaction } from 'mobx'
import { expect, test } from 'vitest'
import { CatalogueState } from './CatalogueState'
import type { WalletCatalogueClient } from './catalogueTypes'

/** A catalogue client whose one answer the test gives (or fails) when it wants. */
function heldClient() {
  let answer!: (response: WalletsResponse) => void
  let fail!: (error: Error) => void
  const client: WalletCatalogueClient = {
    getWallets: () =>
      new Promise<WalletsResponse>((resolve, reject) => {
        answer = resolve
        fail = reject
      }),
    walletImageUrl: (id) => `http://127.0.0.1/${id}`,
  }
  return { client, answer: (r: WalletsResponse) => answer(r), fail: (e: Error) => fail(e) }
}

test('awaitingRecommended stays true while the request starts (no change for observers) and turns false with the answer', async () => {
  const { client, answer } = heldClient()
  const state = new CatalogueState(client)
  const seen: boolean[] = []
  const stop = reaction(
    () => state.awaitingRecommended,
    (value) => seen.push(value),
  )
  const loading = state.loadRecommended([])
  expect(state.status).toBe('loading')
  expect(seen).toEqual([])
  answer({ count: 1, data: [{ id: 'w1', name: 'Wallet 1' }] })
  await loading
  expect(state.recommended.map((w) => w.id)).toEqual(['w1'])
  expect(seen).toEqual([false])
  stop()
})

test('a failed recommended request ends the wait as well', async () => {
  const { client, fail } = heldClient()
  const state = new CatalogueState(client)
  const loading = state.loadRecommended([])
  expect(state.awaitingRecommended).toBe(true)
  fail(new Error('offline'))
  await loading
  expect(state.status).toBe('error')
  expect(state.awaitingRecommended).toBe(false)
})
