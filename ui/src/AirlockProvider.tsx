// <AirlockProvider>: gives hooks the instance, registers ui's core views and slot entries with it (once
// per instance; removed when the last provider unmounts) and mounts the modal (client-side, in a shadow root).
import type { Airlock } from '@airlock/kernel'
import { type ReactElement, type ReactNode, useEffect, useMemo } from 'react'
import { createPortal } from 'react-dom'
import { AirlockContext } from './context/AirlockContext'
import { type UiOptions, UiOptionsContext, useUiOptions } from './context/uiOptions'
import { KERNEL_MESSAGES } from './i18n/kernelMessages'
import { browserLanguages } from './i18n/locale'
import { messagesOf } from './i18n/MessagesStore'
import { UI_MESSAGES } from './i18n/uiMessages'
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
  /**
   * The idle warm-up: after the page's load, in idle callbacks, render the closed modal hidden (time-sliced,
   * never a long task) on the view the next open shows (Connect, or Account when connected), so the first open
   * only shows that tree. It requests nothing (no image, catalogue, RPC or relay request, no chunk but that
   * view's own code) until the visitor acts; its cost is that render's CPU time at idle and the hidden tree's
   * memory. Default true; `false` renders nothing before the first open.
   *
   * @example
   * <AirlockProvider airlock={airlock} prerender={false}>…</AirlockProvider>
   */
  prerender?: boolean
  /**
   * With `prerender`: let the pre-rendered view load its images and data (wallet images, the catalogue's
   * recommended wallets, the Account view's balances) before the first open. Default false: nothing is
   * requested before the visitor opens the modal.
   */
  prefetch?: boolean
  /**
   * The visitor's language: a BCP 47 tag (`'es'`, `'ar'`), or `'browser'` for the browser's preferred
   * language among the available ones. Default `'en'`. Changing it re-renders the open modal in the new
   * language on the same view with its state; a non-English locale's texts are lazy chunks loaded when
   * chosen. `dir` and `lang` follow it on the modal's root.
   */
  locale?: string
  /**
   * For a page with a strict Content-Security-Policy: the nonce its `style-src` allows
   * (`style-src 'nonce-…'`), put on the few `<style>` elements Airlock renders inside its shadow roots.
   * The main stylesheet is a constructed stylesheet (`adoptedStyleSheets`), which CSP does not block.
   * Airlock renders no inline script.
   *
   * @example
   * <AirlockProvider airlock={airlock} nonce={window.__CSP_NONCE__}>…</AirlockProvider>
   */
  nonce?: string
  children?: ReactNode
}

/** Provides an Airlock instance to hooks and buttons and mounts its modal into the page. */
export function AirlockProvider({
  airlock,
  allowLocalhostImages = false,
  prerender = true,
  prefetch = false,
  locale = 'en',
  nonce,
  children,
}: AirlockProviderProps): ReactElement {
  const uiOptions = useMemo<UiOptions>(
    () => ({ allowLocalhostImages, prerender, prefetch, nonce }),
    [allowLocalhostImages, prerender, prefetch, nonce],
  )
  useEffect(() => {
    const releaseViews = registerCoreViews(airlock)
    const releaseSlots = addCoreSlotEntries(airlock)
    return () => {
      releaseSlots()
      releaseViews()
    }
  }, [airlock])
  useEffect(() => {
    const messages = messagesOf(airlock)
    messages.adopt(UI_MESSAGES)
    messages.adopt(KERNEL_MESSAGES)
    // After the adoptions above (they settle in a microtask), so the locale's chunks of both load.
    void Promise.resolve().then(() => messages.setLocale(locale, browserLanguages()))
  }, [airlock, locale])
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
  const container = useModalContainer(airlock, useUiOptions().nonce)
  return container ? createPortal(<ModalShell airlock={airlock} />, container) : null
}
