// React context carrying the Airlock instance of the nearest <AirlockProvider>.
import type { Airlock } from '@airlock/kernel'
import { createContext } from 'react'

/** Context of the Airlock instance (undefined outside a provider). */
export const AirlockContext = createContext<Airlock | undefined>(undefined)
