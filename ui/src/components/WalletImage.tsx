// Safe image of a wallet, network or token: only https/data:image URLs load; otherwise a fallback. An
// image still unanswered 2 s after it started loading (spec §9 image preload timeout) shows the fallback.
import { CONSTANTS } from '@airlock/kernel'
import {
  type CSSProperties,
  createContext,
  type ReactElement,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'
import { useUiOptions } from '../context/uiOptions'
import { useImagesHeld } from '../modal/ModalWarmup'
import { safeImageUrl } from '../utils/safeImageUrl'
import { Icon, type IconName } from './Icon'

/**
 * True where images wait for the frame that first shows their items (AllWalletsView's grid): each
 * {@link WalletImage} inside shows an empty placeholder of its size and requests nothing until it turns false.
 * A page of 40 image loads arriving together (each an SVG document parsed on the main thread) otherwise holds
 * back the frame that shows the names.
 */
export const ImagesDeferredContext = createContext(false)

/** Props of {@link WalletImage}. */
export interface WalletImageProps {
  /** Untrusted URL; refused URLs and failed loads show the fallback. */
  src: string | undefined
  /** Name of what is shown: alt text and the fallback's initial. Rendered as text only. */
  name: string
  /** Side in px (default 40). */
  size?: number
  /** Circle instead of rounded square. */
  round?: boolean
  /** Icon for the fallback (default: the name's initial). */
  fallbackIcon?: IconName
  /** Hide from assistive technology (when a label next to it already names it). */
  decorative?: boolean
  /** 'lazy' (default) for long plain lists; 'eager' where only visible items are rendered (virtual grids). */
  loading?: 'lazy' | 'eager'
}

/**
 * Calls `giveUp` when `element` has not loaded `CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS` after its load started: at once
 * for an eager image, when it comes into view for a lazy one (the browser starts it then). Returns the
 * canceller.
 */
function giveUpAfterTimeout(
  element: HTMLImageElement,
  loading: 'lazy' | 'eager',
  giveUp: () => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let observer: IntersectionObserver | undefined
  const start = () => {
    timer ??= setTimeout(() => {
      if (!element.complete) giveUp()
    }, CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS)
  }
  const stop = () => {
    clearTimeout(timer)
    observer?.disconnect()
  }
  element.addEventListener('load', stop, { once: true })
  if (loading === 'eager' || typeof IntersectionObserver !== 'function') start()
  else {
    observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer?.disconnect()
      start()
    })
    observer.observe(element)
  }
  return () => {
    stop()
    element.removeEventListener('load', stop)
  }
}

/** An image from an untrusted source, with a fallback when refused, broken or unanswered after 2 s. */
export function WalletImage({
  src,
  name,
  size = 40,
  round = false,
  fallbackIcon,
  decorative = false,
  loading = 'lazy',
}: WalletImageProps): ReactElement {
  const { allowLocalhostImages, prefetch } = useUiOptions()
  // In the pre-rendered modal before its first open, images load only when the integrator asked for prefetching.
  const held = useImagesHeld(prefetch)
  const deferred = useContext(ImagesDeferredContext)
  const url = held || deferred ? undefined : safeImageUrl(src, { allowLocalhost: allowLocalhostImages })
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined)
  const showImage = url !== undefined && failedUrl !== url
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const element = image.current
    if (!showImage || !element || element.complete) return
    return giveUpAfterTimeout(element, loading, () => setFailedUrl(url))
  }, [url, showImage, loading])
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?'
  const content = deferred ? null : showImage ? (
    <img
      ref={image}
      src={url}
      alt=""
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailedUrl(url)}
    />
  ) : (
    <span className="al-image-fallback">{fallbackIcon ? <Icon name={fallbackIcon} /> : initial}</span>
  )
  const style = { '--airlock-image-size': `${size}px` } as CSSProperties
  if (decorative) {
    return (
      <span className="al-image" data-round={round} style={style} aria-hidden="true">
        {content}
      </span>
    )
  }
  return (
    <span className="al-image" data-round={round} style={style} role="img" aria-label={name}>
      {content}
    </span>
  )
}
