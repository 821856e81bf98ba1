/** Creates an element with attributes and children (text or nodes). */
export function h(
  tag: string,
  attrs: Record<string, string> = {},
  ...children: Array<Node | string | undefined>
): HTMLElement {
  const el = document.createElement(tag)
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value)
  for (const child of children) if (child !== undefined) el.append(child)
  return el
}

/** A button with a stable data-testid. */
export function button(testId: string, label: string, onClick: () => void): HTMLButtonElement {
  const el = h('button', { type: 'button', 'data-testid': testId }, label) as HTMLButtonElement
  el.addEventListener('click', () => {
    el.disabled = true
    onClick()
  })
  return el
}

/** JSON with bigint support, indented, for showing params and results. */
export function pretty(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? 'undefined'
}

/** The page's fixed skeleton: header, pairing form, lists of proposals, sessions, requests and a log. */
export function renderShell(
  root: HTMLElement,
  address: string,
  solanaAddress?: string,
  bitcoinAddress?: string,
): void {
  root.replaceChildren(
    h('h1', {}, 'Airlock devnet wallet'),
    h('p', {}, 'Account: ', h('code', { 'data-testid': 'wallet-address' }, address)),
    solanaAddress === undefined
      ? ''
      : h('p', {}, 'Solana account: ', h('code', { 'data-testid': 'wallet-solana-address' }, solanaAddress)),
    bitcoinAddress === undefined
      ? ''
      : h(
          'p',
          {},
          'Bitcoin account: ',
          h('code', { 'data-testid': 'wallet-bitcoin-address' }, bitcoinAddress),
        ),
    h('p', {}, 'Status: ', h('span', { 'data-testid': 'wallet-status' }, 'starting')),
    h(
      'form',
      { 'data-testid': 'pair-form' },
      h('input', { 'data-testid': 'wc-uri-input', name: 'uri', placeholder: 'wc:…', size: '60' }),
      h('button', { type: 'submit', 'data-testid': 'pair-button' }, 'Pair'),
    ),
    h('h2', {}, 'Session proposals'),
    h('div', { 'data-testid': 'proposals' }),
    h('h2', {}, 'Sessions'),
    h('div', { 'data-testid': 'sessions' }),
    h('h2', {}, 'Requests'),
    h('div', { 'data-testid': 'requests' }),
    h('h2', {}, 'Log'),
    h('ol', { 'data-testid': 'log' }),
  )
}

/** Finds a region of the shell by its data-testid. */
export function region(testId: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)
  if (!el) throw new Error(`Missing region ${testId}`)
  return el
}

/** Sets the status line. */
export function setStatus(text: string): void {
  region('wallet-status').textContent = text
}

/** Appends a line to the on-page log. */
export function log(text: string): void {
  region('log').append(h('li', {}, text))
}
