// Connect view: the connect-method blocks of the `connectMethods` slot grouped in connectMethodsOrder (a
// group shows only when a plugin added a block to it; 'wallet' is ui's wallet list and the All Wallets
// entry); collapseWallets folds the list.
import type { SlotItem } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { Fragment, type ReactElement, Suspense, useEffect, useRef, useState } from 'react'
import { catalogueState } from '../../catalogue/CatalogueState'
import { Icon } from '../../components/Icon'
import { ListItem } from '../../components/ListItem'
import { useUiOptions } from '../../context/uiOptions'
import { useAirlock } from '../../hooks/useAirlock'
import { useIsomorphicLayoutEffect } from '../../hooks/useIsomorphicLayoutEffect'
import { useUiMessages } from '../../i18n/useUiMessages'
import { useIsWarmup } from '../../modal/ModalWarmup'
import { connectMethodGroups, slotComponent, WALLET_GROUP } from '../../slots/slotEntries'
import { afterNextPaint } from '../../utils/afterNextPaint'
import { LegalCheckbox } from './LegalCheckbox'
import { WalletList } from './WalletList'

/** Section labels (message keys) of the spec's connect-method groups; another group is labelled by its id. */
const SECTION_LABELS = {
  email: 'sectionEmail',
  social: 'sectionSocial',
  wallet: 'sectionWallets',
} as const

/** Height of a connect-method block's placeholder when its entry gives none: one list row. */
const DEFAULT_BLOCK_HEIGHT = 56

/**
 * A plugin's connect-method block (its lazy component); while it loads, a placeholder of the height the
 * entry declares (`placeholderHeight`), so that nothing below it moves when it arrives.
 */
function MethodBlock({ entry }: { entry: SlotItem<'connectMethods'> }): ReactElement {
  const Block = slotComponent(entry.load)
  const declared = entry.placeholderHeight
  const height =
    typeof declared === 'number' && Number.isFinite(declared) && declared > 0
      ? declared
      : DEFAULT_BLOCK_HEIGHT
  return (
    <Suspense fallback={<div className="al-list-placeholder" style={{ height }} aria-hidden="true" />}>
      <Block />
    </Suspense>
  )
}

const WalletSection = observer(function WalletSection(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const [expanded, setExpanded] = useState(false)
  if (airlock.get((s) => s.features).collapseWallets && !expanded) {
    return (
      <ListItem
        label={t('continueWithWallet')}
        image={
          <span className="al-image" aria-hidden="true">
            <Icon name="wallet" />
          </span>
        }
        chevron
        onClick={() => setExpanded(true)}
      />
    )
  }
  return <WalletList />
})

/** The Connect view. */
export const ConnectView = observer(function ConnectView(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const groups = connectMethodGroups(airlock)
  // Until the legal checkbox is ticked every connect method (ours and the plugins' blocks) is inert: no
  // click, no focus, no QR; the kernel's connect() refuses too.
  const consentNeeded = airlock.get((s) => s.connection.legalConsentNeeded)
  // Set as a DOM property: React 18 knows no `inert` prop and React 19 drops an empty-string one.
  const methods = useRef<HTMLDivElement>(null)
  useIsomorphicLayoutEffect(() => {
    if (methods.current) methods.current.inert = consentNeeded
  }, [consentNeeded])
  const wallets = airlock.get((s) => s.connection.wallets)
  const installedRdns = wallets.map((w) => w.rdns).filter((r): r is string => typeof r === 'string')
  const rdnsKey = installedRdns.join(',')
  // Pre-rendered in standby, the view requests nothing unless the integrator asked for prefetching.
  const { prefetch } = useUiOptions()
  const held = useIsWarmup() && !prefetch
  // The catalogue request (and the kernel's lazily loaded request code) starts after the first frame with
  // the view, not inside the click that opened the modal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the installed set changes
  useEffect(() => {
    if (held) return
    return afterNextPaint(() => void catalogueState(airlock).loadRecommended(installedRdns))
  }, [airlock, rdnsKey, held])
  return (
    <div className="al-stack" style={{ gap: 12 }}>
      <LegalCheckbox />
      <div
        className="al-stack al-connect-methods"
        style={{ gap: 12 }}
        ref={methods}
        data-consent-needed={consentNeeded}
        aria-disabled={consentNeeded || undefined}
      >
        {groups.map(({ group, entries }, index) => (
          <Fragment key={group}>
            {index > 0 ? <div className="al-divider">{t('or')}</div> : null}
            <section
              className="al-connect-section"
              aria-label={
                group in SECTION_LABELS ? t(SECTION_LABELS[group as keyof typeof SECTION_LABELS]) : group
              }
            >
              {group === WALLET_GROUP ? (
                <WalletSection />
              ) : (
                entries.map((entry) => <MethodBlock key={entry.id} entry={entry} />)
              )}
            </section>
          </Fragment>
        ))}
      </div>
      <button
        type="button"
        className="al-link-button al-help-link"
        onClick={() => void airlock.navigate('WhatIsAWallet').catch(() => undefined)}
      >
        <Icon name="help" size="sm" />
        {t('whatIsAWallet')}
      </button>
    </div>
  )
})
