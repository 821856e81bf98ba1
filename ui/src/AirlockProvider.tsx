// <AirlockProvider>: gives hooks the instance and mounts the modal (client-side, in a shadow root).
import type { Airlock } from '@airlock/kernel'
import { type ReactElement, type ReactNode, useEffect, useMemo } from 'react'
import { createPortal } from 'react-dom'
import { AirlockContext } from './context/AirlockContext'
import { type UiOptions, UiOptionsContext } from './context/uiOptions'
import { ModalShell } from './modal/ModalShell'
import { useModalContainer } from './modal/useShadowRoot'
import { registerCoreViews } from './views/registerCoreViews'

/** Props of {@link AirlockProvider}. */
export interface AirlockProviderProps {
  /** The instance from `createAirlock(config)`. */
  airlock: Airlock
  /**
   * Render images served over http from 127.0.0.1/localhost (development against devnet only; the
   * sandbox sets it). Default false: only https and data:image URLs render.
   */
  allowLocalhostImages?: boolean
  children?: ReactNode
}

/** Provides an Airlock instance to hooks and buttons and mounts its modal into the page. */
export function AirlockProvider({
  airlock,
  allowLocalhostImages = false,
  children,
}: AirlockProviderProps): ReactElement {
  const uiOptions = useMemo<UiOptions>(() => ({ allowLocalhostImages }), [allowLocalhostImages])
  useEffect(() => registerCoreViews(airlock), [airlock])
  return (
    <AirlockContext.Provider value={airlock}>
      <UiOptionsContext.Provider value={uiOptions}>
        {children}
        <ModalRoot airlock={airlock} />
      </UiOptionsContext.Provider>
    </AirlockContext.Provider>
  )
}

function ModalRoot({ airlock }: { airlock: Airlock }): ReactElement | null {
  const container = useModalContainer(airlock)
  return container ? createPortal(<ModalShell airlock={airlock} />, container) : null
}
