// Arrow-key movement in the wallet grid.

/** The index focus moves to for `key` in a grid of `count` items and `columns` columns, or undefined. */
export function gridKeyTarget(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | undefined {
  if (count === 0) return undefined
  const last = count - 1
  const clamp = (n: number) => Math.max(0, Math.min(last, n))
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1)
    case 'ArrowLeft':
      return clamp(index - 1)
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index
    case 'Home':
      return 0
    case 'End':
      return last
    case 'PageDown':
      return clamp(index + columns * 4)
    case 'PageUp':
      return clamp(index - columns * 4)
    default:
      return undefined
  }
}
