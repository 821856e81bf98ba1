// <AirlockProvider>: gives hooks the instance, registers ui's core views and slot entries with it (once
// per instance; removed when the last provider unmounts) and mounts the modal (client-side, in a shadow root).
import type { Airlock } from '@airlock/kernel'
import { type ReactElement, type ReactNode, useEffect, useMemo } from 'react'
import { createPortal } from 'react-dom'
import { AirlockContext } from './context/AirlockContext'
import { type UiOptions, UiOptionsContext } from './context/uiOptions'
import { ModalShell } from './modal/ModalShell'
import { useModalContainer } from './modal/useShadowRoot'
import { addCoreSlotEntries } from './slots/coreSlotEntries'
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
  useEffect(() => {
    const releaseViews = registerCoreViews(airlock)
    const releaseSlots = addCoreSlotEntries(airlock)
    return () => {
      releaseSlots()
      releaseViews()
    }
  }, [airlock])
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
