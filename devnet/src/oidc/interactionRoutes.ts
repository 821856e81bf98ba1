import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Provider } from 'oidc-provider'
import { consentPage, errorPage, loginPage } from './interactionPages'
import type { SocialProviderShape } from './socialProviders'
import { type DevnetSocialUser, subjectOf, userBySubject } from './socialUsers'

const MAX_FORM = 16 * 1024

/** Reads an `application/x-www-form-urlencoded` body (at most 16 KiB). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** Sends an HTML page. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
  })
  res.end(html)
}

/**
 * The sign-in and consent steps of one issuer: `GET <base>/interaction/:uid` shows the account chooser
 * (prompt login) or the consent page (prompt consent); `POST …/login` (form field `user`), `…/confirm`
 * and `…/abort` (Cancel or Deny: `access_denied` back to the client) finish the step through
 * oidc-provider, which redirects to the authorization endpoint and on to the client.
 */
export async function handleInteraction(
  provider: Provider,
  shape: SocialProviderShape,
  users: readonly DevnetSocialUser[],
  basePath: string,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  action: string | undefined,
): Promise<void> {
  let details: Awaited<ReturnType<Provider['interactionDetails']>>
  try {
    details = await provider.interactionDetails(req, res)
  } catch {
    return sendHtml(
      res,
      400,
      errorPage(shape, 'invalid_request', 'This sign-in has expired or was not started here.'),
    )
  }
  if (details.uid !== uid)
    return sendHtml(res, 400, errorPage(shape, 'invalid_request', 'This sign-in does not match.'))
  const clientId = String(details.params.client_id)
  const client = await provider.Client.find(clientId)
  const clientName = client?.clientName ?? clientId
  const prompt = details.prompt.name
  if (action === undefined && req.method === 'GET') {
    if (prompt === 'login') return sendHtml(res, 200, loginPage(shape, uid, clientName, users, basePath))
    const accountId = details.session?.accountId
    const user = accountId ? userBySubject(shape.id, accountId, users) : undefined
    const scopes = String(details.params.scope ?? '')
      .split(' ')
      .filter(Boolean)
    return sendHtml(res, 200, consentPage(shape, uid, clientName, user, scopes, basePath))
  }
  if (req.method !== 'POST') return sendHtml(res, 405, errorPage(shape, 'invalid_request', 'POST only.'))
  if (action === 'abort') {
    await readForm(req)
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    )
  }
  if (action === 'login' && prompt === 'login') {
    const form = await readForm(req)
    const user = users.find((u) => u.key === form.get('user'))
    if (!user)
      return sendHtml(res, 400, errorPage(shape, 'invalid_request', 'Choose one of the listed accounts.'))
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: subjectOf(user, shape.id) } },
      { mergeWithLastSubmission: false },
    )
  }
  if (action === 'confirm' && prompt === 'consent') {
    await readForm(req)
    const accountId = details.session?.accountId
    if (!accountId) return sendHtml(res, 400, errorPage(shape, 'invalid_request', 'Not signed in.'))
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId })
    if (!grant) return sendHtml(res, 400, errorPage(shape, 'invalid_request', 'Grant not found.'))
    const missing = details.prompt.details as {
      missingOIDCScope?: string[]
      missingOIDCClaims?: string[]
      missingResourceScopes?: Record<string, string[]>
    }
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '))
    const grantId = await grant.save()
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
  }
  return sendHtml(
    res,
    400,
    errorPage(shape, 'invalid_request', `Unexpected step ${action ?? ''} at ${prompt}.`),
  )
}
