// QR code drawn as one SVG path by `uqr` (a maintained, dependency-free encoder). The encoder is its own
// chunk, loaded when a QR code or its placeholder first mounts: no page pays for it before a QR is needed.
import { type ReactElement, type ReactNode, useEffect, useMemo, useState } from 'react'

type Encode = typeof import('uqr').encode

let encoder: Encode | undefined
let loading: Promise<Encode> | undefined

/**
 * Loads the QR encoder once (later calls share the first load). {@link QrCodePlaceholder} calls it, so the
 * encoder is usually ready when the value arrives; call it yourself to warm it earlier.
 * @example await loadQrEncoder(); const { path } = qrPath('wc:…')
 */
export function loadQrEncoder(): Promise<Encode> {
  loading ??= import('uqr').then(
    (module) => {
      encoder = module.encode
      return module.encode
    },
    (error: unknown) => {
      loading = undefined // a failed chunk load can be retried by the next mount
      throw error
    },
  )
  return loading
}

/**
 * Encodes `value` and returns the dark modules as one SVG path string on a grid of `size` modules.
 * Needs the encoder: await {@link loadQrEncoder} first (it throws otherwise).
 */
export function qrPath(value: string): { path: string; size: number } {
  if (encoder === undefined) throw new Error('qrPath: call loadQrEncoder() first')
  const { data, size } = encoder(value, { ecc: 'H', border: 0 })
  let path = ''
  for (let y = 0; y < size; y++) {
    const row = data[y]
    if (row === undefined) continue
    for (let x = 0; x < size; x++) if (row[x] === true) path += `M${x} ${y}h1v1h-1z`
  }
  return { path, size }
}

/** Whether the encoder is loaded; starts loading it on mount when it is not. */
function useQrEncoder(): boolean {
  const [ready, setReady] = useState(encoder !== undefined)
  useEffect(() => {
    if (ready) return
    let live = true
    loadQrEncoder().then(
      () => live && setReady(true),
      () => undefined, // the placeholder stays; the next mount retries
    )
    return () => {
      live = false
    }
  }, [ready])
  return ready
}

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

/** A scannable QR code (dark modules on white, whatever the theme); pulses like the placeholder while its encoder loads. */
export function QrCode({ value, size = 280, label = 'QR code', logo }: QrCodeProps): ReactElement {
  const ready = useQrEncoder()
  const code = useMemo(() => (ready ? qrPath(value) : undefined), [ready, value])
  if (code === undefined)
    return (
      <div
        className="al-qr al-qr-placeholder"
        style={{ width: size, height: size }}
        role="img"
        aria-label={label}
        aria-busy="true"
      />
    )
  const logoBox = Math.round(code.size * 0.24)
  const logoStart = (code.size - logoBox) / 2
  return (
    <div className="al-qr" style={{ width: size, height: size }} role="img" aria-label={label}>
      <svg viewBox={`0 0 ${code.size} ${code.size}`} shapeRendering="crispEdges" aria-hidden="true">
        <path d={code.path} fill="#141414" />
        {logo ? <rect x={logoStart} y={logoStart} width={logoBox} height={logoBox} fill="#ffffff" /> : null}
      </svg>
      {logo ? <span className="al-qr-logo">{logo}</span> : null}
    </div>
  )
}

/** A pulsing placeholder of the QR code's size while the value is not ready; it starts loading the encoder. */
export function QrCodePlaceholder({ size = 280 }: { size?: number }): ReactElement {
  useQrEncoder()
  return <div className="al-qr al-qr-placeholder" style={{ width: size, height: size }} aria-hidden="true" />
}
