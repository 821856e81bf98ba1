// The Airlock instance of the nearest provider.
import type { Airlock } from '@airlock/kernel'
import { useContext } from 'react'
import { AirlockContext } from '../context/AirlockContext'

/** Returns the Airlock instance given to the nearest `<AirlockProvider>`; throws outside one. */
export function useAirlock(): Airlock {
  const airlock = useContext(AirlockContext)
  if (airlock === undefined) throw new Error('useAirlock must be used inside <AirlockProvider>')
  return airlock
}
