// Globals the devnet test wallet puts on the page (read through page.evaluate); the app's own are in test/app.
declare global {
  interface Window {
    airlockTestWallet?: {
      log: ReadonlyArray<{ method: string }>
      setNextResponse(response: 'approve' | 'reject'): void
      provider: { request(args: { method: string }): Promise<unknown> }
    }
  }
}

export {}
