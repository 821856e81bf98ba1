// Account avatar: the profile image when it is safe, otherwise a gradient derived from the address.
import type { CSSProperties, ReactElement } from 'react'
import { useUiOptions } from '../context/uiOptions'
import { useImagesHeld } from '../modal/ModalWarmup'
import { safeImageUrl } from '../utils/safeImageUrl'

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The account address; seeds the gradient. */
  address: string
  /** Untrusted profile image URL. */
  imageUrl?: string | undefined
  /** Side in px (default 40). */
  size?: number
}

/** Three hues derived from an address, stable for the same address. */
export function addressHues(address: string): [number, number, number] {
  let hash = 2166136261
  for (let i = 0; i < address.length; i++) {
    hash ^= address.toLowerCase().charCodeAt(i)
    hash = Math.imul(hash, 16777619) >>> 0
  }
  return [hash % 360, (hash >>> 9) % 360, (hash >>> 18) % 360]
}

/** A round avatar for an account (decorative: the address or name is shown beside it). */
export function Avatar({ address, imageUrl, size = 40 }: AvatarProps): ReactElement {
  const { allowLocalhostImages, prefetch } = useUiOptions()
  // In the pre-rendered modal before its first open, the image loads only when the integrator asked for prefetching.
  const held = useImagesHeld(prefetch)
  const url = held ? undefined : safeImageUrl(imageUrl, { allowLocalhost: allowLocalhostImages })
  const [a, b, c] = addressHues(address)
  const background = `radial-gradient(75% 75% at 65% 20%, hsl(${a} 80% 72%) 0%, hsl(${b} 70% 52%) 55%, hsl(${c} 65% 35%) 100%)`
  return (
    <span
      className="al-avatar"
      aria-hidden="true"
      style={{ '--airlock-image-size': `${size}px`, background } as CSSProperties}
    >
      {url ? <img src={url} alt="" referrerPolicy="no-referrer" draggable={false} /> : null}
    </span>
  )
}
