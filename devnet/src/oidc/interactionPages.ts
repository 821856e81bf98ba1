import type { SocialProviderShape } from './socialProviders'
import type { DevnetSocialUser } from './socialUsers'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const STYLE = `body{font:15px system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}p{color:#555}form{margin:0}
button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #ccd;border-radius:8px;background:#fff;font:inherit;text-align:left;cursor:pointer}
button.primary{background:#1b5cff;color:#fff;border-color:#1b5cff;text-align:center}
button.secondary{text-align:center}.email{color:#667;font-size:13px}.tag{font-size:11px;color:#a40}
.row{display:flex;gap:8px}.row button{flex:1}`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

/** The account chooser: one button per devnet user, and Cancel (the visitor refuses: access_denied). */
export function loginPage(
  shape: SocialProviderShape,
  uid: string,
  clientName: string,
  users: readonly DevnetSocialUser[],
  basePath: string,
): string {
  const action = `${basePath}/interaction/${encodeURIComponent(uid)}`
  const buttons = users
    .map((u) => {
      const email = u.email ? `<span class="email">${escapeHtml(u.email)}</span>` : ''
      return `<button type="submit" name="user" value="${escapeHtml(u.key)}" data-user="${escapeHtml(u.key)}"><strong>${escapeHtml(u.name)}</strong> ${email}</button>`
    })
    .join('')
  return page(
    `Sign in – ${shape.label} (devnet)`,
    `<h1>Sign in with ${escapeHtml(shape.label)}</h1><p>Choose an account to continue to <strong>${escapeHtml(clientName)}</strong>. <span class="tag">Airlock devnet</span></p>
<form method="post" action="${action}/login">${buttons}</form>
<form method="post" action="${action}/abort"><button type="submit" class="secondary" data-action="cancel">Cancel</button></form>`,
  )
}

/** The consent step: what the app asks for, Allow or Deny. */
export function consentPage(
  shape: SocialProviderShape,
  uid: string,
  clientName: string,
  user: DevnetSocialUser | undefined,
  scopes: readonly string[],
  basePath: string,
): string {
  const action = `${basePath}/interaction/${encodeURIComponent(uid)}`
  const asked = scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('')
  return page(
    `Allow access – ${shape.label} (devnet)`,
    `<h1>${escapeHtml(clientName)} wants to access your ${escapeHtml(shape.label)} account</h1>
<p>Signed in as <strong>${escapeHtml(user?.name ?? 'unknown')}</strong>. It asks for:</p><ul>${asked}</ul>
<div class="row"><form method="post" action="${action}/abort"><button type="submit" class="secondary" data-action="deny">Deny</button></form>
<form method="post" action="${action}/confirm"><button type="submit" class="primary" data-action="allow">Allow</button></form></div>`,
  )
}

/** An error page (bad request, unknown client, expired interaction). */
export function errorPage(
  shape: SocialProviderShape | undefined,
  error: string,
  description: string,
): string {
  return page(
    'Sign-in error',
    `<h1>${escapeHtml(shape?.label ?? 'Devnet')} sign-in error</h1><p><code data-error="${escapeHtml(error)}">${escapeHtml(error)}</code></p><p>${escapeHtml(description)}</p>`,
  )
}

/** A page that POSTs `fields` to `action` as soon as it loads (OAuth's form_post response mode). */
export function formPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('')
  return `<!doctype html><html><head><meta charset="utf-8"><title>Submitting…</title></head><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form></body></html>`
}
