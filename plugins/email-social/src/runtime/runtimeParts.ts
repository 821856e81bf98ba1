// What the plugin registers only once its runtime has loaded: the views and Account rows that can only show
// after an email or social login started (or a stored one is restored, which loads the runtime first), and the
// hooks that read the runtime. Kept out of the eager descriptor (./plugin.ts): none of it is needed before.
// Their texts are the full catalogue's, which loads with the runtime. ApproveTransaction, a spec view a host may
// open, stays registered from the start.
import type { PluginContext } from '@airlock/kernel'
import { EMAIL_SOCIAL_EN as EN } from '../catalogue'
import { EMBEDDED_CONNECTOR_ID } from '../constants'
import type { EmailRuntime } from './EmailRuntime'

/**
 * Registers the runtime's views, Account rows and hooks on the plugin's context; returns what removes them
 * (the runtime's `dispose`, so a runtime loaded again after a failure registers them once more).
 *
 * @example
 * const unregister = registerRuntimeParts(ctx, runtime) // in the runtime's constructor
 */
export function registerRuntimeParts(ctx: PluginContext, runtime: EmailRuntime): () => void {
  const disposers = [
    ctx.addToSlot('accountActions', {
      id: 'email-social/update-email',
      label: EN.updateEmail,
      icon: 'mail',
      view: 'email-social/update-email',
      feature: 'email',
      visible: (s) =>
        s.connection.connectedNamespaces.some((n) => s.connection.connectorIdOf(n) === EMBEDDED_CONNECTOR_ID),
    }),
    // The embedded wallet's EVM account type (spec §3): smart account or the signer's EOA.
    ctx.addToSlot('accountActions', {
      id: 'email-social/account-type',
      label: EN.accountType,
      icon: 'user',
      view: 'email-social/account-type',
      feature: 'email',
      visible: (s) =>
        s.network.activeNamespace === 'eip155' &&
        s.connection.connectorIdOf('eip155') === EMBEDDED_CONNECTOR_ID,
    }),
    ctx.registerView({
      id: 'email-social/account-type',
      title: EN.accountType,
      load: () => import('../views/AccountTypeView').then((m) => m.AccountTypeView),
    }),
    ctx.registerView({
      id: 'email-social/otp',
      title: EN.confirmEmail,
      load: () => import('../views/OtpView').then((m) => m.OtpView),
    }),
    ctx.registerView({
      id: 'email-social/update-email',
      title: EN.updateEmail,
      load: () => import('../views/UpdateEmailView').then((m) => m.UpdateEmailView),
    }),
  ]
  // The frame's user and smartAccountDeployed on the accounts it connected (spec §3).
  const publish = ({ connectorId }: { connectorId: string }) => {
    if (connectorId === EMBEDDED_CONNECTOR_ID) runtime.publishAccountData()
  }
  disposers.push(
    ctx.hook('afterConnect', publish),
    ctx.hook('afterReconnect', publish),
    // A social login's user name is the account's name on Account (spec §3 socialProvider, username).
    ctx.hook('profile', ({ namespace }) => runtime.profileOf(namespace)),
    // The frame may not be closed over while it shows or asks for the recovery code. An approval may:
    // closing the modal or leaving the view aborts the open RPC requests (spec §4; not the safe reads).
    ctx.hook('canClose', ({ view }) =>
      view.view === 'ApproveTransaction' && runtime.state.visible && runtime.state.reason !== 'approval'
        ? false
        : undefined,
    ),
    ctx.watch(
      (s) => s.modal.open && s.modal.view.view === 'ApproveTransaction',
      (showing) => {
        const { state } = runtime
        if (!showing && state.visible && state.reason === 'approval') void runtime.abortRpcRequests()
      },
    ),
  )
  return () => {
    for (const dispose of disposers.splice(0)) dispose()
  }
}
