import type { DevnetFarcasterUser } from './farcasterUsers'
import type { SignInRequest } from './signSignInRequest'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const STYLE = `body{font:15px system-ui,sans-serif;margin:0;background:#17101f;color:#eee}
main{max-width:420px;margin:32px auto;background:#241833;border-radius:14px;padding:24px}
h1{font-size:20px;margin:0 0 8px}p{color:#cbc}code{word-break:break-all;color:#fc9}
textarea{width:100%;box-sizing:border-box;min-height:80px;border-radius:8px;padding:8px;font:13px monospace}
button{display:block;width:100%;margin:8px 0;padding:12px;border:0;border-radius:8px;background:#7c65c1;color:#fff;font:inherit;cursor:pointer;text-align:left}
.ok{color:#8f8}.err{color:#f88}`

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Farcaster (devnet)</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

/**
 * The devnet "Farcaster app": paste (or open with `?uri=`) a `farcaster://connect?…` URL, see who asks
 * (domain, URI), choose an account; the app signs the Sign In With Farcaster message with that account's
 * custody key and completes the relay channel.
 */
export function farcasterAppPage(
  uri: string | undefined,
  request: SignInRequest | undefined,
  users: readonly DevnetFarcasterUser[],
  error?: string,
): string {
  const scan = `<form method="get" action="/app"><p>Scan or paste a sign-in link:</p><textarea name="uri" aria-label="Sign-in link">${escapeHtml(uri ?? '')}</textarea><button type="submit" data-action="open">Open</button></form>`
  if (!request || !uri)
    return page(`<h1>Farcaster (devnet)</h1>${error ? `<p class="err">${escapeHtml(error)}</p>` : ''}${scan}`)
  const buttons = users
    .map(
      (u) =>
        `<button type="submit" name="fid" value="${u.fid}" data-fid="${u.fid}"><strong>@${escapeHtml(u.username)}</strong> · ${escapeHtml(u.displayName)} · fid ${u.fid}</button>`,
    )
    .join('')
  return page(`<h1>Sign in to ${escapeHtml(request.domain)}</h1>
<p>${escapeHtml(request.siweUri)} asks you to sign in with Farcaster.</p>
<form method="post" action="/app/approve"><input type="hidden" name="uri" value="${escapeHtml(uri)}">${buttons}</form>`)
}

/** The page after signing: done (return to the app) or why it failed. */
export function farcasterResultPage(ok: boolean, text: string): string {
  return page(
    `<h1>Farcaster (devnet)</h1><p class="${ok ? 'ok' : 'err'}" data-result="${ok ? 'signed' : 'failed'}">${escapeHtml(text)}</p>`,
  )
}
