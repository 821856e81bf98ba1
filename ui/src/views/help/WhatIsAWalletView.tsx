// "What is a wallet?": three short points for a newcomer and "Get a wallet" (All Wallets, where every
// wallet of the catalogue can be picked). Reached from the link under Connect's methods.
import type { ReactElement } from 'react'
import { Button } from '../../components/Button'
import { Icon, type IconName } from '../../components/Icon'
import { Text } from '../../components/Text'
import { useAirlock } from '../../hooks/useAirlock'
import { useUiMessages } from '../../i18n/useUiMessages'

const POINTS = [
  { icon: 'wallet', title: 'walletHelpHomeTitle', text: 'walletHelpHomeText' },
  { icon: 'user', title: 'walletHelpLoginTitle', text: 'walletHelpLoginText' },
  { icon: 'check', title: 'walletHelpKeysTitle', text: 'walletHelpKeysText' },
] as const satisfies readonly { icon: IconName; title: string; text: string }[]

/** The WhatIsAWallet view. */
export function WhatIsAWalletView(): ReactElement {
  const airlock = useAirlock()
  const t = useUiMessages()
  const allWallets = airlock.get((s) => s.features).allWallets
  return (
    <div className="al-stack al-help" style={{ gap: 16 }}>
      <ul className="al-help-points">
        {POINTS.map((point) => (
          <li key={point.title} className="al-help-point">
            <span className="al-image al-help-icon" aria-hidden="true">
              <Icon name={point.icon} />
            </span>
            <div>
              <Text variant="body-strong" as="h3">
                {t(point.title)}
              </Text>
              <Text variant="small" tone="secondary">
                {t(point.text)}
              </Text>
            </div>
          </li>
        ))}
      </ul>
      {allWallets ? (
        <Button fullWidth onClick={() => void airlock.navigate('AllWallets').catch(() => undefined)}>
          {t('getAWallet')}
        </Button>
      ) : null}
    </div>
  )
}
