// An NFT's image, loaded lazily: nothing is requested until it scrolls near the view; then it is
// preloaded and shown once decoded. A refused URL, a failed load or one still unanswered after the
// spec's preload timeout (2 s) shows the placeholder instead.
import { CONSTANTS } from '@airlock/kernel'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { Icon } from '../../components/Icon'
import { useUiOptions } from '../../context/uiOptions'
import { safeImageUrl } from '../../utils/safeImageUrl'

/** Where an image is: waiting to be near the view, loading, shown, or replaced by the placeholder. */
export type NftImageState = 'idle' | 'loading' | 'loaded' | 'placeholder'

/** Props of {@link NftImage}. */
export interface NftImageProps {
  /** Untrusted URL (https, data:image; loopback http only with `allowLocalhostImages`). */
  src: string | undefined
  /** Accessible name; omit when a label next to the image already names it (decorative). */
  label?: string | undefined
  /** Give up after this many ms (default: the spec's 2 s). */
  timeoutMs?: number
}

/**
 * Preloads `url` with a timeout; resolves true when it loaded, false on error or timeout (the pending
 * request is then dropped). `signal` abandons it.
 */
function preload(url: string, timeoutMs: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image()
    const done = (ok: boolean) => {
      clearTimeout(timer)
      img.onload = null
      img.onerror = null
      if (!ok) img.src = ''
      resolve(ok)
    }
    const timer = setTimeout(() => done(false), timeoutMs)
    signal.addEventListener('abort', () => done(false), { once: true })
    img.referrerPolicy = 'no-referrer'
    img.decoding = 'async'
    img.onload = () => done(true)
    img.onerror = () => done(false)
    img.src = url
  })
}

/** A lazy NFT image with the 2 s preload timeout and a placeholder. */
export function NftImage({
  src,
  label,
  timeoutMs = CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS,
}: NftImageProps): ReactElement {
  const { allowLocalhostImages } = useUiOptions()
  const url = safeImageUrl(src, { allowLocalhost: allowLocalhostImages })
  const [state, setState] = useState<NftImageState>(url ? 'idle' : 'placeholder')
  const box = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const target = box.current
    if (!url || !target) {
      setState('placeholder')
      return
    }
    setState('idle')
    const abort = new AbortController()
    const start = () => {
      setState('loading')
      void preload(url, timeoutMs, abort.signal).then((ok) => {
        if (!abort.signal.aborted) setState(ok ? 'loaded' : 'placeholder')
      })
    }
    if (typeof IntersectionObserver !== 'function') {
      start()
      return () => abort.abort()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: '200px' },
    )
    observer.observe(target)
    return () => {
      observer.disconnect()
      abort.abort()
    }
  }, [url, timeoutMs])

  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const }
  return (
    <span ref={box} className="al-nft-image" data-image-state={state} {...a11y}>
      {state === 'loaded' && url ? (
        <img src={url} alt="" referrerPolicy="no-referrer" decoding="async" draggable={false} />
      ) : state === 'placeholder' ? (
        <span className="al-nft-placeholder" data-testid="nft-placeholder">
          <Icon name="grid" />
        </span>
      ) : (
        <span className="al-nft-placeholder al-skeleton" />
      )}
    </span>
  )
}
