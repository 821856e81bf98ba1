// Connect view: the connect methods in connectMethodsOrder (email and social blocks only when their
// plugin registered them), the wallet list and the All Wallets entry; collapseWallets folds the list.
import type { Airlock, ViewId } from '@airlock/kernel'
import { observer } from 'mobx-react-lite'
import { Fragment, type ReactElement, Suspense, useEffect, useState } from 'react'
import { catalogueState } from '../../catalogue/CatalogueState'
import { Icon } from '../../components/Icon'
import { ListItem } from '../../components/ListItem'
import { useAirlock } from '../../hooks/useAirlock'
import { useIsWarmup } from '../../modal/ModalWarmup'
import { afterNextPaint } from '../../utils/afterNextPaint'
import { resolvePluginView } from '../pluginViews'
import { WalletList } from './WalletList'

/** View id of the email block a login plugin registers (rendered inline on Connect). */
export const EMAIL_BLOCK_VIEW = 'connect:email'
/** View id of the social-logins block a login plugin registers (rendered inline on Connect). */
export const SOCIAL_BLOCK_VIEW = 'connect:social'

/** The connect methods that will render, in order. */
export function visibleConnectMethods(airlock: Airlock): ('email' | 'social' | 'wallet')[] {
  const { options } = airlock.stores
  return options.connectMethodsOrder.filter((method) => {
    if (method === 'email') return options.features.email && airlock.views.has(EMAIL_BLOCK_VIEW)
    if (method === 'social') return options.features.socials !== false && airlock.views.has(SOCIAL_BLOCK_VIEW)
    return true
  })
}

function PluginBlock({ id }: { id: string }): ReactElement {
  const airlock = useAirlock()
  const Block = resolvePluginView(airlock, id as ViewId)
  return (
    <Suspense fallback={<div className="al-list-item" data-skeleton="true" aria-hidden="true" />}>
      <Block />
    </Suspense>
  )
}

const WalletSection = observer(function WalletSection(): ReactElement {
  const airlock = useAirlock()
  const [expanded, setExpanded] = useState(false)
  if (airlock.stores.options.features.collapseWallets && !expanded) {
    return (
      <ListItem
        label="Continue with a wallet"
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
  const methods = visibleConnectMethods(airlock)
  const connectors = airlock.stores.connection.connectors
  const installedRdns = connectors.map((c) => c.info?.rdns).filter((r): r is string => typeof r === 'string')
  const rdnsKey = installedRdns.join(',')
  const warmup = useIsWarmup()
  // The catalogue request (and the kernel's lazily loaded request code) starts after the first frame with
  // the view, not inside the click that opened the modal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the installed set changes
  useEffect(() => {
    if (warmup) return
    return afterNextPaint(() => void catalogueState(airlock).loadRecommended(installedRdns))
  }, [airlock, rdnsKey, warmup])
  return (
    <div className="al-stack" style={{ gap: 12 }}>
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 ? <div className="al-divider">or</div> : null}
          <section className="al-connect-section" aria-label={SECTION_LABELS[method]}>
            {method === 'wallet' ? (
              <WalletSection />
            ) : (
              <PluginBlock id={method === 'email' ? EMAIL_BLOCK_VIEW : SOCIAL_BLOCK_VIEW} />
            )}
          </section>
        </Fragment>
      ))}
    </div>
  )
})

const SECTION_LABELS = { email: 'Email', social: 'Social logins', wallet: 'Wallets' } as const
