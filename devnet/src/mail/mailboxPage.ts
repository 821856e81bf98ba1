import type { ReceivedMail } from './Mailbox'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The HTML mailbox page: a form to pick an address and its messages, newest first (text bodies only). */
export function mailboxPage(email: string | undefined, messages: readonly ReceivedMail[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">From ${escapeHtml(m.from)} · ${escapeHtml(m.receivedAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Devnet mailbox${email ? ` · ${escapeHtml(email)}` : ''}</title>
<style>body{font:14px system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:6px;padding:0 1rem;margin:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style>
</head><body>
<h1>Devnet mailbox</h1>
<form method="get" action="/inbox"><input name="email" type="email" required placeholder="ada@example.com" value="${escapeHtml(email ?? '')}"> <button>Open</button></form>
${email ? items || '<p>No messages yet.</p>' : ''}
</body></html>`
}
