// The Buy view: the form (with the quotes) while nothing is bought, then the purchase: "Buy in progress"
// while the provider's window is open, the blocked window with its link, the funds on their way, and the
// outcome (complete, declined or failed).
import { observer } from '@airlock/ui'
import { type ReactElement, useEffect } from 'react'
import { BuyForm } from './BuyForm'
import { PurchaseStatus } from './PurchaseStatus'
import { useOnramp } from './useOnramp'

/** The on-ramp's one view (registered as 'onramp/buy'). */
export const BuyView = observer(function BuyView(): ReactElement {
  const { controller } = useOnramp()
  const phase = controller.session.state.phase
  useEffect(() => {
    void controller.loadOptions()
  }, [controller])
  return (
    <div data-testid="onramp-view" data-phase={phase}>
      {phase === 'idle' || phase === 'closed' ? <BuyForm /> : <PurchaseStatus />}
    </div>
  )
})
