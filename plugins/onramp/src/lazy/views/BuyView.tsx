// The Buy view: the form (with the quotes) while nothing is bought, then the purchase: "Buy in progress"
// while the provider's window is open, the blocked window with its link, the funds on their way, and the
// outcome (complete, declined or failed).
import { observer, useAirlock } from '@airlock/ui'
import { type ReactElement, useEffect } from 'react'
import { BuyForm } from './BuyForm'
import { PurchaseStatus } from './PurchaseStatus'
import { useOnramp } from './useOnramp'

/** The on-ramp's one view (registered as 'onramp/buy'). */
export const BuyView = observer(function BuyView(): ReactElement {
  const { controller } = useOnramp()
  const airlock = useAirlock()
  const phase = controller.session.state.phase
  useEffect(() => {
    void controller.loadOptions()
  }, [controller])
  useEffect(() => {
    // The funds arrived: the balance shown on Account is reloaded now, not at its next refresh.
    if (phase === 'success') void airlock.refreshBalances({ force: true })
  }, [phase, airlock])
  return (
    <div data-testid="onramp-view" data-phase={phase}>
      {phase === 'idle' || phase === 'closed' ? <BuyForm /> : <PurchaseStatus />}
    </div>
  )
})
