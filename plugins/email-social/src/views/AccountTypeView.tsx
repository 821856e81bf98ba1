// Account type (spec §3 preferredAccountType): the embedded wallet's EVM account is its smart account by
// default where the chain has one (§9); a switch turns it to the signer's own account (EOA) and back,
// decided in the frame (refused while an approval is open) and remembered on this device. A chain with no
// smart account shows the spec's notice (§8) instead of the switch.
import { ERROR_MESSAGES } from '@airlock/kernel'
import { Stack, Text, useAirlockState, useTranslateText } from '@airlock/ui'
import { type ReactElement, useId, useState } from 'react'
import { useEmailSocialMessages } from '../messages'
import { useEmailSocial, useFailureText, useFrameFollowsLocale } from './useEmailRuntime'

const track = (on: boolean, busy: boolean) =>
  ({
    position: 'relative',
    flex: 'none',
    width: 40,
    height: 24,
    borderRadius: 12,
    background: on ? 'var(--airlock-accent-c)' : 'var(--airlock-surface-3)',
    opacity: busy ? 0.6 : 1,
    transition: 'background 150ms var(--airlock-ease)',
  }) as const

const knob = (on: boolean) =>
  ({
    position: 'absolute',
    top: 3,
    insetInlineStart: on ? 19 : 3,
    width: 18,
    height: 18,
    borderRadius: 9,
    background: 'var(--airlock-bg)',
    transition: 'inset-inline-start 150ms var(--airlock-ease)',
  }) as const

/** The embedded wallet's EVM account type: the smart account switch, or the notice where there is none. */
export function AccountTypeView(): ReactElement {
  const handle = useEmailSocial()
  useFrameFollowsLocale()
  const t = useEmailSocialMessages()
  const translate = useTranslateText()
  const label = useId()
  const account = useAirlockState((s) => {
    const { address, preferredAccountType, allAccounts } = s.accountOf('eip155')
    return {
      address,
      type: preferredAccountType,
      hasSmart: allAccounts.some((a) => a.type === 'smartAccount'),
    }
  })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>()
  const failureText = useFailureText()
  const smart = account.type === 'smartAccount'
  const toggle = async () => {
    if (busy) return
    setBusy(true)
    setError(undefined)
    try {
      const runtime = await handle.load()
      await runtime.setPreferredAccountType(smart ? 'eoa' : 'smartAccount')
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div data-testid="account-type-view">
      <Stack gap={12} style={{ padding: 16 }}>
        {account.hasSmart ? (
          <button
            type="button"
            role="switch"
            aria-checked={smart}
            aria-labelledby={label}
            aria-busy={busy}
            data-testid="smart-account-switch"
            onClick={() => void toggle()}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 12,
              width: '100%',
              padding: '12px 16px',
              border: 'none',
              borderRadius: 'var(--airlock-radius-3)',
              background: 'var(--airlock-surface-2)',
              color: 'var(--airlock-fg)',
              font: 'inherit',
              cursor: busy ? 'progress' : 'pointer',
              textAlign: 'start',
            }}
          >
            <span id={label}>{t.useSmartAccount}</span>
            <span aria-hidden="true" style={track(smart, busy)}>
              <span style={knob(smart)} />
            </span>
          </button>
        ) : (
          <div role="note" data-testid="smart-accounts-unsupported">
            <Text align="center">{translate(ERROR_MESSAGES.smartAccountsNotSupported)}</Text>
          </div>
        )}
        <Stack gap={4}>
          <Text>{smart ? t.smartAccount : t.signerAccount}</Text>
          <div
            data-testid="account-type-address"
            style={{ overflowWrap: 'anywhere', color: 'var(--airlock-fg)' }}
          >
            {account.address}
          </div>
        </Stack>
        {error !== undefined ? (
          <div role="alert" data-testid="account-type-error" style={{ color: 'var(--airlock-error)' }}>
            {failureText(error)}
          </div>
        ) : null}
      </Stack>
    </div>
  )
}
