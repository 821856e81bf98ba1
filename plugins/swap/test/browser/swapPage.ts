// What the swap journeys share: the devnet tokens, on-chain balances, the token picker, the live quote
// and the devnet API's own quote for the same input (to compare what the page shows and what lands).
import { type AxeViolation, axeViolations } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { inject } from 'vitest'

export const USDC: Address = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
export const DAI: Address = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
export const client = createPublicClient({ transport: http(inject('rpcUrls')[31337]) })
export const tokenBalance = (token: Address, who: string) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who as Address] })

/** Picks `symbol` for one side through the token picker (search, then the row). */
export async function pickToken(page: Page, side: 'from' | 'to', symbol: string): Promise<void> {
  await page.getByTestId(side === 'from' ? 'swap-from-token' : 'swap-to-token').click()
  await page.getByRole('textbox', { name: 'Search tokens' }).fill(symbol)
  await page
    .getByRole('button', { name: new RegExp(`^${symbol} `) })
    .first()
    .click()
  await page.getByTestId('swap-amount').waitFor()
}

/** Types the amount and waits for the quote's amount received; returns it as shown (6 decimals). */
export async function quoteFor(page: Page, amount: string): Promise<string> {
  await page.getByTestId('swap-amount').fill(amount)
  const received = page.locator('[data-testid="swap-received"][data-state="fresh"]')
  await received.waitFor({ timeout: 15_000 })
  return (await received.textContent()) ?? ''
}

/** The quote the devnet API gives for the same input (base units). */
export async function apiQuote(from: string, to: string, amount: bigint, user: string): Promise<bigint> {
  const query = new URLSearchParams({
    amount: amount.toString(),
    from: `eip155:31337:${from}`,
    to: `eip155:31337:${to}`,
    userAddress: `eip155:31337:${user}`,
    gasPrice: '1',
    projectId: inject('projectId'),
    st: 'test',
    sv: '0.1.0',
  })
  const res = await fetch(`${inject('apiUrl')}/v1/convert/quotes?${query}`)
  const body = (await res.json()) as { quotes: { toAmount: string }[] }
  return BigInt(body.quotes[0]?.toAmount ?? '0')
}

/**
 * axe-core's WCAG 2.1 A/AA violations once the modal's finite animations have finished (a view still
 * fading in has colours in between, which axe would measure): waits, a bounded number of frames, until a
 * frame passes with none running in the modal's shadow root.
 */
export async function settledAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(async () => {
    const root = document.querySelector('[data-airlock-modal]')?.shadowRoot
    if (!root) return
    for (let round = 0; round < 20; round++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const running = root
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
      if (running.length === 0) return
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
    }
  })
  return axeViolations(page)
}
