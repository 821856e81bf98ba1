// QR code drawn as one SVG path by `uqr` (a maintained, dependency-free encoder).
import { type ReactElement, type ReactNode, useMemo } from 'react'
import { encode } from 'uqr'

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode (e.g. a WalletConnect URI). */
  value: string
  /** Side of the code in px (default 280). */
  size?: number
  /** Accessible label (default 'QR code'). */
  label?: string
  /** Centre logo (a WalletImage); the code uses high error correction so it still scans. */
  logo?: ReactNode
}

/** Encodes `value` and returns the dark modules as one SVG path string on a grid of `size` modules. */
export function qrPath(value: string): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: 'H', border: 0 })
  let path = ''
  for (let y = 0; y < size; y++) {
    const row = data[y]
    if (row === undefined) continue
    for (let x = 0; x < size; x++) if (row[x] === true) path += `M${x} ${y}h1v1h-1z`
  }
  return { path, size }
}

/** A scannable QR code (dark modules on white, whatever the theme). */
export function QrCode({ value, size = 280, label = 'QR code', logo }: QrCodeProps): ReactElement {
  const { path, size: modules } = useMemo(() => qrPath(value), [value])
  const logoBox = Math.round(modules * 0.24)
  const logoStart = (modules - logoBox) / 2
  return (
    <div className="al-qr" style={{ width: size, height: size }} role="img" aria-label={label}>
      <svg viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" aria-hidden="true">
        <path d={path} fill="#141414" />
        {logo ? <rect x={logoStart} y={logoStart} width={logoBox} height={logoBox} fill="#ffffff" /> : null}
      </svg>
      {logo ? <span className="al-qr-logo">{logo}</span> : null}
    </div>
  )
}

/** A pulsing placeholder of the QR code's size while the URI is not ready. */
export function QrCodePlaceholder({ size = 280 }: { size?: number }): ReactElement {
  return <div className="al-qr al-qr-placeholder" style={{ width: size, height: size }} aria-hidden="true" />
}
