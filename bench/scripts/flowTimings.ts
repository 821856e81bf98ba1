// Timings of two user flows on the benchmark page: WalletConnect connect-to-session with the devnet wallet
// page as the phone, and the AllWallets search over the full devnet catalogue.
import type { Airlock } from '@airlock/kernel'
import type { Browser, Page } from 'playwright-core'

type WithAirlock = Window & { __airlock?: Airlock }

/** Milliseconds of the WalletConnect flow, measured from the Node side with page clocks. */
export interface WalletConnectTiming {
  /** Click on WalletConnect → pairing URI in the store (lazy chunk, sign client init, proposal). */
  uriMs: number
  /** Wallet page opened with the URI → proposal shown (page load, pairing through the relay). */
  proposalMs: number
  /** Approve clicked on the wallet page → the dApp's eip155 status is 'connected'. */
  approveToSessionMs: number
  /** URI shown → session, the sum of the two above (includes the approve click, as a user makes it). */
  uriToSessionMs: number
}

const status = (page: Page) =>
  page.evaluate(() => (window as WithAirlock).__airlock?.get((s) => s.connection.statusOf('eip155')))

/** Connects the bench page by WalletConnect through the devnet wallet page in a second page. */
export async function walletConnectTiming(
  browser: Browser,
  url: string,
  walletPageUrl: string,
): Promise<WalletConnectTiming> {
  const context = await browser.newContext()
  try {
    const dapp = await context.newPage()
    await dapp.goto(url)
    const button = dapp.getByTestId('connect-button')
    await button.waitFor()
    await dapp.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="connect-button"]')?.disabled,
    )
    await button.click()
    const t0 = Date.now()
    await dapp
      .getByRole('dialog')
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click()
    const uriHandle = await dapp.waitForFunction(
      () => (window as unknown as { __airlockPairingUri?: () => string | undefined }).__airlockPairingUri?.(),
      null,
      {
        timeout: 30_000,
      },
    )
    const uri = (await uriHandle.jsonValue()) as string
    const t1 = Date.now()
    const phone = await context.newPage()
    await phone.goto(`${walletPageUrl}?uri=${encodeURIComponent(uri)}&account=7`)
    const approve = phone.getByTestId('approve-proposal')
    await approve.waitFor({ timeout: 30_000 })
    const t2 = Date.now()
    await approve.click()
    await dapp.waitForFunction(
      () => (window as WithAirlock).__airlock?.get((s) => s.connection.statusOf('eip155')) === 'connected',
      null,
      { timeout: 30_000 },
    )
    const t3 = Date.now()
    if ((await status(dapp)) !== 'connected') throw new Error('WalletConnect session did not settle')
    return { uriMs: t1 - t0, proposalMs: t2 - t1, approveToSessionMs: t3 - t2, uriToSessionMs: t3 - t1 }
  } finally {
    await context.close()
  }
}

/** AllWallets search: the debounced catalogue request's start → the grid showing only matches. */
export interface SearchTiming {
  query: string
  /** Wallets in the devnet catalogue. */
  catalogueSize: number
  /** Request start (the debounce firing) → first frame with the filtered grid. */
  debounceToGridMs: number
  /** Wallets found. */
  results: number
}

/** Opens AllWallets, types a query and measures, in the page's clock, request start → grid updated. */
export async function searchTiming(browser: Browser, url: string, query: string): Promise<SearchTiming> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    // The catalogue's size (for the configured chains) from the first unfiltered page the modal fetches.
    let size = Number.NaN
    page.on('response', (r) => {
      if (!Number.isNaN(size) || !r.url().includes('/getWallets') || r.url().includes('search=')) return
      r.json().then(
        (body: { count?: number }) => {
          if (typeof body.count === 'number') size = body.count
        },
        () => undefined,
      )
    })
    await page.goto(url)
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="connect-button"]')?.disabled,
    )
    await page.getByTestId('connect-button').click()
    const modal = page.getByRole('dialog')
    await modal.getByRole('button', { name: /All Wallets/ }).click()
    await modal.getByRole('list', { name: 'All wallets' }).waitFor()
    // A frame loop in the page notes the first frame in which every card matches the query.
    // (A string, not a function: tsx would wrap named inner functions in a helper the page lacks.)
    await page.evaluate(searchProbe(query.toLowerCase()))
    await modal.getByRole('searchbox', { name: 'Search wallet' }).fill(query)
    await page.waitForFunction(
      () => (window as Window & { __search?: { doneAt: number | null } }).__search?.doneAt !== null,
      null,
      {
        timeout: 30_000,
      },
    )
    const result = await page.evaluate((q) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('getWallets') && e.name.includes(`search=${encodeURIComponent(q)}`))
      const s = (window as Window & { __search?: { doneAt: number; count: number } }).__search
      return { start: entry?.startTime ?? Number.NaN, doneAt: s?.doneAt ?? Number.NaN, count: s?.count ?? 0 }
    }, query)
    return {
      query,
      catalogueSize: size,
      debounceToGridMs: result.doneAt - result.start,
      results: result.count,
    }
  } finally {
    await context.close()
  }
}

/** Page script: a frame loop noting the first frame in which every card of the AllWallets grid matches `q`. */
function searchProbe(q: string): string {
  return `(() => {
    const q = ${JSON.stringify(q)};
    window.__search = { doneAt: null, count: 0 };
    const find = (root) => {
      const list = root.querySelector('[aria-label="All wallets"]');
      if (list) return list;
      for (const el of root.querySelectorAll('*')) {
        const found = el.shadowRoot ? find(el.shadowRoot) : null;
        if (found) return found;
      }
      return null;
    };
    const tick = () => requestAnimationFrame(() => {
      const list = find(document);
      const cards = [...(list ? list.querySelectorAll('li') : [])].filter((li) => li.textContent);
      const empty = !list && /No Wallet found/.test(document.body.innerText + [...document.querySelectorAll('*')].map((el) => el.shadowRoot ? el.shadowRoot.textContent : '').join(' '));
      if ((cards.length > 0 && cards.every((c) => c.textContent.toLowerCase().includes(q))) || empty) {
        window.__search = { doneAt: performance.now(), count: cards.length };
      } else tick();
    });
    tick();
  })()`
}
