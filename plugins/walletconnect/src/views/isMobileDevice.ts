// Whether the page runs on a phone or tablet (decides which deep links a wallet offers). The same rule as
// @airlock/ui's own helper, which ui does not export.

/** True on touch-first devices (coarse pointer or a mobile user agent); false on the server. */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined' || typeof matchMedia !== 'function') return false
  return (
    /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) || matchMedia('(pointer: coarse)').matches
  )
}
