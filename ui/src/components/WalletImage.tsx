// Safe image of a wallet, network or token: only https/data:image URLs load; otherwise a fallback.
import { type CSSProperties, type ReactElement, useState } from 'react'
import { useUiOptions } from '../context/uiOptions'
import { useIsWarmup } from '../modal/ModalWarmup'
import { safeImageUrl } from '../utils/safeImageUrl'
import { Icon, type IconName } from './Icon'

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

/** An image from an untrusted source, with a fallback when refused or broken. */
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
  // In the pre-rendered (standby) modal, images load only when the integrator asked for prefetching.
  const held = useIsWarmup() && !prefetch
  const url = held ? undefined : safeImageUrl(src, { allowLocalhost: allowLocalhostImages })
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined)
  const showImage = url !== undefined && failedUrl !== url
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?'
  const content = showImage ? (
    <img
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
