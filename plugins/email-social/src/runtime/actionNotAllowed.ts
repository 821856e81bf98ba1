import { BaseError, type PluginContext } from '@airlock/kernel'
import { EMAIL_SOCIAL_EN } from '../catalogue'
import { ACTION_NOT_ALLOWED_DELAY_MS } from '../runtimeConstants'

/** What the notice needs of the plugin's context. */
export type ActionNotAllowedContext = Pick<PluginContext, 'log' | 'get' | 'navigate' | 'notify'>

/**
 * A dApp asked the embedded wallet for a method the frame does not serve (spec §6): the call itself is
 * refused at once ('Requested RPC call is not allowed'); the visitor sees 'Action not allowed' in the modal
 * after 300 ms (opened on Account or Connect when it was closed).
 * @example
 * notifyActionNotAllowed(ctx, 'eth_sign')
 */
export function notifyActionNotAllowed(ctx: ActionNotAllowedContext, method: string): void {
  ctx.log.warn(`refused RPC method ${method}`)
  const { open, connected } = ctx.get((s) => ({
    open: s.modal.open,
    connected: s.connection.status === 'connected',
  }))
  if (!open) void ctx.navigate(connected ? 'Account' : 'Connect').catch(() => undefined)
  const notice = new BaseError(EMAIL_SOCIAL_EN.actionNotAllowed, {
    messageKey: { namespace: 'email-social', key: 'actionNotAllowed' },
  })
  setTimeout(() => ctx.notify(notice), ACTION_NOT_ALLOWED_DELAY_MS)
}
